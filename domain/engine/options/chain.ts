/**
 * A session's option chains (banking.md §6; spec 001 §3 chain row, §5, §9): the volatility
 * surface of one underlying on one quote date (fixed for the day or the period) and, from it and
 * the spot of the moment, the quote of any contract and the whole chain.
 *
 * - Prices are American (banking.md §6; domain/engine/options/american.ts): the mid is the American
 *   value, never below intrinsic value; greeks are the American ones, in blackScholes' units
 *   (delta, gamma per 1.00 of spot; vega per 1.00 of volatility; theta per year).
 * - Time to expiry is calendar days from the quote date / 365; the rate is the session curve's at
 *   those days (continuously compounded); the dividend yield is the underlying's.
 * - Volatility surface (domain/option-chain.ts's formula and defaults): σ(K, T) from the one-month
 *   at-the-money volatility (the underlying's realised volatility, `surfaceOf`), a gently upward
 *   term structure and an equity put skew with smile, x = ln(K/F), F = S e^{(r−q)T}.
 * - Quotes (`quoteOption`) [ours, BANKING_CONVENTIONS.optionSpread*]: with z = |ln(K/F)| / (σ √T)
 *   the standardised distance from the money, the full width is
 *     max(0.01, min(5 % × mid, 0.5 % × S) × (1 + 0.5 × min(z, 4))),
 *   bid = mid − width/2 rounded down to the cent (at least 0), ask = mid + width/2 rounded up to
 *   the cent and never below intrinsic value rounded up to the cent. So away from the money (up to
 *   4 standard deviations, flat beyond) the spread widens: relative to the mid on the
 *   out-of-the-money side, in cents on the in-the-money side; buying at the ask and exercising at
 *   once never gains; bid <= mid <= ask. At or past expiry the quote is the intrinsic value (bid
 *   rounded down, ask up).
 * - Chains (`sessionChain`): strikes are whole multiples of strikeStep(spot), ±10 steps around the
 *   spot, positive only; the standard expirations (4 weekly Fridays, then third Fridays to a year);
 *   both sides always carry an implied volatility (the surface's σ(K, T)). Volume and open interest
 *   are synthetic and deterministic (a liquidity profile in z scaled by a hash of the asset's seed,
 *   expiry, strike and side; volume also of the quote date) plus the session's own activity.
 * - Look-ahead: a surface reads nothing after its quote date (`surfaceOf` drops later closes).
 */
import type { OptionType } from '../../options';
import { chainStrikes, hashUnit, smileVolatility, standardExpirations, strikeStep, OPTION_CHAIN_DEFAULTS } from '../../option-chain';
import type { OptionChainRow } from '../../contracts/options';
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { americanOption, intrinsicValue } from './american';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;
export const OPTION_MULTIPLIER = BANKING_CONVENTIONS.optionMultiplier;

/** The chain's [ours] numbers (banking-conventions.ts holds them, one table). */
const C = {
  spreadFraction: BANKING_CONVENTIONS.optionSpreadFraction,
  maxSpreadOfSpot: BANKING_CONVENTIONS.optionMaxSpreadOfSpot,
  spreadWidening: BANKING_CONVENTIONS.optionSpreadWidening,
  spreadWideningCap: BANKING_CONVENTIONS.optionSpreadWideningCap,
  minSpread: BANKING_CONVENTIONS.optionMinSpread,
  volWindow: BANKING_CONVENTIONS.optionRealisedVolWindow,
  volMin: BANKING_CONVENTIONS.optionSurfaceVolMin,
  volMax: BANKING_CONVENTIONS.optionSurfaceVolMax,
  defaultVol: BANKING_CONVENTIONS.optionDefaultVolatility,
} as const;

/** One underlying's surface on one quote date: what the chain and every quote of that day read. */
export interface OptionSurface {
  /** ISO date the surface is for (the session's day). */
  quoteDate: string;
  /** One-month at-the-money volatility, decimal: the underlying's realised volatility up to the quote date. */
  atmVolatility: number;
  /** Continuous dividend yield, decimal. */
  dividendYield: number;
  /** The session curve of the premium currency: days → continuously compounded rate (decimal), ascending days. */
  rates: readonly { days: number; rate: number }[];
  /** Seed of the synthetic volume and open interest (the asset's id). */
  seed: number;
  /**
   * The moment quotes are for (ms). Time to expiry then runs to the expiration date's close
   * (EXPIRY_CLOSE_UTC), so an option keeps its time value through its last day in real time;
   * absent: whole calendar days from the quote date.
   */
  asOf?: number;
  /** The spot the day's strikes are listed around (the close in force when the day began); absent: the spot of the moment. */
  referenceSpot?: number;
}

/** The time of day (UTC) an option expires at on its date: the engine's daily close. */
export const EXPIRY_CLOSE_UTC = 'T21:00:00Z';

/** Days (fractional with `asOf`) from the surface's moment to an expiration's close; 0 or less once expired. */
export function daysToExpiry(surface: OptionSurface, expiration: string): number {
  if (surface.asOf === undefined) return daysBetween(surface.quoteDate, expiration);
  return (Date.parse(`${expiration}${EXPIRY_CLOSE_UTC}`) - surface.asOf) / DAY_MS;
}

/** The strikes listed on the surface's day: whole multiples of the step around its reference spot. */
export function listedStrikes(surface: OptionSurface, spot: number): { step: number; strikes: number[] } {
  const centre = surface.referenceSpot ?? spot;
  return { step: strikeStep(centre), strikes: chainStrikes(centre) };
}

export interface ContractKey {
  type: OptionType;
  strike: number;
  /** ISO date. */
  expiration: string;
}

export interface OptionQuote {
  bid: number;
  ask: number;
  mid: number;
  /** Decimal. */
  iv: number;
  delta: number;
  gamma: number;
  vega: number;
  theta: number;
  /** max(0, S − K) or max(0, K − S) at the spot. */
  intrinsic: number;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export { intrinsicValue };

/** The curve's rate at `days`, linear between points and flat beyond them. */
export function rateAt(surface: OptionSurface, days: number): number {
  const pts = surface.rates;
  if (!pts.length) return 0;
  if (days <= pts[0]!.days) return pts[0]!.rate;
  for (let i = 1; i < pts.length; i += 1) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (days <= b.days) return b.days === a.days ? b.rate : a.rate + ((b.rate - a.rate) * (days - a.days)) / (b.days - a.days);
  }
  return pts[pts.length - 1]!.rate;
}

function forwardOf(surface: OptionSurface, spot: number, days: number): number {
  const t = Math.max(days, 1) / YEAR_DAYS;
  return spot * Math.exp((rateAt(surface, days) - surface.dividendYield) * t);
}

const SMILE = {
  skew: OPTION_CHAIN_DEFAULTS.skew,
  smile: OPTION_CHAIN_DEFAULTS.smile,
  termSlope: OPTION_CHAIN_DEFAULTS.termSlope,
  volFloor: OPTION_CHAIN_DEFAULTS.volFloor,
};

/** σ(K, T) of the day's surface at `spot` (domain/option-chain.ts's smileVolatility); T at least a day. */
export function surfaceVolatility(surface: OptionSurface, spot: number, strike: number, days: number): number {
  const t = Math.max(days, 1) / YEAR_DAYS;
  return smileVolatility({ atmVolatility: surface.atmVolatility, ...SMILE }, forwardOf(surface, spot, days), strike, t);
}

// `+ 0` turns a −0 into 0.
function roundDown(v: number): number {
  return Math.floor(v * 100 + 1e-9) / 100 + 0;
}
function roundUp(v: number): number {
  return Math.ceil(v * 100 - 1e-9) / 100 + 0;
}

/** Full bid-ask width before rounding (see the module header); z is the standardised distance from the money. */
export function quoteWidth(mid: number, spot: number, z: number): number {
  const widening = 1 + C.spreadWidening * Math.min(z, C.spreadWideningCap);
  return Math.max(C.minSpread, Math.min(C.spreadFraction * mid, C.maxSpreadOfSpot * spot) * widening);
}

/** The quote of one contract at `spot` on the surface's day; at or past expiry, its intrinsic value. */
export function quoteOption(surface: OptionSurface, spot: number, key: ContractKey): OptionQuote {
  const days = daysToExpiry(surface, key.expiration);
  const intrinsic = intrinsicValue(key.type, key.strike, spot);
  if (days <= 0) {
    const sign = key.type === 'call' ? 1 : -1;
    const delta = intrinsic > 0 ? sign : 0;
    return { bid: roundDown(intrinsic), ask: roundUp(intrinsic), mid: intrinsic, iv: 0, delta, gamma: 0, vega: 0, theta: 0, intrinsic };
  }
  const t = days / YEAR_DAYS;
  const iv = surfaceVolatility(surface, spot, key.strike, days);
  const rate = rateAt(surface, days);
  const g = americanOption({ type: key.type, spot, strike: key.strike, timeYears: t, rate, dividendYield: surface.dividendYield, volatility: iv });
  const mid = Math.max(g.price, intrinsic);
  const z = Math.abs(Math.log(key.strike / forwardOf(surface, spot, days))) / (iv * Math.sqrt(t));
  const half = quoteWidth(mid, spot, z) / 2;
  const bid = Math.max(0, roundDown(mid - half));
  const ask = Math.max(roundUp(mid + half), roundUp(intrinsic));
  return { bid, ask, mid, iv, delta: g.delta, gamma: g.gamma, vega: g.vega, theta: g.theta, intrinsic };
}

export interface SessionChain {
  rows: OptionChainRow[];
  expiration_dates: string[];
  expiration_days: number[];
  strike_step: number;
  atm_strike: number;
  /** The one-month ATM volatility of the surface (decimal). */
  atm_iv: number;
}

/** Contracts open and traded in the session, added to the synthetic volume and open interest. */
export type SessionActivity = ReadonlyMap<string, { volume: number; open_interest: number }>;

export function activityKey(key: ContractKey): string {
  return `${key.expiration}|${key.type}|${key.strike}`;
}


const MAX_VOLUME = 5000;
const MAX_OPEN_INTEREST = 50_000;

/** Every strike × expiration × side of the day at `spot`, sorted by expiration, strike, call first. */
export function sessionChain(surface: OptionSurface, spot: number, activity: SessionActivity = new Map()): SessionChain {
  const { step, strikes } = listedStrikes(surface, spot);
  const expirations = standardExpirations(surface.quoteDate);
  const quoteDay = Math.round(Date.parse(`${surface.quoteDate}T00:00:00Z`) / DAY_MS);
  const rows: OptionChainRow[] = [];
  for (const expiration of expirations) {
    const days = daysToExpiry(surface, expiration);
    const t = days / YEAR_DAYS;
    const forward = forwardOf(surface, spot, days);
    const atmVol = surfaceVolatility(surface, spot, forward, days);
    // Whole calendar days: the synthetic volume and open interest stay put through a real-time day.
    const expiryDay = quoteDay + daysBetween(surface.quoteDate, expiration);
    for (const strike of strikes) {
      const z = Math.log(strike / forward) / (atmVol * Math.sqrt(t));
      const liquidity = Math.exp(-(z * z) / 8);
      for (const typeInt of [0, 1] as const) {
        const type: OptionType = typeInt === 0 ? 'call' : 'put';
        const q = quoteOption(surface, spot, { type, strike, expiration });
        const a = activity.get(activityKey({ type, strike, expiration }));
        const key = [surface.seed, expiryDay, Math.round(strike * 100), typeInt];
        const volume = Math.floor((MAX_VOLUME * liquidity * (0.25 + hashUnit([...key, quoteDay, 1]))) / (1 + 4 * t));
        const openInterest = Math.floor(MAX_OPEN_INTEREST * Math.sqrt(liquidity) * (0.25 + hashUnit([...key, 2])) * Math.min(1, 0.2 + t));
        rows.push({
          strike,
          expiration,
          type_int: typeInt,
          delta: q.delta,
          gamma: q.gamma,
          vega: q.vega,
          theta: q.theta,
          volume: volume + (a?.volume ?? 0),
          implied_volatility: q.iv,
          bid: q.bid,
          ask: q.ask,
          open_interest: openInterest + (a?.open_interest ?? 0),
          quote_date: surface.quoteDate,
        });
      }
    }
  }
  let atmStrike = strikes[0] ?? step;
  for (const k of strikes) if (Math.abs(k - spot) < Math.abs(atmStrike - spot)) atmStrike = k;
  return {
    rows,
    expiration_dates: expirations,
    expiration_days: expirations.map((e) => daysBetween(surface.quoteDate, e)),
    strike_step: step,
    atm_strike: atmStrike,
    atm_iv: atmVolatilityOneMonth(surface, spot),
  };
}

/** The one-month at-the-money implied volatility (decimal): σ at K = F, T = 30 days. */
export function atmVolatilityOneMonth(surface: OptionSurface, spot: number): number {
  return surfaceVolatility(surface, spot, forwardOf(surface, spot, 30), 30);
}

/** The underlying's realised volatility from daily closes (annualised, 252 days), or null with fewer than three. */
export function realisedVolatility(closes: readonly number[]): number | null {
  if (closes.length < 3) return null;
  const r = closes.slice(1).map((c, k) => Math.log(c / closes[k]!));
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const variance = r.reduce((a, x) => a + (x - mean) ** 2, 0) / (r.length - 1);
  return Math.sqrt(variance * 252);
}

/** A daily close, bare (already cut at the quote date) or dated (closes after the quote date are dropped). */
export type DailyClose = number | { date: string; close: number };

export interface SurfaceInput {
  /** ISO date of the surface. */
  quoteDate: string;
  /** Daily closes of the underlying up to and including the quote date, oldest first. */
  closes: readonly DailyClose[];
  dividendYield: number;
  /** The session curve of the premium currency (days → continuously compounded rate, decimal). */
  rates: readonly { days: number; rate: number }[];
  /** The option asset's id. */
  seed: number;
  /** Used with fewer than three closes (e.g. the instrument's stored volatility, decimal). */
  defaultVolatility?: number | null;
}

/**
 * The day's surface: atmVolatility = realised volatility of the last `optionRealisedVolWindow`
 * daily returns up to the quote date (the default with fewer than three usable closes or a flat
 * series: missing data), clamped to
 * [optionSurfaceVolMin, optionSurfaceVolMax]. Nothing dated after the quote date is read.
 */
export function surfaceOf(input: SurfaceInput): OptionSurface {
  const closes: number[] = [];
  for (const c of input.closes) {
    if (typeof c === 'number') closes.push(c);
    else if (c.date <= input.quoteDate) closes.push(c.close);
  }
  const usable = closes.filter((c) => Number.isFinite(c) && c > 0).slice(-(C.volWindow + 1));
  const fallback = input.defaultVolatility != null && Number.isFinite(input.defaultVolatility) && input.defaultVolatility > 0 ? input.defaultVolatility : C.defaultVol;
  const realised = realisedVolatility(usable);
  const vol = realised !== null && Number.isFinite(realised) && realised > 0 ? realised : fallback;
  const rates = [...input.rates].filter((p) => Number.isFinite(p.days) && Number.isFinite(p.rate)).sort((a, b) => a.days - b.days);
  return {
    quoteDate: input.quoteDate,
    atmVolatility: Math.min(C.volMax, Math.max(C.volMin, vol)),
    dividendYield: Number.isFinite(input.dividendYield) ? input.dividendYield : 0,
    rates,
    seed: input.seed,
  };
}
