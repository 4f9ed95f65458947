/**
 * What the books' valuation and the order limits need of repos (banking.md §2), apart from the
 * rest of the rules so that the valuation (which the web client shares) stays small: the face
 * repoed per bond, the spec's position fields, the interest accrued and a repo's worth now.
 */
import { fromMinor } from '../../money';
import { familyBook, type PlayerBook } from '../../trading/book';
import type { ContractValuer } from '../contract-values';
import type { MarketView, PlayerState, SessionInstrument } from '../types';
import type { RepoContract } from './contract';
import { actualDays, availableRepoable, isoDay, isRepoCollateral, repoInterest } from './rules';

/** Face of `ric` under open repos: not sellable while they run. */
export function repoedQuantity(book: PlayerBook, ric: string): number {
  let q = 0;
  for (const c of familyBook(book, 'repos')?.open.values() ?? []) if (c.collateral_ric === ric) q += c.quantity;
  return q;
}

/** The spec's position fields (001 §3 "Financial instrument"): repoed_amount, available_repoable_amount, repo_maturity_date. */
export interface RepoPositionFields {
  repoed_amount: number;
  available_repoable_amount: number;
  /** The latest maturity of the open repos on this bond; null when none. */
  repo_maturity_date: string | null;
}

export function repoPositionFields(book: PlayerBook, ric: string, instrument: Pick<SessionInstrument, 'resourcetype'>): RepoPositionFields {
  const repoed = repoedQuantity(book, ric);
  let maturity: string | null = null;
  for (const c of familyBook(book, 'repos')?.open.values() ?? []) if (c.collateral_ric === ric && (maturity === null || c.maturity_date > maturity)) maturity = c.maturity_date;
  const owned = book.positions.get(ric)?.quantity ?? 0;
  return { repoed_amount: repoed, available_repoable_amount: isRepoCollateral(instrument.resourcetype) ? availableRepoable(owned, repoed) : 0, repo_maturity_date: maturity };
}

/** Days of the term run by `today` (0 on the opening day, at most the whole term). */
export function daysRun(c: RepoContract, today: string): number {
  return Math.min(c.days, Math.max(0, actualDays(c.open_date, today)));
}

/** Interest accrued by `today`, major units (for display and valuation; bookings round once). */
export function accruedRepoInterest(c: RepoContract, today: string): number {
  return repoInterest(fromMinor(c.cash, c.currency), c.rate, daysRun(c, today), c.currency);
}

/** A repo's worth now in the reporting currency: −(cash + accrued) and its unrealised PnL. */
export function markRepo(rm: { market: MarketView }, c: RepoContract): { value: number; unrealized: number; accrued: number } {
  const today = isoDay(rm.market.now());
  const fx = rm.market.fxToReporting(c.currency);
  const cash = fromMinor(c.cash, c.currency);
  const accrued = accruedRepoInterest(c, today);
  return { value: -(cash + accrued) * fx, unrealized: -accrued * fx - cash * (fx - c.open_fx), accrued };
}

/** Σ over the player's open repos: what they add to market value and to unrealised PnL. */
export function reposValue(market: MarketView, player: PlayerState): { value: number; unrealized: number } {
  let value = 0;
  let unrealized = 0;
  for (const c of familyBook(player.book, 'repos')?.open.values() ?? []) {
    const m = markRepo({ market }, c);
    value += m.value;
    unrealized += m.unrealized;
  }
  return { value, unrealized };
}

/** Repos: a loan worth −(cash + accrued interest) (group Repo); the interest (and a foreign loan's FX move) is their PnL, realised at settlement (domain/engine/contract-values.ts). */
export const reposValuer: ContractValuer = (_state, market, player) => {
  const book = familyBook(player.book, 'repos');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'repos', value: 0, unrealized: 0, realized, group: 'Repo' } : null;
  const { value, unrealized } = reposValue(market, player);
  return { family: 'repos', value, unrealized, realized, group: 'Repo' };
};

/** total_repoed_amount (spec 002 player): cash borrowed by every repo entered, open or settled, reporting currency at each opening's rate. */
export function totalRepoedAmount(book: PlayerBook): number {
  const repos = familyBook(book, 'repos');
  let total = repos?.settledCash ?? 0;
  for (const c of repos?.open.values() ?? []) total += c.cash_reporting;
  return total;
}
