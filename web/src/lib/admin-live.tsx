/**
 * The admin channel (`/api/admin/`), opened once by the dashboard shell: its status feeds the
 * header's live indicator, and each screen subscribes to the events it shows
 * (`useAdminEvents`), so switching screens neither opens another socket nor misses one.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { LiveEvent } from '@domain/live-events';
import { useLiveChannel, type LiveChannelsState } from '@/lib/use-live-channel';

export const ADMIN_CHANNEL_PATH = '/api/admin/';

type Listener = (event: LiveEvent) => void;

interface AdminLive {
  live: LiveChannelsState;
  subscribe: (listener: Listener) => () => void;
}

const AdminLiveContext = createContext<AdminLive | null>(null);

export function AdminLiveProvider({ children }: { children: ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  const onEvent = useCallback((event: LiveEvent) => {
    for (const listener of listeners.current) listener(event);
  }, []);
  const live = useLiveChannel(ADMIN_CHANNEL_PATH, onEvent);
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ live, subscribe }), [live, subscribe]);
  return <AdminLiveContext.Provider value={value}>{children}</AdminLiveContext.Provider>;
}

export function useAdminLiveStatus(): LiveChannelsState | null {
  return useContext(AdminLiveContext)?.live ?? null;
}

/** Calls `onEvent` for each admin-channel event of `types` while mounted (none outside the shell). */
export function useAdminEvents(types: readonly string[], onEvent: (event: LiveEvent) => void): void {
  const subscribe = useContext(AdminLiveContext)?.subscribe;
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = types.join(',');
  useEffect(() => {
    if (!subscribe) return;
    const wanted = new Set(key.split(','));
    return subscribe((event) => {
      if (wanted.has(event.type)) handler.current(event);
    });
  }, [subscribe, key]);
}
