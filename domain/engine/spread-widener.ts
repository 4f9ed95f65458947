/**
 * The session's spread widener (a trainer's setting): a fraction of the mid added to each side of
 * every quote the players trade at. Its own module because the contract families' marks use it
 * and the engine state values those marks: kept here, neither imports the other at run time.
 */
import type { EngineSettings } from './types';

/** Bid and ask after the session's spread widener. */
export function widened(s: EngineSettings, bid: number, ask: number): { bid: number; ask: number } {
  if (!s.spread_widener) return { bid, ask };
  const half = ((bid + ask) / 2) * s.spread_widener;
  return { bid: Math.max(0, bid - half), ask: ask + half };
}
