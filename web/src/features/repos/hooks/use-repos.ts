/**
 * The repo screens' shared read: a player's repos with the session's repo instruments (ask,
 * maturity if opened now) and the player's bonds that may be repoed (`get_repo_contracts`, or the
 * staff's `get_repo_contracts_by_player_id`), kept current by the session channel: a repo
 * settled, the wallets moving (an order, a repo entered, a coupon), a new period or daily roll.
 */
import { usePlayerContracts, type PlayerContractsRead } from '@/lib/room/use-player-contracts';
import { fetchRepos, type RepoContracts } from '../api/repos-api';

const CONTRACTS: PlayerContractsRead<RepoContracts> = {
  fetch: fetchRepos,
  events: ['repo_settled', 'update_wallets', 'update_instruments', 'historical_step_updated'],
  debounceMs: 300,
};

/** A player's repos: the caller's own (`playerId` null) or, for the staff, any player's. */
export function useRepoContracts(playerId: number | null) {
  return usePlayerContracts(CONTRACTS, playerId);
}
