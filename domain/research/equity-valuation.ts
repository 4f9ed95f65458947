/**
 * The Valuation tab of equities research (spec 001 §2 "Equities research", §9; issue 14): for an
 * equity at the session's time, its 52-week range, trailing earnings and P/E, its 5-year monthly
 * beta against its index and its 250-day volatility. Pure: the session object hands in the
 * closes it read up to the session's time (never later: the look-ahead rule), so every figure
 * here can be worked by hand.
 *
 * Earnings are simulated like the dividends (domain/market/simulation/dividends.ts): a pure,
 * seeded function of the equity and the quarter, so they never change once the seed is fixed.
 * A quarter's earnings per share are the quarter-end price over the equity's reference P/E, a
 * quarter's worth (÷ 4), times a seeded surprise of up to ±20 %; they are reported
 * REPORT_LAG_DAYS after the quarter ends. The trailing twelve months' earnings are the last four
 * reported quarters, so they step at each report while the price moves every day, and P/E with
 * them.
 */
import { uniformAt, hashString } from '../market/random';

/** Daily log returns the volatility is measured over (spec 001 §9). */
export const VOLATILITY_WINDOW = 250;
/** Trading days a year: the volatility's annualisation (√252), as the market's simulation steps. */
export const TRADING_DAYS_PER_YEAR = 252;
/** Monthly returns the beta is measured over: five years. */
export const BETA_MONTHS = 60;
/** A beta needs at least this many monthly changes (spec 001 §9). */
export const MIN_BETA_CHANGES = 40;
/** Calendar days of closes the 52-week range covers. */
export const FIFTY_TWO_WEEKS_DAYS = 364;
/** Days after a quarter's end that its earnings are reported. */
export const REPORT_LAG_DAYS = 30;
/** Largest earnings surprise either way, as a fraction of the quarter's expected earnings. */
export const MAX_SURPRISE = 0.2;

export const fewerMonthlyChanges = (n: number) => `Beta needs at least ${MIN_BETA_CHANGES} monthly changes; ${n} available`;
export const fewerDailyReturns = (n: number) => `Volatility needs ${VOLATILITY_WINDOW} daily returns; ${n} available`;
export const NO_EARNINGS = 'No earnings reported yet';
export const NEGATIVE_EARNINGS = 'Not meaningful: trailing earnings are not positive';

const DAY_MS = 86_400_000;

// ----- 52-week range ----------------------------------------------------------------------------

export interface PriceRange {
  low: number;
  high: number;
}

/**
 * The 52-week low and high: the lowest and highest of the daily closes of the last 52 weeks
 * and the price now (so the price always lies inside its range), or null with no price at all.
 */
export function fiftyTwoWeekRange(closes: readonly number[], current: number | null): PriceRange | null {
  const prices = [...closes, ...(current === null ? [] : [current])].filter((p) => Number.isFinite(p) && p > 0);
  if (!prices.length) return null;
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** Where the price sits in its range, 0 at the low and 1 at the high (0.5 for a range of one price). */
export function rangePosition(range: PriceRange, price: number): number {
  if (range.high === range.low) return 0.5;
  return Math.max(0, Math.min(1, (price - range.low) / (range.high - range.low)));
}

// ----- Volatility -------------------------------------------------------------------------------

export interface Measured {
  value: number | null;
  /** Why there is no value, or null when there is one. */
  reason: string | null;
}

function sampleStdDev(xs: readonly number[]): number {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1));
}

/**
 * Annualised volatility over the last `window` daily log returns (ln of each close over the one
 * before): their sample standard deviation times √252. Needs `window` returns, so window + 1
 * closes, oldest first.
 */
export function annualisedVolatility(closes: readonly number[], window = VOLATILITY_WINDOW): Measured {
  const usable = closes.filter((c) => Number.isFinite(c) && c > 0);
  const returns = usable.slice(1).map((c, k) => Math.log(c / usable[k]!));
  if (returns.length < window) return { value: null, reason: fewerDailyReturns(returns.length) };
  return { value: sampleStdDev(returns.slice(-window)) * Math.sqrt(TRADING_DAYS_PER_YEAR), reason: null };
}

// ----- Beta -------------------------------------------------------------------------------------

/** A close at a month's end: `month` is 'YYYY-MM'. */
export interface MonthEndClose {
  month: string;
  close: number;
}

/** The month key ('YYYY-MM', UTC) of a moment. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** The last moment of the month before the one containing `ms` (its month-end close falls at or before it). */
export function endOfPreviousMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 1;
}

/** The month ends of the `count` whole months before the one containing `ms`, oldest first. */
export function completedMonthEnds(ms: number, count: number): number[] {
  const d = new Date(ms);
  const out: number[] = [];
  for (let k = count; k >= 1; k--) out.push(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - k + 1, 1) - 1);
  return out;
}

/** Simple monthly returns by the month they end in, from month-end closes in order. */
function monthlyReturns(closes: readonly MonthEndClose[]): Map<string, number> {
  const out = new Map<string, number>();
  for (let k = 1; k < closes.length; k++) {
    const prev = closes[k - 1]!.close;
    const cur = closes[k]!.close;
    if (prev > 0 && cur > 0) out.set(closes[k]!.month, cur / prev - 1);
  }
  return out;
}

export interface BetaResult extends Measured {
  /** Monthly changes both series have, of the last BETA_MONTHS. */
  changes: number;
}

/**
 * The 5-year monthly beta: covariance of the equity's and the index's monthly returns over
 * their variance of the index's, on the months both have a return for, of the last 60. Null
 * with the reason when fewer than 40 such months exist (a recent listing) or the index never
 * moved.
 */
export function monthlyBeta(equity: readonly MonthEndClose[], index: readonly MonthEndClose[], months = BETA_MONTHS): BetaResult {
  const e = monthlyReturns(equity);
  const m = monthlyReturns(index);
  const common = [...e.keys()].filter((k) => m.has(k)).sort().slice(-months);
  if (common.length < MIN_BETA_CHANGES) return { value: null, reason: fewerMonthlyChanges(common.length), changes: common.length };
  const xs = common.map((k) => m.get(k)!);
  const ys = common.map((k) => e.get(k)!);
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let cov = 0;
  let varM = 0;
  for (let k = 0; k < xs.length; k++) {
    cov += (xs[k]! - mx) * (ys[k]! - my);
    varM += (xs[k]! - mx) ** 2;
  }
  if (varM === 0) return { value: null, reason: 'The index did not move', changes: common.length };
  return { value: cov / varM, reason: null, changes: common.length };
}

// ----- Earnings and P/E -------------------------------------------------------------------------

/** Quarters counted from year 0: 4 × year + (quarter − 1). */
export function quarterIndexOf(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 4 + Math.floor(d.getUTCMonth() / 3);
}

/** 'YYYY-Qn' of a quarter index. */
export function quarterLabel(q: number): string {
  return `${Math.floor(q / 4)}-Q${(q % 4) + 1}`;
}

/** The last moment of quarter `q` (its close is the last one at or before it). */
export function quarterEndMs(q: number): number {
  return Date.UTC(Math.floor(q / 4), (q % 4) * 3 + 3, 1) - 1;
}

/** When quarter `q`'s earnings are reported: REPORT_LAG_DAYS after it ends (UTC midnight). */
export function reportDateMs(q: number): number {
  return quarterEndMs(q) + 1 + REPORT_LAG_DAYS * DAY_MS;
}

/** The last quarter whose earnings are reported at `ms`. */
export function lastReportedQuarter(ms: number): number {
  let q = quarterIndexOf(ms);
  while (reportDateMs(q) > ms) q--;
  return q;
}

/** The seeded surprise of an equity's quarter, uniform in [−MAX_SURPRISE, MAX_SURPRISE]. */
export function earningsSurprise(seed: number, ric: string, quarter: number): number {
  return (2 * uniformAt(seed, hashString(`eps:${ric}`), quarter) - 1) * MAX_SURPRISE;
}

/** A quarter's earnings per share: its quarter-end price over the reference P/E, a quarter's worth, with its surprise. */
export function quarterlyEps(quarterEndPrice: number, referencePe: number, surprise: number): number {
  return (quarterEndPrice / referencePe / 4) * (1 + surprise);
}

/** Trailing twelve months: the sum of the last four quarters' earnings (oldest first), or null with fewer. */
export function trailingEps(quarters: readonly number[]): number | null {
  if (quarters.length < 4) return null;
  return quarters.slice(-4).reduce((s, x) => s + x, 0);
}

/** P/E: the price over the trailing earnings per share; not meaningful (null) when they are not positive. */
export function peRatio(price: number | null, eps: number | null): Measured {
  if (price === null || eps === null) return { value: null, reason: NO_EARNINGS };
  if (!(eps > 0)) return { value: null, reason: NEGATIVE_EARNINGS };
  return { value: price / eps, reason: null };
}

export interface ReportedQuarter {
  /** 'YYYY-Qn'. */
  quarter: string;
  /** ISO date it was reported. */
  reported: string;
  eps: number;
}

export interface TrailingEarnings {
  /** Trailing twelve months' earnings per share, or null. */
  eps: number | null;
  /** The four quarters it sums, oldest first. */
  quarters: ReportedQuarter[];
}

/**
 * An equity's trailing earnings at `asOf`: the last four quarters reported by then, each from
 * the close at or before its quarter's end (`closeAt` reads the market's close in force at a
 * moment; it is never asked for one after `asOf`, as a quarter is reported after it ends).
 */
export function trailingEarnings(
  equity: { ric: string; pe_ratio: number },
  seed: number,
  asOf: number,
  closeAt: (ms: number) => number | null,
): TrailingEarnings {
  const last = lastReportedQuarter(asOf);
  const quarters: ReportedQuarter[] = [];
  for (let q = last - 3; q <= last; q++) {
    const price = closeAt(quarterEndMs(q));
    if (price === null || !(price > 0)) continue;
    quarters.push({
      quarter: quarterLabel(q),
      reported: new Date(reportDateMs(q)).toISOString().slice(0, 10),
      eps: quarterlyEps(price, equity.pe_ratio, earningsSurprise(seed, equity.ric, q)),
    });
  }
  return { eps: trailingEps(quarters.map((r) => r.eps)), quarters };
}

// ----- The Valuation row ------------------------------------------------------------------------

/** One equity on the Valuation tab (the spec's underlying-asset fields: last_w52_low, last_pe_ratio…). */
export interface EquityValuation {
  asset_id: number;
  ric: string;
  ticker: string;
  name: string;
  region: string;
  currency: string;
  sector: string;
  industry: string;
  /** Mid now, in the equity's currency. */
  price: number | null;
  last_w52_low: number | null;
  last_w52_high: number | null;
  last_pe_ratio: number | null;
  pe_note: string | null;
  /** Trailing twelve months' earnings per share. */
  last_earnings: number | null;
  /** The last quarter reported ('YYYY-Qn'). */
  earnings_quarter: string | null;
  last_beta: number | null;
  beta_note: string | null;
  /** The index the beta is measured against (the equity's own index fund). */
  beta_index: string;
  beta_changes: number;
  last_volatility: number | null;
  volatility_note: string | null;
}

export interface SessionEquities {
  /** The session's time the figures are at (ISO). */
  as_of: string;
  equities: EquityValuation[];
}
