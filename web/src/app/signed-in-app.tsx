/** The signed-in routes (router.tsx), under Radix's real `<Theme>`: their menus, dialogs and tooltips read its context. */
import { Theme } from '@radix-ui/themes';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Toaster } from '@/components/toaster';
import { BondCalculatorPage, Page } from './page';
import { THEME } from '@/components/theme';

const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SessionPage = lazy(() => import('./routes/session-page').then((m) => ({ default: m.SessionPage })));

export function SignedInApp() {
  return (
    <Theme {...THEME}>
      <Routes>
        <Route path="/dashboard/*" element={<Page><DashboardPage /></Page>} />
        <Route path="/session/:id/*" element={<Page label="Loading session…"><SessionPage /></Page>} />
        <Route path="/bond-calculator" element={<Page><BondCalculatorPage /></Page>} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
      <Toaster />
    </Theme>
  );
}
