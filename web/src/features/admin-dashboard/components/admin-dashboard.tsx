/**
 * The administrator's /dashboard (spec 002 §2): the top menu, the admin channel's indicator,
 * the user menu (logout, showing the username), and one lazy chunk per screen. /dashboard and
 * unknown dashboard paths go to /dashboard/data.
 */
import { Box, Container, Flex, Spinner } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppHeader } from '@/components/app-header';
import { LiveIndicator } from '@/components/live-indicator';
import { useMooNotices } from '../hooks/use-moo-notices';
import { AdminLiveProvider, useAdminLiveStatus } from '@/lib/admin-live';
import { AdminMenu } from './admin-menu';
import { UserMenu, UsersPage, TrainersPage, SessionsListPage, AdminSessionPage, ErrorsPage } from '../admin-registry';

const DataPage = lazy(() => import('./data-page').then((m) => ({ default: m.DataPage })));

/** A screen's chunk loading: a spinner in the content area, the menu staying put. */
function ScreenLoading() {
  return (
    <Flex justify="center" py="9" role="status" aria-label="Loading">
      <Spinner size="3" />
    </Flex>
  );
}

function HeaderActions() {
  const live = useAdminLiveStatus();
  // The market-on-open/close notice (20 s, spec 002 §9) shows on every admin screen.
  useMooNotices();
  return (
    <>
      {live && live.status !== 'closed' ? <LiveIndicator status={live.status} onReconnect={live.reconnect} /> : null}
      <UserMenu />
    </>
  );
}

export function AdminDashboard() {
  return (
    <AdminLiveProvider>
      <Flex direction="column" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
        <AppHeader context={<AdminMenu />} actions={<HeaderActions />} />
        <Box asChild flexGrow="1">
          <main>
            <Container size="4" px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '5' }}>
              <Suspense fallback={<ScreenLoading />}>
                <Routes>
                  <Route index element={<Navigate to="data" replace />} />
                  <Route path="data" element={<DataPage />} />
                  <Route path="users" element={<UsersPage />} />
                  <Route path="trainers" element={<TrainersPage />} />
                  <Route path="sessions" element={<SessionsListPage />} />
                  <Route path="sessions/:sessionId/*" element={<AdminSessionPage />} />
                  <Route path="errors" element={<ErrorsPage />} />
                  <Route path="*" element={<Navigate to="/dashboard/data" replace />} />
                </Routes>
              </Suspense>
            </Container>
          </main>
        </Box>
      </Flex>
    </AdminLiveProvider>
  );
}
