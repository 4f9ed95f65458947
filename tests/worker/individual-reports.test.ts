/**
 * Individual reports over the API (issue #14): a scripted historical session (known trades at
 * the simulated market's known prices), computed by the administrator before the finish and
 * for everyone at the finish, in slices of 20 players per alarm run; who may read which report
 * when.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { IndividualReportAnswer, IndividualReportStatusRow } from '../../domain/contracts/reports';
import { UserType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import { REPORT_TEXTS } from '../../domain/reports/individual-report';
import { createKlass, createUser, signIn } from './setup/fixtures';
import { advanceTo, createdSession, get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const PLAYERS = 22;

/** A class of 22 trainees (two signed in), its trainer and an administrator. */
async function bigClass() {
  const trainer = await createUser(UserType.Trainer);
  const trainees = [];
  for (let k = 0; k < PLAYERS; k++) trainees.push(await createUser(UserType.Trainee));
  const klassId = await createKlass(trainer, trainees);
  const admin = await createUser(UserType.Admin);
  const [t, a, b, adm] = await Promise.all([signIn(trainer), signIn(trainees[0]!), signIn(trainees[1]!), signIn(admin)]);
  return { klassId, trainerToken: t.access, traineeTokens: [a.access, b.access], adminToken: adm.access };
}

const reportOf = (token: string, id: number, body: Record<string, unknown> = {}) =>
  post(token, '/api/individual_report/get', { session_id: id, ...body }) as unknown as Promise<{ status: number; json: IndividualReportAnswer }>;
const order = (token: string, id: number, ric: string, transaction: number, quantity: number) =>
  post(token, '/api/orders/', { session_id: id, financial_instrument: ric, transaction, quantity, resourcetype: 'MarketOrder' }) as Promise<{
    status: number;
    json: { open_price: number; executed_at: number | string };
  }>;
const ms = (t: number | string) => (typeof t === 'number' ? t : Date.parse(t));

describe('individual reports', () => {
  it('are computed in slices, by the admin before the finish and for everyone at the finish, with the figures of the trades', async () => {
    const c = await bigClass();
    const id = await runningSession(c.trainerToken, c.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    const [me, other] = c.traineeTokens as [string, string];

    // Period 0: buy 100 AAPL at the ask, sell 40 back at the bid (an intraday, losing trade).
    const buy = (await order(me, id, 'AAPL.O', 0, 100)).json;
    const sell40 = (await order(me, id, 'AAPL.O', 1, 40)).json;
    // Period 1: sell the other 60, buy 50 MSFT (held to the end).
    await advanceTo(id, T0 + 30_000);
    await advanceTo(id, T0 + 32_000); // the period has passed: trading again
    const sell60 = (await order(me, id, 'AAPL.O', 1, 60)).json;
    const msft = (await order(me, id, 'MSFT.O', 0, 50)).json;
    await order(other, id, 'MSFT.O', 0, 10);

    // Before the finish: trainers and trainees are refused, the administrator computes.
    expect(await reportOf(me, id)).toMatchObject({ status: 403, json: { error: REPORT_TEXTS.notFinished } });
    expect(await reportOf(c.trainerToken, id, { player_id: 1 })).toMatchObject({ status: 403, json: { error: REPORT_TEXTS.notFinished } });
    expect((await post(c.trainerToken, `/api/sessions/${id}/compute_individual_reports/`)).status).toBe(403);
    expect(await post(c.adminToken, `/api/sessions/${id}/compute_individual_reports/`)).toMatchObject({ status: 200, json: { queued: PLAYERS } });
    const before = await reportOf(c.adminToken, id, { player_id: 1 });
    expect(before.json).toMatchObject({ status: 0, message: REPORT_TEXTS.unavailable, report: null });

    // Slices: 20 players on the first alarm run, the last 2 on the next.
    const statuses = async () => (await get<IndividualReportStatusRow[]>(c.adminToken, `/api/sessions/${id}/individual_reports/`)).json.map((r) => r.status);
    await runDurableObjectAlarm(stubOf(id));
    expect(await statuses()).toEqual([...Array(20).fill(1), 0, 0]);
    await runDurableObjectAlarm(stubOf(id));
    expect(await statuses()).toEqual(Array(PLAYERS).fill(1));
    const early = (await reportOf(c.adminToken, id, { player_id: 1 })).json;
    expect(early).toMatchObject({ status: 1, message: null, player_id: 1 });
    expect(early.report!.trades.total).toBe(4);

    // The finish queues every report again; the player hears when theirs is ready.
    const socket = (await connect(`/api/session/${id}/?token=${me}`)).socket!;
    expect((await post(c.trainerToken, `/api/sessions/${id}/finish/`)).status).toBe(200);
    expect((await reportOf(me, id)).json).toMatchObject({ status: 0, message: REPORT_TEXTS.unavailable });
    await runDurableObjectAlarm(stubOf(id));
    await runDurableObjectAlarm(stubOf(id));
    expect((await socket.next('individual_report_updated')).data).toEqual({ player_id: 1, status: 1 });
    socket.close();

    const answer = (await reportOf(me, id)).json;
    expect(answer).toMatchObject({ status: 1, player_id: 1, session_id: id });
    const r = answer.report!;
    // By hand from the fills: AAPL realised 40 × (bid0 − ask0) + 60 × (bid1 − ask0); MSFT unrealised 50 × (bid − ask1) at the finish's prices.
    const market = defaultMarket();
    const end = market.quoteAt('MSFT.O', ms(msft.executed_at));
    const realized = 40 * (sell40.open_price - buy.open_price) + 60 * (sell60.open_price - buy.open_price);
    const unrealized = 50 * (end.bid - msft.open_price);
    expect(r.returns.realized_pnl).toBeCloseTo(realized, 1);
    expect(r.returns.unrealized_pnl).toBeCloseTo(unrealized, 6);
    expect(r.returns.fx_pnl).toBe(0);
    expect(r.returns.return_percent).toBeCloseTo((100 * (r.returns.market_value - 100_000_000)) / 100_000_000, 9);
    // Four trades over two periods (the historical "days"): two in each.
    expect(r.trades).toMatchObject({ total: 4, days: 2, daily_average: 2, daily_max: 2, intraday: 1 });
    expect(r.trades.intraday_percent).toBe(25);
    const reducing = [40 * (sell40.open_price - buy.open_price), 60 * (sell60.open_price - buy.open_price)];
    expect(r.trades.profitable).toBe(reducing.filter((x) => x > 0).length);
    expect(r.trades.losing).toBe(reducing.filter((x) => x < 0).length);
    expect(r.return_per_trade.min_realized_pnl).toBeCloseTo(Math.min(...reducing), 1);
    expect(r.return_per_trade.max_unrealized_pnl).toBeCloseTo(unrealized, 6);
    expect(r.investments.top_long).toMatchObject({ ric: 'MSFT.O', quantity: 50 });
    expect(r.investments.top_short).toBeNull();
    expect(r.returns_breakdown.instrument.map((b) => b.key).sort()).toEqual(['AAPL.O', 'MSFT.O']);
    expect(r.definitions[0]).toBe('A trade is an executed order.');

    // After the finish: a trainee only their own; the trainer any player's, named.
    expect(await reportOf(me, id, { player_id: 2 })).toMatchObject({ status: 403 });
    expect((await reportOf(other, id)).json).toMatchObject({ status: 1, player_id: 2 });
    expect((await reportOf(c.trainerToken, id, { player_id: 1 })).json.report!.trades.total).toBe(4);
    expect(await reportOf(c.trainerToken, id)).toMatchObject({ status: 400, json: { error: 'Player id missing in url, wrong path?' } });
    expect(await reportOf(c.trainerToken, id, { player_id: 999 })).toMatchObject({ status: 404, json: { error: 'No report' } });
  });

  it('cannot be computed while the session is being created; answer "unavailable" before computed, "failed" with the error, and compute again', async () => {
    const c = await bigClass();
    const creating = await createdSession(c.trainerToken, c.klassId);
    expect(await post(c.adminToken, `/api/sessions/${creating}/compute_individual_reports/`)).toMatchObject({ status: 409 });
    const id = await runningSession(c.trainerToken, c.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect((await reportOf(c.adminToken, id, { player_id: 3 })).json).toMatchObject({ status: 0, message: REPORT_TEXTS.unavailable, computed_at: null, report: null });
    // A report that fails to compute is status 2 with its error; computing again after the cause is gone makes it ready.
    const player = c.traineeTokens[0]!;
    const bought = await order(player, id, 'AAPL.O', 0, 10);
    expect(bought.status).toBe(201);
    let saved = '';
    await runInDurableObject(stubOf(id), (_o, state) => {
      saved = state.storage.sql.exec<{ json: string }>('SELECT json FROM orders WHERE player_id = 1').one().json;
      // A price no books could hold: replaying the fill throws.
      state.storage.sql.exec("UPDATE orders SET json = json_set(json, '$.open_price', 1e300) WHERE player_id = 1");
    });
    await post(c.adminToken, `/api/sessions/${id}/compute_individual_reports/`);
    await runDurableObjectAlarm(stubOf(id));
    const failed = (await reportOf(c.adminToken, id, { player_id: 1 })).json;
    expect(failed).toMatchObject({ status: 2, message: REPORT_TEXTS.failed, report: null });
    expect(failed.error).toMatch(/too large/);
    expect((await reportOf(c.adminToken, id, { player_id: 2 })).json.status).toBe(1);
    await runInDurableObject(stubOf(id), (_o, state) => void state.storage.sql.exec('UPDATE orders SET json = ? WHERE player_id = 1', saved));
    await post(c.adminToken, `/api/sessions/${id}/compute_individual_reports/`);
    await runDurableObjectAlarm(stubOf(id));
    expect((await reportOf(c.adminToken, id, { player_id: 1 })).json).toMatchObject({ status: 1, error: null, report: { trades: { total: 1 } } });
    // A stranger's session does not exist for them.
    const outsider = await signIn(await createUser(UserType.Trainee));
    expect((await reportOf(outsider.access, id)).status).toBe(404);
  });
});
