/**
 * /session/{id}: the session frame. Loads the session (a spinner until then; 403/404 show the
 * server's text and a way back), marks it as the current session for session calls, opens the
 * session's live channel and shows who is online. The trading and console screens mount here.
 */
import { ExitIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Callout, Card, Container, DropdownMenu, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { USER_TYPE_LABELS, UserType } from '@domain/enums';
import { AppHeader } from '@/components/app-header';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { LiveIndicator } from '@/components/live-indicator';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { ApiError, errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { truncateName } from '@domain/format';
import { currentSessionIdAtom } from '@/lib/session-scope';
import { UserMenu } from '@/features/auth/components/user-menu';
import { authAtom } from '@/lib/auth-state';
import { fetchSessionView, getSession, type SessionRow } from '@/features/sessions/api/sessions';
import type { SessionView } from '@domain/session/session-record';
import { SessionLiveProvider, useSessionLive } from '@/lib/session-live/session-live';
import { loadKlassRoster, type RosterMember } from '@/features/sessions/api/klass-roster';
import { PresenceCard } from '@/features/sessions/components/presence-card';
import { scenarioTypeLabel } from '@/lib/session-labels';

// The trainee's room and the staff's console are separate chunks: each side loads only its own.
const TradingRoom = lazy(() => import('@/features/trading-room/trading-room').then((m) => ({ default: m.TradingRoom })));
const SessionConsole = lazy(() => import('@/features/session-console/session-console').then((m) => ({ default: m.SessionConsole })));

type LoadState = { kind: 'loading' } | { kind: 'error'; message: string; status: number } | { kind: 'ready'; session: SessionRow; view: SessionView };

function parseSessionId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function SessionPage() {
  const params = useParams();
  const sessionId = parseSessionId(params.id);
  const setCurrentSessionId = useSetAtom(currentSessionIdAtom);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    setCurrentSessionId(sessionId);
    return () => setCurrentSessionId(null);
  }, [sessionId, setCurrentSessionId]);

  useEffect(() => {
    if (sessionId === null) {
      setState({ kind: 'error', message: 'Session id must be a positive number', status: 400 });
      return;
    }
    let cancelled = false;
    setState({ kind: 'loading' });
    Promise.all([getSession(sessionId), fetchSessionView(sessionId)])
      .then(([session, view]) => !cancelled && setState({ kind: 'ready', session, view }))
      .catch((error: unknown) => {
        if (!cancelled && !isSessionExpiredError(error)) setState({ kind: 'error', message: errorMessage(error), status: error instanceof ApiError ? error.status : 0 });
      });
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  if (state.kind === 'loading') return <FullScreenSpinner label="Loading session…" />;
  if (state.kind === 'error') return <SessionUnavailable message={state.message} />;
  return (
    <SessionLiveProvider sessionId={state.session.id} initial={state.view}>
      <SessionFrame session={state.session} />
    </SessionLiveProvider>
  );
}

function SessionUnavailable({ message }: { message: string }) {
  return (
    <Flex direction="column" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
      <AppHeader actions={<UserMenu />} />
      <Container size="2" px="3" py="8">
        <Card size="3">
          <Flex direction="column" gap="4" align="start">
            <Heading as="h1" size="5">
              Session unavailable
            </Heading>
            <Callout.Root color="red" role="alert" style={{ width: '100%' }}>
              <Callout.Text>{message}</Callout.Text>
            </Callout.Root>
            <Button asChild variant="soft">
              <RouterLink to="/dashboard">Back to dashboard</RouterLink>
            </Button>
          </Flex>
        </Card>
      </Container>
    </Flex>
  );
}

function SessionFrame({ session }: { session: SessionRow }) {
  const auth = useAtomValue(authAtom);
  const navigate = useNavigate();
  const { presence, live, session: view } = useSessionLive();
  const staff = auth !== null && auth.userType !== UserType.Trainee;
  const [roster, setRoster] = useState<RosterMember[] | null>(null);

  useEffect(() => {
    if (!staff) return;
    let cancelled = false;
    loadKlassRoster(session.klass_id)
      .then((members) => !cancelled && setRoster(members))
      .catch(() => !cancelled && setRoster([]));
    return () => {
      cancelled = true;
    };
  }, [staff, session.klass_id]);

  useEffect(() => {
    document.title = `Session ${session.id} · ${session.klass_name}`;
    return () => {
      document.title = 'Trading Simulator';
    };
  }, [session.id, session.klass_name]);

  if (!auth) return null;

  return (
    <Flex direction="column" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
      <AppHeader
        context={
          <Flex align="center" gap="2" wrap="wrap">
            <Text weight="bold" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              Session {session.id}
            </Text>
            <Text color="gray" title={session.klass_name} style={{ whiteSpace: 'nowrap' }}>
              {truncateName(session.klass_name)}
            </Text>
            <Badge variant="outline" color="gray">
              {scenarioTypeLabel(session.scenario_type)}
            </Badge>
            <SessionStatusBadge status={view?.status ?? session.status} />
          </Flex>
        }
        actions={
          <>
            <LiveIndicator status={live.status} onReconnect={live.reconnect} />
            <UserMenu>
              <DropdownMenu.Item onSelect={() => navigate('/dashboard')}>
                <ExitIcon aria-hidden /> Exit session
              </DropdownMenu.Item>
            </UserMenu>
          </>
        }
      />
      <Box asChild flexGrow="1">
        <main>
          {staff ? (
            <Container size="4" px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
              <Suspense fallback={<FullScreenSpinner />}>
                <SessionConsole />
              </Suspense>
              <Box maxWidth="560px" mt="5">
                <PresenceCard
                  presence={presence}
                  roster={roster}
                  me={{ id: auth.userId, username: auth.username, role: USER_TYPE_LABELS[auth.userType] }}
                  staff={staff}
                  status={live.status}
                />
              </Box>
            </Container>
          ) : (
            // The trainee's room lays out its own menu and screens under the header.
            <Suspense fallback={<FullScreenSpinner label="Loading your portfolio…" />}>
              <TradingRoom />
            </Suspense>
          )}
        </main>
      </Box>
    </Flex>
  );
}
