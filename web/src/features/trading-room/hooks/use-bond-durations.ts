/**
 * Durations of the session's bonds (from each bond's details), for the portfolio duration of the
 * Bonds tab; real-time sessions only (spec 001 §2: not in historical scenarios).
 */
import { useEffect, useState } from 'react';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchAssetDetails } from '../api/market-api';

export function useBondDurations(assetIds: number[], enabled: boolean): Map<number, number> | null {
  const key = assetIds.join(',');
  const sessionId = useSessionLive().session?.id;
  const [durations, setDurations] = useState<Map<number, number> | null>(null);
  useEffect(() => {
    if (!enabled || !key || !sessionId) return;
    let cancelled = false;
    Promise.all(key.split(',').map((id) => fetchAssetDetails(sessionId, Number(id)).then((d) => [Number(id), Number(d.duration)] as const)))
      .then((pairs) => !cancelled && setDurations(new Map(pairs.filter(([, d]) => Number.isFinite(d)))))
      .catch(() => !cancelled && setDurations(new Map()));
    return () => {
      cancelled = true;
    };
  }, [key, enabled, sessionId]);
  return durations;
}
