/** What T-bills add to a player's valuation (domain/engine/contract-values.ts). */
import { familyBook } from '../../trading/book';
import type { ContractValuer } from '../contract-values';
import { TBillMarket, tbillsValue } from './mark';

/** T-bills: worth amount × bid / 100 (group Bonds, where class TBills belongs); sales and redemptions against the cost are realised. */
export const tbillsValuer: ContractValuer = (state, market, player) => {
  const book = familyBook(player.book, 'tbills');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'tbills', value: 0, unrealized: 0, realized, group: 'Bonds' } : null;
  const { value, unrealized } = tbillsValue(new TBillMarket(state, market), player);
  return { family: 'tbills', value, unrealized, realized, group: 'Bonds' };
};
