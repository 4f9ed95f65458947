/**
 * One paginated list of the errors page: the page shown, loading (null), the error text, and
 * `reload` for a live event or after an action. A newer read wins over an older one in flight;
 * a reload keeps the rows on screen until the new page arrives (no flicker on live updates).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import type { Page } from '../api/errors-api';

export interface PagedList<T> {
  page: Page<T> | null;
  pageNumber: number;
  setPageNumber: (n: number) => void;
  error: string | null;
  reload: () => void;
}

export function usePagedList<T>(load: (pageNumber: number) => Promise<Page<T>>, key: string): PagedList<T> {
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  // A new filter starts again at page 1.
  useEffect(() => {
    setPageNumber(1);
  }, [key]);

  useEffect(() => {
    const ticket = ++latest.current;
    loadRef
      .current(pageNumber)
      .then((next) => {
        if (ticket !== latest.current) return;
        // A page emptied by marking or executing goes back to the last one that has rows.
        const lastPage = Math.max(1, Math.ceil(next.count / next.page_size));
        if (next.results.length === 0 && pageNumber > lastPage) {
          setPageNumber(lastPage);
          return;
        }
        setPage(next);
        setError(null);
      })
      .catch((e: unknown) => {
        if (ticket !== latest.current || isSessionExpiredError(e)) return;
        setError(errorMessage(e));
      });
  }, [pageNumber, version, key]);

  return { page, pageNumber, setPageNumber, error, reload };
}
