/**
 * The interbank calls of spec 002 §7 (`/players/send_rfq`, `send_rfq_response`, `hit_rfq_response`,
 * `cancel_rfq`) and the modal's read (`get_interbank`, the staff's `get_interbank_by_player_id`),
 * typed by their contracts in domain/contracts/interbank. Errors are left to the caller.
 */
import {
  cancelRfq,
  getInterbank,
  getInterbankByPlayerId,
  hitRfqResponse,
  sendRfq,
  sendRfqResponse,
  type InterbankBook,
  type InterbankDealView,
  type RfqRequestView,
  type RfqResponseView,
} from '@domain/contracts/interbank';
import { callSession } from '@/lib/session-call';

export type { InterbankBook, InterbankDealView, RfqRequestView, RfqResponseView };

const quiet = { notify: false } as const;

export function fetchOwnInterbank(sessionId: number): Promise<InterbankBook> {
  return callSession(getInterbank, sessionId, {}, quiet);
}

export function fetchPlayerInterbank(sessionId: number, playerId: number): Promise<InterbankBook> {
  return callSession(getInterbankByPlayerId, sessionId, { player_id: playerId }, quiet);
}

export function sendRequest(sessionId: number, input: { amount: number; selected_players: number[]; player_id?: number }): Promise<RfqRequestView> {
  return callSession(sendRfq, sessionId, input, quiet);
}

export function sendQuote(sessionId: number, input: { response_id: number; bid: number; ask: number }): Promise<RfqResponseView> {
  return callSession(sendRfqResponse, sessionId, input, quiet);
}

export function hitQuote(sessionId: number, input: { response_id: number; type: 'lend' | 'borrow' | 'nothing' }): Promise<RfqResponseView> {
  return callSession(hitRfqResponse, sessionId, input, quiet);
}

export function cancelRequest(sessionId: number, requestId: number): Promise<RfqRequestView> {
  return callSession(cancelRfq, sessionId, { request_id: requestId }, quiet);
}
