/**
 * Risk metrics and return history (spec 001 §9): each player's point of return history (every
 * period; every minute in real time) and a metrics point against the benchmark (every period;
 * every metrics interval in real time), recorded in the records phase of a step.
 */
import { fetchMetrics, type MetricsRow } from '../../../../domain/contracts/reads';
import type { EngineEvent } from '../../../../domain/engine/types';
import { invalid } from '../../../../domain/refusal';
import { playerIdOf } from '../../kernel/actor';
import { handle, type Feature } from '../../kernel/feature';
import { TICK_MS, type MarketStep } from '../../kernel/market-step';
import type { SessionKernel } from '../../kernel/session-kernel';
import type { PlayerSummary } from '../../kernel/ticks';
import { individualBenchmarks } from '../individual-benchmarks';
import { loadMetricSeries, recordMetrics, writeHistory } from './period-metrics';

/** The benchmark's value at each metrics step so far (the players' screens chart it). */
export function benchmarkHistory(k: SessionKernel) {
  return k.sql.exec<{ step: number; at: number; value: number }>('SELECT step, at, value FROM benchmark_history ORDER BY step').toArray();
}

/** The time of every metrics step so far (a player's own benchmark is valued at these for the charts). */
export function metricStepTimes(k: SessionKernel) {
  return k.sql
    .exec<{ step: number; at: number }>('SELECT step, MAX(at) AS at FROM (SELECT step, at FROM benchmark_history UNION ALL SELECT step, at FROM metrics) GROUP BY step ORDER BY step')
    .toArray();
}

/** A real-time session keeps a history point every twelfth tick (once a minute). */
const TICKS_PER_HISTORY_POINT = 12;

function record(k: SessionKernel, step: MarketStep, index: number): EngineEvent[] {
  const series = k.derivedCache('metrics.series', () => loadMetricSeries(k.sql));
  const events = recordMetrics(k.sql, series, step.settings, index, step.market, step.summaries, k.market(), individualBenchmarks(k, step.settings));
  // The enforced metric limits read each player's last metrics on the next order.
  for (const e of events) {
    if (e.type !== 'metrics_received') continue;
    const player = k.state().players.get(e.data.player_id);
    if (player) player.metrics = e.data;
  }
  return events;
}

/** A new point of a player's return history (spec event player_history_created). */
function historyEvent(summary: PlayerSummary, step: number, at: number): EngineEvent {
  return {
    audience: { player_id: summary.id },
    type: 'player_history_created',
    data: { player_id: summary.id, step, timestamp: at, portfolio_return: summary.last_portfolio_return, market_value: summary.last_market_value },
  };
}

export const metrics: Feature = {
  name: 'metrics',
  migrations: [
    {
      id: 6,
      sql: `CREATE TABLE benchmark_history (step INTEGER PRIMARY KEY, at INTEGER NOT NULL, value REAL NOT NULL);
        CREATE TABLE metrics (
          player_id INTEGER NOT NULL, step INTEGER NOT NULL, at INTEGER NOT NULL, json TEXT NOT NULL,
          PRIMARY KEY (player_id, step)
        );`,
    },
  ],
  calls: [
    /** The metrics history of a player: the caller's own, or any player's for the staff. */
    handle(fetchMetrics, (k, input, actor) => {
      const id = playerIdOf(actor, input.player_id);
      if (!id) throw invalid('player_id is required');
      return k.sql
        .exec<{ json: string }>('SELECT json FROM metrics WHERE player_id = ? ORDER BY step', id)
        .toArray()
        .map((r) => JSON.parse(r.json) as MetricsRow);
    }),
  ],
  step: [
    {
      phase: 'records',
      run(k, step) {
        const { summaries } = step;
        if (step.kind === 'period') {
          const { period } = step.after;
          const at = step.market.now();
          writeHistory(k.sql, summaries, period, at);
          step.events.push(...record(k, step, period), ...summaries.map((s) => historyEvent(s, period, at)));
          return;
        }
        const { ticks } = step.after;
        const ticksPerMetrics = Math.max(1, Math.round((step.settings.metrics_interval * 3_600_000) / TICK_MS));
        if (ticks % ticksPerMetrics === 1 || ticksPerMetrics === 1) step.events.push(...record(k, step, Math.floor(ticks / ticksPerMetrics)));
        if (ticks % TICKS_PER_HISTORY_POINT === 1) {
          const minute = Math.floor(step.now / 60_000);
          writeHistory(k.sql, summaries, minute, step.now);
          step.events.push(...summaries.map((s) => historyEvent(s, minute, step.now)));
        }
      },
    },
  ],
};
