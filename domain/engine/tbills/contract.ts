/**
 * T-bill contracts on a player's books (banking.md §4; spec 001 §2 "TBill Contract", §3 blotter,
 * §4 "TBill contract", §5): a face amount bought at the ask ('tbill_purchase', one half-even
 * rounding), valued at the bid, sold before term at the bid after 'Sell TBill before term?'
 * ('tbill_sale', close type 'Sold before term') or redeemed at par at the first step on or after
 * its maturity ('tbill_redemption', 'Held to maturity'). Buy only (no short); refused when the
 * bill has matured or matures today. The house takes the other side, except an auction's
 * allotment (engine/auctions), where the central bank sells the bill at its initial ask.
 */
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH, RATIONALE_REQUIRED } from '../../constants';
import { RiskApproach } from '../../enums';
import { fromMinor } from '../../money';
import { conflict, invalid, notFound } from '../../refusal';
import { familyBook, familyBookOrInit, freeCashMinor, type PlayerBook } from '../../trading/book';
import { dealDone } from '../deals';
import { walletsEvent } from '../events';
import type { Change, EngineEvent, EngineResult, PlayerState } from '../types';
import { markTBill, TBillMarket } from './mark';
import { daysLeft, faceValueMinor, isoDay } from './pricing';

export { markTBill, TBillMarket, tbillsValue } from './mark';

export const TBILL_MESSAGES = {
  notBill: 'Could not retrieve financial instrument!',
  noPrice: 'Could not retrieve price!',
  short: 'Short selling T-bills is not allowed.',
  amount: 'The amount must be a positive whole face amount',
  tooLarge: 'The amount is too large',
  matured: 'This T-bill has matured or matures today.',
  insufficientFunds: 'Insufficient funds',
  notFound: 'TBill contract not found',
  closed: 'This TBill contract is already closed',
  interplayer: 'Only the face amount other players sold back of this bill can be bought',
  rationale: RATIONALE_REQUIRED,
} as const;

export const TBILL_TENOR_LABELS = ['4WK', '8WK', '13WK', '26WK', '52WK', '2YR', '3YR', '5YR', '7YR', '10YR', '30YR'] as const;
/** Days of the bill tenors 4WK … 52WK (spec 000 §9). */
export const TBILL_TENOR_DAYS = [28, 56, 91, 182, 364] as const;

/** A sanity bound on one contract's face amount. */
const MAX_FACE = 1_000_000_000_000;

export type TBillCloseType = 'Sold before term' | 'Held to maturity';

export interface TBillContract {
  id: number;
  player_id: number;
  person_id: number | null;
  /** The bill: the market's ric ('USTB13WK=') or an auction's series ('TB-US13WK80M42'). */
  ric: string;
  /** What the lists show as the bill's name or series. */
  series: string;
  /** Tenor code (0 = 4WK … 4 = 52WK). */
  tenor: number;
  currency: string;
  /** Face amount. */
  amount: number;
  /** Percent of face, 6 decimals: the ask paid, or an auction's initial ask. */
  open_price: number;
  /** What was paid, minor units of `currency`. */
  cost: number;
  opened_at: number;
  open_date: string;
  maturity_date: string;
  /** The auction that issued it, when won at one. */
  auction_id: number | null;
  /** 0 active, 1 closed (sold or redeemed). */
  status: 0 | 1;
  close_price: number | null;
  close_type: TBillCloseType | null;
  /** What the sale or redemption paid, minor units. */
  proceeds: number | null;
  closed_at: number | null;
  /** (proceeds − cost) at the close's rate, reporting currency; 0 while open. */
  realized_reporting: number;
  investment_rationale: string | null;
}

/** A bill a player may buy: the market's (maturity = today + its tenor) or an auction's issue. */
export interface BillTerms {
  ric: string;
  series: string;
  tenor: number;
  currency: string;
  maturity_date: string;
  auction_id: number | null;
}

/** A player's T-bills: the open contracts by id (sold and redeemed ones live only in storage), and Σ closed bills' realised PnL (sale or redemption against the cost), reporting currency at each close's rate. */
export interface TBillBook {
  open: Map<number, TBillContract>;
  realized: number;
}

declare module '../../trading/book' {
  interface FamilyBooks {
    tbills: TBillBook;
  }
}

declare module '../types' {
  interface FamilyChanges {
    /** A T-bill contract bought, won at an auction, sold or redeemed. */
    tbill: { kind: 'tbill'; player_id: number; contract: TBillContract };
  }
}

/** The player's T-bills book, made empty when they have none yet. */
export function tbillBook(book: PlayerBook): TBillBook {
  return familyBookOrInit(book, 'tbills', () => ({ open: new Map(), realized: 0 }));
}

export function openTBills(player: PlayerState): TBillContract[] {
  return [...(familyBook(player.book, 'tbills')?.open.values() ?? [])].sort((a, b) => a.id - b.id);
}

export function findOpenTBill(player: PlayerState, contractId: number): TBillContract {
  const c = familyBook(player.book, 'tbills')?.open.get(contractId);
  if (!c) throw notFound(TBILL_MESSAGES.notFound, { contract_id: contractId });
  return c;
}

/** A positive whole face amount (a negative one is a short, refused with its own text). */
export function checkFaceAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw invalid(TBILL_MESSAGES.amount);
  if (amount < 0) throw invalid(TBILL_MESSAGES.short);
  if (amount === 0 || !Number.isInteger(amount)) throw invalid(TBILL_MESSAGES.amount);
  if (amount > MAX_FACE) throw invalid(TBILL_MESSAGES.tooLarge, { maximum: MAX_FACE });
  return amount;
}

/** Books `minor` units on the player's wallet of `currency` under `reason`; the changes. */
export function bookCash(player: PlayerState, currency: string, minor: number, reason: 'tbill_purchase' | 'tbill_sale' | 'tbill_redemption' | 'auction_allotment', at: number, changes: Change[]): void {
  if (minor === 0) return;
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance + minor };
  player.book.wallets.set(currency, next);
  changes.push({ kind: 'ledger', player_id: player.id, entry: { currency, amount: minor, reason, orderId: null }, at });
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next });
}

export interface OpenTBillInput {
  bill: BillTerms;
  amount: unknown;
  investmentRationale: string | null;
  personId: number | null;
  /** An auction's bill: the face other players sold back, the most that can be bought (null: the market's bill). */
  available: number | null;
}

/** Buys a bill at the ask: −cost 'tbill_purchase', a contract at the ask. */
export function openTBill(tm: TBillMarket, player: PlayerState, input: OpenTBillInput, context: { id: number }): EngineResult<TBillContract> {
  const amount = checkFaceAmount(input.amount);
  if (tm.state.settings.require_investment_rationale) {
    const length = (input.investmentRationale ?? '').trim().length;
    if (length < RATIONALE_MIN_LENGTH || length > RATIONALE_MAX_LENGTH) throw invalid(TBILL_MESSAGES.rationale, { min: RATIONALE_MIN_LENGTH, max: RATIONALE_MAX_LENGTH });
  }
  const bill = input.bill;
  const now = tm.now();
  if (daysLeft(now, bill.maturity_date) <= 0) throw invalid(TBILL_MESSAGES.matured);
  if (input.available !== null && amount > input.available) throw invalid(TBILL_MESSAGES.interplayer, { available: input.available });
  const quote = tm.quote(bill.currency, bill.maturity_date);
  if (!quote) throw conflict(TBILL_MESSAGES.noPrice);
  const cost = faceValueMinor(amount, quote.ask, bill.currency);
  const wallet = player.book.wallets.get(bill.currency);
  // Cash approach: the cost must be free cash; the risk-weighted approach finances it (wallets may go negative).
  if (tm.state.settings.risk_approach === RiskApproach.Cash && cost > freeCashMinor(wallet)) {
    throw invalid(TBILL_MESSAGES.insufficientFunds, { cost: fromMinor(cost, bill.currency), free_cash: fromMinor(freeCashMinor(wallet), bill.currency) });
  }
  const changes: Change[] = [];
  bookCash(player, bill.currency, -cost, 'tbill_purchase', now, changes);
  const contract = newContract(player, bill, amount, quote.ask, cost, now, context.id, input.personId, input.investmentRationale);
  tbillBook(player.book).open.set(contract.id, contract);
  changes.push({ kind: 'tbill', player_id: player.id, contract }, dealDone(player));
  return { value: contract, changes, events: [walletsEvent(player)] };
}

/** A contract at `price` for `amount` of the bill (open, nothing booked here). */
export function newContract(player: PlayerState, bill: BillTerms, amount: number, price: number, cost: number, now: number, id: number, personId: number | null, rationale: string | null): TBillContract {
  return {
    id,
    player_id: player.id,
    person_id: personId,
    ric: bill.ric,
    series: bill.series,
    tenor: bill.tenor,
    currency: bill.currency,
    amount,
    open_price: price,
    cost,
    opened_at: now,
    open_date: isoDay(now),
    maturity_date: bill.maturity_date,
    auction_id: bill.auction_id,
    status: 0,
    close_price: null,
    close_type: null,
    proceeds: null,
    closed_at: null,
    realized_reporting: 0,
    investment_rationale: rationale,
  };
}

/** Puts a contract won at an auction on the player's books (the allotment's cash is booked by the auction). */
export function holdTBill(player: PlayerState, contract: TBillContract): Change {
  tbillBook(player.book).open.set(contract.id, contract);
  return { kind: 'tbill', player_id: player.id, contract };
}

function close(tm: TBillMarket, player: PlayerState, c: TBillContract, price: number, type: TBillCloseType, reason: 'tbill_sale' | 'tbill_redemption', changes: Change[]): TBillContract {
  const now = tm.now();
  const proceeds = faceValueMinor(c.amount, price, c.currency);
  bookCash(player, c.currency, proceeds, reason, now, changes);
  const realized = fromMinor(proceeds - c.cost, c.currency) * tm.fxToReporting(c.currency);
  const book = tbillBook(player.book);
  book.realized += realized;
  const next: TBillContract = { ...c, status: 1, close_price: price, close_type: type, proceeds, closed_at: now, realized_reporting: realized };
  book.open.delete(c.id);
  changes.push({ kind: 'tbill', player_id: player.id, contract: next });
  return next;
}

/** Sells a bill before term at the bid ('tbill_sale'); refused once it has matured or matures today (it is redeemed). */
export function sellTBill(tm: TBillMarket, player: PlayerState, contractId: number): EngineResult<TBillContract> {
  const c = familyBook(player.book, 'tbills')?.open.get(contractId);
  if (!c) throw notFound(TBILL_MESSAGES.notFound, { contract_id: contractId });
  if (daysLeft(tm.now(), c.maturity_date) <= 0) throw invalid(TBILL_MESSAGES.matured);
  const quote = tm.quote(c.currency, c.maturity_date);
  if (!quote) throw conflict(TBILL_MESSAGES.noPrice);
  const changes: Change[] = [];
  const next = close(tm, player, c, quote.bid, 'Sold before term', 'tbill_sale', changes);
  changes.push(dealDone(player));
  return { value: next, changes, events: [walletsEvent(player)] };
}

/** The house buys every open bill of the player back at the bid (the session's finish, Close positions); matured ones are redeemed. */
export function closeAllTBills(tm: TBillMarket, player: PlayerState): EngineResult<TBillContract[]> {
  const changes: Change[] = [];
  const value: TBillContract[] = [];
  for (const c of openTBills(player)) {
    const q = tm.quote(c.currency, c.maturity_date);
    if (daysLeft(tm.now(), c.maturity_date) <= 0) value.push(close(tm, player, c, 100, 'Held to maturity', 'tbill_redemption', changes));
    else if (q) value.push(close(tm, player, c, q.bid, 'Sold before term', 'tbill_sale', changes));
  }
  return { value, changes, events: value.length ? [walletsEvent(player)] : [] };
}

/** Redeems at par every open bill whose maturity is on or before the session's day ('tbill_redemption'). */
export function redeemDueTBills(tm: TBillMarket): EngineResult<TBillContract[]> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const value: TBillContract[] = [];
  for (const player of tm.state.players.values()) {
    let redeemed = false;
    for (const c of openTBills(player)) {
      if (daysLeft(tm.now(), c.maturity_date) > 0) continue;
      value.push(close(tm, player, c, 100, 'Held to maturity', 'tbill_redemption', changes));
      redeemed = true;
    }
    if (redeemed) events.push(walletsEvent(player));
  }
  return { value, changes, events };
}

/** 'today', 'in 1 day', 'in N days', 'matured' (spec 001 §7). */
export function maturityText(maturity: string, now: number, closed: boolean): string {
  const days = daysLeft(now, maturity);
  if (closed || days < 0) return 'matured';
  if (days === 0) return 'today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

/** A contract as the lists, the blotter and the trainer's views show it (spec 001 §4 "TBill contract"). */
export function tbillView(c: TBillContract, tm: TBillMarket | null) {
  const open = c.status === 0;
  const mark = open && tm ? markTBill(tm, c) : null;
  const now = tm?.now() ?? c.closed_at ?? c.opened_at;
  const price = open ? (mark?.bid ?? null) : c.close_price;
  return {
    id: c.id,
    player_id: c.player_id,
    financial_instrument: c.ric,
    series: c.series,
    tenor: c.tenor,
    tenor_label: TBILL_TENOR_LABELS[c.tenor] ?? String(c.tenor),
    currency: c.currency,
    amount: c.amount,
    open_price: c.open_price,
    /** The bid now while open; the sale's bid or 100 once closed. */
    close_price: price,
    status: c.status,
    scenario_date_maturity_date: c.maturity_date,
    maturity_text: maturityText(c.maturity_date, now, !open),
    /** amount × close price / 100, the bill's currency. */
    value: price === null ? null : (c.amount * price) / 100,
    cost: fromMinor(c.cost, c.currency),
    tbill_contract_reporting_unrealized_pnl: open ? (mark?.unrealizedReporting ?? null) : 0,
    tbill_contract_reporting_realized_pnl: open ? 0 : c.realized_reporting,
    close_type: c.close_type,
    auction_id: c.auction_id,
    open_date: c.open_date,
    scenario_date_created_timestamp: new Date(c.opened_at).toISOString(),
    closed_at: c.closed_at === null ? null : new Date(c.closed_at).toISOString(),
    investment_rationale: c.investment_rationale,
    person: c.person_id,
  };
}
export type TBillView = ReturnType<typeof tbillView>;
