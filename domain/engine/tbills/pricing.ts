/**
 * T-bill pricing (banking.md §4), the part the valuation needs: the discount price of a bill,
 * the currency's curve (the yields wk4 … wk52 read as discount rates, linear in the days left),
 * the bid and ask of a bill from it, the face amount's cost or value in minor units (exact,
 * one half-even rounding), and the dates. Kept apart from the contract rules so that the books'
 * valuation (which the web client shares) stays small.
 *
 * Rates here are in percent (5.25 = 5.25 %), as the guide's bill formulas take them; prices are
 * percent of face, kept to 6 decimals.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { minorUnits, roundHalfEven } from '../../money';

const DAY_MS = 86_400_000;

export interface BillSide {
  bid: number;
  ask: number;
}

/** A curve point: days to maturity and the discount rate in percent. */
export interface CurvePoint {
  days: number;
  rate: number;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Actual days from `from` to `to` (ISO dates), negative when `to` is earlier. */
export function actualDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(isoDate: string, days: number): string {
  return isoDay(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS);
}

/** A date on a Saturday or Sunday moves to the Monday after. */
export function rollWeekend(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, day === 6 ? 2 : day === 0 ? 1 : 0);
}

/**
 * price(d, days) = 100 − d × days / 360, d in percent, rounded half-even to 6 decimals; 100 at
 * and after maturity. A negative rate gives a price above 100.
 */
export function billPrice(ratePct: number, days: number): number {
  if (days <= 0) return 100;
  return roundHalfEven(100 - (ratePct * days) / BANKING_CONVENTIONS.tbillDiscountDayBasis, BANKING_CONVENTIONS.tbillPriceDecimals);
}

/** The discount rate (percent) the curve gives at `days`: linear between its points, flat beyond its ends. */
export function curveRate(points: readonly CurvePoint[], days: number): number | null {
  if (!points.length) return null;
  const sorted = [...points].sort((a, b) => a.days - b.days);
  if (days <= sorted[0]!.days) return sorted[0]!.rate;
  const last = sorted[sorted.length - 1]!;
  if (days >= last.days) return last.rate;
  for (let k = 1; k < sorted.length; k++) {
    const a = sorted[k - 1]!;
    const b = sorted[k]!;
    if (days <= b.days) return a.rate + ((b.rate - a.rate) * (days - a.days)) / (b.days - a.days);
  }
  return last.rate;
}

/** Bid and ask of a bill with `days` left at discount rate d (percent): price(d + spread), price(d − spread); 100 / 100 at 0 days. */
export function billQuote(ratePct: number, days: number): BillSide {
  const s = BANKING_CONVENTIONS.tbillQuoteSpreadPct;
  return { bid: billPrice(ratePct + s, days), ask: billPrice(ratePct - s, days) };
}

/**
 * amount × price / 100 in minor units of `currency`, exact: the price is taken as stored (6
 * decimals) and the product rounded once, half to even.
 */
export function faceValueMinor(amount: number, price: number, currency: string): number {
  const micro = BigInt(Math.round(price * 1_000_000));
  const numerator = BigInt(amount) * micro * 10n ** BigInt(minorUnits(currency));
  const denominator = 100_000_000n; // 100 (percent) × 10^6 (the price's decimals)
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r = n % denominator;
  if (r * 2n > denominator || (r * 2n === denominator && q % 2n === 1n)) q += 1n;
  return Number(negative ? -q : q) || 0;
}

/** Days from the session's day at `now` to the maturity (negative after it). */
export function daysLeft(now: number, maturity: string): number {
  return actualDays(isoDay(now), maturity);
}
