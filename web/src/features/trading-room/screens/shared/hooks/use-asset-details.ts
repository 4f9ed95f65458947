/**
 * Reference fields (region, sector, industry, bond duration) of the instruments the player holds,
 * from `GET /api/underlying_assets/{id}/details/`. They do not change during a session, so each
 * is fetched once per page and shared by every chart.
 */
import { useEffect, useState } from 'react';
import { fetchAssetDetails, type AssetDetails } from '../api/screens-api';

const cache = new Map<number, Promise<AssetDetails | null>>();

function detailsOf(id: number): Promise<AssetDetails | null> {
  let found = cache.get(id);
  if (!found) {
    found = fetchAssetDetails(id).catch(() => {
      cache.delete(id);
      return null;
    });
    cache.set(id, found);
  }
  return found;
}

export function useAssetDetails(assetIds: readonly number[]): ReadonlyMap<number, AssetDetails> {
  const [details, setDetails] = useState<ReadonlyMap<number, AssetDetails>>(new Map());
  const key = [...new Set(assetIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    let cancelled = false;
    const ids = key ? key.split(',').map(Number) : [];
    Promise.all(ids.map(detailsOf)).then((rows) => {
      if (cancelled) return;
      setDetails(new Map(rows.filter((r): r is AssetDetails => r !== null).map((r) => [r.id, r])));
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return details;
}
