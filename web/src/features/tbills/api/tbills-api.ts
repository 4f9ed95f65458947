/**
 * The T-bill calls of spec 002 §7 (`/tbills/enter_tbill_contract`, `/tbills/sell_tbill_contract`,
 * `get_tbill_contracts` and the staff's `get_tbill_contracts_by_player_id`), typed by their
 * contracts in domain/contracts/tbills. Errors are left to the caller (the dialog that made the call).
 */
import { enterTBillContract, getTBillContracts, getTBillContractsByPlayerId, sellTBillContract, type TBillContracts, type TBillRow } from '@domain/contracts/tbills';
import type { TBillView } from '@domain/engine/tbills/contract';
import { callSession } from '@/lib/session-call';
import { ownOrPlayerRead } from '@/lib/room/use-player-contracts';

export type { TBillContracts, TBillRow, TBillView };

const quiet = { notify: false } as const;

/** A player's contracts and the session's bills: the caller's own (`playerId` null) or, for the staff, a player's. */
export const fetchTBills = ownOrPlayerRead(getTBillContracts, getTBillContractsByPlayerId);

export function buyTBill(sessionId: number, input: { fin_id: string; amount: number; investment_rationale: string | null; person?: number | null }): Promise<TBillView> {
  return callSession(enterTBillContract, sessionId, input, quiet);
}

export function sellTBill(sessionId: number, contractId: number): Promise<TBillView> {
  return callSession(sellTBillContract, sessionId, { contract_id: contractId }, quiet);
}
