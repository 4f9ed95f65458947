/**
 * The reference fields of one instrument (region, sector, industry, bond duration), at the
 * session's time: `GET /api/underlying_assets/{id}/details/`. Read by the portfolio, the metrics
 * and the contract families' screens through the cached `useAssetDetails` (use-cached-asset-details.ts).
 */
import { apiFetch, apiRequest } from '@/lib/api-client';

/** Reference fields of an instrument the portfolio groups by (region, sector, industry, bond duration). */
export interface AssetDetails {
  id: number;
  region?: string | null;
  sector?: string | null;
  industry?: string | null;
  duration?: number | null;
}

export function fetchAssetDetails(sessionId: number, assetId: number): Promise<AssetDetails> {
  return apiRequest(() => apiFetch(`/api/underlying_assets/${assetId}/details/?session_id=${sessionId}`)) as Promise<AssetDetails>;
}
