/**
 * One market step: a real-time tick (every 5 s, with the day's income at the first tick after
 * the 21:00 UTC close) or a historical period. Every feature's step hooks run in phase order
 * inside one storage transaction, with the clock document written last; then the step's events
 * go out. A step that throws writes nothing, and the books in memory are dropped so the
 * retried alarm redoes it from storage.
 */
import type { Change, EngineEvent } from '../../../domain/engine/types';
import { accountCash } from '../../../domain/engine/cash-accounts';
import type { ClockState, StoredSettings } from '../../../domain/session/session-record';
import { CLOCK_DOC } from '../../../domain/session/session-record';
import { STEP_PHASES, type Feature } from './feature';
import type { SessionMarketView } from './market-view';
import type { SessionKernel } from './session-kernel';
import { writeDoc } from './store';
import type { Valuation } from '../../../domain/trading/valuation';
import type { PlayerSummary } from './ticks';

/** A real-time session's tick: prices, fills and values every five seconds. */
export const TICK_MS = 5_000;

export interface MarketStep {
  readonly kind: 'tick' | 'period';
  readonly settings: StoredSettings;
  /** The clock before the step, and the one the step stores. */
  readonly before: ClockState;
  readonly after: ClockState;
  readonly now: number;
  readonly market: SessionMarketView;
  /** Simulated time the step brings news for, (from, to]; null at a session's first tick. */
  readonly span: { from: number; to: number } | null;
  /** Income due over (from, to]: the period, or the day closed since the last real-time tick. */
  readonly roll: { from: number; to: number } | null;
  readonly changes: Change[];
  readonly events: EngineEvent[];
  /** Events sent after the step's own (news). */
  readonly later: EngineEvent[];
  /** Each player's values at the new prices (the revaluation phase fills them in). */
  summaries: PlayerSummary[];
  /** Each player's valuation at the new prices, after the fills (the revaluation phase fills them in). */
  valuations: ReadonlyMap<number, Valuation>;
}

export function runStep(k: SessionKernel, features: readonly Feature[], step: MarketStep): void {
  try {
    k.ctx.storage.transactionSync(() => {
      for (const phase of STEP_PHASES) {
        for (const f of features) for (const hook of f.step ?? []) if (hook.phase === phase) hook.run(k, step);
        // The cash each phase moved is counted before the next one values the books.
        step.changes.push(...accountCash(k.state(), step.changes, (c) => step.market.fxToReporting(c)));
      }
      k.writeChanges(step.changes);
      writeDoc(k.sql, CLOCK_DOC, step.after);
    });
  } catch (error) {
    k.dropBooks();
    throw error;
  }
  k.sendAll(step.events);
  k.sendAll(step.later);
}
