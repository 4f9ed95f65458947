/**
 * A player's benchmark (spec 001 §2 "Benchmarks", §7; 002 §7): the one in effect for them, their
 * own composition's save (weights as fractions), and the index funds a composition picks from.
 */
import { fetchPlayerBenchmark, updatePlayerBenchmark, type PlayerBenchmarkView } from '@domain/contracts/benchmark';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { callSession } from '@/lib/session-call';

export type { PlayerBenchmarkView };

/** The caller's benchmark in effect, or (staff) the named player's. */
export function getPlayerBenchmark(sessionId: number, playerId?: number): Promise<PlayerBenchmarkView> {
  return callSession(fetchPlayerBenchmark, sessionId, playerId ? { player_id: playerId } : {});
}

/** Saves the player's own composition; an empty list goes back to the session's benchmark. */
export function savePlayerBenchmark(sessionId: number, playerId: number, composition: { ric: string; weight: number }[]): Promise<PlayerBenchmarkView> {
  return callSession(updatePlayerBenchmark, sessionId, { player_id: playerId, composition });
}

/** An index fund (spec 001 §3: issuer_name, name, ric). */
export interface IndexFund {
  id: number;
  ric: string;
  name: string;
  issuer_name: string;
  description: string;
}

/** `GET /api/admin/fetch_index_funds/`: reference data every signed-in user may read. */
export function fetchIndexFunds(): Promise<IndexFund[]> {
  return apiRequest(() => apiFetch('/api/admin/fetch_index_funds/')) as Promise<IndexFund[]>;
}
