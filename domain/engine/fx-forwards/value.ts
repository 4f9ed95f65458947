/** What FX forwards add to a player's valuation (domain/engine/contract-values.ts). */
import { familyBook } from '../../trading/book';
import type { ContractValuer } from '../contract-values';
import { ForwardMarket, forwardsValue } from './mark';

/** FX forwards: worth their unrealised PnL; settled ones' PnL is realised (their cash is in the wallets). */
export const fxForwardsValuer: ContractValuer = (state, market, player) => {
  const book = familyBook(player.book, 'forwards');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'fx_forwards', value: 0, unrealized: 0, realized } : null;
  const value = forwardsValue(new ForwardMarket(state, market), player);
  return { family: 'fx_forwards', value, unrealized: value, realized };
};
