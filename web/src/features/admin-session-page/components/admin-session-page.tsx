/**
 * /dashboard/sessions/{session_id}/* for the admin (spec 002 §2): the header (status, scenario
 * type, class, trainer, scenario date, finish date) with the session's controls, and the nested
 * routes /players, /players/{player_id} and /players/{player_id}/individual-report; any other
 * path under the session goes to its players. A session that does not exist, or an id that is
 * not one, is 'Session {id} not found!'. The admin channel's status changes refresh the page.
 */
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { Suspense, useCallback } from 'react';
import { SessionStatus } from '@domain/enums';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import type { LiveEvent } from '@domain/live-events';
import { useAdminEvents } from '@/lib/admin-live';
import { getPlayers, getSessionAssets, getSessionRow, getSessionView } from '../api/admin-session-api';
import { useRemote } from '@/lib/use-remote';
import { PlayerPage, parsePositiveId } from './player-page';
import { PlayersList } from './players-list';
import { SessionControls } from './session-controls';
import { SessionHeader } from './session-header';
import { BiasesCard, ComputeReportsCard, AdminReportPage } from '../session-page-registry';

export const NO_REPORT = 'No report';
const SESSION_EVENTS = ['session_updated'] as const;

export function sessionNotFound(id: string | number): string {
  return `Session ${id} not found!`;
}

function BackToSessions() {
  return (
    <RadixLink asChild size="2">
      <Link to="/dashboard/sessions">
        <ArrowLeftIcon style={{ verticalAlign: 'middle' }} /> Sessions
      </Link>
    </RadixLink>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}

function NotFound({ id }: { id: string | number }) {
  return (
    <Flex direction="column" gap="3">
      <BackToSessions />
      <Message text={sessionNotFound(id)} />
    </Flex>
  );
}

export function AdminSessionPage() {
  const params = useParams();
  const raw = params.sessionId ?? params.id;
  const sessionId = parsePositiveId(raw);
  if (sessionId === null) return <NotFound id={raw ?? ''} />;
  return <SessionPage key={sessionId} sessionId={sessionId} />;
}

function SessionPage({ sessionId }: { sessionId: number }) {
  const row = useRemote(() => getSessionRow(sessionId), [sessionId]);
  const view = useRemote(() => getSessionView(sessionId), [sessionId]);
  const players = useRemote(() => getPlayers(sessionId), [sessionId]);
  const assets = useRemote(() => getSessionAssets(sessionId), [sessionId]);
  const { reload: reloadRow } = row;
  const { reload: reloadView } = view;
  const { reload: reloadPlayers } = players;

  const refresh = useCallback(() => {
    reloadRow();
    reloadView();
    reloadPlayers();
  }, [reloadRow, reloadView, reloadPlayers]);

  // The shell's admin channel: a status change of this session (here or anywhere) refreshes it.
  useAdminEvents(SESSION_EVENTS, (event: LiveEvent) => {
    if (event.type === 'session_updated' && (event.data as { id?: unknown }).id === sessionId) refresh();
  });

  // The index row decides whether the session exists (404), or is beyond reach (403).
  if (row.status !== null && row.status >= 400 && row.status < 500) return <NotFound id={sessionId} />;

  const base = `/dashboard/sessions/${sessionId}`;
  return (
    <Flex direction="column" gap="3">
      <BackToSessions />
      {row.error ? <Message text={row.error} /> : null}
      <SessionHeader row={row.data} view={view.data} controls={row.data ? <SessionControls row={row.data} view={view.data} onChanged={refresh} /> : null} />
      <Routes>
        <Route
          path="players"
          element={
            <Flex direction="column" gap="4">
              <PlayersList sessionId={sessionId} players={players.data} error={players.error} status={row.data?.status ?? null} currency={view.data?.reporting_currency ?? null} />
              <Suspense fallback={null}>
                <ComputeReportsCard sessionId={sessionId} status={row.data?.status ?? null} />
              </Suspense>
              {row.data && row.data.status !== SessionStatus.Creating ? (
                <Suspense fallback={null}>
                  <BiasesCard sessionId={sessionId} />
                </Suspense>
              ) : null}
            </Flex>
          }
        />
        <Route path="players/:playerId" element={<PlayerPage sessionId={sessionId} players={players.data} assets={assets.data} onChanged={refresh} />} />
        <Route
          path="players/:playerId/individual-report"
          element={
            <Suspense fallback={<Text color="gray">Loading…</Text>}>
              <AdminReportPage sessionId={sessionId} />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={`${base}/players`} replace />} />
      </Routes>
    </Flex>
  );
}
