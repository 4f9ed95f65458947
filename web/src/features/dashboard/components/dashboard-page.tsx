/** /dashboard: the trainee, trainer or admin view by user type. */
import { useAtomValue } from 'jotai';
import { UserType } from '@domain/enums';
import { authAtom } from '@/features/auth/state/auth-state';
import { StaffDashboard } from './staff-dashboard';
import { TraineeDashboard } from './trainee-dashboard';

export function DashboardPage() {
  const auth = useAtomValue(authAtom);
  if (!auth) return null;
  if (auth.userType === UserType.Admin) return <StaffDashboard admin />;
  if (auth.userType === UserType.Trainer) return <StaffDashboard admin={false} />;
  return <TraineeDashboard />;
}
