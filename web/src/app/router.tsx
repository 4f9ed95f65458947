/**
 * Route map of spec 000 section 2, chosen by sign-in state:
 * signed out: /auth/login and /bond-calculator, everything else → /auth/login;
 * signed in: /dashboard, /session/{id}/*, /bond-calculator, everything else → /dashboard.
 *
 * Every page is its own lazy chunk, so a route loads only its screens: the sign-in page and the
 * public bond calculator never fetch the dashboard, the trading room or the console.
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { authAtom } from '@/features/auth/state/auth-state';
import { NavigationBridge } from './navigation-bridge';

const LoginPage = lazy(() => import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const BondCalculatorPage = lazy(() => import('@/features/bond-calculator/components/bond-calculator-page').then((m) => ({ default: m.BondCalculatorPage })));
const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SessionPage = lazy(() => import('./routes/session-page').then((m) => ({ default: m.SessionPage })));

function Page({ children, label }: { children: ReactNode; label?: string }) {
  return <Suspense fallback={<FullScreenSpinner label={label} />}>{children}</Suspense>;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/auth/login" element={<Page><LoginPage /></Page>} />
      <Route path="/bond-calculator" element={<Page><BondCalculatorPage /></Page>} />
      <Route path="*" element={<Navigate to="/auth/login" replace />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<Page><DashboardPage /></Page>} />
      <Route path="/session/:id/*" element={<Page label="Loading session…"><SessionPage /></Page>} />
      <Route path="/bond-calculator" element={<Page><BondCalculatorPage /></Page>} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

export function AppRouter() {
  const auth = useAtomValue(authAtom);
  return (
    <BrowserRouter>
      <NavigationBridge />
      {auth ? <SignedInRoutes /> : <SignedOutRoutes />}
    </BrowserRouter>
  );
}
