/**
 * A session list kept live: loaded from `GET /api/sessions/`, then updated in place from the
 * class channels' `session_created` / `session_updated` events (upsert by id, newest first).
 * With `klassId` it lists and listens to that class only; without, it listens to the classes
 * of the sessions it lists (a trainee's case). It reloads when the tab becomes visible again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { sessionIndexRowSchema, type LiveEvent } from '@domain/live-events';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { useLiveChannels, type LiveChannelsState } from '@/lib/use-live-channel';
import { listSessions, myKlassIds, type SessionRow } from '../api/sessions';

export interface SessionListState {
  sessions: SessionRow[] | null;
  error: string | null;
  reload: () => void;
  live: LiveChannelsState;
}

export function upsertSession(list: readonly SessionRow[], row: SessionRow): SessionRow[] {
  const next = list.filter((s) => s.id !== row.id);
  next.push(row);
  return next.sort((a, b) => b.id - a.id);
}

export function klassChannelPath(klassId: number): string {
  return `/api/klass/?klass_id=${klassId}`;
}

export function useSessionList({ klassId, enabled = true }: { klassId?: number | null; enabled?: boolean } = {}): SessionListState {
  const scoped = klassId !== undefined;
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const ready = enabled && (!scoped || klassId !== null);
  const [ownKlassIds, setOwnKlassIds] = useState<number[]>([]);

  useEffect(() => {
    if (!ready || scoped) return;
    let cancelled = false;
    myKlassIds()
      .then((ids) => {
        if (!cancelled) setOwnKlassIds(ids);
      })
      .catch(() => {
        // Without it the channels of listed sessions' classes still work.
      });
    return () => {
      cancelled = true;
    };
  }, [ready, scoped]);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setError(null);
    listSessions(klassId)
      .then((rows) => {
        if (!cancelled) setSessions(rows);
      })
      .catch((e: unknown) => {
        if (!cancelled && !isSessionExpiredError(e)) setError(errorMessage(e));
      });
    return () => {
      cancelled = true;
    };
  }, [ready, klassId, version]);

  useEffect(() => {
    setSessions(null);
  }, [klassId]);

  useEffect(() => {
    if (!ready) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [ready, reload]);

  // A stable key, so a reloaded list of the same classes keeps its sockets.
  let channelKey = '';
  if (ready && scoped && klassId) channelKey = String(klassId);
  if (ready && !scoped) channelKey = [...new Set([...ownKlassIds, ...(sessions ?? []).map((s) => s.klass_id)])].sort((a, b) => a - b).join(',');
  const paths = useMemo(() => (channelKey ? channelKey.split(',').map((id) => klassChannelPath(Number(id))) : []), [channelKey]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type !== 'session_created' && event.type !== 'session_updated') return;
      const row = sessionIndexRowSchema.safeParse(event.data);
      if (!row.success || (scoped && row.data.klass_id !== klassId)) return;
      setSessions((prev) => (prev ? upsertSession(prev, row.data) : prev));
    },
    [scoped, klassId],
  );
  const live = useLiveChannels(paths, onEvent);

  return { sessions, error, reload, live };
}
