/**
 * What the books' valuation and the players' figures need of interbank deals (banking.md §9),
 * apart from the rest of the rules so that the valuation (which the web client shares) stays
 * small: a deal's side, the interest accrued, its worth now and the player's interbank amount.
 *
 * A loan is an asset worth +(principal + accrued interest), a borrowing a liability worth
 * −(principal + accrued); the principal moves no value (the cash left or arrived), the interest
 * is the PnL, unrealised while open and realised at maturity.
 */
import { fromMinor } from '../money';
import { familyBook, familyBookOrInit, type PlayerBook } from '../trading/book';
import { actualDays, isoDay } from '../engine/repos/rules';
import type { ContractValuer } from '../engine/contract-values';
import { interbankInterest } from './rules';

/** An interbank deal between two players of the session (both books hold it while open). */
export interface InterbankDeal {
  id: number;
  request_id: number;
  response_id: number;
  requesting_player_id: number;
  responding_player_id: number;
  lender_id: number;
  borrower_id: number;
  lender_name: string;
  borrower_name: string;
  /** The session's reporting currency. */
  currency: string;
  /** Minor units. */
  principal: number;
  /** The hit rate as quoted (percent) and as the rules use it (decimal). */
  rate_percent: number;
  rate: number;
  opened_at: number;
  /** The scenario date the deal started on (ISO); interest runs from it. */
  start_date: string;
  /** The next period's scenario date when it was struck (ISO), null when unknown (the last period). */
  expected_maturity_date: string | null;
  /** The session's period when it was struck (current while the session is still in it). */
  period: number;
  /** 0 open, 1 repaid. */
  status: 0 | 1;
  /** Set at repayment: the date, the days run and the interest paid (minor units). */
  maturity_date: string | null;
  days: number | null;
  interest: number | null;
  settled_at: number | null;
  settlement: 'maturity' | 'session_end' | 'close_positions' | null;
}

/** A player's interbank book: the open deals by id, held in both the lender's and the borrower's books (repaid ones live only in storage), and Σ interest of repaid deals, + received, − paid, reporting currency (interbank_interest; the valuation's realised PnL). */
export interface InterbankBook {
  open: Map<number, InterbankDeal>;
  interest: number;
}

declare module '../trading/book' {
  interface FamilyBooks {
    interbank: InterbankBook;
  }
}

/** The player's interbank book, made empty when they have none yet. */
export function interbankBook(book: PlayerBook): InterbankBook {
  return familyBookOrInit(book, 'interbank', () => ({ open: new Map(), interest: 0 }));
}

/** +1 when the player lent, −1 when it borrowed, 0 when it is not a party. */
export function sideOf(deal: Pick<InterbankDeal, 'lender_id' | 'borrower_id'>, playerId: number): 1 | -1 | 0 {
  return deal.lender_id === playerId ? 1 : deal.borrower_id === playerId ? -1 : 0;
}

/** Days run by `today` (0 on the starting day, never negative). */
export function interbankDaysRun(deal: Pick<InterbankDeal, 'start_date'>, today: string): number {
  return Math.max(0, actualDays(deal.start_date, today));
}

/** Interest accrued by `today`, major units (for display and valuation; the repayment rounds once). */
export function accruedInterbankInterest(deal: InterbankDeal, today: string): number {
  return interbankInterest(fromMinor(deal.principal, deal.currency), deal.rate, interbankDaysRun(deal, today), deal.currency);
}

/** The player's open deals. */
export function openInterbankDeals(book: PlayerBook): InterbankDeal[] {
  return [...(familyBook(book, 'interbank')?.open.values() ?? [])].sort((a, b) => a.id - b.id);
}

/** interbank_amount (spec 001 §4): the signed principal outstanding, + lent, − borrowed, major units. */
export function interbankAmount(book: PlayerBook, playerId: number): number {
  let amount = 0;
  for (const d of familyBook(book, 'interbank')?.open.values() ?? []) amount += sideOf(d, playerId) * fromMinor(d.principal, d.currency);
  return amount;
}

/**
 * Σ over the player's open deals at `now`: what they add to market value (+(principal + accrued)
 * lent, −(principal + accrued) borrowed) and to unrealised PnL (± accrued). The reporting currency is theirs.
 */
export function interbankValue(book: PlayerBook, playerId: number, now: number): { value: number; unrealized: number } {
  const today = isoDay(now);
  let value = 0;
  let unrealized = 0;
  for (const d of familyBook(book, 'interbank')?.open.values() ?? []) {
    const side = sideOf(d, playerId);
    const accrued = accruedInterbankInterest(d, today);
    value += side * (fromMinor(d.principal, d.currency) + accrued);
    unrealized += side * accrued;
  }
  return { value, unrealized };
}

/** Interbank deals: a loan worth +(principal + accrued), a borrowing −(principal + accrued); the interest is their PnL, realised at repayment. A loan counts as Cash (domain/engine/contract-values.ts). */
export const interbankValuer: ContractValuer = (_state, market, player) => {
  const book = familyBook(player.book, 'interbank');
  const realized = book?.interest ?? 0;
  if (!book?.open.size) return realized ? { family: 'interbank', value: 0, unrealized: 0, realized } : null;
  const { value, unrealized } = interbankValue(player.book, player.id, market.now());
  return { family: 'interbank', value, unrealized, realized, ...(value > 0 ? { group: 'Cash' as const } : {}) };
};
