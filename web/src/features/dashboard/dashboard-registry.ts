/**
 * What other features put in the dashboards (trainee, trainer, administrator), in one place: the
 * sessions tables and their list, the new-session and new-class dialogs, the person picker, the
 * user menu, and the administrator's dashboard. The dashboards import other features only through
 * this file. The lazy entry is its own chunk, as before.
 */
import { lazy } from 'react';

export { UserMenu } from '@/features/auth/components/user-menu';
export { PersonPickerDialog } from '@/features/persons/components/person-picker-dialog';
export { NewKlassDialog } from '@/features/admin-people/components/new-klass-dialog';
export { CreateSessionDialog } from '@/features/create-session/components/create-session-dialog';
export { KlassSessionsTable } from '@/features/sessions/components/klass-sessions-table';
export { TraineeSessions } from '@/features/sessions/components/trainee-sessions-table';
export { useSessionList } from '@/features/sessions/hooks/use-session-list';

export const AdminDashboard = lazy(() => import('@/features/admin-dashboard/components/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));
