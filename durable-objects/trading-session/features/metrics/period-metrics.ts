/**
 * One metrics point: the benchmark's value and each player's market value at this step, and
 * the metrics of the series so far (historical: every period; real time: every metrics
 * interval). Written inside the step's transaction; the events are sent after it.
 *
 * The series are kept in memory between steps (read from storage once after a wake-up), and
 * each step's rows go to SQLite in one statement: a step of 300 players then costs one read of
 * nothing and two writes, however long the session has run.
 */
import { benchmarkValue } from '../../../../domain/engine/benchmark';
import { playerMetrics } from '../../../../domain/engine/player-metrics';
import type { EngineEvent, MarketView } from '../../../../domain/engine/types';
import { ScenarioType } from '../../../../domain/enums';
import type { SimulatedMarket } from '../../../../domain/market/simulation/market';
import type { StoredSettings } from '../../../../domain/session/session-record';
import type { PlayerSummary } from '../../kernel/ticks';

/** Market values per player and the benchmark's values, one entry per metrics step so far. */
export interface MetricSeries {
  lastStep: number;
  /** Null at a step where the benchmark's value could not be computed (no price for a component). */
  benchmark: (number | null)[];
  values: Map<number, number[]>;
}

export function loadMetricSeries(sql: SqlStorage): MetricSeries {
  const stored = new Map(sql.exec<{ step: number; value: number }>('SELECT step, value FROM benchmark_history').toArray().map((b) => [b.step, b.value]));
  // Every metrics step, with or without a benchmark value.
  const steps = sql.exec<{ step: number }>('SELECT step FROM benchmark_history UNION SELECT step FROM metrics ORDER BY step').toArray().map((r) => r.step);
  const values = new Map<number, number[]>();
  for (const r of sql.exec<{ player_id: number; json: string }>('SELECT player_id, json FROM metrics ORDER BY player_id, step').toArray()) {
    const list = values.get(r.player_id) ?? [];
    list.push((JSON.parse(r.json) as { market_value: number }).market_value);
    values.set(r.player_id, list);
  }
  return { lastStep: steps.at(-1) ?? Number.NEGATIVE_INFINITY, benchmark: steps.map((step) => stored.get(step) ?? null), values };
}

/**
 * Records the step (once: a repeated step number changes nothing) and returns the
 * `metrics_received` events. `series` is updated in place; the caller drops it if the
 * surrounding transaction fails.
 */
export function recordMetrics(
  sql: SqlStorage,
  series: MetricSeries,
  s: StoredSettings,
  step: number,
  market: MarketView,
  summaries: readonly PlayerSummary[],
  /** The deployment's market (its benchmark prices and rates). */
  simulated: SimulatedMarket,
): EngineEvent[] {
  if (step <= series.lastStep) return [];
  const at = market.now();
  const startMs = Date.parse(`${s.start_date}T21:00:00Z`);
  let value: number | null;
  try {
    value = benchmarkValue({ ...s, benchmark_constant: s.benchmark_constant ?? null, benchmark_compositions: s.benchmark_compositions ?? [] }, startMs, at, (ric, ms) => simulated.midAt(ric, ms));
  } catch {
    // No benchmark value at this step: the players' metrics are still measured, those against it are N/A.
    value = null;
  }
  if (value !== null) sql.exec('INSERT OR IGNORE INTO benchmark_history (step, at, value) VALUES (?, ?, ?)', step, at, value);
  series.benchmark.push(value);
  series.lastStep = step;
  const periodsPerYear = s.scenario_type === ScenarioType.Historical ? 252 / s.frequency : (252 * 24) / s.metrics_interval;
  const riskFreeAnnual = simulated.overnightRateAt(s.reporting_currency, at);
  const events: EngineEvent[] = [];
  const rows: [number, string][] = [];
  for (const summary of summaries) {
    const values = series.values.get(summary.id) ?? [];
    values.push(summary.last_market_value);
    series.values.set(summary.id, values);
    const window = series.benchmark.slice(-values.length);
    const benchmark = window.every((b) => b !== null) ? (window as number[]) : null;
    const metrics = playerMetrics({ values, benchmark, riskFreeAnnual, periodsPerYear });
    const point = { player_id: summary.id, step, timestamp: at, market_value: summary.last_market_value };
    rows.push([summary.id, JSON.stringify({ ...point, ...metrics })]);
    if (metrics) events.push({ audience: { player_id: summary.id }, type: 'metrics_received', data: { ...point, ...metrics } });
  }
  // All players' rows in one statement (a Durable Object statement binds at most 100 values).
  sql.exec(
    `INSERT OR IGNORE INTO metrics (player_id, step, at, json)
     SELECT json_extract(value, '$[0]'), ?, ?, json_extract(value, '$[1]') FROM json_each(?)`,
    step,
    at,
    JSON.stringify(rows),
  );
  return events;
}

/** Each player's point of return history at this step, in one statement. */
export function writeHistory(sql: SqlStorage, summaries: readonly PlayerSummary[], step: number, at: number): void {
  if (!summaries.length) return;
  const rows = summaries.map((p) => [p.id, p.last_market_value, p.last_portfolio_return, p.last_pnl_sum]);
  sql.exec(
    `INSERT INTO player_history (player_id, step, at, market_value, portfolio_return, pnl)
     SELECT json_extract(value, '$[0]'), ?, ?, json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]') FROM json_each(?)
     WHERE true ON CONFLICT (player_id, step) DO NOTHING`,
    step,
    at,
    JSON.stringify(rows),
  );
}
