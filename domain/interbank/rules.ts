/**
 * The interbank market's pure rules (banking.md §9; spec 001 §5, §9; 002 §4): a bank asks
 * chosen banks for a quote on an amount (an RFQ), each answers with a bid and an ask in percent,
 * and the asker hits one quote as Lend or Borrow (or answers Nothing). Money-market quoting: the
 * responder borrows at its bid and lends at its ask, so the requester lends at the bid and
 * borrows at the ask. A deal runs one period and pays amount × rate × days / basis(ccy) at
 * maturity, in the session's reporting currency. Kept small: the web client shares these lines
 * (the Interbank Requests modal's bounds, remaining limit and interest preview).
 */
import { BANKING_CONVENTIONS } from '../banking-conventions';
import { moneyMarketBasis } from '../fx-forwards';
import { fromMinor, roundHalfEven, toMinor } from '../money';
import { invalid } from '../refusal';

const C = BANKING_CONVENTIONS;

/** What the requester does with a quote (spec 001 §7 hit RFQ response `type`). */
export type HitType = 'lend' | 'borrow' | 'nothing';

/** The texts of the interbank refusals (the spec has none; ours, in one place). */
export const INTERBANK_MESSAGES = {
  noClientMoney: 'The interbank market is open only in sessions with client money',
  activeRequest: 'You already have an active RFQ: cancel it or wait for it to close before sending another',
  amount: `The amount must be a multiple of ${C.interbankAmountStep.toLocaleString('en-US')} between ${C.interbankAmountStep.toLocaleString('en-US')} and ${C.interbankLimit.toLocaleString('en-US')}`,
  noBanks: 'Select at least one bank',
  quoteItself: 'A bank cannot quote itself',
  unknownBank: 'Unknown bank: select banks of this session',
  requestNotFound: 'RFQ not found',
  responseNotFound: 'RFQ response not found',
  inactive: 'This RFQ is no longer active',
  locked: 'This quote is already locked in',
  notWaitingHit: 'Only a quote waiting for a hit can be hit',
  rate: `Bid and ask must be rates in percent between ${C.interbankMinRatePct} and ${C.interbankMaxRatePct}`,
  askBelowBid: 'The ask must be at least the bid',
  hitType: "The answer must be 'lend', 'borrow' or 'nothing'",
  ownCash: 'Your free cash does not cover the amount',
  otherCash: (name: string) => `${name}'s free cash does not cover the amount`,
  ownLimit: `The deal would take your interbank amount past the limit of ${C.interbankLimit.toLocaleString('en-US')}`,
  otherLimit: (name: string) => `The deal would take ${name}'s interbank amount past the limit of ${C.interbankLimit.toLocaleString('en-US')}`,
} as const;

/** The RFQ amount: a whole multiple of the step, from one step up to the limit (major units of the reporting currency). */
export function checkRfqAmount(amount: unknown): number {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < C.interbankAmountStep || n > C.interbankLimit || n % C.interbankAmountStep !== 0) {
    throw invalid(INTERBANK_MESSAGES.amount, { min: C.interbankAmountStep, max: C.interbankLimit, step: C.interbankAmountStep });
  }
  return n;
}

/** A quoted rate in percent, rounded half-even to the conventions' decimals; refused when not a number or out of bounds. */
export function checkRatePct(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < C.interbankMinRatePct || n > C.interbankMaxRatePct) {
    throw invalid(INTERBANK_MESSAGES.rate, { min: C.interbankMinRatePct, max: C.interbankMaxRatePct });
  }
  return roundHalfEven(n, C.interbankRateDecimals);
}

/** A quote: bid and ask in percent, ask ≥ bid [ours]. */
export function checkQuote(bid: unknown, ask: unknown): { bid: number; ask: number } {
  const b = checkRatePct(bid);
  const a = checkRatePct(ask);
  if (a < b) throw invalid(INTERBANK_MESSAGES.askBelowBid, { bid: b, ask: a });
  return { bid: b, ask: a };
}

/**
 * The rate of a hit, in percent, and who lends: the requester lends at the responder's bid and
 * borrows at its ask (the responder borrows at its bid, lends at its ask).
 */
export function hitTerms(type: 'lend' | 'borrow', quote: { bid: number; ask: number }): { ratePct: number; requesterLends: boolean } {
  return type === 'lend' ? { ratePct: quote.bid, requesterLends: true } : { ratePct: quote.ask, requesterLends: false };
}

/** amount × rate × days / basis(ccy), major units, unrounded (rate a decimal). */
export function interbankInterest(amount: number, rate: number, days: number, currency: string): number {
  return (amount * rate * days) / moneyMarketBasis(currency);
}

/** The interest a deal pays, minor units: rounded once, half to even, when booked. */
export function interbankInterestMinor(principalMinor: number, rate: number, days: number, currency: string): number {
  return toMinor(interbankInterest(fromMinor(principalMinor, currency), rate, days, currency), currency);
}

/** Remaining interbank limit: the limit less |interbank amount| (spec 001 §9), never below 0. */
export function remainingInterbankLimit(interbankAmount: number): number {
  return Math.max(0, C.interbankLimit - Math.abs(interbankAmount));
}

/** Whether a signed interbank amount (+ lent, − borrowed) is within the limit. */
export function withinInterbankLimit(interbankAmount: number): boolean {
  return Math.abs(interbankAmount) <= C.interbankLimit;
}
