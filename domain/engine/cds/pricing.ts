/**
 * CDS pricing, the part the valuation needs (banking.md §3): the risky duration RPV01, the
 * mark-to-market of a contract at the close side of the spread, the sides a contract opens and
 * closes at, basis points, the time left. Kept apart from the rules so that the books' valuation
 * (which the web client shares) stays small.
 *
 * Spreads are decimals (0.0120 = 120 bp). Amounts are signed notional: + bought protection,
 * − sold protection.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';

const DAY_MS = 86_400_000;

export interface Side {
  bid: number;
  ask: number;
}

/** A spread shown in basis points (spec 001 §9): 0.0120 → 120. */
export function toBasisPoints(rate: number): number {
  return rate * 10_000;
}

/**
 * Risky duration (banking.md §3, [mkt S5]): (1 − e^{−(r + λ)T}) / (r + λ) with the hazard rate
 * λ = s / (1 − R). T in years (ACT/365F), r and s decimals. 0 at and after maturity; T when
 * r + λ is 0 (the limit).
 */
export function rpv01(yearsLeft: number, spread: number, rate: number, recovery: number = BANKING_CONVENTIONS.cdsRecoveryRate): number {
  if (!(yearsLeft > 0)) return 0;
  const k = rate + spread / (1 - recovery);
  if (Math.abs(k) < 1e-12) return yearsLeft;
  return (1 - Math.exp(-k * yearsLeft)) / k;
}

/** Buyers of protection open at the ask, sellers at the bid. */
export function openSide(amount: number, quote: Side): number {
  return amount > 0 ? quote.ask : quote.bid;
}

/** The side a contract is marked at: a buyer would sell protection back at the bid, a seller buy it at the ask. */
export function closeSide(amount: number, quote: Side): number {
  return amount > 0 ? quote.bid : quote.ask;
}

/** MTM = (sClose − openRate) × RPV01(T, sClose) × amount, in the contract's currency (unrounded). */
export function cdsMtm(amount: number, openRate: number, sClose: number, riskyDuration: number): number {
  return (sClose - openRate) * riskyDuration * amount;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Actual days from `from` to `to` (ISO dates), negative when `to` is earlier. */
export function actualDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Years from the session's day at `now` to the maturity date, ACT/365F (0 on and after it). */
export function yearsLeft(now: number, maturity: string): number {
  return Math.max(0, actualDays(isoDay(now), maturity)) / BANKING_CONVENTIONS.cdsMtmYearDays;
}
