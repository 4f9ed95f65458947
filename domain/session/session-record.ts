/**
 * The session's own record: its settings (as created, plus what the trainer edits later)
 * and its clock state. Stored as two small JSON documents; `sessionView` derives the
 * session entity the screens read (spec 000 §3).
 */
import type { MarketModel } from '../market/model-version';
import { DISPLAY_METRICS, ScenarioType, SessionStatus } from '../enums';
import type { AssetClassOption, EngineSettings } from '../engine/types';
import type { SessionSettings } from './create-session';
import { describeBenchmark } from '../engine/benchmark';
import { historicalClock } from './historical-clock';

export interface StoredSettings extends SessionSettings {
  /** The market model the session is priced by, the one current at its creation; absent (1) in sessions created before versions. */
  market_model?: MarketModel;
  require_investment_rationale: boolean;
  allow_htm: boolean;
  allow_individual_benchmark: boolean;
  allow_sound: boolean;
  asset_class_options: AssetClassOption[];
  macro_background: string;
  display_metrics: string[];
  metrics_limits: { metric_type: string; lower_limit: number | null; upper_limit: number | null; enforced: boolean }[];
  asset_group_allocations: { asset_group: string; lower_limit: number | null; upper_limit: number | null }[];
  metric_limit_low: number | null;
  metric_limit_high: number | null;
  benchmark_constant: number | null;
  benchmark_compositions: { ric: string; weight: number }[];
}

export interface ClockState {
  id: number;
  klass_id: number;
  klass_name: string;
  trainer_id: number;
  status: SessionStatus;
  create_date: string;
  finish_date: string | null;
  instruments_saved: boolean;
  delay_minutes_left: number;
  /** Real time of the next delay minute. */
  next_delay_at: number | null;
  /** Historical: periods done so far, and when the current one started (real time). */
  period: number;
  period_started_at: number | null;
  /** While set and in the future, the session is advancing to its next period. */
  passing_until: number | null;
  /** Real time: the last tick, and how many ticks so far (for history every minute). */
  last_tick_at: number | null;
  ticks: number;
  /** Status last written to the D1 index (re-synced by the alarm when it lags). */
  indexed_status: SessionStatus | null;
  /** When a real-time session was frozen: its prices stand still from then. */
  frozen_at?: number | null;
}

export const SETTINGS_DOC = 'settings';
export const CLOCK_DOC = 'clock';

export function engineSettings(s: StoredSettings): EngineSettings {
  return {
    scenario_type: s.scenario_type,
    reporting_currency: s.reporting_currency,
    risk_approach: s.risk_approach,
    starting_cash_amount: s.starting_cash_amount,
    risk_weighted_limit: s.risk_weighted_limit,
    limit_order_collateral: s.limit_order_collateral,
    short_sell_leverage: s.short_sell_leverage,
    fx_leverage: s.fx_leverage,
    bond_leverage: s.bond_leverage,
    allow_short_sell: s.allow_short_sell,
    allow_short_only_on_fx: s.allow_short_only_on_fx ?? false,
    allow_htm: s.allow_htm ?? false,
    spread_widener: s.spread_widener,
    transaction_fee: s.transaction_fee,
    require_investment_rationale: s.require_investment_rationale,
    asset_class_options: s.asset_class_options,
    asset_group_allocations: s.asset_group_allocations,
    metrics_limits: s.metrics_limits as EngineSettings['metrics_limits'],
    limit_metric: s.limit_metric ?? null,
    metric_limit_low: s.metric_limit_low,
    metric_limit_high: s.metric_limit_high,
  };
}

/** Built once per set of clock settings: counting workdays over a long range is not free. */
const clocks = new Map<string, ReturnType<typeof historicalClock>>();

export function clockOf(s: StoredSettings) {
  if (s.scenario_type !== ScenarioType.Historical || !s.end_date) return null;
  const key = `${s.start_date}|${s.end_date}|${s.frequency}|${s.historical_sleep_time}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = historicalClock({ start_date: s.start_date, end_date: s.end_date, frequency: s.frequency, historical_sleep_time: s.historical_sleep_time });
    if (clocks.size > 50) clocks.clear();
    clocks.set(key, clock);
  }
  return clock;
}

/** The scenario date: the historical clock's date, or today in real time. */
export function scenarioDate(s: StoredSettings, c: ClockState, now: number): string {
  const clock = clockOf(s);
  return clock ? clock.scenarioDateOf(c.period) : new Date(now).toISOString().slice(0, 10);
}

/**
 * The moment the session's market is read at: the scenario date's close in history; in real
 * time now, except that a frozen session's prices stand still from the freeze and a finished
 * session's from its finish (its last revaluation).
 */
export function sessionTime(s: StoredSettings, c: ClockState, now: number): number {
  if (s.scenario_type === ScenarioType.Historical) return Date.parse(`${scenarioDate(s, c, now)}T21:00:00Z`);
  if (c.status === SessionStatus.Finished && c.finish_date) return Math.min(now, Date.parse(c.finish_date));
  if (c.status === SessionStatus.Frozen && c.frozen_at) return Math.min(now, c.frozen_at);
  return now;
}

export function isPassing(c: ClockState, now: number): boolean {
  return c.passing_until !== null && c.passing_until > now;
}

/** The session entity as the console and the player screens read it. */
export function sessionView(s: StoredSettings, c: ClockState, now: number) {
  const clock = clockOf(s);
  const secondsInto = c.period_started_at && c.status === SessionStatus.Running ? Math.max(0, (now - c.period_started_at) / 1000) : 0;
  const snap = clock?.snapshot(c.period, secondsInto);
  return {
    ...s,
    // Sessions created before the flag existed have none: short selling as allow_short_sell says.
    allow_short_only_on_fx: s.allow_short_only_on_fx ?? false,
    id: c.id,
    klass: c.klass_id,
    klass_name: c.klass_name,
    status: c.status,
    create_date: c.create_date,
    finish_date: c.finish_date,
    delay_minutes_left: c.delay_minutes_left,
    instruments_saved: c.instruments_saved,
    scenario_date: scenarioDate(s, c, now),
    elapsed_days: snap?.elapsed_days ?? 0,
    total_simulated_days: snap?.total_simulated_days ?? 0,
    remaining_simulated_days: snap?.remaining_simulated_days ?? 0,
    remaining_session_time: snap?.remaining_session_time ?? null,
    period: c.period,
    total_periods: clock?.totalPeriods ?? null,
    shown_duration_seconds: clock?.shownDurationSeconds ?? null,
    next_period_at: clock && c.status === SessionStatus.Running && c.period_started_at ? c.period_started_at + s.historical_sleep_time * 1000 : null,
    currently_passing_time: isPassing(c, now),
    benchmark: describeBenchmark({ reporting_currency: s.reporting_currency, benchmark_constant: s.benchmark_constant ?? null, benchmark_compositions: s.benchmark_compositions ?? [] }),
  };
}

export function initialSettings(settings: SessionSettings): StoredSettings {
  return {
    ...settings,
    require_investment_rationale: false,
    allow_htm: false,
    allow_individual_benchmark: false,
    allow_sound: true,
    asset_class_options: [],
    macro_background: '',
    display_metrics: [...DISPLAY_METRICS],
    metrics_limits: [],
    asset_group_allocations: [],
    metric_limit_low: null,
    metric_limit_high: null,
    benchmark_constant: null,
    benchmark_compositions: [],
  };
}

/** Who a session starts with: its class's trainer and trainees (the object's roster is written from it). */
export interface RosterSeed {
  session_id: number;
  klass_id: number;
  trainer: { id: number; username: string };
  trainees: { id: number; username: string }[];
}

export type SessionView = ReturnType<typeof sessionView>;

export function initialClock(roster: RosterSeed, klassName: string, createDate: string, delayMinutes: number): ClockState {
  return {
    id: roster.session_id,
    klass_id: roster.klass_id,
    klass_name: klassName,
    trainer_id: roster.trainer.id,
    status: SessionStatus.Creating,
    create_date: createDate,
    finish_date: null,
    instruments_saved: false,
    delay_minutes_left: delayMinutes,
    next_delay_at: null,
    period: 0,
    period_started_at: null,
    passing_until: null,
    last_tick_at: null,
    ticks: 0,
    indexed_status: SessionStatus.Creating,
  };
}

/** Why nobody may trade now, or null: the session must be running and not between periods. */
export function tradingRefusal(c: ClockState, now: number): string | null {
  if (c.status !== SessionStatus.Running) {
    const label = { 0: 'paused', 2: 'finished', 3: 'being created', 4: 'about to start', 5: 'frozen' }[c.status as 0 | 2 | 3 | 4 | 5];
    return `Trading is not possible while the session is ${label}`;
  }
  if (isPassing(c, now)) return 'The session is advancing to the next period: try again in a moment';
  return null;
}

/** The session's row of the D1 index, as the dashboards list it. */
export function indexRow(s: StoredSettings, c: ClockState) {
  return {
    id: c.id,
    klass_id: c.klass_id,
    klass_name: c.klass_name,
    trainer_id: c.trainer_id,
    status: c.status,
    scenario_type: s.scenario_type,
    risk_approach: s.risk_approach,
    create_date: c.create_date,
    finish_date: c.finish_date,
    start_date: s.start_date,
    end_date: s.end_date,
  };
}
