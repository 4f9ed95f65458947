/**
 * What each contract family adds to a player's valuation (domain/trading/valuation.ts
 * `ContractValue`): one valuer per family, declared in the family's own folder and listed here,
 * one line each, so a new family joins the market value, the PnL and the allocations without
 * touching the valuation itself.
 */
import type { ContractValue } from '../trading/valuation';
import { fxForwardsValuer } from './fx-forwards/value';
import { cdsValuer } from './cds/value';
import { reposValuer } from './repos/value';
import { interbankValuer } from '../interbank/value';
import { tbillsValuer } from './tbills/value';
import { clientMoneyValuer } from '../client-dealing/value';
import { optionsValuer } from './options/value';
import type { EngineState } from './engine-state';
import type { MarketView, PlayerState } from './types';

/** A family's contribution, or null when the player holds nothing of it (skipped cheaply). */
export type ContractValuer = (state: EngineState, market: MarketView, player: PlayerState) => ContractValue | null;

/** The families' valuers, in the order their values are listed (and summed). */
export const CONTRACT_VALUERS: readonly ContractValuer[] = [fxForwardsValuer, cdsValuer, reposValuer, interbankValuer, tbillsValuer, clientMoneyValuer, optionsValuer];

export function contractValues(state: EngineState, market: MarketView, player: PlayerState): ContractValue[] {
  const values: ContractValue[] = [];
  for (const valuer of CONTRACT_VALUERS) {
    const v = valuer(state, market, player);
    if (v) values.push(v);
  }
  return values;
}
