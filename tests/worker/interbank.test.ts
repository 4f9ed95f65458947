/**
 * The interbank RFQ through the API and the session object (banking.md §9; spec 001 §5, §7; 002
 * §4, §7, §8): two banks of a client-money session. A sends an RFQ for 10,000,000 to B (B told by
 * `rfq_sent`), a second one refused; B's ask below its bid refused, its quote 5.00 / 5.10 locked in
 * (A told by `rfq_response_sent`, the badge counting it); A hits Borrow at 5.10: both wallets to the
 * cent, interbank_amount −10,000,000 / +10,000,000 on the players' figures and a remaining limit
 * of 90,000,000 on both sides; at the next period step the deal is repaid with the interest for
 * the calendar days between the two scenario dates, the two banks' entries summing to zero.
 * Refused: the trainer's calls (403, the staff read the books), while paused (409), in a session
 * without client money (409); cancelling by the responder closes a one-bank request.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toMinor } from '../../domain/money';
import type { InterbankBook, RfqRequestView, RfqResponseView } from '../../domain/contracts/interbank';
import { signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { clientMoneySession } from './setup/client-dealing';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const DAY = 86_400_000;

type Books = { id: number; name: string; interbank_amount: number; interbank_interest: number; last_market_value: number; wallets: { currency: string; amount: number }[] };

/** The session's ledger entries of the interbank reasons, in order: [player, reason, minor units]. */
async function interbankLedger(id: number) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql
      .exec<{ player_id: number; reason: string; amount: number }>("SELECT player_id, reason, amount FROM ledger WHERE reason LIKE 'interbank_%' ORDER BY id")
      .toArray()
      .map((r) => [r.player_id, r.reason, r.amount] as const),
  );
}

/** A wallet's balance (minor units) and the sum of its ledger: they must agree. */
async function usdOf(id: number, playerId: number) {
  return runInDurableObject(stubOf(id), (_o, state) => {
    const balance = state.storage.sql.exec<{ balance: number }>("SELECT balance FROM wallets WHERE player_id = ? AND currency = 'USD'", playerId).one().balance;
    const ledger = state.storage.sql.exec<{ total: number }>("SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE player_id = ? AND currency = 'USD'", playerId).one().total;
    return { balance, ledger };
  });
}

describe('interbank RFQ', () => {
  it('runs from send to hit between two banks, and the deal is repaid with its interest at the next period', async () => {
    const a = await signedInClass();
    const id = await clientMoneySession(a.trainerToken, a.klassId, { reporting_currency: 'USD' }, ['AAPL.O'], T0);
    const [tokenA, tokenB] = a.traineeTokens as [string, string];
    const A = (await get<Books>(tokenA, `/api/sessions/${id}/retrieve_player/`)).json;
    const B = (await get<Books>(tokenB, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(A).toMatchObject({ interbank_amount: 0, interbank_interest: 0 });
    const socketA = (await connect(`/api/session/${id}/?token=${tokenA}`)).socket!;
    const socketB = (await connect(`/api/session/${id}/?token=${tokenB}`)).socket!;
    const book = async (token: string) => (await post(token, '/api/players/get_interbank', { session_id: id })).json as unknown as InterbankBook;

    const start = await book(tokenA);
    expect(start).toMatchObject({ enabled: true, currency: 'USD', interbank_amount: 0, remaining_limit: 100_000_000, limit: 100_000_000, amount_step: 1_000_000, default_amount: 10_000_000, active_request: null, deals: [], pending_count: 0 });
    expect(start.other_players).toEqual([{ id: B.id, name: B.name }]);

    // The spec's bounds: step 1,000,000, at most 100,000,000; not to itself.
    expect((await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 10_500_000, selected_players: [B.id] })).status).toBe(400);
    expect((await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 101_000_000, selected_players: [B.id] })).status).toBe(400);
    expect((await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 10_000_000, selected_players: [A.id] })).json.error).toBe('A bank cannot quote itself');
    // The trainer does not deal.
    expect((await post(a.trainerToken, '/api/players/send_rfq', { session_id: id, amount: 10_000_000, selected_players: [B.id] })).status).toBe(403);

    // A asks B for 10,000,000.
    const sent = await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 10_000_000, player_id: A.id, selected_players: [B.id] });
    expect(sent.status).toBe(201);
    const request = sent.json as unknown as RfqRequestView;
    expect(request).toMatchObject({ amount: 10_000_000, currency: 'USD', active: true, status: 'sent', player_name: A.name, selected_players: [{ id: B.id, name: B.name }] });
    expect(request.responses).toEqual([expect.objectContaining({ status: 'Waiting quote', locked_in: false, bid: null, ask: null, request_active: true, responding_player_name: B.name })]);
    const told = await socketB.next('rfq_sent');
    expect(told.data).toMatchObject({ request_id: request.id, from_player_name: A.name, amount: 10_000_000 });
    // One active request at a time.
    const second = await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 20_000_000, selected_players: [B.id] });
    expect(second.status).toBe(409);

    // B sees it, quotes: an ask below the bid refused, then 5.00 / 5.10 locked in.
    const toB = await book(tokenB);
    expect(toB.pending_count).toBe(1);
    const responseId = toB.requests_to_me[0]!.id;
    expect(toB.requests_to_me[0]).toMatchObject({ status: 'Waiting quote', requesting_player_name: A.name, amount: 10_000_000 });
    const below = await post(tokenB, '/api/players/send_rfq_response', { session_id: id, response_id: responseId, bid: 5.1, ask: 5 });
    expect(below.status).toBe(400);
    expect(below.json.error).toBe('The ask must be at least the bid');
    // Only B may answer its response.
    expect((await post(tokenA, '/api/players/send_rfq_response', { session_id: id, response_id: responseId, bid: 5, ask: 5.1 })).status).toBe(404);
    const quoted = await post(tokenB, '/api/players/send_rfq_response', { session_id: id, response_id: responseId, bid: 5, ask: 5.1 });
    expect(quoted.status).toBe(200);
    expect(quoted.json).toMatchObject({ bid: 5, ask: 5.1, status: 'Waiting hit', locked_in: true });
    expect((await socketA.next('rfq_response_sent')).data).toMatchObject({ response_id: responseId, from_player_name: B.name, bid: 5, ask: 5.1 });
    expect((await post(tokenB, '/api/players/send_rfq_response', { session_id: id, response_id: responseId, bid: 4, ask: 4.1 })).status).toBe(409);
    const waiting = await book(tokenA);
    expect(waiting.pending_count).toBe(1);
    expect(waiting.active_request!.responses[0]).toMatchObject({ status: 'Waiting hit', bid: 5, ask: 5.1 });

    // A hits Borrow at B's ask, 5.10 %.
    const before = { a: await usdOf(id, A.id), b: await usdOf(id, B.id) };
    const hit = await post(tokenA, '/api/players/hit_rfq_response', { session_id: id, response_id: responseId, type: 'borrow' });
    expect(hit.status).toBe(200);
    const hitView = hit.json as unknown as RfqResponseView;
    expect(hitView).toMatchObject({ status: 'Borrow', direction: 'borrow', request_active: false });
    expect((await socketB.next('rfq_hit')).data).toMatchObject({ response_id: responseId, direction: 'borrow', rate: 5.1 });
    expect(await interbankLedger(id)).toEqual([
      [B.id, 'interbank_lend', -1_000_000_000],
      [A.id, 'interbank_borrow', 1_000_000_000],
    ]);
    const afterHit = { a: await usdOf(id, A.id), b: await usdOf(id, B.id) };
    expect(afterHit.a.balance).toBe(before.a.balance + 1_000_000_000);
    expect(afterHit.b.balance).toBe(before.b.balance - 1_000_000_000);
    expect(afterHit.a.balance).toBe(afterHit.a.ledger);
    expect(afterHit.b.balance).toBe(afterHit.b.ledger);
    const figuresA = (await get<Books>(tokenA, `/api/sessions/${id}/retrieve_player/`)).json;
    const figuresB = (await get<Books>(tokenB, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(figuresA.interbank_amount).toBe(-10_000_000);
    expect(figuresB.interbank_amount).toBe(10_000_000);
    // Borrowing moves no value: the cash arrived, the debt is owed.
    expect(figuresA.last_market_value).toBeCloseTo(A.last_market_value, 2);
    const dealsA = await book(tokenA);
    const dealsB = await book(tokenB);
    expect(dealsA).toMatchObject({ remaining_limit: 90_000_000, interbank_amount: -10_000_000, active_request: null, pending_count: 0 });
    expect(dealsB).toMatchObject({ remaining_limit: 90_000_000, interbank_amount: 10_000_000 });
    const deal = dealsA.deals[0]!;
    expect(deal).toMatchObject({ side: 'borrow', counterparty_name: B.name, amount: 10_000_000, rate: 5.1, current: true });
    expect(dealsB.deals[0]).toMatchObject({ side: 'lend', counterparty_name: A.name, current: true });
    // The days the deal will run: the calendar days to the next period's scenario date.
    const days = Math.round((Date.parse(deal.maturity_date!) - Date.parse(deal.start_date)) / DAY);
    expect(deal.days).toBe(days);
    expect(days).toBeGreaterThanOrEqual(7);
    const interest = toMinor((10_000_000 * 0.051 * days) / 360, 'USD');
    expect(toMinor(deal.interest!, 'USD')).toBe(-interest);
    // The request is closed: hitting again is refused.
    expect((await post(tokenA, '/api/players/hit_rfq_response', { session_id: id, response_id: responseId, type: 'lend' })).status).toBe(409);
    // The staff read a player's interbank book.
    const staff = await post(a.trainerToken, '/api/players/get_interbank_by_player_id', { session_id: id, player_id: B.id });
    expect(staff.status).toBe(200);
    expect((staff.json as unknown as InterbankBook).deals[0]).toMatchObject({ side: 'lend', amount: 10_000_000 });

    // Paused: no RFQ.
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 })).json.status).toBe(0);
    const paused = await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 10_000_000, selected_players: [B.id] });
    expect(paused.status).toBe(409);
    expect(paused.json.error).toBe('Interbank dealing is not possible while the session is paused');
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 })).json.status).toBe(1);

    // The next period: A repays 10,000,000 and the interest, B receives them.
    const stepBefore = { a: await usdOf(id, A.id), b: await usdOf(id, B.id) };
    await advanceTo(id, T0 + 20_000);
    const settled = await socketA.next('interbank_deal_settled');
    expect(settled.data).toMatchObject({ deal_id: deal.id, side: 'borrow', settlement: 'maturity' });
    expect(settled.data.interest).toBeCloseTo(-interest / 100, 6);
    expect((await interbankLedger(id)).slice(2)).toEqual([
      [A.id, 'interbank_repayment', -1_000_000_000],
      [A.id, 'interbank_interest', -interest],
      [B.id, 'interbank_repayment', 1_000_000_000],
      [B.id, 'interbank_interest', interest],
    ]);
    // The two banks' interbank entries sum to zero; each wallet is its ledger.
    expect((await interbankLedger(id)).reduce((s, [, , amount]) => s + amount, 0)).toBe(0);
    const stepAfter = { a: await usdOf(id, A.id), b: await usdOf(id, B.id) };
    expect(stepAfter.a.balance).toBe(stepAfter.a.ledger);
    expect(stepAfter.b.balance).toBe(stepAfter.b.ledger);
    const stepEntries = async (playerId: number, since: number) =>
      runInDurableObject(stubOf(id), (_o, state) =>
        state.storage.sql.exec<{ total: number }>("SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE player_id = ? AND currency = 'USD' AND id > ?", playerId, since).one().total,
      );
    const lastBefore = await runInDurableObject(stubOf(id), (_o, state) => state.storage.sql.exec<{ id: number }>("SELECT id FROM ledger WHERE reason = 'interbank_borrow'").one().id);
    // Whatever else the step booked (client dealing), the interbank lines are in the wallets to the cent.
    expect(stepAfter.a.balance - stepBefore.a.balance).toBe(await stepEntries(A.id, lastBefore));
    const endA = (await get<Books>(tokenA, `/api/sessions/${id}/retrieve_player/`)).json;
    const endB = (await get<Books>(tokenB, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(endA.interbank_amount).toBe(0);
    expect(endA.interbank_interest).toBeCloseTo(-interest / 100, 6);
    expect(endB.interbank_interest).toBeCloseTo(interest / 100, 6);
    const past = await book(tokenA);
    expect(past.remaining_limit).toBe(100_000_000);
    expect(past.deals[0]).toMatchObject({ id: deal.id, current: false, settlement: 'maturity', days });
    expect(toMinor(past.deals[0]!.interest!, 'USD')).toBe(-interest);

    // A new request (once the period has passed), withdrawn by its only bank: it closes, and A may send another.
    await stubOf(id).setTestClock(T0 + 22_000);
    const again = (await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 5_000_000, selected_players: [B.id] })).json as unknown as RfqRequestView;
    const withdrawn = await post(tokenB, '/api/players/cancel_rfq', { session_id: id, request_id: again.id });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toMatchObject({ active: false, status: 'cancelled', cancelled_by: B.id });
    expect((await socketA.next('rfq_cancelled')).data).toMatchObject({ request_id: again.id });
    expect((await post(tokenB, '/api/players/cancel_rfq', { session_id: id, request_id: again.id })).status).toBe(409);
    // An RFQ left open lapses at the period step.
    const open = (await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 5_000_000, selected_players: [B.id] })).json as unknown as RfqRequestView;
    expect(open.active).toBe(true);
    await advanceTo(id, T0 + 2 * 20_000 + 2_000);
    expect((await book(tokenA)).my_requests[0]).toMatchObject({ id: open.id, active: false, status: 'expired' });
    socketA.close();
    socketB.close();
  });

  it('repays an open deal at the session end at the interest accrued so far, and is closed in sessions without client money', async () => {
    const a = await signedInClass();
    const id = await clientMoneySession(a.trainerToken, a.klassId, { reporting_currency: 'USD' }, ['AAPL.O'], T0);
    const [tokenA, tokenB] = a.traineeTokens as [string, string];
    const B = (await get<Books>(tokenB, `/api/sessions/${id}/retrieve_player/`)).json;
    const request = (await post(tokenA, '/api/players/send_rfq', { session_id: id, amount: 3_000_000, selected_players: [B.id] })).json as unknown as RfqRequestView;
    const responseId = request.responses[0]!.id;
    expect((await post(tokenB, '/api/players/send_rfq_response', { session_id: id, response_id: responseId, bid: 4, ask: 4.5 })).status).toBe(200);
    expect((await post(tokenA, '/api/players/hit_rfq_response', { session_id: id, response_id: responseId, type: 'lend' })).status).toBe(200);
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`, {})).status).toBe(200);
    // Finished on the day it was struck: repaid without interest.
    expect(await interbankLedger(id)).toEqual([
      [(await get<Books>(tokenA, `/api/sessions/${id}/retrieve_player/`)).json.id, 'interbank_lend', -300_000_000],
      [B.id, 'interbank_borrow', 300_000_000],
      [B.id, 'interbank_repayment', -300_000_000],
      [(await get<Books>(tokenA, `/api/sessions/${id}/retrieve_player/`)).json.id, 'interbank_repayment', 300_000_000],
    ]);
    const deals = ((await post(tokenA, '/api/players/get_interbank', { session_id: id })).json as unknown as InterbankBook).deals;
    expect(deals[0]).toMatchObject({ current: false, settlement: 'session_end', days: 0, interest: 0 });

    const plain = await runningSession(a.trainerToken, a.klassId, { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 }, ['AAPL.O'], T0);
    const Bp = (await get<Books>(tokenB, `/api/sessions/${plain}/retrieve_player/`)).json;
    const refused = await post(tokenA, '/api/players/send_rfq', { session_id: plain, amount: 10_000_000, selected_players: [Bp.id] });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('The interbank market is open only in sessions with client money');
  });
});
