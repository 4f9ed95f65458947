/**
 * Reference fields (region, sector, industry, bond duration) of the instruments the player holds,
 * from `GET /api/underlying_assets/{id}/details/`. They do not change during a session, so each
 * is fetched once per page and shared by every chart.
 */
import { useEffect, useState } from 'react';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchAssetDetails, type AssetDetails } from '@/lib/room/asset-reference-api';

/** By session and asset: the server reads details at the session's time. */
const cache = new Map<string, Promise<AssetDetails | null>>();

function detailsOf(sessionId: number, id: number): Promise<AssetDetails | null> {
  const key = `${sessionId}|${id}`;
  let found = cache.get(key);
  if (!found) {
    found = fetchAssetDetails(sessionId, id).catch(() => {
      cache.delete(key);
      return null;
    });
    cache.set(key, found);
  }
  return found;
}

export function useAssetDetails(assetIds: readonly number[]): ReadonlyMap<number, AssetDetails> {
  const sessionId = useSessionLive().session?.id;
  const [details, setDetails] = useState<ReadonlyMap<number, AssetDetails>>(new Map());
  const key = [...new Set(assetIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    const ids = key ? key.split(',').map(Number) : [];
    Promise.all(ids.map((id) => detailsOf(sessionId, id))).then((rows) => {
      if (cancelled) return;
      setDetails(new Map(rows.filter((r): r is AssetDetails => r !== null).map((r) => [r.id, r])));
    });
    return () => {
      cancelled = true;
    };
  }, [key, sessionId]);
  return details;
}
