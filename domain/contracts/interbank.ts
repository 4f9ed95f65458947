/**
 * The interbank market's calls (spec 002 §7 `/players/send_rfq`, `cancel_rfq`, `hit_rfq_response`,
 * `send_rfq_response`; spec 001 §7 fields; rules in banking.md §9 and domain/interbank). Sending,
 * quoting, hitting and cancelling are a player's own (player_id, when sent, is ignored: the caller
 * is the bank); the Interbank Requests modal reads `get_interbank`, the staff read any player's
 * with `get_interbank_by_player_id` (read-only).
 */
import { z } from 'zod';
import { numeric, playerIdField } from './fields';
import { sessionCall } from './session-call';
import type { RequestStatus, ResponseStatus } from '../interbank/rfq';

const id = (name: string) => numeric(z.number({ error: `${name} is required` }).int().positive(`${name} is required`));

/** A request as the modal shows it (spec 001 §4 "RFQ request": id, amount, active). */
export interface RfqRequestView {
  id: number;
  amount: number;
  currency: string;
  active: boolean;
  status: RequestStatus;
  player_id: number;
  player_name: string;
  selected_players: { id: number; name: string }[];
  cancelled_by: number | null;
  created_at: number;
  period: number;
  responses: RfqResponseView[];
}

/** A response (spec 001 §4 "RFQ response"): the quote, its status and, once hit, the requester's side and the interest. */
export interface RfqResponseView {
  id: number;
  request_id: number;
  amount: number;
  currency: string;
  bid: number | null;
  ask: number | null;
  status: ResponseStatus;
  locked_in: boolean;
  request_active: boolean;
  requesting_player_id: number;
  requesting_player_name: string;
  responding_player_id: number;
  responding_player_name: string;
  /** The requester's side once hit ('lend' at the bid, 'borrow' at the ask). */
  direction: 'lend' | 'borrow' | null;
  /** Once hit: the deal's interest, paid at repayment or expected at the next period's date (major units). */
  interest: number | null;
  deal_id: number | null;
}

/** An interbank deal from the viewer's side. */
export interface InterbankDealView {
  id: number;
  /** 'lend' when the viewer lent, 'borrow' when it borrowed. */
  side: 'lend' | 'borrow';
  counterparty_id: number;
  counterparty_name: string;
  lender_name: string;
  borrower_name: string;
  amount: number;
  currency: string;
  /** Percent. */
  rate: number;
  start_date: string;
  /** The repayment date once repaid, else the expected one (the next period's scenario date). */
  maturity_date: string | null;
  days: number | null;
  /** Paid (repaid deals) or expected (current ones), major units, signed for the viewer (+ received, − paid). */
  interest: number | null;
  /** Current while open (active), past once repaid (spec 002 §4). */
  current: boolean;
  settlement: 'maturity' | 'session_end' | 'close_positions' | null;
  period: number;
}

/** What the Interbank Requests modal and the trainer's player tab read. */
export interface InterbankBook {
  player_id: number;
  currency: string;
  /** Signed principal outstanding: + lent, − borrowed (spec 001 §4 interbank_amount). */
  interbank_amount: number;
  /** Interest of repaid deals, + received, − paid. */
  interbank_interest: number;
  /** 100,000,000 − |interbank_amount|. */
  remaining_limit: number;
  limit: number;
  amount_step: number;
  default_amount: number;
  /** The other banks of the session, for the banks multi-select. */
  other_players: { id: number; name: string }[];
  /** The player's active request, if any (Send RFQ is disabled while there is one). */
  active_request: RfqRequestView | null;
  /** The player's requests, newest first (the active one included). */
  my_requests: RfqRequestView[];
  /** Requests sent to the player, newest first: its responses to quote, hit or past. */
  requests_to_me: RfqResponseView[];
  deals: InterbankDealView[];
  /** The Interbank Requests badge: quotes waiting for the player's hit and requests waiting for its quote. */
  pending_count: number;
  /** Whether the session has the interbank market (client money). */
  enabled: boolean;
}

export const sendRfq = sessionCall<RfqRequestView>()({
  name: 'interbank.send_rfq',
  method: 'POST',
  path: '/api/players/send_rfq',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    amount: numeric(z.number({ error: 'amount is required' })),
    player_id: playerIdField,
    selected_players: z.array(numeric(z.number().int().positive()), { error: 'selected_players is required' }).max(500),
  }),
  example: { amount: 10_000_000, selected_players: [2] },
});

export const sendRfqResponse = sessionCall<RfqResponseView>()({
  name: 'interbank.send_rfq_response',
  method: 'POST',
  path: '/api/players/send_rfq_response',
  session: 'body',
  roles: ['player'],
  input: z.object({
    response_id: id('response_id'),
    bid: numeric(z.number({ error: 'bid is required' })),
    ask: numeric(z.number({ error: 'ask is required' })),
  }),
  example: { response_id: 1, bid: 5, ask: 5.1 },
});

export const hitRfqResponse = sessionCall<RfqResponseView>()({
  name: 'interbank.hit_rfq_response',
  method: 'POST',
  path: '/api/players/hit_rfq_response',
  session: 'body',
  roles: ['player'],
  input: z.object({
    response_id: id('response_id'),
    type: z.enum(['lend', 'borrow', 'nothing'], { error: "type must be 'lend', 'borrow' or 'nothing'" }),
  }),
  example: { response_id: 1, type: 'nothing' },
});

export const cancelRfq = sessionCall<RfqRequestView>()({
  name: 'interbank.cancel_rfq',
  method: 'POST',
  path: '/api/players/cancel_rfq',
  session: 'body',
  roles: ['player'],
  input: z.object({ request_id: id('request_id') }),
  example: { request_id: 1 },
});

export const getInterbank = sessionCall<InterbankBook>()({
  name: 'interbank.get_own',
  method: 'POST',
  path: '/api/players/get_interbank',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export const getInterbankByPlayerId = sessionCall<InterbankBook>()({
  name: 'interbank.get_by_player',
  method: 'POST',
  path: '/api/players/get_interbank_by_player_id',
  session: 'body',
  roles: ['staff'],
  input: z.object({ player_id: id('player_id') }),
  example: { player_id: 1 },
});
