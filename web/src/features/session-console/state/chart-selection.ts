/**
 * Which players the evolution chart shows. Until the trainer picks, the top 3 by last
 * portfolio return among players with deals (spec 000 §2); with individual benchmarks allowed
 * the selection is a single player (radio).
 */
import type { ConsolePlayer } from '../api/types';

export function defaultSelection(players: readonly ConsolePlayer[], single: boolean): number[] {
  const ranked = players.filter((p) => p.deals > 0).sort((a, b) => b.last_portfolio_return - a.last_portfolio_return);
  return ranked.slice(0, single ? 1 : 3).map((p) => p.id);
}

export function toggleSelection(current: readonly number[], id: number, single: boolean): number[] {
  if (single) return [id];
  return current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
}
