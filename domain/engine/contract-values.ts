/**
 * What each contract family adds to a player's valuation (domain/trading/valuation.ts
 * `ContractValue`): one valuer per family, one line each, so a new family joins the market
 * value, the PnL and the allocations without touching the valuation itself.
 */
import type { ContractValue } from '../trading/valuation';
import { ForwardMarket, forwardsValue } from './fx-forwards/mark';
import { CdsMarket, cdsValue } from './cds/mark';
import { reposValue } from './repos/value';
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

/** CDS: worth their mark-to-market (group CDS); premiums and buy-backs booked are realised (their cash is in the wallets). */
const cds: ContractValuer = (state, market, player) => {
  const realized = player.book.cdsRealized ?? 0;
  if (!player.book.cds?.size) return realized ? { family: 'cds', value: 0, unrealized: 0, realized, group: 'CDS' } : null;
  const value = cdsValue(new CdsMarket(state, market), player);
  return { family: 'cds', value, unrealized: value, realized, group: 'CDS' };
};

/** Repos: a loan worth −(cash + accrued interest) (group Repo); the interest (and a foreign loan's FX move) is their PnL, realised at settlement. */
const repos: ContractValuer = (_state, market, player) => {
  const realized = player.book.reposSettled?.realized ?? 0;
  if (!player.book.repos?.size) return realized ? { family: 'repos', value: 0, unrealized: 0, realized, group: 'Repo' } : null;
  const { value, unrealized } = reposValue(market, player);
  return { family: 'repos', value, unrealized, realized, group: 'Repo' };
};

export const CONTRACT_VALUERS: readonly ContractValuer[] = [fxForwards, cds, repos];

export function contractValues(state: EngineState, market: MarketView, player: PlayerState): ContractValue[] {
  const values: ContractValue[] = [];
  for (const valuer of CONTRACT_VALUERS) {
    const v = valuer(state, market, player);
    if (v) values.push(v);
  }
  return values;
}
