/**
 * A server read kept current by the session channel instead of polling: loaded on mount, again
 * after every reconnection snapshot (events may have been missed), and whenever `version`
 * changes (callers pass a counter bumped by the events that change the data). While a reload
 * runs the previous data stays on screen, so tables never flash empty.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { useSessionLive } from '@/lib/session-live/session-live';

export interface LiveResource<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useLiveResource<T>(load: () => Promise<T>, version: unknown = 0): LiveResource<T> {
  const { snapshots } = useSessionLive();
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const request = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
    const id = ++request.current;
    setState((prev) => ({ ...prev, loading: true }));
    loadRef
      .current()
      .then((data) => id === request.current && setState({ data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (id !== request.current || isSessionExpiredError(error)) return;
        setState((prev) => ({ data: prev.data, error: errorMessage(error), loading: false }));
      });
  }, []);

  useEffect(() => {
    reload();
  }, [reload, snapshots, version]);

  return { ...state, reload };
}
