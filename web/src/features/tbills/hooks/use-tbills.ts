/**
 * A player's T-bill contracts and the session's bills (`get_tbill_contracts`, or the staff's
 * `get_tbill_contracts_by_player_id`), kept current by the session channel: a purchase, a sale,
 * an auction's issue, a redemption and each period's revaluation (`update_tbill_contracts`), the
 * face offered back (`update_tbill_asset_interplayer_amount`), a closed auction, wallet changes.
 */
import { usePlayerContracts, type PlayerContractsRead } from '@/lib/room/use-player-contracts';
import { fetchTBills, type TBillContracts } from '../api/tbills-api';

const CONTRACTS: PlayerContractsRead<TBillContracts> = {
  fetch: fetchTBills,
  events: ['update_tbill_contracts', 'update_tbill_asset_interplayer_amount', 'auction_closed', 'update_wallets', 'session_updated'],
};

/** The caller's own (`playerId` null) or, for the staff, a player's. */
export function useTBills(playerId: number | null) {
  return usePlayerContracts(CONTRACTS, playerId);
}
