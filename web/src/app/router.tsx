/**
 * Route map of spec 000 section 2, chosen by sign-in state:
 * signed out: /auth/login and /bond-calculator, everything else → /auth/login;
 * signed in: /dashboard, /session/{id}/*, /bond-calculator, everything else → /dashboard.
 *
 * Every page is its own lazy chunk, so a route loads only its screens. The signed-in routes,
 * with Radix's real `<Theme>`, are a chunk of their own too (signed-in-app.tsx): the sign-in
 * page and the public bond calculator load neither them nor the dashboard, the trading room or
 * the console.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { Toaster } from '@/components/toaster';
import { authAtom } from '@/lib/auth-state';
import { NavigationBridge } from './navigation-bridge';
import { BondCalculatorPage, Page } from './page';
import { ThemeRoot } from './theme-root';

const LoginPage = lazy(() => import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const SignedInApp = lazy(() => import('./signed-in-app').then((m) => ({ default: m.SignedInApp })));

function SignedOutApp() {
  return (
    <ThemeRoot>
      <Routes>
        <Route path="/auth/login" element={<Page><LoginPage /></Page>} />
        <Route path="/bond-calculator" element={<Page><BondCalculatorPage /></Page>} />
        <Route path="*" element={<Navigate to="/auth/login" replace />} />
      </Routes>
      <Toaster />
    </ThemeRoot>
  );
}

export function AppRouter() {
  const auth = useAtomValue(authAtom);
  return (
    <BrowserRouter>
      <NavigationBridge />
      {auth ? (
        <Suspense
          fallback={
            <ThemeRoot>
              <FullScreenSpinner />
            </ThemeRoot>
          }
        >
          <SignedInApp />
        </Suspense>
      ) : (
        <SignedOutApp />
      )}
    </BrowserRouter>
  );
}
