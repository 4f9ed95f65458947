/** Regions of the session's equities and ETFs, for sessions whose saved instruments do not carry them. */
import { useEffect, useState } from 'react';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchRegions } from '@/lib/room/market-api';

export function useRegions(needed: boolean): Map<number, string> | null {
  const sessionId = useSessionLive().session?.id;
  const [regions, setRegions] = useState<Map<number, string> | null>(null);
  useEffect(() => {
    if (!needed || regions || !sessionId) return;
    let cancelled = false;
    fetchRegions(sessionId, ['Equity', 'ETF'])
      .then((r) => !cancelled && setRegions(r))
      .catch(() => !cancelled && setRegions(new Map()));
    return () => {
      cancelled = true;
    };
  }, [needed, regions, sessionId]);
  return regions;
}
