/** What CDS contracts add to a player's valuation (domain/engine/contract-values.ts). */
import { familyBook } from '../../trading/book';
import type { ContractValuer } from '../contract-values';
import { CdsMarket, cdsValue } from './mark';

/** CDS: worth their mark-to-market (group CDS); premiums and buy-backs booked are realised (their cash is in the wallets). */
export const cdsValuer: ContractValuer = (state, market, player) => {
  const book = familyBook(player.book, 'cds');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'cds', value: 0, unrealized: 0, realized, group: 'CDS' } : null;
  const value = cdsValue(new CdsMarket(state, market), player);
  return { family: 'cds', value, unrealized: value, realized, group: 'CDS' };
};
