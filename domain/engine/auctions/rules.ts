/**
 * Central-bank T-bill auctions, the pure rules (banking.md §7; spec 000 §2 Central Bank tab, §5,
 * §9 "Auctions"): the tenors and units, the series code, the derived maturity, the initial ask
 * (rounded half-even to 6 decimals and used as stored), the discounted value of a bid, the
 * trainer's details check ('Invalid Details'), and the fixed-rate tender's allotment: in full
 * when undersubscribed, else pro rata in exact integer arithmetic with the leftover units one
 * each by largest remainder, ties to the earliest bid.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { roundHalfEven } from '../../money';
import { invalid } from '../../refusal';
import { actualDays, addDays } from '../tbills/pricing';

export const AUCTION_MESSAGES = {
  invalidDetails: 'Invalid Details',
  notFound: 'An error occurred. Please refresh the page and try again.',
  noOffers: 'No submitted offers yet.',
  concluded: 'Auction has concluded',
  alreadyBid: 'You have already placed a bid on this auction.',
  bidValue: 'The bid must be a whole face amount of at least 1',
  aboveCash: 'The bid is above your available cash in the auction currency',
  notAuctions: 'Auctions are only run in historical sessions with auctions on',
  newAuction: 'The Central Bank just launched a new auction!',
  newOffer: 'New offer received!',
} as const;

/** The auction tenors (spec 000 §9): code 0 … 4, label and days. */
export const AUCTION_TENORS = [
  { code: 0, label: '4WK', days: 28 },
  { code: 1, label: '8WK', days: 56 },
  { code: 2, label: '13WK', days: 91 },
  { code: 3, label: '26WK', days: 182 },
  { code: 4, label: '52WK', days: 364 },
] as const;

/** bid_unit 0 Million, 1 Billion, 2 Trillion. */
export const AUCTION_UNITS = [
  { code: 0, label: 'Million', letter: 'M', factor: 1_000_000 },
  { code: 1, label: 'Billion', letter: 'B', factor: 1_000_000_000 },
  { code: 2, label: 'Trillion', letter: 'T', factor: 1_000_000_000_000 },
] as const;

export function tenorOf(code: number) {
  const t = AUCTION_TENORS[code];
  if (!t) throw invalid(AUCTION_MESSAGES.invalidDetails);
  return t;
}

/** total = bid_value_no_units × unit. */
export function auctionTotal(noUnits: number, unit: number): number {
  const u = AUCTION_UNITS[unit];
  if (!u) throw invalid(AUCTION_MESSAGES.invalidDetails);
  return noUnits * u.factor;
}

/** 'TB-' + the currency's first two letters + tenor + value + unit letter + session id: 'TB-US13WK80M42'. */
export function auctionSeries(currency: string, tenor: number, noUnits: number, unit: number, sessionId: number): string {
  return `TB-${currency.slice(0, 2).toUpperCase()}${tenorOf(tenor).label}${noUnits}${AUCTION_UNITS[unit]?.letter ?? 'M'}${sessionId}`;
}

/** The derived maturity: the current date minus one day plus the tenor's days (spec 000 §9). */
export function auctionMaturity(currentDate: string, tenor: number): string {
  return addDays(currentDate, tenorOf(tenor).days - 1);
}

/** initial_ask = round_half_even(100 − rate × days / 360, 6), rate in percent, days from issue to the stored maturity. */
export function initialAsk(ratePct: number, days: number): number {
  return roundHalfEven(100 - (ratePct * days) / BANKING_CONVENTIONS.tbillDiscountDayBasis, BANKING_CONVENTIONS.tbillPriceDecimals);
}

/** discountedValue(bid) = bid / 100 × initial_ask (the bid is a face amount). */
export function discountedValue(bid: number, ask: number): number {
  return (bid / 100) * ask;
}

export interface AuctionDetails {
  tenor: number;
  maturity_date: string;
  bid_value_no_units: number;
  bid_unit: number;
  rate: number;
  rate_difference_from_historical_rate: number;
}

/**
 * The trainer's details (spec 000 §5 "Auction creation"): a known tenor and unit, a total of at
 * least 1, a maturity after the issue date within the tenor, and a rate within the day's
 * historical rate ± 0.5 (percent) at a step of 0.001. Otherwise 'Invalid Details'.
 */
export function checkAuctionDetails(d: AuctionDetails, issueDate: string, historicalRate: number | null): { days: number; total: number } {
  const bad = () => invalid(AUCTION_MESSAGES.invalidDetails);
  const tenor = tenorOf(d.tenor);
  if (!Number.isFinite(d.bid_value_no_units) || d.bid_value_no_units <= 0) throw bad();
  const total = auctionTotal(d.bid_value_no_units, d.bid_unit);
  if (!Number.isSafeInteger(total) || total < 1) throw bad();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.maturity_date) || Number.isNaN(Date.parse(d.maturity_date))) throw bad();
  const days = actualDays(issueDate, d.maturity_date);
  if (days < 1 || days > tenor.days + BANKING_CONVENTIONS.auctionMaturitySlackDays) throw bad();
  if (historicalRate === null || !Number.isFinite(d.rate)) throw bad();
  const band = BANKING_CONVENTIONS.auctionRateBand;
  const step = BANKING_CONVENTIONS.auctionRateStep;
  if (Math.abs(d.rate - historicalRate) > band + 1e-9) throw bad();
  const steps = d.rate_difference_from_historical_rate / step;
  if (Math.abs(d.rate_difference_from_historical_rate) > band + 1e-9 || Math.abs(steps - Math.round(steps)) > 1e-6) throw bad();
  if (initialAsk(d.rate, days) <= 0) throw bad();
  return { days, total };
}

export interface Bid {
  /** Who bid (any key); bids are given in the order they were placed. */
  player: number;
  bid: number;
}

/**
 * The fixed-rate tender's allotment: each bid in full when Σ bids ≤ total, else
 * allot_i = (bid_i × total) div Σ bids in exact integers, the leftover units one each to the
 * largest remainders (bid_i × total) mod Σ bids, ties to the earliest bid. In the bids' order.
 */
export function allot(total: number, bids: readonly Bid[]): number[] {
  const sum = bids.reduce((s, b) => s + BigInt(b.bid), 0n);
  if (sum === 0n) return bids.map(() => 0);
  const T = BigInt(total);
  if (sum <= T) return bids.map((b) => b.bid);
  const shares = bids.map((b, index) => {
    const scaled = BigInt(b.bid) * T;
    return { index, q: scaled / sum, r: scaled % sum };
  });
  let left = T - shares.reduce((s, x) => s + x.q, 0n);
  const order = [...shares].sort((a, b) => (a.r === b.r ? a.index - b.index : a.r > b.r ? -1 : 1));
  for (const s of order) {
    if (left <= 0n) break;
    s.q += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.q));
}
