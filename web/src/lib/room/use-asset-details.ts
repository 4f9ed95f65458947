/**
 * The details of some of the session's instruments (GET /underlying_assets/{id}/details/: bond
 * analytics, ETF descriptions…) at the session's time, fetched once per set of ids: the columns of
 * the Markets instrument tables and the portfolio duration read them.
 */
import { useEffect, useState } from 'react';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchAssetDetails } from './market-api';

export type AssetDetails = Record<string, unknown>;

export function useAssetDetails(assetIds: number[], enabled = true): Map<number, AssetDetails> | null {
  const key = assetIds.join(',');
  const sessionId = useSessionLive().session?.id;
  const [details, setDetails] = useState<Map<number, AssetDetails> | null>(null);
  useEffect(() => {
    if (!enabled || !key || !sessionId) return;
    let cancelled = false;
    Promise.all(key.split(',').map((id) => fetchAssetDetails(sessionId, Number(id)).then((d) => [Number(id), d] as const)))
      .then((pairs) => !cancelled && setDetails(new Map(pairs)))
      .catch(() => !cancelled && setDetails(new Map()));
    return () => {
      cancelled = true;
    };
  }, [key, enabled, sessionId]);
  return details;
}

/** A numeric detail, or null when absent or not a finite number. */
export function numericDetail(d: AssetDetails | undefined, field: string): number | null {
  const v = d?.[field];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
