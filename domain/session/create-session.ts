/**
 * The create-session payload (spec 000 §3), its defaults (§9) and its validation (§5), for
 * POST /api/sessions/. One zod schema, built for a given "today" because the default historical
 * period is "one month back to today" and historical dates may not lie in the future.
 *
 * Rules and choices:
 * - A missing field takes its SESSION_CREATE_DEFAULTS value; a field sent as null or '' is a
 *   required field left empty and is refused. klass_id has no default.
 * - Numbers may arrive as numeric text (the spec allows form data); booleans as 'true'/'false'.
 * - Percent fields arrive as fractions ("percentages are divided by 100 when sent"). The spec bounds
 *   leverage margins to 0..100 % ('Limits must be between 0 and 100'), so limit_order_collateral,
 *   short_sell_leverage, fx_leverage and bond_leverage are fractions 0..1. fx_leverage is kept at
 *   most 1 (100 %, the default) like the leverage-settings edit; a desk wanting more can widen
 *   FRACTION_BOUNDS in one place. bond_leverage must be above 0: order sizing divides by it.
 * - frequency (1–31 workdays), historical_sleep_time (the "period duration"/pass time, 20–2000 s)
 *   and delay_minutes_left (0–31 min) are whole numbers; any bad value reads 'Please input a valid
 *   number!' (spec). frequency and pass time are checked for real-time sessions too, because the
 *   auto-trader can later turn any session into a historical one.
 * - Historical dates: start < end, end ≤ today, start ≥ SIMULATION_EPOCH (2014-01-02, where the
 *   simulated market begins), and at least one full period (≥ frequency workdays). A real-time
 *   session ignores the dates it is sent: start_date = today, end_date = null (it runs until
 *   finished).
 * - trading_intervals count only for real-time sessions with Trading Windows; missing, they default
 *   to one 00:00–13:00 window (the tab's "new interval"). Otherwise they are stored as [] and a
 *   historical session is always 24/5 (the form shows trading time for real-time only).
 * - Client dealing, auctions and Wealth Management are refused until their features exist.
 * - Unknown keys are dropped (the client merges stored state into every payload, spec 000 §7).
 */
import { z } from 'zod';
import { dayDiff, parseIsoDate, toInstant, toIsoDate, workdaysBetween } from '../calendar';
import { SESSION_CREATE_DEFAULTS, SESSION_LIMITS } from '../constants';
import {
  LIMIT_METRICS,
  ManagementType,
  REPORTING_CURRENCIES,
  RiskApproach,
  ScenarioType,
  TradingTimeType,
  type LimitMetric,
  type ReportingCurrency,
} from '../enums';
import { SIMULATION_EPOCH } from '../market/time-grid';
import type { ClientDealingScenario } from '../client-dealing/scenario';
import { MESSAGES } from '../messages';
import { DEFAULT_NEW_TRADING_WINDOW, validateTradingWindows, type TradingWindow } from './trading-windows';

/** Earliest historical start date: the simulated market's first day. */
export const HISTORICAL_START_MIN = SIMULATION_EPOCH;

/** The largest starting cash and risk-weighted limit: money stays exact in minor units far beyond it. */
export const MAX_SESSION_AMOUNT = 1_000_000_000_000;

/** Bounds of the fraction fields (inclusive unless `above`). */
export const FRACTION_BOUNDS = {
  limit_order_collateral: { min: 0, max: 1 },
  short_sell_leverage: { min: 0, max: 1 },
  fx_leverage: { min: 0, max: 1 },
  bond_leverage: { above: 0, max: 1 },
} as const;

export const CREATE_SESSION_MESSAGES = {
  invalidNumber: MESSAGES.invalidNumber,
  klassRequired: 'Please select a class.',
  scenarioType: 'Please select a scenario type.',
  riskApproach: 'Please select a risk approach.',
  role: 'Please select a role.',
  reportingCurrency: `Please select a reporting currency (${REPORTING_CURRENCIES.join(', ')}).`,
  tradingTime: 'Please select a trading time.',
  yesNo: 'Please choose yes or no.',
  /** Spec text for leverage margins, shown for every percent field. */
  percentLimits: 'Limits must be between 0 and 100',
  bondLeverageAboveZero: 'Bond leverage must be above 0%.',
  amountPositive: 'Please input an amount greater than 0.',
  amountTooLarge: 'Please input an amount of at most 1,000,000,000,000.',
  notNegative: 'Please input a number of 0 or more.',
  newsRequired: 'Please input at least one news importance.',
  newsImportances: 'News importances must be a comma-separated list of numbers from 1 to 5.',
  limitMetric: `The limit metric must be one of ${LIMIT_METRICS.join(', ')}.`,
  clientMoneyScenario: 'Please select a client dealing scenario.',
  clientMoneyHistorical: 'Client dealing requires a historical session.',
  auctionsHistorical: 'Auctions require a historical session.',
  periodRequired: 'Please select the historical period.',
  badDate: 'Dates must be YYYY-MM-DD.',
  startBeforeEnd: 'The start date must be before the end date.',
  endNotFuture: 'The historical period must end today or earlier.',
  startFromEpoch: `Historical data starts on ${SIMULATION_EPOCH}: choose a later start date.`,
  atLeastOnePeriod: (frequency: number) =>
    `The historical period must hold at least one full period (${frequency} workday${frequency === 1 ? '' : 's'}).`,
  notAnObject: 'The session settings must be a JSON object.',
} as const;

/** The normalized settings of a new session: every field present, typed, defaults applied. */
export type SessionSettings = {
  klass_id: number;
  scenario_type: ScenarioType;
  risk_approach: RiskApproach;
  management_type: ManagementType;
  reporting_currency: ReportingCurrency;
  limit_order_collateral: number;
  transaction_fee: number;
  short_sell_leverage: number;
  fx_leverage: number;
  bond_leverage: number;
  starting_cash_amount: number;
  risk_weighted_limit: number;
  metrics_interval: number;
  /** ISO date; today for real-time. */
  start_date: string;
  /** ISO date; null for real-time (no fixed end). */
  end_date: string | null;
  trading_time_type: TradingTimeType;
  trading_intervals: TradingWindow[];
  spread_widener: number;
  allow_short_sell: boolean;
  /** Short selling on spot FX only, whatever allow_short_sell says (spec 001 §3, §4). */
  allow_short_only_on_fx: boolean;
  client_money: boolean;
  client_money_scenario: number | null;
  /** The client-dealing scenario the session plays (banking.md §8), as it was when the session was created; set by the Worker from D1. */
  client_dealing?: ClientDealingScenario | null;
  show_auctions: boolean;
  /** Sorted, unique, each 1 to 5. */
  news_importances: number[];
  frequency: number;
  delay_minutes_left: number;
  limit_metric: LimitMetric | null;
  historical_sleep_time: number;
};

export type CreateSessionResult =
  | { ok: true; settings: SessionSettings }
  /** `fields`: first message per payload key; `message`: the first of them, for a toast or a 400 body. */
  | { ok: false; fields: Record<string, string>; message: string };

const M = CREATE_SESSION_MESSAGES;
const D = SESSION_CREATE_DEFAULTS;

// ---------------------------------------------------------------------------------------------
// Coercion of form-style values (anything unrecognised passes through and fails the type check)

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const toNumber = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value.trim()) : value;
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

type NumberRule = { min?: number; max?: number; above?: number; int?: boolean };

/** A number field with one message for every failure (type, integer, bounds). */
function numberField(rule: NumberRule, message: string) {
  let schema = z.number({ error: message });
  if (rule.int) schema = schema.int({ error: message });
  if (rule.min !== undefined) schema = schema.min(rule.min, { error: message });
  if (rule.above !== undefined) schema = schema.gt(rule.above, { error: message });
  if (rule.max !== undefined) schema = schema.max(rule.max, { error: message });
  return z.preprocess(toNumber, schema);
}

/** 0 or 1 (the two-valued enums of the form), numeric text accepted. */
const choiceField = <T extends number>(message: string) =>
  z.preprocess(toNumber, z.literal([0, 1], { error: message })).transform((v) => v as T);

const booleanField = (message: string = M.yesNo) => z.preprocess(toBoolean, z.boolean({ error: message }));

/** '1, 2' or [1, '2'] → [1, 2]; spaces removed (spec), empty items dropped, at most five, then sorted unique. */
const newsImportancesField = z
  .preprocess(
    (value) => {
      const items = typeof value === 'string' ? value.replace(/\s+/g, '').split(',').filter((s) => s !== '') : value;
      return Array.isArray(items) ? items.map(toNumber) : items;
    },
    z
      .array(numberField({ int: true, min: 1, max: 5 }, M.newsImportances), { error: M.newsImportances })
      .min(1, { error: M.newsRequired })
      .max(5, { error: M.newsImportances }),
  )
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

// ---------------------------------------------------------------------------------------------
// Dates

/** Same day one month earlier, clamped to the month's end (03-31 → 02-29 in a leap year). */
export function oneMonthBefore(todayIso: string): string {
  const today = parseIsoDate(todayIso);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))));
}

/** A sent date: missing → fallback; null/'' → 'required'; YYYY-MM-DD or a zoned timestamp → its UTC day. */
function readDate(value: unknown, fallback: string): { date: string } | { error: string } {
  if (value === undefined) return { date: fallback };
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { error: M.periodRequired };
  if (typeof value !== 'string') return { error: M.badDate };
  try {
    return { date: toIsoDate(toInstant(value.trim())) };
  } catch {
    return { error: M.badDate };
  }
}

type DateChecks = { start?: string; end?: string; errors: { start_date?: string; end_date?: string } };

/** The historical-period rules (spec §5 plus the simulated market's range). */
function checkHistoricalDates(startValue: unknown, endValue: unknown, frequency: unknown, today: string): DateChecks {
  const start = readDate(startValue, oneMonthBefore(today));
  const end = readDate(endValue, today);
  const errors: DateChecks['errors'] = {};
  if ('error' in start) errors.start_date = start.error;
  if ('error' in end) errors.end_date = end.error;
  if ('error' in start || 'error' in end) return { errors };
  if (dayDiff(start.date, HISTORICAL_START_MIN) > 0) errors.start_date = M.startFromEpoch;
  if (dayDiff(today, end.date) > 0) errors.end_date = M.endNotFuture;
  if (dayDiff(start.date, end.date) <= 0) errors.end_date ??= M.startBeforeEnd;
  const validFrequency =
    typeof frequency === 'number' &&
    Number.isInteger(frequency) &&
    frequency >= SESSION_LIMITS.frequencyMin &&
    frequency <= SESSION_LIMITS.frequencyMax;
  if (!errors.start_date && !errors.end_date && validFrequency && workdaysBetween(start.date, end.date) < frequency) {
    errors.end_date = M.atLeastOnePeriod(frequency);
  }
  return { start: start.date, end: end.date, errors };
}

// ---------------------------------------------------------------------------------------------
// The schema

const fieldsSchema = z.object({
  klass_id: numberField({ int: true, above: 0 }, M.klassRequired),
  scenario_type: choiceField<ScenarioType>(M.scenarioType).default(D.scenario_type),
  risk_approach: choiceField<RiskApproach>(M.riskApproach).default(D.risk_approach),
  management_type: choiceField<ManagementType>(M.role).default(D.management_type),
  reporting_currency: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(REPORTING_CURRENCIES, { error: M.reportingCurrency }),
    )
    .default(D.reporting_currency),
  limit_order_collateral: numberField(FRACTION_BOUNDS.limit_order_collateral, M.percentLimits).default(
    D.limit_order_collateral,
  ),
  short_sell_leverage: numberField(FRACTION_BOUNDS.short_sell_leverage, M.percentLimits).default(D.short_sell_leverage),
  fx_leverage: numberField(FRACTION_BOUNDS.fx_leverage, M.percentLimits).default(D.fx_leverage),
  bond_leverage: numberField({ min: 0, max: FRACTION_BOUNDS.bond_leverage.max }, M.percentLimits)
    .refine((v) => v > FRACTION_BOUNDS.bond_leverage.above, { error: M.bondLeverageAboveZero })
    .default(D.bond_leverage),
  // Fractions (of the traded value, of the mid): at most 100 %, or quotes and fees leave the finite numbers.
  transaction_fee: numberField({ min: 0 }, M.notNegative).refine((v) => v <= 1, { error: M.percentLimits }).default(D.transaction_fee),
  spread_widener: numberField({ min: 0 }, M.notNegative).refine((v) => v <= 1, { error: M.percentLimits }).default(D.spread_widener),
  starting_cash_amount: numberField({ above: 0 }, M.amountPositive).refine((v) => v <= MAX_SESSION_AMOUNT, { error: M.amountTooLarge }).default(D.starting_cash_amount),
  risk_weighted_limit: numberField({ above: 0 }, M.amountPositive).refine((v) => v <= MAX_SESSION_AMOUNT, { error: M.amountTooLarge }).default(D.risk_weighted_limit),
  metrics_interval: numberField({ int: true, min: 1 }, M.invalidNumber).default(D.metrics_interval),
  trading_time_type: choiceField<TradingTimeType>(M.tradingTime).default(D.trading_time_type),
  allow_short_sell: booleanField().default(D.allow_short_sell),
  allow_short_only_on_fx: booleanField().default(false),
  client_money: booleanField().default(D.client_money),
  show_auctions: booleanField().default(D.show_auctions),
  news_importances: newsImportancesField.default([...D.news_importances]),
  frequency: numberField(
    { int: true, min: SESSION_LIMITS.frequencyMin, max: SESSION_LIMITS.frequencyMax },
    M.invalidNumber,
  ).default(D.frequency),
  historical_sleep_time: numberField(
    { int: true, min: SESSION_LIMITS.passTimeMin, max: SESSION_LIMITS.passTimeMax },
    M.invalidNumber,
  ).default(D.historical_sleep_time),
  delay_minutes_left: numberField(
    { int: true, min: SESSION_LIMITS.delayMin, max: SESSION_LIMITS.delayMax },
    M.invalidNumber,
  ).default(D.delay_minutes_left),
  limit_metric: z.preprocess(emptyToNull, z.enum(LIMIT_METRICS, { error: M.limitMetric }).nullable()).default(null),
  client_money_scenario: z
    .preprocess((v) => toNumber(emptyToNull(v)), numberField({ int: true, above: 0 }, M.clientMoneyScenario).nullable())
    .default(null),
  // Checked against the other fields below: real-time only / historical only.
  start_date: z.unknown().optional(),
  end_date: z.unknown().optional(),
  trading_intervals: z.unknown().optional(),
});

type Fields = z.output<typeof fieldsSchema>;

/**
 * The cross-field rules need these two to be valid; they then run whatever else failed, so every
 * error shows at once. (Other inputs they read are re-checked by value: a refused client_money is
 * still `true`, a bad frequency skips the period-length rule.)
 */
const CROSS_INPUTS = new Set<PropertyKey>(['scenario_type', 'trading_time_type']);

/** The create-session schema for a given UTC day ('YYYY-MM-DD'); parses to SessionSettings. */
export function createSessionSchemaFor(todayIso: string) {
  const today = toIsoDate(parseIsoDate(todayIso)); // throws on a bad "today": a caller bug, not user input
  return fieldsSchema
    .superRefine(
      (fields, ctx) => {
        if (fields.scenario_type === ScenarioType.Historical) {
          const { errors } = checkHistoricalDates(fields.start_date, fields.end_date, fields.frequency, today);
          for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', message, path: [path] });
        } else if (fields.trading_time_type === TradingTimeType.TradingWindows && fields.trading_intervals !== undefined) {
          const windows = validateTradingWindows(fields.trading_intervals);
          if (!windows.ok) ctx.addIssue({ code: 'custom', message: windows.message, path: ['trading_intervals'] });
        }
        // The client market and the central bank step with the historical periods (banking.md §0, §7, §8).
        if (fields.scenario_type !== ScenarioType.Historical) {
          if (fields.client_money === true) ctx.addIssue({ code: 'custom', message: M.clientMoneyHistorical, path: ['client_money'] });
          if (fields.show_auctions === true) ctx.addIssue({ code: 'custom', message: M.auctionsHistorical, path: ['show_auctions'] });
        }
        if (fields.client_money === true && fields.client_money_scenario === null) {
          ctx.addIssue({ code: 'custom', message: M.clientMoneyScenario, path: ['client_money_scenario'] });
        }
      },
      {
        when: (payload) =>
          payload.issues.every((issue) => issue.path?.[0] !== undefined && !CROSS_INPUTS.has(issue.path[0])),
      },
    )
    .transform((fields): SessionSettings => normalize(fields, today));
}

/** Final shape; only called on a payload that passed every rule. */
function normalize(fields: Fields, today: string): SessionSettings {
  const { start_date, end_date, trading_intervals, ...rest } = fields;
  if (fields.scenario_type === ScenarioType.Historical) {
    const dates = checkHistoricalDates(start_date, end_date, fields.frequency, today);
    return {
      ...rest,
      start_date: dates.start ?? today,
      end_date: dates.end ?? today,
      trading_time_type: TradingTimeType.TwentyFourFive,
      trading_intervals: [],
    };
  }
  let windows: TradingWindow[] = [];
  if (fields.trading_time_type === TradingTimeType.TradingWindows) {
    const checked = validateTradingWindows(trading_intervals ?? [DEFAULT_NEW_TRADING_WINDOW]);
    windows = checked.ok ? checked.windows : [{ ...DEFAULT_NEW_TRADING_WINDOW }];
  }
  return { ...rest, start_date: today, end_date: null, trading_intervals: windows };
}

/** Parses a POST /api/sessions/ body. `todayIso` is the server's UTC day. */
export function parseCreateSession(body: unknown, todayIso: string): CreateSessionResult {
  const parsed = createSessionSchemaFor(todayIso).safeParse(body);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length === 0 ? 'body' : String(issue.path[0]);
    fields[key] ??= issue.path.length === 0 ? M.notAnObject : issue.message;
  }
  return { ok: false, fields, message: Object.values(fields)[0] ?? M.notAnObject };
}
