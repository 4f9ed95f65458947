/**
 * The repo calls of spec 002 §7 (`/repo/enter_repo_contract`, `get_repo_contracts`, and the
 * staff's `get_repo_contracts_by_player_id`), typed by their contracts in domain/contracts/repos:
 * the screens read exactly what the session object answers. Errors are left to the caller.
 */
import { enterRepoContract, getRepoContracts, getRepoContractsByPlayerId, type RepoCollateralRow, type RepoContracts, type RepoInstrumentRow } from '@domain/contracts/repos';
import type { RepoView } from '@domain/engine/repos/contract';
import { callSession } from '@/lib/session-call';
import { ownOrPlayerRead } from '@/lib/room/use-player-contracts';

export type { RepoCollateralRow, RepoContracts, RepoInstrumentRow, RepoView };

const quiet = { notify: false } as const;

/** A player's repos with the session's repo instruments and the bonds that may be repoed: the caller's own (`playerId` null) or, for the staff, a player's. */
export const fetchRepos = ownOrPlayerRead(getRepoContracts, getRepoContractsByPlayerId);

export function enterRepo(sessionId: number, input: { repo_instrument_id: string; repoed_instrument_id: string; repoed_shares: number; person?: number | null }): Promise<RepoView> {
  return callSession(enterRepoContract, sessionId, input, quiet);
}
