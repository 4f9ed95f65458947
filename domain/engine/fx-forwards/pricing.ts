/**
 * FX forward pricing, the part the valuation needs (banking.md §1): outright bid and ask for the
 * residual tenor from spot and swap points, the open and close sides, PnL, days left. Kept apart
 * from the rest of the rules so that the books' valuation (which the web client shares) stays small.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { roundHalfEven } from '../../money';

const DAY_MS = 86_400_000;

export interface Side {
  bid: number;
  ask: number;
}

/** pipFactor: 10,000 for 4-decimal pairs, 100 for 2-decimal (JPY) pairs. */
export function pipFactor(decimals: number): number {
  return 10 ** decimals;
}

/** Swap points of a quoted outright against its spot, in pips (unrounded). */
export function swapPoints(spot: Side, outright: Side, decimals: number): Side {
  const f = pipFactor(decimals);
  return { bid: (outright.bid - spot.bid) * f, ask: (outright.ask - spot.ask) * f };
}

/**
 * Outright bid and ask with `daysLeft` of the standard tenor `tenorDays` the points are quoted
 * for: points × min(1, daysLeft / tenorDays) (linear in time, zero at maturity), added to spot
 * and rounded half to even to the pair's decimals.
 */
export function outrightAt(input: { spot: Side; points: Side; decimals: number; daysLeft: number; tenorDays: number }): Side {
  const { spot, points, decimals } = input;
  const scale = residualScale(input.daysLeft, input.tenorDays);
  const f = pipFactor(decimals);
  return {
    bid: roundHalfEven(spot.bid + (points.bid * scale) / f, decimals),
    ask: roundHalfEven(spot.ask + (points.ask * scale) / f, decimals),
  };
}

/** The share of the standard tenor's points left with `daysLeft` days to maturity. */
export function residualScale(daysLeft: number, tenorDays: number): number {
  if (!(tenorDays > 0) || daysLeft <= 0) return 0;
  return Math.min(BANKING_CONVENTIONS.forwardMaxPointsScale, daysLeft / tenorDays);
}

/** Buys (amount > 0) open at the ask outright, sells at the bid. */
export function openPrice(amount: number, outright: Side): number {
  return amount > 0 ? outright.ask : outright.bid;
}

/** The side a contract would close at now: a long sells base at the bid, a short buys at the ask. */
export function closeSide(amount: number, outright: Side): number {
  return amount > 0 ? outright.bid : outright.ask;
}

/** amount × (price − openPrice), in VAR major units (unrounded; bookings round once). */
export function pnlVar(amount: number, openPriceValue: number, price: number): number {
  return amount * (price - openPriceValue);
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Actual calendar days from the session's day at `now` to the maturity date (0 on and after it). */
export function daysLeft(now: number, maturity: string): number {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
  return Math.max(0, Math.round((Date.parse(`${maturity}T00:00:00Z`) - today) / DAY_MS));
}

