/**
 * What each contract family adds to a player's valuation (domain/trading/valuation.ts
 * `ContractValue`): one valuer per family, one line each, so a new family joins the market
 * value, the PnL and the allocations without touching the valuation itself.
 */
import type { ContractValue } from '../trading/valuation';
import { ForwardMarket, forwardsValue } from './fx-forwards/mark';
import type { EngineState } from './engine-state';
import type { MarketView, PlayerState } from './types';

/** A family's contribution, or null when the player holds nothing of it (skipped cheaply). */
export type ContractValuer = (state: EngineState, market: MarketView, player: PlayerState) => ContractValue | null;

/** FX forwards: worth their unrealised PnL; settled ones' PnL is realised (their cash is in the wallets). */
const fxForwards: ContractValuer = (state, market, player) => {
  const realized = player.book.forwardsRealized ?? 0;
  if (!player.book.forwards?.size) return realized ? { family: 'fx_forwards', value: 0, unrealized: 0, realized } : null;
  const value = forwardsValue(new ForwardMarket(state, market), player);
  return { family: 'fx_forwards', value, unrealized: value, realized };
};

export const CONTRACT_VALUERS: readonly ContractValuer[] = [fxForwards];

export function contractValues(state: EngineState, market: MarketView, player: PlayerState): ContractValue[] {
  const values: ContractValue[] = [];
  for (const valuer of CONTRACT_VALUERS) {
    const v = valuer(state, market, player);
    if (v) values.push(v);
  }
  return values;
}
