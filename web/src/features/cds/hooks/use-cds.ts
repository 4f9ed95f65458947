/**
 * The CDS screens' shared reads: a player's contracts with each side's maximum (`get_cds_contracts`,
 * or the staff's `get_cds_contracts_by_player_id`), kept current by the session channel
 * (`update_cds_contracts` after premiums and at each revaluation, the wallet changes of a
 * premium) and, while a contract list is open, by the price ticks; and the terms a new contract
 * would get now.
 */
import { cdsYearsOf } from '@domain/engine/cds/contract';
import { cdsMaturityDate, isoDay } from '@domain/engine/cds/rules';
import type { SessionInstrument } from '@domain/engine/types';
import { usePlayerContracts, type PlayerContractsRead } from '@/lib/room/use-player-contracts';
import { fetchCds, type CdsContracts } from '../api/cds-api';

const CONTRACTS: PlayerContractsRead<CdsContracts> = { fetch: fetchCds, events: ['update_cds_contracts', 'update_wallets'] };
const WITH_PRICES: PlayerContractsRead<CdsContracts> = { fetch: fetchCds, events: [...CONTRACTS.events, 'send_price'], debounceMs: 400 };

/** A player's CDS contracts: the caller's own (`playerId` null) or, for the staff, any player's; `live` also on price ticks. */
export function useCdsContracts(playerId: number | null, live = false) {
  return usePlayerContracts(live ? WITH_PRICES : CONTRACTS, playerId);
}

/** The tenor ('5Y') and the maturity a contract opened now would get (opening + years, weekends to Monday), or null. */
export function newCdsTerms(asset: Pick<SessionInstrument, 'ticker' | 'name'>, now: number): { tenor: string; maturity: string } | null {
  const years = cdsYearsOf(asset);
  if (!years) return null;
  return { tenor: `${years}Y`, maturity: cdsMaturityDate(isoDay(now), years) };
}
