/**
 * Computing the queued pairs, a slice per ring of the alarm: each pair reads the two
 * equities' daily closes up to the matrix's session time (never after it), and is settled
 * done with its correlation or error with −1; its state goes to its player as a
 * `correlation_value` event. Rerunning after a failed ring only computes what is still pending.
 */
import { DAY_MS } from '../../../../domain/constants';
import type { EngineEvent } from '../../../../domain/engine/types';
import { dailyBars, type MarketDataProvider } from '../../../../domain/market/history';
import { MarketWithImports } from '../../../../domain/market/imported-history';
import {
  CLOSES_LOOKBACK_DAYS,
  CorrelationStatus,
  correlationOf,
  correlationValue,
  dailyReturns,
  ERROR_VALUE,
  pairOf,
  type DailyReturn,
} from '../../../../domain/research/correlation';
import type { SessionKernel } from '../../kernel/session-kernel';
import { readImports } from '../../kernel/store';
import { pendingPairs, settlePair } from './matrix-store';

/** Pairs per ring: a 15 × 15 matrix (up to 225 pairs) takes a dozen rings, each well inside the CPU limit. */
export const PAIRS_PER_SLICE = 20;

/** The market the session reads history from: the simulation with the history imported for its instruments over it. */
function historyOf(k: SessionKernel): MarketDataProvider {
  const imports = readImports(k.sql);
  return imports.length ? new MarketWithImports(k.market(), new Map(imports)) : k.market();
}

/** An equity's daily returns over the closes up to `asOf`. */
export function returnsUpTo(market: MarketDataProvider, ric: string, asOf: number): DailyReturn[] {
  const bars = dailyBars(market, ric, asOf - CLOSES_LOOKBACK_DAYS * DAY_MS, asOf);
  return dailyReturns(bars.map((b) => ({ timestamp: b.timestamp, close: b.close })));
}

/** Computes up to a slice of pending pairs and sends each one's state to its player. */
export function computePendingSlice(k: SessionKernel): void {
  const batch = pendingPairs(k.sql, PAIRS_PER_SLICE);
  if (!batch.length) return;
  const market = historyOf(k);
  // An equity's returns are read once per slice and matrix time, however many pairs it is in.
  const cache = new Map<string, DailyReturn[]>();
  const returns = (ric: string, asOf: number) => {
    const key = `${ric}|${asOf}`;
    if (!cache.has(key)) cache.set(key, returnsUpTo(market, ric, asOf));
    return cache.get(key)!;
  };
  const events: EngineEvent[] = [];
  for (const item of batch) {
    let value: number | null = null;
    try {
      const [a, b] = pairOf(item.pair);
      value = correlationOf(returns(a, item.as_of), returns(b, item.as_of));
    } catch (error) {
      // A pair that cannot be computed is marked, not retried for ever: the player regenerates.
      console.error(`session ${k.clock().id}: correlation ${item.pair} failed:`, error);
    }
    const status = value === null ? CorrelationStatus.Error : CorrelationStatus.Done;
    settlePair(k.sql, item.matrix_id, item.pair, status, value ?? ERROR_VALUE);
    events.push({ audience: { player_id: item.player_id, only: true }, type: 'correlation_value', data: correlationValue(item.matrix_id, item.pair, status, value) });
  }
  k.sendAll(events);
}
