/**
 * Route map of spec 000 section 2, chosen by sign-in state:
 * signed out: /auth/login and /bond-calculator, everything else → /auth/login;
 * signed in: /dashboard, /session/{id}/*, /bond-calculator, everything else → /dashboard.
 */
import { useAtomValue } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { authAtom } from '@/features/auth/state/auth-state';
import { BondCalculatorPage } from '@/features/bond-calculator/components/bond-calculator-page';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { SessionPage } from '@/features/sessions/components/session-page';
import { NavigationBridge } from './navigation-bridge';

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/auth/login" element={<LoginPage />} />
      <Route path="/bond-calculator" element={<BondCalculatorPage />} />
      <Route path="*" element={<Navigate to="/auth/login" replace />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/session/:id/*" element={<SessionPage />} />
      <Route path="/bond-calculator" element={<BondCalculatorPage />} />
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
