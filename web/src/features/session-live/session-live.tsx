/**
 * The session's live state shared by the trainee's trading room and the trainer's console:
 * one channel per open session page, the session record kept current from its events
 * (snapshot, session_updated, passed_time, historical_step_updated, currently_passing_time,
 * update_delay), presence, the connection status, and a subscription for every other event
 * (prices, fills, wallets…) that the screens fold into their own state.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveEvent } from '@domain/live-events';
import type { sessionView } from '@domain/session/session-record';
import { useLiveChannel, type LiveChannelsState } from '@/lib/use-live-channel';
import { presenceReducer, sessionChannelPath, type Presence } from '@/features/sessions/hooks/use-session-channel';

/** The session entity as `fetch_session`, the snapshot and `session_updated` carry it. */
export type SessionView = ReturnType<typeof sessionView>;

export type SessionEventListener = (event: LiveEvent) => void;

export interface SessionLive {
  sessionId: number;
  /** Null until `fetch_session` or the first snapshot arrived. */
  session: SessionView | null;
  presence: Presence;
  live: LiveChannelsState;
  /** Counts (re)connection snapshots, so screens can reload what the snapshot does not carry. */
  snapshots: number;
  subscribe(listener: SessionEventListener): () => void;
}

const SessionLiveContext = createContext<SessionLive | null>(null);

const EMPTY_PRESENCE: Presence = { online: new Set(), names: new Map(), known: false };

/** Folds the events that change the session record into it. */
export function sessionRecordReducer(session: SessionView | null, event: LiveEvent): SessionView | null {
  switch (event.type) {
    case 'snapshot':
      return event.data.session as SessionView;
    case 'session_updated':
      // The class channel sends index rows; the session channel the whole record (it has `period`).
      return 'period' in event.data ? (event.data as SessionView) : session;
    case 'historical_step_updated':
    case 'passed_time':
      return session ? ({ ...session, ...event.data } as SessionView) : session;
    case 'currently_passing_time':
      return session ? { ...session, currently_passing_time: event.data.currently_passing_time } : session;
    case 'update_delay':
      return session ? { ...session, delay_minutes_left: event.data.delay_minutes_left } : session;
    default:
      return session;
  }
}

export function SessionLiveProvider({ sessionId, initial, children }: { sessionId: number; initial?: SessionView | null; children: ReactNode }) {
  const [session, setSession] = useState<SessionView | null>(initial ?? null);
  const [presence, setPresence] = useState<Presence>(EMPTY_PRESENCE);
  const [snapshots, setSnapshots] = useState(0);
  const listeners = useRef(new Set<SessionEventListener>());

  const onEvent = useCallback((event: LiveEvent) => {
    setSession((prev) => sessionRecordReducer(prev, event));
    setPresence((prev) => presenceReducer(prev, event));
    if (event.type === 'snapshot') setSnapshots((n) => n + 1);
    for (const listener of listeners.current) listener(event);
  }, []);
  const live = useLiveChannel(sessionChannelPath(sessionId), onEvent);

  useEffect(() => {
    if (initial) setSession((prev) => prev ?? initial);
  }, [initial]);

  const subscribe = useCallback((listener: SessionEventListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const value = useMemo<SessionLive>(
    () => ({ sessionId, session, presence, live, snapshots, subscribe }),
    [sessionId, session, presence, live, snapshots, subscribe],
  );
  return <SessionLiveContext.Provider value={value}>{children}</SessionLiveContext.Provider>;
}

export function useSessionLive(): SessionLive {
  const value = useContext(SessionLiveContext);
  if (!value) throw new Error('useSessionLive outside SessionLiveProvider');
  return value;
}

/** The session record, once loaded (the frame shows a spinner until then). */
export function useSessionRecord(): SessionView {
  const { session } = useSessionLive();
  if (!session) throw new Error('Session record not loaded yet');
  return session;
}

/** Calls `handler` for each live event of the session; the handler may change between renders. */
export function useSessionEvents(handler: SessionEventListener): void {
  const { subscribe } = useSessionLive();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => subscribe((event) => ref.current(event)), [subscribe]);
}
