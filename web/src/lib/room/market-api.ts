/**
 * Market reads for the Markets screen: regions of the instruments (from the universe list),
 * bond details (duration), the price history of an instrument (real time: by period; historical:
 * the daily bars from the session's start to its scenario date) and the player's metrics.
 * Each names the session: the server answers at the session's time, never later.
 */
import { apiFetch, apiRequest, sessionsClient } from '@/lib/api-client';
import type { HistoryPeriod } from './player-api';
import { fetchMetrics as fetchMetricsCall } from '@domain/contracts/reads';
import { callSession } from '@/lib/session-call';

export interface PricePoint {
  timestamp: string;
  bid: number;
  ask: number;
  close: number;
}

function getJson<T>(url: string): Promise<T> {
  return apiRequest(() => apiFetch(url), { notify: false }) as Promise<T>;
}

/** Region of every listed asset of these types, by asset id. */
export async function fetchRegions(sessionId: number, resourcetypes: string[]): Promise<Map<number, string>> {
  const lists = await Promise.all(
    resourcetypes.map((t) => getJson<{ id: number; region: string }[]>(`/api/underlying_assets/?resourcetype=${encodeURIComponent(t)}&session_id=${sessionId}`)),
  );
  return new Map(lists.flat().map((a) => [a.id, a.region]));
}

/** Reference and derived fields of one asset (bonds: duration, bpv). */
export function fetchAssetDetails(sessionId: number, assetId: number): Promise<Record<string, unknown>> {
  return getJson(`/api/underlying_assets/${assetId}/details/?session_id=${sessionId}`);
}

export async function fetchPeriodHistory(sessionId: number, assetId: number, period: HistoryPeriod): Promise<PricePoint[]> {
  const r = await getJson<{ history: PricePoint[] }>(`/api/underlying_assets/${assetId}/retrieve_history/?period=${period}&session_id=${sessionId}`);
  return r.history;
}

/** Daily closes between two dates (YYYY-MM-DD), for a historical session's chart. */
export function fetchDailyHistory(sessionId: number, assetId: number, from: string, to: string): Promise<PricePoint[]> {
  return apiRequest(
    () =>
      apiFetch('/api/market_history/list_history/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session_id: sessionId, underlying_asset: assetId, frequency: 'daily', timestamp_range: [`${from}T00:00:00Z`, `${to}T23:59:59Z`] }),
      }),
    { notify: false },
  ) as Promise<PricePoint[]>;
}

/** The player's metrics history, oldest first (one row per step). */
export function fetchMetrics(sessionId: number): Promise<Record<string, unknown>[]> {
  return callSession(fetchMetricsCall, sessionId);
}
