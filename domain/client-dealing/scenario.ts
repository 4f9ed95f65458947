/**
 * Client-dealing scenarios (spec 002 §2 Client Dealing tab, §3 entity, §5 defaults, §7 calls;
 * banking.md §8 and its decision 2): what the admin creates (or uploads as CSV, one scenario a
 * line under the create call's field names), what a session with client money takes its dates,
 * initial amount and frequency from, and the planner's preview of the pools and awards per
 * period. The entity's single alpha and gamma are the loans' pair; both pairs are stored;
 * starting_ldr is derived (P_loans / P_depos) and total_pool_factor defaults to 1.
 */
import { z } from 'zod';
import { csvCells } from '../people/klass-csv';
import { dayDiff, isIsoDate, workdaysBetween } from '../calendar';
import { historicalClock } from '../session/historical-clock';
import { HISTORICAL_START_MIN, MAX_SESSION_AMOUNT } from '../session/create-session';
import { CLIENT_TENORS, newBusiness, tenorPool, type ClientProduct, type ProductParams } from './model';

/** Spec 002 §5. */
export const SCENARIO_DEFAULTS = {
  freq: 7,
  players: 5,
  aum: 100_000_000,
  aum_step: 10_000_000,
  starting_loans_curve: 1,
  starting_depos_curve: 0.6,
  loans_alpha: 0.96,
  loans_gamma: 2,
  depos_alpha: 0.96,
  depos_gamma: 5,
  initial_loans_pool: 1_000_000_000,
  initial_depos_pool: 1_000_000_000,
  total_pool_factor: 1,
  name: 'sample',
} as const;

export const SCENARIO_FIELDS = [
  'start_date',
  'end_date',
  'freq',
  'players',
  'aum',
  'starting_loans_curve',
  'starting_depos_curve',
  'loans_alpha',
  'loans_gamma',
  'depos_alpha',
  'depos_gamma',
  'initial_loans_pool',
  'initial_depos_pool',
  'name',
] as const;

export const SCENARIO_MESSAGES = {
  date: 'use YYYY-MM-DD',
  startFromEpoch: `The market's history starts on ${HISTORICAL_START_MIN}`,
  endNotFuture: 'The end date cannot be in the future',
  startBeforeEnd: 'The end date must be after the start date',
  onePeriod: (freq: number) => `The dates must hold at least one period of ${freq} workdays`,
  freq: 'The frequency is a whole number of workdays from 1 to 31',
  players: 'Players must be a whole number from 1 to 1000',
  aum: 'AUM must be a positive amount',
  notNegative: 'Numeric scenario inputs must be at least 0',
  alpha: 'Alpha must be between 0 and 1',
  name: 'A scenario needs a name (at most 100 characters)',
  notFound: (id: number) => `Client dealing scenario ${id} not found`,
  csvHeader: `The header must be ${SCENARIO_FIELDS.join(',')}`,
} as const;

const M = SCENARIO_MESSAGES;

const num = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }).finite({ error: message }));

const nonNegative = num(M.notNegative).refine((v) => v >= 0, { error: M.notNegative });

const baseSchema = z.object({
  start_date: z.string({ error: M.date }).trim().refine(isIsoDate, { error: M.date }),
  end_date: z.string({ error: M.date }).trim().refine(isIsoDate, { error: M.date }),
  freq: num(M.freq).refine((v) => Number.isInteger(v) && v >= 1 && v <= 31, { error: M.freq }).default(SCENARIO_DEFAULTS.freq),
  players: num(M.players).refine((v) => Number.isInteger(v) && v >= 1 && v <= 1000, { error: M.players }).default(SCENARIO_DEFAULTS.players),
  aum: num(M.aum).refine((v) => v > 0 && v <= MAX_SESSION_AMOUNT, { error: M.aum }).default(SCENARIO_DEFAULTS.aum),
  starting_loans_curve: nonNegative.default(SCENARIO_DEFAULTS.starting_loans_curve),
  starting_depos_curve: nonNegative.default(SCENARIO_DEFAULTS.starting_depos_curve),
  loans_alpha: num(M.alpha).refine((v) => v >= 0 && v <= 1, { error: M.alpha }).default(SCENARIO_DEFAULTS.loans_alpha),
  loans_gamma: nonNegative.default(SCENARIO_DEFAULTS.loans_gamma),
  depos_alpha: num(M.alpha).refine((v) => v >= 0 && v <= 1, { error: M.alpha }).default(SCENARIO_DEFAULTS.depos_alpha),
  depos_gamma: nonNegative.default(SCENARIO_DEFAULTS.depos_gamma),
  initial_loans_pool: nonNegative.refine((v) => v <= MAX_SESSION_AMOUNT * 100, { error: M.notNegative }).default(SCENARIO_DEFAULTS.initial_loans_pool),
  initial_depos_pool: nonNegative.refine((v) => v <= MAX_SESSION_AMOUNT * 100, { error: M.notNegative }).default(SCENARIO_DEFAULTS.initial_depos_pool),
  total_pool_factor: num(M.notNegative).refine((v) => v > 0 && v <= 10, { error: 'The pool factor must be above 0 (at most 10)' }).default(SCENARIO_DEFAULTS.total_pool_factor),
  name: z.string({ error: M.name }).trim().min(1, M.name).max(100, M.name).default(SCENARIO_DEFAULTS.name),
});

export type ScenarioInput = z.output<typeof baseSchema>;

/** The create call's schema for a given UTC day (the end date may not be in the future). */
export function scenarioSchemaFor(today: string) {
  return baseSchema.superRefine((s, ctx) => {
    if (dayDiff(s.start_date, HISTORICAL_START_MIN) > 0) ctx.addIssue({ code: 'custom', message: M.startFromEpoch, path: ['start_date'] });
    if (dayDiff(today, s.end_date) > 0) ctx.addIssue({ code: 'custom', message: M.endNotFuture, path: ['end_date'] });
    if (dayDiff(s.start_date, s.end_date) <= 0) ctx.addIssue({ code: 'custom', message: M.startBeforeEnd, path: ['end_date'] });
    else if (workdaysBetween(s.start_date, s.end_date) < s.freq) ctx.addIssue({ code: 'custom', message: M.onePeriod(s.freq), path: ['end_date'] });
  });
}

/** A stored scenario (spec 002 §3 entity, with both pairs of alpha and gamma and the create call's fields). */
export interface ClientDealingScenario {
  id: number;
  name: string;
  first_date_in_session: string;
  session_end_date: string;
  period_frequency: number;
  aum: number;
  no_of_players: number;
  starting_loans_curve: number;
  starting_depos_curve: number;
  loans_alpha: number;
  loans_gamma: number;
  depos_alpha: number;
  depos_gamma: number;
  initial_loans_pool: number;
  initial_depos_pool: number;
  total_pool_factor: number;
  /** Derived: P_loans / P_depos (null when there are no deposits). */
  starting_ldr: number | null;
  /** The entity's single pair: the loans'. */
  alpha: number;
  gamma: number;
  created_at: string;
}

export function scenarioOf(id: number, s: ScenarioInput, createdAt: string): ClientDealingScenario {
  return {
    id,
    name: s.name,
    first_date_in_session: s.start_date,
    session_end_date: s.end_date,
    period_frequency: s.freq,
    aum: s.aum,
    no_of_players: s.players,
    starting_loans_curve: s.starting_loans_curve,
    starting_depos_curve: s.starting_depos_curve,
    loans_alpha: s.loans_alpha,
    loans_gamma: s.loans_gamma,
    depos_alpha: s.depos_alpha,
    depos_gamma: s.depos_gamma,
    initial_loans_pool: s.initial_loans_pool,
    initial_depos_pool: s.initial_depos_pool,
    total_pool_factor: s.total_pool_factor,
    starting_ldr: s.initial_depos_pool > 0 ? s.initial_loans_pool / s.initial_depos_pool : null,
    alpha: s.loans_alpha,
    gamma: s.loans_gamma,
    created_at: createdAt,
  };
}

export function productParams(s: ClientDealingScenario, product: ClientProduct): ProductParams {
  return product === 'loans'
    ? { curve: s.starting_loans_curve, alpha: s.loans_alpha, gamma: s.loans_gamma, pool: s.initial_loans_pool, growth: s.total_pool_factor }
    : { curve: s.starting_depos_curve, alpha: s.depos_alpha, gamma: s.depos_gamma, pool: s.initial_depos_pool, growth: s.total_pool_factor };
}

/** The session fields a scenario fixes (spec 000 §2: the form fills and locks them). */
export function sessionFieldsOf(s: ClientDealingScenario) {
  return { start_date: s.first_date_in_session, end_date: s.session_end_date, frequency: s.period_frequency, starting_cash_amount: s.aum };
}

export interface ScenarioCsvResult {
  ok: boolean;
  scenarios: ScenarioInput[];
  errors: { line: number; error: string }[];
}

/** The CSV upload: the create call's field names as the header, one scenario per line; every line checked first. */
export function parseScenarioCsv(text: string, today: string): ScenarioCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvCells(lines[0] ?? '')?.map((h) => h.trim().toLowerCase()) ?? [];
  const unknown = header.filter((h) => !(SCENARIO_FIELDS as readonly string[]).includes(h) && h !== 'total_pool_factor');
  const missing = ['start_date', 'end_date'].filter((f) => !header.includes(f));
  if (missing.length || unknown.length) {
    return { ok: false, scenarios: [], errors: [{ line: 1, error: `${M.csvHeader}${unknown.length ? ` (unknown ${unknown.join(', ')})` : ` (missing ${missing.join(', ')})`}` }] };
  }
  const schema = scenarioSchemaFor(today);
  const scenarios: ScenarioInput[] = [];
  const errors: { line: number; error: string }[] = [];
  for (let n = 1; n < lines.length; n++) {
    const raw = lines[n]!;
    if (raw.trim() === '') continue;
    if (scenarios.length + errors.length >= 200) {
      errors.push({ line: n + 1, error: 'More than 200 scenarios: split the file' });
      break;
    }
    const cells = csvCells(raw);
    if (!cells || cells.length !== header.length) {
      errors.push({ line: n + 1, error: cells ? `Expected ${header.length} values, found ${cells.length}` : 'A quote is not closed' });
      continue;
    }
    // An empty cell takes the field's default.
    const body = Object.fromEntries(header.map((h, k) => [h, cells[k]!.trim()]).filter(([, v]) => v !== ''));
    const parsed = schema.safeParse(body);
    if (parsed.success) scenarios.push(parsed.data);
    else for (const issue of parsed.error.issues) errors.push({ line: n + 1, error: `${String(issue.path[0] ?? 'line')}: ${issue.message}` });
  }
  if (!scenarios.length && !errors.length) errors.push({ line: 2, error: 'The file holds no scenario' });
  return { ok: errors.length === 0, scenarios, errors };
}

/** The planner's preview of one period (spec 002 §2 "scenario planning"): pools, NB and one bank's award when every bank quotes the reference. */
export interface PlanningRow {
  period: number;
  timestamp: string;
  /** Calendar days since the previous period (Δ). */
  days: number;
  yield_10yr: number | null;
  yield_13wk: number | null;
  loans_pool: number;
  depos_pool: number;
  /** Σ over tenors of NB, major units. */
  loans_new_business: number;
  depos_new_business: number;
  /** One bank's award at the reference rates: NB / (n + 1) each, major units (floored per tenor). */
  loans_award_per_bank: number;
  depos_award_per_bank: number;
}

/** The scenario's periods (the session's historical clock: frequency in workdays, pass time irrelevant). */
export function scenarioDates(start: string, end: string, freq: number): string[] {
  const clock = historicalClock({ start_date: start, end_date: end, frequency: freq, historical_sleep_time: 1 });
  return Array.from({ length: clock.totalPeriods + 1 }, (_, p) => clock.scenarioDateOf(p));
}

/** Rows of the planner for `players` banks, the yields read by `yields(date)` (percent). */
export function planningRows(
  s: Pick<ScenarioInput, 'start_date' | 'end_date' | 'freq' | 'players' | 'initial_loans_pool' | 'initial_depos_pool' | 'total_pool_factor'>,
  yields: (date: string) => { yield_10yr: number | null; yield_13wk: number | null },
  currency = 'USD',
): PlanningRow[] {
  const dates = scenarioDates(s.start_date, s.end_date, s.freq);
  const n = s.players;
  return dates.map((date, period) => {
    const days = period === 0 ? 0 : dayDiff(dates[period - 1]!, date);
    const side = (pool: number) => {
      const params = { pool, growth: s.total_pool_factor };
      let nb = 0;
      let award = 0;
      for (const t of CLIENT_TENORS) {
        const tenorNb = period === 0 ? 0 : newBusiness(tenorPool(params, period), days, t.days, currency);
        nb += tenorNb;
        award += Math.floor(tenorNb / (n + 1));
      }
      return { pool: pool * s.total_pool_factor ** period, nb: nb / 100, award: award / 100 };
    };
    const loans = side(s.initial_loans_pool);
    const depos = side(s.initial_depos_pool);
    return {
      period,
      timestamp: date,
      days,
      ...yields(date),
      loans_pool: loans.pool,
      depos_pool: depos.pool,
      loans_new_business: loans.nb,
      depos_new_business: depos.nb,
      loans_award_per_bank: loans.award,
      depos_award_per_bank: depos.award,
    };
  });
}
