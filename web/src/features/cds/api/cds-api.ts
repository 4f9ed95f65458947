/**
 * The CDS calls of spec 002 §7 (`/cds/enter_cds_contract`, `get_cds_contracts` and the staff's
 * `get_cds_contracts_by_player_id`), typed by their contracts in domain/contracts/cds: the
 * screens read exactly what the session object answers. Errors are left to the caller (shown in
 * the dialog that made the call).
 */
import { enterCdsContract, getCdsContracts, getCdsContractsByPlayerId, type CdsContracts } from '@domain/contracts/cds';
import type { CdsView } from '@domain/engine/cds/contract';
import { callSession } from '@/lib/session-call';
import { ownOrPlayerRead } from '@/lib/room/use-player-contracts';

export type { CdsContracts, CdsView };

const quiet = { notify: false } as const;

/** A player's contracts with each side's maximum: the caller's own (`playerId` null) or, for the staff, a player's. */
export const fetchCds = ownOrPlayerRead(getCdsContracts, getCdsContractsByPlayerId);

/** Enters a contract: a positive amount buys protection, a negative one sells it. */
export function enterCds(sessionId: number, input: { cds_instrument_id: string; amount: number; investment_rationale: string | null; person?: number | null }): Promise<CdsView> {
  return callSession(enterCdsContract, sessionId, input, quiet);
}
