/**
 * /dashboard/*: the trainee, trainer or admin view by user type. The admin dashboard has its
 * own routes under /dashboard (a lazy chunk); the others live at /dashboard alone, so any
 * deeper path goes back there (spec 002 §2).
 */
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router';
import { UserType } from '@domain/enums';
import { authAtom } from '@/lib/auth-state';
import { StaffDashboard } from './staff-dashboard';
import { TraineeDashboard } from './trainee-dashboard';
import { AdminDashboard } from '../dashboard-registry';

export function DashboardPage() {
  const auth = useAtomValue(authAtom);
  const { pathname } = useLocation();
  if (!auth) return null;
  if (auth.userType === UserType.Admin) return <AdminDashboard />;
  if (pathname.replace(/\/+$/, '') !== '/dashboard') return <Navigate to="/dashboard" replace />;
  if (auth.userType === UserType.Trainer) return <StaffDashboard />;
  return <TraineeDashboard />;
}
