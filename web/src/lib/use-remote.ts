/**
 * One read of the server kept in state: null while loading, the error text when it failed,
 * and `reload` to read again (after an action, or a live event). A newer read wins over an
 * older one still in flight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isSessionExpiredError, ApiError } from '@/lib/api-client';

export interface Remote<T> {
  data: T | null;
  error: string | null;
  /** HTTP status of the failure (0: unreachable), null when none. */
  status: number | null;
  reload: () => void;
}

export function useRemote<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Remote<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<{ text: string; status: number } | null>(null);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    setData(null);
    setError(null);
  }, deps);

  useEffect(() => {
    if (!load) return;
    const ticket = ++latest.current;
    load()
      .then((value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setError(null);
      })
      .catch((e: unknown) => {
        if (ticket !== latest.current || isSessionExpiredError(e)) return;
        setError({ text: errorMessage(e), status: e instanceof ApiError ? e.status : 0 });
      });
  }, [...deps, version]);

  return { data, error: error?.text ?? null, status: error?.status ?? null, reload };
}
