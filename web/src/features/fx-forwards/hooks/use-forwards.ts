/**
 * The forward screens' shared reads: a player's contracts with the 'FX FWDS limit usage' and the
 * remaining hedge amount (`get_fwd_contracts`, or the staff's `get_fwd_contracts_by_player_id`),
 * kept current by the session channel (`update_forward_contracts_unrealized`,
 * `fwd_contract_closed_by_oda`, the wallet changes of an offset or a maturity) and, while a
 * contract list is open, by the price ticks; and the terms a new contract would get now.
 */
import { forwardSpec } from '@domain/engine/fx-forwards/contract';
import { maturityDate } from '@domain/engine/fx-forwards/rules';
import type { SessionInstrument } from '@domain/engine/types';
import { usePlayerContracts, type PlayerContractsRead } from '@/lib/room/use-player-contracts';
import { fetchForwards, type ForwardContracts } from '../api/forwards-api';

const CONTRACTS: PlayerContractsRead<ForwardContracts> = { fetch: fetchForwards, events: ['update_forward_contracts_unrealized', 'fwd_contract_closed_by_oda', 'update_wallets'] };
const WITH_PRICES: PlayerContractsRead<ForwardContracts> = { fetch: fetchForwards, events: [...CONTRACTS.events, 'send_price'], debounceMs: 400 };

/**
 * A player's forward contracts: the caller's own (`playerId` null) or, for the staff, any
 * player's. `live` also refetches on every price tick (the open contracts' close side moves).
 */
export function useForwardContracts(playerId: number | null, live = false) {
  return usePlayerContracts(live ? WITH_PRICES : CONTRACTS, playerId);
}

/** The tenor label ('3M') and the maturity date a contract opened now would get (weekends to Monday), or null. */
export function newContractTerms(asset: SessionInstrument, now: number): { tenor: string; tenorDays: number; maturity: string } | null {
  const spec = forwardSpec(asset);
  if (!spec) return null;
  const months = /(\d+)M\b/.exec(asset.ticker)?.[1] ?? /(\d+)M\b/.exec(asset.name)?.[1] ?? '';
  return { tenor: `${months}M`, tenorDays: spec.tenorDays, maturity: maturityDate(now, spec.tenorDays) };
}

/** Pips per unit of price: 10,000 for 4-decimal pairs, 100 for yen pairs (spec 002 §5). */
export function pipFactorOf(decimals: number): number {
  return 10 ** decimals;
}

/** The decimals a forward is quoted to: its own, else 2 for yen pairs and 4 for the others. */
export function forwardDecimals(asset: { no_of_decimals: number; variable_currency: string }): number {
  return asset.no_of_decimals || (asset.variable_currency === 'JPY' ? 2 : 4);
}
