/**
 * The FX forward calls of spec 002 §7 (`/forward_contracts/…`, `get_fwd_contracts`,
 * `get_fwd_contracts_by_player_id`), typed by their contracts in domain/contracts/fx-forwards:
 * the screens read exactly what the session object answers. Errors are left to the caller (shown
 * in the dialog that made the call).
 */
import {
  buyForwardContract,
  closeForwardContract,
  deleteForwardContractOda,
  getFwdContracts,
  getFwdContractsByPlayerId,
  setForwardContractOda,
  updateForwardContractOda,
  type ForwardContracts,
} from '@domain/contracts/fx-forwards';
import type { ForwardView } from '@domain/engine/fx-forwards/contract';
import { callSession } from '@/lib/session-call';
import { ownOrPlayerRead } from '@/lib/room/use-player-contracts';

export type { ForwardContracts, ForwardView };

const quiet = { notify: false } as const;

/** A player's contracts with the limit usage and the remaining hedge amount: the caller's own (`playerId` null) or, for the staff, a player's. */
export const fetchForwards = ownOrPlayerRead(getFwdContracts, getFwdContractsByPlayerId);

export function buyForward(sessionId: number, input: { financial_instrument: string; amount: number; investment_rationale: string | null; person?: number | null }): Promise<ForwardView> {
  return callSession(buyForwardContract, sessionId, input, quiet);
}

export function offsetForward(sessionId: number, input: { contract_id: number; investment_rationale: string | null; person?: number | null }) {
  return callSession(closeForwardContract, sessionId, input, quiet);
}

/** Sets (no ODA yet) or updates a contract's stop loss and take profit. */
export function saveForwardOda(sessionId: number, kind: 'set' | 'update', input: { contract_id: number; stop_loss_price: number | null; take_profit_price: number | null }): Promise<ForwardView> {
  return callSession(kind === 'set' ? setForwardContractOda : updateForwardContractOda, sessionId, input, quiet);
}

export function deleteForwardOda(sessionId: number, contractId: number): Promise<ForwardView> {
  return callSession(deleteForwardContractOda, sessionId, { contract_id: contractId }, quiet);
}
