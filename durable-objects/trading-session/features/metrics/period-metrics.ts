/**
 * One metrics point: the benchmark's value and each player's market value at this step, and
 * the metrics of the series so far (historical: every period; real time: every metrics
 * interval). Written inside the step's transaction; the events are sent after it.
 *
 * The series are kept in memory between steps (read from storage once after a wake-up), and
 * each step's rows go to SQLite in one statement: a step of 300 players then costs one read of
 * nothing and two writes, however long the session has run.
 */
import { benchmarkValueChecked, type BenchmarkComposition } from '../../../../domain/engine/benchmark';
import { playerMetrics } from '../../../../domain/engine/player-metrics';
import type { EngineEvent, MarketView } from '../../../../domain/engine/types';
import { ScenarioType } from '../../../../domain/enums';
import type { SimulatedMarket } from '../../../../domain/market/simulation/market';
import type { StoredSettings } from '../../../../domain/session/session-record';
import type { PlayerSummary } from '../../kernel/ticks';
import { SESSION_SCOPE, benchmarkSettingsFor, noteBenchmarkProblems, sessionStartMs } from '../individual-benchmarks';

/** Market values per player and the benchmark's values, one entry per metrics step so far. */
export interface MetricSeries {
  lastStep: number;
  /** Null at a step where the benchmark's value could not be computed (no price for a component). */
  benchmark: (number | null)[];
  /** The session time of each metrics step, aligned with `benchmark`. */
  ats: number[];
  values: Map<number, number[]>;
  /** Players' own benchmarks valued so far: by composition, the value (null: no price) and errors at each step time. */
  individual: Map<string, Map<number, { value: number | null; errors: string[] }>>;
}

export function loadMetricSeries(sql: SqlStorage): MetricSeries {
  const stored = new Map(sql.exec<{ step: number; value: number }>('SELECT step, value FROM benchmark_history').toArray().map((b) => [b.step, b.value]));
  // Every metrics step, with or without a benchmark value.
  const rows = sql.exec<{ step: number; at: number }>('SELECT step, MAX(at) AS at FROM (SELECT step, at FROM benchmark_history UNION ALL SELECT step, at FROM metrics) GROUP BY step ORDER BY step').toArray();
  const steps = rows.map((r) => r.step);
  const values = new Map<number, number[]>();
  for (const r of sql.exec<{ player_id: number; json: string }>('SELECT player_id, json FROM metrics ORDER BY player_id, step').toArray()) {
    const list = values.get(r.player_id) ?? [];
    list.push((JSON.parse(r.json) as { market_value: number }).market_value);
    values.set(r.player_id, list);
  }
  return {
    lastStep: steps.at(-1) ?? Number.NEGATIVE_INFINITY,
    benchmark: steps.map((step) => stored.get(step) ?? null),
    ats: rows.map((r) => r.at),
    values,
    individual: new Map(),
  };
}

/**
 * A player's own benchmark at the given step times (cached by composition: a step values only
 * the new time, a changed composition values its whole window once), and the errors met.
 */
function individualWindow(
  series: MetricSeries,
  s: StoredSettings,
  own: BenchmarkComposition[],
  ats: readonly number[],
  mid: (ric: string, ms: number) => number,
): { values: number[] | null; errors: string[] } {
  const key = JSON.stringify(own);
  let cache = series.individual.get(key);
  if (!cache) series.individual.set(key, (cache = new Map()));
  const settings = benchmarkSettingsFor(s, own);
  const start = sessionStartMs(s);
  const values: number[] = [];
  const errors = new Set<string>();
  for (const at of ats) {
    let point = cache.get(at);
    if (!point) cache.set(at, (point = benchmarkValueChecked(settings, start, at, mid)));
    for (const e of point.errors) errors.add(e);
    if (point.value !== null) values.push(point.value);
  }
  return { values: errors.size ? null : values, errors: [...errors] };
}

/**
 * Records the step (once: a repeated step number changes nothing) and returns the
 * `metrics_received` events, and a `benchmark_prices_missing` event for each benchmark whose
 * missing prices changed. A player with a benchmark of their own in `individual` is measured
 * against it over their whole series (valued at the same step times); the others against the
 * session's. `series` is updated in place; the caller drops it if the surrounding transaction fails.
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
  /** Players' own benchmarks in effect (features/individual-benchmarks.ts). */
  individual: ReadonlyMap<number, BenchmarkComposition[]> = new Map(),
): EngineEvent[] {
  if (step <= series.lastStep) return [];
  const at = market.now();
  const mid = (ric: string, ms: number) => simulated.midAt(ric, ms);
  // No benchmark value at this step: the players' metrics are still measured, those against it are N/A, and the screens warn.
  const checked = benchmarkValueChecked(benchmarkSettingsFor(s, undefined), sessionStartMs(s), at, mid);
  const value = checked.value;
  if (value !== null) sql.exec('INSERT OR IGNORE INTO benchmark_history (step, at, value) VALUES (?, ?, ?)', step, at, value);
  series.benchmark.push(value);
  series.ats.push(at);
  series.lastStep = step;
  const events: EngineEvent[] = [];
  const sessionProblem = noteBenchmarkProblems(sql, SESSION_SCOPE, step, at, checked.errors);
  if (sessionProblem) events.push(sessionProblem);
  const periodsPerYear = s.scenario_type === ScenarioType.Historical ? 252 / s.frequency : (252 * 24) / s.metrics_interval;
  const riskFreeAnnual = simulated.overnightRateAt(s.reporting_currency, at);
  const rows: [number, string][] = [];
  for (const summary of summaries) {
    const values = series.values.get(summary.id) ?? [];
    values.push(summary.last_market_value);
    series.values.set(summary.id, values);
    const own = individual.get(summary.id);
    let benchmark: number[] | null;
    if (own) {
      const w = individualWindow(series, s, own, series.ats.slice(-values.length), mid);
      benchmark = w.values;
      const problem = noteBenchmarkProblems(sql, summary.id, step, at, w.errors);
      if (problem) events.push(problem);
    } else {
      const window = series.benchmark.slice(-values.length);
      benchmark = window.every((b) => b !== null) ? (window as number[]) : null;
    }
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
