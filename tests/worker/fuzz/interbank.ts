/**
 * Fuzz cases of the interbank RFQ (issue 16): in a client-money session whose other bank is the
 * class's second trainee.
 */
import { env } from 'cloudflare:workers';
import { UserType } from '../../../domain/enums';
import { signIn } from '../setup/fixtures';
import { directGet, directPost } from '../setup/direct-api';
import { createScenario } from '../setup/client-dealing';
import { HISTORICAL_BODY, must, freshSession, type World, type ContractCase } from './world';

/** A running client-money session (issue 16) with the world's two trainees as banks, made once per world. */
export async function interbankWorld(w: World): Promise<NonNullable<World['interbank']>> {
  if (w.interbank) return w.interbank;
  const scenario = await createScenario({ start_date: HISTORICAL_BODY.start_date, end_date: HISTORICAL_BODY.end_date, freq: HISTORICAL_BODY.frequency, aum: 100_000_000 });
  const sessionId = await freshSession(w, { ...HISTORICAL_BODY, client_money: true, client_money_scenario: scenario });
  // The other trainee of the class: the first member after the world's trainee.
  const other = await env.DB.prepare('SELECT u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id WHERE m.klass_id = ? AND u.id != ? ORDER BY u.id LIMIT 1')
    .bind(w.klassId, w.trainee.id)
    .first<{ id: number; username: string }>();
  const otherToken = (await signIn({ id: other!.id, username: other!.username, userType: UserType.Trainee })).access;
  const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
  const theirs = await must(directGet(otherToken, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve the other player');
  return (w.interbank = { sessionId, playerId: own.id as number, otherId: theirs.id as number, otherToken });
}

/** Cancels the active RFQ of the bank signed in with `token`, if any, so that it may send another. */
async function noActiveRfq(token: string, sessionId: number): Promise<void> {
  const book = await must(directPost(token, '/api/players/get_interbank', { session_id: sessionId }), 'interbank book');
  const active = book.active_request as { id: number } | null;
  if (active) await must(directPost(token, '/api/players/cancel_rfq', { session_id: sessionId, request_id: active.id }), 'cancel the active RFQ');
}

/** An RFQ of the player to the other bank, quoted by it when `quoted`: the request and its one response. */
async function playerRfq(w: World, quoted: boolean): Promise<{ sessionId: number; requestId: number; responseId: number }> {
  const ib = await interbankWorld(w);
  await noActiveRfq(w.tokens.player, ib.sessionId);
  const sent = await must(directPost(w.tokens.player, '/api/players/send_rfq', { session_id: ib.sessionId, amount: 10_000_000, selected_players: [ib.otherId] }), 'send an RFQ');
  const responseId = (sent.responses as { id: number }[])[0]!.id;
  if (quoted) await must(directPost(ib.otherToken, '/api/players/send_rfq_response', { session_id: ib.sessionId, response_id: responseId, bid: 5, ask: 5.1 }), 'quote the RFQ');
  return { sessionId: ib.sessionId, requestId: sent.id as number, responseId };
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // Interbank RFQ (issue 16): in a client-money session whose other bank is the class's second trainee.
  'interbank.send_rfq': async (w) => {
    const ib = await interbankWorld(w);
    await noActiveRfq(w.tokens.player, ib.sessionId);
    return { sessionId: ib.sessionId, body: { selected_players: [ib.otherId] } };
  },
  'interbank.send_rfq_response': async (w) => {
    const ib = await interbankWorld(w);
    await noActiveRfq(ib.otherToken, ib.sessionId);
    const sent = await must(directPost(ib.otherToken, '/api/players/send_rfq', { session_id: ib.sessionId, amount: 10_000_000, selected_players: [ib.playerId] }), 'the other bank sends an RFQ');
    return { sessionId: ib.sessionId, body: { response_id: (sent.responses as { id: number }[])[0]!.id } };
  },
  'interbank.hit_rfq_response': async (w) => {
    const rfq = await playerRfq(w, true);
    return { sessionId: rfq.sessionId, body: { response_id: rfq.responseId, type: 'nothing' } };
  },
  'interbank.cancel_rfq': async (w) => {
    const rfq = await playerRfq(w, false);
    return { sessionId: rfq.sessionId, body: { request_id: rfq.requestId } };
  },
  'interbank.get_by_player': async (w) => {
    const ib = await interbankWorld(w);
    return { sessionId: ib.sessionId, body: { player_id: ib.playerId } };
  },
};
