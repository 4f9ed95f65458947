/** What option contracts add to a player's valuation (domain/engine/contract-values.ts). */
import { familyBook } from '../../trading/book';
import type { ContractValuer } from '../contract-values';
import { optionsValue } from './mark';

/** Options: bought at +bid × 100 × contracts, written at −ask × 100 × contracts (group Options); premiums and settlements booked are realised. */
export const optionsValuer: ContractValuer = (_state, market, player) => {
  const book = familyBook(player.book, 'options');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'options', value: 0, unrealized: 0, realized, group: 'Options' } : null;
  const { value } = optionsValue(player, (c) => market.fxToReporting(c));
  return { family: 'options', value, unrealized: value, realized, group: 'Options' };
};
