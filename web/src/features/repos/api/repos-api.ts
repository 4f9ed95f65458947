/**
 * The repo calls of spec 002 §7 (`/repo/enter_repo_contract`, `get_repo_contracts`, and the
 * staff's `get_repo_contracts_by_player_id`), typed by their contracts in domain/contracts/repos:
 * the screens read exactly what the session object answers. Errors are left to the caller.
 */
import { enterRepoContract, getRepoContracts, getRepoContractsByPlayerId, type RepoCollateralRow, type RepoContracts, type RepoInstrumentRow } from '@domain/contracts/repos';
import type { RepoView } from '@domain/engine/repos/contract';
import { callSession } from '@/lib/session-call';

export type { RepoCollateralRow, RepoContracts, RepoInstrumentRow, RepoView };

const quiet = { notify: false } as const;

export function fetchOwnRepos(sessionId: number): Promise<RepoContracts> {
  return callSession(getRepoContracts, sessionId, {}, quiet);
}

export function fetchPlayerRepos(sessionId: number, playerId: number): Promise<RepoContracts> {
  return callSession(getRepoContractsByPlayerId, sessionId, { player_id: playerId }, quiet);
}

export function enterRepo(sessionId: number, input: { repo_instrument_id: string; repoed_instrument_id: string; repoed_shares: number; person?: number | null }): Promise<RepoView> {
  return callSession(enterRepoContract, sessionId, input, quiet);
}
