/**
 * One metrics point: the benchmark's value and each player's market value at this step, and
 * the metrics of the series so far (historical: every period; real time: every metrics
 * interval). Written inside the step's transaction; the events are sent after it.
 */
import { benchmarkValue } from '../../domain/engine/benchmark';
import { playerMetrics } from '../../domain/engine/player-metrics';
import type { EngineEvent, MarketView } from '../../domain/engine/types';
import { ScenarioType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import type { StoredSettings } from './session-record';
import type { PlayerSummary } from './ticks';

export function recordMetrics(sql: SqlStorage, s: StoredSettings, step: number, market: MarketView, summaries: readonly PlayerSummary[]): EngineEvent[] {
        const at = market.now();
    const startMs = Date.parse(`${s.start_date}T21:00:00Z`);
    let value: number;
    try {
      value = benchmarkValue({ ...s, benchmark_constant: s.benchmark_constant ?? null, benchmark_compositions: s.benchmark_compositions ?? [] }, startMs, at, (ric, ms) => defaultMarket().midAt(ric, ms));
    } catch {
      return [];
    }
    sql.exec('INSERT OR IGNORE INTO benchmark_history (step, at, value) VALUES (?, ?, ?)', step, at, value);
    const benchmark = sql.exec<{ value: number }>('SELECT value FROM benchmark_history ORDER BY step').toArray().map((r) => r.value);
    const periodsPerYear = s.scenario_type === ScenarioType.Historical ? 252 / s.frequency : (252 * 24) / s.metrics_interval;
    const riskFreeAnnual = defaultMarket().overnightRateAt(s.reporting_currency, at);
    const events: EngineEvent[] = [];
    // Every player's earlier values in one read.
    const earlier = new Map<number, number[]>();
    for (const r of sql.exec<{ player_id: number; json: string }>('SELECT player_id, json FROM metrics ORDER BY player_id, step').toArray()) {
      const list = earlier.get(r.player_id) ?? [];
      list.push((JSON.parse(r.json) as { market_value: number }).market_value);
      earlier.set(r.player_id, list);
    }
    for (const summary of summaries) {
      const values = [...(earlier.get(summary.id) ?? []), summary.last_market_value];
      const metrics = playerMetrics({ values, benchmark: benchmark.slice(-values.length), riskFreeAnnual, periodsPerYear });
      const row = { player_id: summary.id, step, timestamp: at, market_value: summary.last_market_value, ...metrics };
      sql.exec('INSERT OR IGNORE INTO metrics (player_id, step, at, json) VALUES (?, ?, ?, ?)', summary.id, step, at, JSON.stringify(row));
      if (metrics) events.push({ audience: { player_id: summary.id }, type: 'metrics_received', data: row });
    }
    return events;
  }
