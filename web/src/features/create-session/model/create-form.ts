/**
 * The create-session form's values (text, as typed), their defaults (spec 000 §9) and the
 * payload they become. Validation is the server's own `parseCreateSession`, run on the same
 * payload, so the form refuses exactly what POST /api/sessions/ refuses, with the same texts.
 */
import { SESSION_CREATE_DEFAULTS } from '@domain/constants';
import { historicalDurationSeconds, historicalPeriods, formatDurationHoursMinutes } from '@domain/calendar';
import { oneMonthBefore, parseCreateSession } from '@domain/session/create-session';
import { RiskApproach, ScenarioType, TradingTimeType } from '@domain/enums';

const D = SESSION_CREATE_DEFAULTS;

export interface CreateFormValues {
  scenario_type: string;
  risk_approach: string;
  management_type: string;
  reporting_currency: string;
  delay_minutes_left: string;
  news_importances: string;
  trading_time_type: string;
  allow_short_sell: boolean;
  /** Short Sell on spot FX only, whatever allow_short_sell says (default off). */
  allow_short_only_on_fx: boolean;
  /** Central-bank auctions (historical sessions only). */
  show_auctions: boolean;
  /** Client dealing (historical sessions only) and the scenario it plays ('' when none chosen). */
  client_money: boolean;
  client_money_scenario: string;
  metrics_interval: string;
  start_date: string;
  end_date: string;
  frequency: string;
  historical_sleep_time: string;
  starting_cash_amount: string;
  /** Percent fields, as typed (10 means 10 %). */
  limit_order_collateral: string;
  short_sell_leverage: string;
  fx_leverage: string;
  bond_leverage: string;
  risk_weighted_limit: string;
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const percentText = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

export function defaultValues(today = todayIso()): CreateFormValues {
  return {
    scenario_type: String(D.scenario_type),
    risk_approach: String(D.risk_approach),
    management_type: String(D.management_type),
    reporting_currency: D.reporting_currency,
    delay_minutes_left: String(D.delay_minutes_left),
    news_importances: D.news_importances.join(','),
    trading_time_type: String(D.trading_time_type),
    allow_short_sell: D.allow_short_sell,
    allow_short_only_on_fx: false,
    show_auctions: D.show_auctions,
    client_money: false,
    client_money_scenario: '',
    metrics_interval: String(D.metrics_interval),
    start_date: oneMonthBefore(today),
    end_date: today,
    frequency: String(D.frequency),
    historical_sleep_time: String(D.historical_sleep_time),
    starting_cash_amount: String(D.starting_cash_amount),
    limit_order_collateral: percentText(D.limit_order_collateral),
    short_sell_leverage: percentText(D.short_sell_leverage),
    fx_leverage: percentText(D.fx_leverage),
    bond_leverage: percentText(D.bond_leverage),
    risk_weighted_limit: String(D.risk_weighted_limit),
  };
}

/** '' → null (a required field left empty); numeric text stays text (the schema reads it). */
const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Percent as typed → fraction ("percentages are divided by 100 when sent"); non-numbers pass on to be refused. */
function fraction(value: string): number | string | null {
  const t = text(value);
  if (t === null) return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 10_000) / 1_000_000 : t;
}

export const isHistorical = (v: CreateFormValues) => v.scenario_type === String(ScenarioType.Historical);
export const isCash = (v: CreateFormValues) => v.risk_approach === String(RiskApproach.Cash);

/** The POST /api/sessions/ body: only the fields the chosen scenario and approach show. */
export function toPayload(v: CreateFormValues, klassId: number): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    klass_id: klassId,
    scenario_type: text(v.scenario_type),
    risk_approach: text(v.risk_approach),
    management_type: text(v.management_type),
    reporting_currency: text(v.reporting_currency),
    delay_minutes_left: text(v.delay_minutes_left),
    // Spaces are removed (spec); the schema splits on commas.
    news_importances: v.news_importances.replace(/\s+/g, ''),
    allow_short_sell: v.allow_short_sell,
    allow_short_only_on_fx: v.allow_short_only_on_fx,
    client_money: isHistorical(v) && v.client_money,
    client_money_scenario: isHistorical(v) && v.client_money ? text(v.client_money_scenario) : null,
    show_auctions: isHistorical(v) && v.show_auctions,
    metrics_interval: text(v.metrics_interval),
    frequency: text(v.frequency),
    historical_sleep_time: text(v.historical_sleep_time),
    // Always sent as 0 (spec 000 §9).
    transaction_fee: 0,
    spread_widener: 0,
  };
  if (isHistorical(v)) {
    payload.start_date = text(v.start_date);
    payload.end_date = text(v.end_date);
  } else {
    payload.trading_time_type = text(v.trading_time_type);
  }
  if (isCash(v)) {
    payload.starting_cash_amount = text(v.starting_cash_amount);
    payload.limit_order_collateral = fraction(v.limit_order_collateral);
    payload.short_sell_leverage = fraction(v.short_sell_leverage);
    payload.fx_leverage = fraction(v.fx_leverage);
    payload.bond_leverage = fraction(v.bond_leverage);
  } else {
    payload.risk_weighted_limit = text(v.risk_weighted_limit);
  }
  return payload;
}

/** Field errors by payload key (the server's texts), empty when the form may be sent. */
export function validate(v: CreateFormValues, klassId: number, today = todayIso()): Record<string, string> {
  const result = parseCreateSession(toPayload(v, klassId), today);
  return result.ok ? {} : result.fields;
}

/** The historical session's wall-clock length: periods × pass time, as hours and minutes; null when the inputs are not valid yet. */
export function shownDuration(v: CreateFormValues): string | null {
  const frequency = Number(v.frequency);
  const pass = Number(v.historical_sleep_time);
  if (!v.start_date || !v.end_date || !Number.isInteger(frequency) || frequency < 1 || !(pass > 0)) return null;
  try {
    const periods = historicalPeriods(v.start_date, v.end_date, frequency);
    return `${formatDurationHoursMinutes(historicalDurationSeconds(periods, pass))} (${periods} period${periods === 1 ? '' : 's'})`;
  } catch {
    return null;
  }
}

export const TRADING_TIME_DEFAULT = String(TradingTimeType.TwentyFourFive);
