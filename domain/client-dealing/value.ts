/**
 * The client book's value, apart from the book's rules (book.ts) so that the valuation, which
 * the trading room runs in the browser, does not pull the demand model and the scenario schemas
 * into the trainee's first load.
 */
import { fromMinor } from '../money';
import { familyBook, type PlayerBook } from '../trading/book';
import type { ContractValuer } from '../engine/contract-values';

/**
 * What the client book adds to a bank's valuation (domain/engine/contract-values.ts): loans −
 * deposits at par, reporting currency; the interest received net of the interest paid is its
 * realised PnL (its cash is in the wallets).
 */
export function clientBookValue(book: PlayerBook, fxToReporting: (currency: string) => number, netInterest: number): { value: number; realized: number } | null {
  const deals = familyBook(book, 'clientDeals');
  if (!deals?.size) return netInterest ? { value: 0, realized: netInterest } : null;
  // Σ in minor units per currency first: loans and deposits of equal size net to exactly 0.
  const net = new Map<string, number>();
  for (const d of deals.values()) net.set(d.currency, (net.get(d.currency) ?? 0) + (d.product === 'loans' ? d.principal : -d.principal));
  let value = 0;
  for (const [currency, units] of net) if (units !== 0) value += fromMinor(units, currency) * fxToReporting(currency);
  return { value, realized: netInterest };
}

/** Client loans and deposits (banking.md §8): loans − deposits at par (principal flows are value-neutral); the net client interest is realised. */
export const clientMoneyValuer: ContractValuer = (_state, market, player) => {
  const byReason = player.flows?.byReason;
  const v = clientBookValue(player.book, (c) => market.fxToReporting(c), (byReason?.client_loan_interest ?? 0) + (byReason?.client_deposit_interest ?? 0));
  return v ? { family: 'client_money', value: v.value, unrealized: 0, realized: v.realized } : null;
};
