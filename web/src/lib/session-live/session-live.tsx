/**
 * The session's live channel, shared by the trainee's trading room and the trainer's console:
 * the one module that owns the session socket (`/api/session/{id}/`). `<SessionLiveProvider>`
 * (mounted once by the session page) opens it, runs every event through `liveReducer` into the
 * jotai atoms of live-atoms.ts, and hands the events to the screens that react to them
 * (`useSessionEvents`: fills, news, metrics…).
 *
 * Hooks:
 * - `useSessionLive()` → { sessionId, session, presence, live, snapshots }.
 * - `useSessionRecord()` → the session record, once loaded (the frame shows a spinner until then).
 * - `useSessionEvents(handler)` → calls `handler` for each event of the channel.
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { LiveEvent } from '@domain/live-events';
import type { SessionView } from '@domain/session/session-record';
import { useLiveChannel, type LiveChannelsState } from '@/lib/use-live-channel';
import { dispatchLiveAtom, liveConnectionAtom, liveSessionIdAtom, liveStateAtom, presenceAtom, sessionRecordAtom, snapshotsAtom } from './live-atoms';
import { initialLiveState, NO_SESSION, type Presence } from './live-state';

export type SessionEventListener = (event: LiveEvent) => void;

export interface SessionLive {
  sessionId: number;
  /** Null until `fetch_session` or the first snapshot arrived. */
  session: SessionView | null;
  presence: Presence;
  live: LiveChannelsState;
  /** Counts (re)connection snapshots, so screens can reload what the snapshot does not carry. */
  snapshots: number;
}

export function sessionChannelPath(sessionId: number): string {
  return `/api/session/${sessionId}/`;
}

const listeners = new Set<SessionEventListener>();
const NOT_CONNECTED: LiveChannelsState = { status: 'connecting', reconnect: () => {} };
const CLOSED: LiveChannelsState = { status: 'closed', reconnect: () => {} };

/**
 * Opens the session's channel while mounted. `initial` is the record `fetch_session` answered:
 * the state starts from it, and the children render once the state is this session's.
 */
export function SessionLiveProvider({ sessionId, initial, children }: { sessionId: number; initial?: SessionView | null; children: ReactNode }) {
  const store = useStore();
  const openSessionId = useAtomValue(liveSessionIdAtom);
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useLayoutEffect(() => {
    store.set(liveStateAtom, initialLiveState(sessionId, initialRef.current ?? null));
    store.set(liveConnectionAtom, NOT_CONNECTED);
    return () => {
      store.set(liveStateAtom, NO_SESSION);
      store.set(liveConnectionAtom, CLOSED);
    };
  }, [store, sessionId]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      store.set(dispatchLiveAtom, event);
      for (const listener of listeners) listener(event);
    },
    [store],
  );
  const live = useLiveChannel(sessionChannelPath(sessionId), onEvent);
  const { status, reconnect } = live;
  useEffect(() => {
    store.set(liveConnectionAtom, { status, reconnect });
  }, [store, status]); // eslint-disable-line react-hooks/exhaustive-deps -- reconnect acts on the current channels whichever render made it

  return openSessionId === sessionId ? children : null;
}

export function useSessionLive(): SessionLive {
  return {
    sessionId: useAtomValue(liveSessionIdAtom),
    session: useAtomValue(sessionRecordAtom),
    presence: useAtomValue(presenceAtom),
    live: useAtomValue(liveConnectionAtom),
    snapshots: useAtomValue(snapshotsAtom),
  };
}

/** The session record, once loaded (the frame shows a spinner until then). */
export function useSessionRecord(): SessionView {
  const session = useAtomValue(sessionRecordAtom);
  if (!session) throw new Error('Session record not loaded yet');
  return session;
}

/** Calls `handler` for each live event of the session; the handler may change between renders. */
export function useSessionEvents(handler: SessionEventListener): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const listener: SessionEventListener = (event) => ref.current(event);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
}
