/**
 * Synthetic, deterministic equity option chain priced with Black–Scholes–Merton.
 *
 * Conventions (public contract):
 * - Strike step by spot: spot <= 10 → 1; <= 25 → 5; <= 100 → 10; <= 250 → 25; <= 500 → 50;
 *   above → 100; 10 when the spot is unknown. Strikes are whole multiples of the step: the
 *   multiple nearest the spot ± `strikesEachSide` steps (default 10), positive strikes only.
 * - Expirations: the next `weeklyExpirations` (default 4) Fridays strictly after the quote date,
 *   then the third Friday of every month after the last weekly one, up to 365 days after the
 *   quote date (14 to 16 dates in all). No holiday calendar. Time to expiry is
 *   calendar days / 365 (ACT/365F).
 * - Volatility surface: with forward F = S·e^((r−q)T) and x = ln(K/F),
 *     atmVol(T) = atmVolatility × (1 + termSlope × (√T − √(30/365)))  (atmVolatility is the
 *     one-month at-the-money volatility; termSlope default 0.1 = gently upward term structure),
 *     σ(K,T) = atmVol(T) × max(0.25, 1 + skew·x + smile·x²)  (skew default −0.2: equity put skew;
 *     smile default 0.3), then clamped to [volFloor (default 0.01), 5].
 * - Quotes: mid = model price; spread = max(0.01, min(spreadFraction (default 0.05) × mid,
 *   0.5 % of spot)) — proportional for cheap options, capped so deep in-the-money ones stay
 *   tradable; bid is mid − spread/2 rounded down to the cent and floored at 0, ask is
 *   mid + spread/2 rounded up to the cent, so ask − bid >= 0.01 > 0 and bid >= 0.
 * - Greeks in the rows are blackScholes' units: delta, gamma per 1.00 of spot; vega per 1.00 of
 *   volatility; theta per year. `implied_volatility` is the surface σ(K,T) as a decimal.
 * - Volume and open interest are synthetic: a liquidity profile that falls with standardised
 *   moneyness ln(K/F)/(atmVol·√T) and with time, scaled by a hash of (seed, expiry, strike, type) —
 *   no Math.random, so the same input always gives the same chain.
 */
import { civilFromDayNumber, dayNumber, formatIsoDate, parseIsoDate } from './bonds';
import { DomainError, requireFinite, requireNonNegative, requirePositive } from './domain-error';
import { blackScholes } from './options';

export interface OptionChainInput {
  spot: number;
  /** One-month at-the-money volatility, decimal (0.25 = 25 %). */
  atmVolatility: number;
  /** Continuously compounded risk-free rate, decimal. */
  rate: number;
  /** Continuous dividend yield, decimal. */
  dividendYield: number;
  /** ISO date 'YYYY-MM-DD'. */
  quoteDate: string;
  strikesEachSide?: number;
  weeklyExpirations?: number;
  skew?: number;
  smile?: number;
  termSlope?: number;
  volFloor?: number;
  spreadFraction?: number;
  /** Integer seed of the synthetic volume and open interest; default 0. */
  seed?: number;
}

export interface OptionContract {
  strike: number;
  /** ISO date 'YYYY-MM-DD'. */
  expiration: string;
  /** 0 call, 1 put. */
  type_int: 0 | 1;
  delta: number;
  gamma: number;
  vega: number;
  theta: number;
  volume: number;
  implied_volatility: number;
  bid: number;
  ask: number;
  open_interest: number;
  /** ISO date 'YYYY-MM-DD'. */
  quote_date: string;
}

export interface OptionChain {
  contracts: OptionContract[];
  underlying_spot: number;
  expiration_dates: string[];
}

export interface VolSurfaceParameters {
  atmVolatility: number;
  skew: number;
  smile: number;
  termSlope: number;
  volFloor: number;
}

export const OPTION_CHAIN_DEFAULTS = {
  strikesEachSide: 10,
  weeklyExpirations: 4,
  skew: -0.2,
  smile: 0.3,
  termSlope: 0.1,
  volFloor: 0.01,
  spreadFraction: 0.05,
  seed: 0,
} as const;

const VOL_CAP = 5;
const MIN_SPREAD = 0.01;
const MAX_SPREAD_OF_SPOT = 0.005;
const MIN_SMILE_FACTOR = 0.25;
const REFERENCE_TERM_YEARS = 30 / 365;
const CALENDAR_DAYS_PER_YEAR = 365;
const MAX_VOLUME = 5000;
const MAX_OPEN_INTEREST = 50000;

function requireInteger(value: unknown, label: string, min: number, max: number): number {
  const n = requireFinite(value, label);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new DomainError('INVALID_INPUT', `${label} must be an integer from ${min} to ${max} (got ${n}).`);
  }
  return n;
}

/** Strike spacing for a spot; `null`/`undefined` (spot unknown) gives 10. */
export function strikeStep(spot: number | null | undefined): number {
  if (spot === null || spot === undefined) return 10;
  const s = requirePositive(spot, 'spot');
  if (s <= 10) return 1;
  if (s <= 25) return 5;
  if (s <= 100) return 10;
  if (s <= 250) return 25;
  if (s <= 500) return 50;
  return 100;
}

/** Whole multiples of the step around the spot, ascending, positive only. */
export function chainStrikes(spot: number, strikesEachSide: number = OPTION_CHAIN_DEFAULTS.strikesEachSide): number[] {
  const step = strikeStep(spot);
  const each = requireInteger(strikesEachSide, 'strikesEachSide', 0, 200);
  const centre = Math.round(spot / step);
  const strikes: number[] = [];
  for (let i = centre - each; i <= centre + each; i += 1) {
    if (i > 0) strikes.push(i * step);
  }
  return strikes;
}

const FRIDAY = 5; // day of week, Sunday = 0

function dayOfWeek(day: number): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

function thirdFriday(year: number, month: number): number {
  const first = dayNumber({ year, month, day: 1 });
  return first + ((FRIDAY - dayOfWeek(first) + 7) % 7) + 14;
}

/** Standard expirations as day numbers, ascending; see the module header. */
function expirationDays(quoteDay: number, weeklyCount: number): number[] {
  const days: number[] = [];
  let friday = quoteDay + ((FRIDAY - dayOfWeek(quoteDay) + 7) % 7 || 7);
  for (let i = 0; i < weeklyCount; i += 1, friday += 7) days.push(friday);
  const lastWeekly = days.length > 0 ? (days[days.length - 1] as number) : quoteDay;
  const horizon = quoteDay + CALENDAR_DAYS_PER_YEAR;
  const { year, month } = civilFromDayNumber(quoteDay);
  for (let offset = 0; offset <= 13; offset += 1) {
    const monthIndex = month - 1 + offset;
    const expiry = thirdFriday(year + Math.floor(monthIndex / 12), (monthIndex % 12) + 1);
    if (expiry > lastWeekly && expiry <= horizon) days.push(expiry);
  }
  return days;
}

/** Standard expirations as ISO dates; see the module header. */
export function standardExpirations(
  quoteDate: string,
  weeklyExpirations: number = OPTION_CHAIN_DEFAULTS.weeklyExpirations,
): string[] {
  const quoteDay = dayNumber(parseIsoDate(quoteDate, 'quoteDate'));
  const weeklyCount = requireInteger(weeklyExpirations, 'weeklyExpirations', 0, 52);
  return expirationDays(quoteDay, weeklyCount).map((day) => formatIsoDate(civilFromDayNumber(day)));
}

function validateSurface(params: VolSurfaceParameters): VolSurfaceParameters {
  if (typeof params !== 'object' || params === null) throw new DomainError('INVALID_INPUT', 'Surface parameters are required.');
  return {
    atmVolatility: requirePositive(params.atmVolatility, 'atmVolatility'),
    skew: requireFinite(params.skew, 'skew'),
    smile: requireFinite(params.smile, 'smile'),
    termSlope: requireFinite(params.termSlope, 'termSlope'),
    volFloor: requirePositive(params.volFloor, 'volFloor'),
  };
}

/** At-the-money volatility for an expiry T years away (term structure only). */
function atmVolatilityAt(params: VolSurfaceParameters, timeYears: number): number {
  const termFactor = 1 + params.termSlope * (Math.sqrt(timeYears) - Math.sqrt(REFERENCE_TERM_YEARS));
  return Math.min(Math.max(params.atmVolatility * termFactor, params.volFloor), VOL_CAP);
}

/** σ(K, T) of the smile/skew surface; see the module header for the formula. */
export function smileVolatility(params: VolSurfaceParameters, forward: number, strike: number, timeYears: number): number {
  validateSurface(params);
  requirePositive(forward, 'forward');
  requirePositive(strike, 'strike');
  requirePositive(timeYears, 'timeYears');
  const x = Math.log(strike / forward);
  const smileFactor = Math.max(MIN_SMILE_FACTOR, 1 + params.skew * x + params.smile * x * x);
  return Math.min(Math.max(atmVolatilityAt(params, timeYears) * smileFactor, params.volFloor), VOL_CAP);
}

/**
 * Uniform number in [0, 1) from integers: each part is folded in with a multiply-xorshift step,
 * then MurmurHash3's 32-bit finaliser spreads the bits. Integers beyond 32 bits wrap (still
 * deterministic).
 */
export function hashUnit(parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0xcc9e2d51);
    h ^= h >>> 15;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function roundDownToCent(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

function roundUpToCent(value: number): number {
  return Math.ceil(value * 100 - 1e-9) / 100;
}

/** Bid and ask around a mid price; see the module header. */
export function quoteAroundMid(
  mid: number,
  spreadFraction: number = OPTION_CHAIN_DEFAULTS.spreadFraction,
  maxSpread: number = Number.POSITIVE_INFINITY,
): { bid: number; ask: number } {
  const m = requireNonNegative(mid, 'mid');
  const fraction = requireNonNegative(spreadFraction, 'spreadFraction');
  const cap = requirePositiveOrInfinity(maxSpread, 'maxSpread');
  const half = Math.max(MIN_SPREAD, Math.min(fraction * m, cap)) / 2;
  return { bid: Math.max(0, roundDownToCent(m - half)), ask: roundUpToCent(m + half) };
}

function requirePositiveOrInfinity(value: unknown, label: string): number {
  if (value === Number.POSITIVE_INFINITY) return value;
  return requirePositive(value, label);
}

/** A full chain: every strike × expiration × {call, put}, sorted by expiration, strike, call first. */
export function generateOptionChain(input: OptionChainInput): OptionChain {
  if (typeof input !== 'object' || input === null) throw new DomainError('INVALID_INPUT', 'Option chain input is required.');
  const spot = requirePositive(input.spot, 'spot');
  const atmVolatility = requirePositive(input.atmVolatility, 'atmVolatility');
  const rate = requireFinite(input.rate, 'rate');
  const dividendYield = requireFinite(input.dividendYield, 'dividendYield');
  const quoteDay = dayNumber(parseIsoDate(input.quoteDate, 'quoteDate'));
  const d = OPTION_CHAIN_DEFAULTS;
  const weeklyCount = requireInteger(input.weeklyExpirations ?? d.weeklyExpirations, 'weeklyExpirations', 0, 52);
  const seed = requireInteger(input.seed ?? d.seed, 'seed', -(2 ** 31), 2 ** 31 - 1);
  const spreadFraction = requireNonNegative(input.spreadFraction ?? d.spreadFraction, 'spreadFraction');
  const surface = validateSurface({
    atmVolatility,
    skew: input.skew ?? d.skew,
    smile: input.smile ?? d.smile,
    termSlope: input.termSlope ?? d.termSlope,
    volFloor: input.volFloor ?? d.volFloor,
  });
  const strikes = chainStrikes(spot, input.strikesEachSide ?? d.strikesEachSide);
  const quoteDate = formatIsoDate(civilFromDayNumber(quoteDay));
  const expiries = expirationDays(quoteDay, weeklyCount);

  const contracts: OptionContract[] = [];
  for (const expiryDay of expiries) {
    const expiration = formatIsoDate(civilFromDayNumber(expiryDay));
    const timeYears = (expiryDay - quoteDay) / CALENDAR_DAYS_PER_YEAR;
    const forward = spot * Math.exp((rate - dividendYield) * timeYears);
    const atmVol = atmVolatilityAt(surface, timeYears);
    for (const strike of strikes) {
      const volatility = smileVolatility(surface, forward, strike, timeYears);
      const standardised = Math.log(strike / forward) / (atmVol * Math.sqrt(timeYears));
      const liquidity = Math.exp(-(standardised * standardised) / 8);
      for (const typeInt of [0, 1] as const) {
        const greeks = blackScholes({
          type: typeInt === 0 ? 'call' : 'put',
          spot,
          strike,
          timeYears,
          rate,
          dividendYield,
          volatility,
        });
        const { bid, ask } = quoteAroundMid(greeks.price, spreadFraction, MAX_SPREAD_OF_SPOT * spot);
        const key = [seed, expiryDay, Math.round(strike * 100), typeInt];
        contracts.push({
          strike,
          expiration,
          type_int: typeInt,
          delta: greeks.delta,
          gamma: greeks.gamma,
          vega: greeks.vega,
          theta: greeks.theta,
          volume: Math.floor((MAX_VOLUME * liquidity * (0.25 + hashUnit([...key, 1]))) / (1 + 4 * timeYears)),
          implied_volatility: volatility,
          bid,
          ask,
          open_interest: Math.floor(MAX_OPEN_INTEREST * Math.sqrt(liquidity) * (0.25 + hashUnit([...key, 2])) * Math.min(1, 0.2 + timeYears)),
          quote_date: quoteDate,
        });
      }
    }
  }
  return {
    contracts,
    underlying_spot: spot,
    expiration_dates: expiries.map((day) => formatIsoDate(civilFromDayNumber(day))),
  };
}
