/** Regions of the session's equities and ETFs, for sessions whose saved instruments do not carry them. */
import { useEffect, useState } from 'react';
import { fetchRegions } from '../api/market-api';

export function useRegions(needed: boolean): Map<number, string> | null {
  const [regions, setRegions] = useState<Map<number, string> | null>(null);
  useEffect(() => {
    if (!needed || regions) return;
    let cancelled = false;
    fetchRegions(['Equity', 'ETF'])
      .then((r) => !cancelled && setRegions(r))
      .catch(() => !cancelled && setRegions(new Map()));
    return () => {
      cancelled = true;
    };
  }, [needed, regions]);
  return regions;
}
