/**
 * What other features put in the administrator's dashboard, in one place: its pages (people,
 * sessions, a session's page, errors), the Data page's client-dealing scenarios tab and the user
 * menu. The dashboard imports other features only through this file; a page joins with a line
 * here. The lazy entries are each their own chunk, loaded when shown, as before.
 */
import { lazy } from 'react';

export { UserMenu } from '@/features/auth/components/user-menu';

// The dashboard's pages.
export const UsersPage = lazy(() => import('@/features/admin-people/components/users-page').then((m) => ({ default: m.UsersPage })));
export const TrainersPage = lazy(() => import('@/features/admin-people/components/trainers-page').then((m) => ({ default: m.TrainersPage })));
export const SessionsListPage = lazy(() => import('@/features/admin-sessions-list/components/sessions-list-page').then((m) => ({ default: m.SessionsListPage })));
export const AdminSessionPage = lazy(() => import('@/features/admin-session-page/components/admin-session-page').then((m) => ({ default: m.AdminSessionPage })));
export const ErrorsPage = lazy(() => import('@/features/admin-errors/components/errors-page').then((m) => ({ default: m.ErrorsPage })));

// Client Dealing (issue 16), the Data page's tab: scenario planning, creation, CSV upload and the list.
export const ClientDealingTab = lazy(() => import('@/features/client-dealing/components/admin-scenarios-tab'));
