/**
 * The admin's error monitoring (issue 13): the session objects report failed fills, watched
 * orders, stop losses / take profits and books differences into D1 through their outbox, flushed
 * by the alarm; the errors calls list them, admins only, by pages.
 */
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { createUser, signIn, signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // Wednesday, US markets open
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

type Page<T> = { results: T[]; count: number; page_size: number; page_number: number };
type ErrorRow = { id: number; text: string; timestamp: number; seen: boolean; session_id: number; klass_name: string; player_id: number; player_name: string; order_id: number; ric: string };
type OrderRow = {
  id: number;
  order_id: number | null;
  session_id: number;
  player_name: string;
  ric: string;
  asset_name: string;
  resourcetype: string;
  transaction: number;
  quantity: number;
  limit_price: number | null;
  status: number;
  execution_tries: number;
  execution_errors: { id: number; timestamp: number; message: string }[];
};
type DifferenceRow = { session: number; klass: string; player: number; player_name: string; last_market_value: number; last_portfolio_return: number; difference: number };

let admin: string;
beforeAll(async () => {
  admin = (await signIn(await createUser(UserType.Admin))).access;
});

const order = (token: string, session: number, body: Record<string, unknown>) =>
  post(token, '/api/orders/', { session_id: session, transaction: 0, resourcetype: 'MarketOrder', ...body });
const list = <T>(path: string, query = 'page_size=100') => get<Page<T>>(admin, `/api/errors/${path}/?${query}`);
const ofSession = <T extends { session_id: number }>(p: Page<T>, id: number) => p.results.filter((r) => r.session_id === id);

/** Max quantity the server allows for a buy of `ric` now (from its refusal of a huge order). */
async function maxBuy(token: string, session: number, ric: string): Promise<number> {
  const refused = await order(token, session, { financial_instrument: ric, quantity: 10_000_000 });
  return refused.json.details!.max_quantity as number;
}

describe('execution errors from real failed fills', () => {
  it('lists a market-on-open order that could not fill once the alarm flushed it, with its tries, and marks it seen', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, { starting_cash_amount: 10_000 }, ['AAPL.O'], T0);
    const [poor, rich] = a.traineeTokens as [string, string];
    // A market-on-open buy of most of the cash reserves only its collateral (10 %)...
    const moo = await order(poor, id, { financial_instrument: 'AAPL.O', quantity: Math.floor((await maxBuy(poor, id, 'AAPL.O')) * 0.9), resourcetype: 'MarketOnOpenOrder' });
    expect(moo).toMatchObject({ status: 201, json: { status: 0 } });
    const THURSDAY_OPEN = moo.json.execute_at as number; // the next open
    expect(THURSDAY_OPEN).toBeGreaterThan(Date.parse('2026-11-19T00:00:00Z'));
    // ... then the rest goes on a market order, so at the open the cash is not there.
    expect((await order(poor, id, { financial_instrument: 'AAPL.O', quantity: await maxBuy(poor, id, 'AAPL.O') })).status).toBe(201);
    const fine = await order(rich, id, { financial_instrument: 'AAPL.O', quantity: 1, resourcetype: 'MarketOnOpenOrder' });

    // Nothing reaches D1 before the alarm: the order call never waits on it.
    expect(ofSession((await list<OrderRow>('get_pending_moos')).json, id)).toEqual([]);
    await advanceTo(id, T0 + 5_000);
    const pending = ofSession((await list<OrderRow>('get_pending_moos')).json, id);
    expect(pending.map((o) => [o.order_id, o.resourcetype, o.status, o.ric, o.asset_name.length > 0])).toEqual([
      [moo.json.id, 'MarketOnOpenOrder', 0, 'AAPL.O', true],
      [fine.json.id, 'MarketOnOpenOrder', 0, 'AAPL.O', true],
    ]);

    await advanceTo(id, THURSDAY_OPEN + 4_000);
    const errors = ofSession((await list<ErrorRow>('get_execution_errors')).json, id);
    expect(errors).toEqual([
      expect.objectContaining({ text: 'Cannot buy past limit', seen: false, order_id: moo.json.id, ric: 'AAPL.O', player_name: a.trainees[0]!.username, player_id: 1 }),
    ]);
    expect(errors[0]!.klass_name).toMatch(/^Class_/);
    const tried = ofSession((await list<OrderRow>('get_pending_orders_with_one_or_more_execution_tries')).json, id);
    expect(tried).toEqual([
      expect.objectContaining({ order_id: moo.json.id, status: 0, execution_tries: 1, execution_errors: [expect.objectContaining({ id: errors[0]!.id, message: 'Cannot buy past limit' })] }),
    ]);
    // The other player's order filled at the open: executed, no longer pending.
    expect(ofSession((await list<OrderRow>('get_moos_executed_today')).json, id).map((o) => [o.order_id, o.status])).toEqual([[fine.json.id, 1]]);
    expect(ofSession((await list<OrderRow>('get_pending_moos')).json, id).map((o) => o.order_id)).toEqual([moo.json.id]);

    // Retried at the next tick: one error per order and reason, the tries counted.
    await advanceTo(id, THURSDAY_OPEN + 9_000);
    expect(ofSession((await list<ErrorRow>('get_execution_errors')).json, id)).toHaveLength(1);
    expect(ofSession((await list<OrderRow>('get_pending_orders_with_one_or_more_execution_tries')).json, id)[0]!.execution_tries).toBe(2);

    const seen = await post(admin, '/api/errors/mark_error_as_seen/', { id: errors[0]!.id });
    expect(seen).toEqual({ status: 200, json: { id: errors[0]!.id, seen: true } });
    expect((await post(admin, '/api/errors/mark_error_as_seen/', { id: String(errors[0]!.id) })).status).toBe(200);
    expect(ofSession((await list<ErrorRow>('get_execution_errors')).json, id)[0]).toMatchObject({ id: errors[0]!.id, seen: true });
    expect((await post(admin, '/api/errors/mark_error_as_seen/', { id: 999_999_999 })).status).toBe(404);
    expect((await post(admin, '/api/errors/mark_error_as_seen/', { id: 'x' })).status).toBe(400);

    // Cancelled, the order leaves the pending lists; its error stays listed.
    expect((await post(poor, `/api/orders/${moo.json.id}/cancel/`, { session_id: id })).status).toBe(200);
    await advanceTo(id, THURSDAY_OPEN + 14_000);
    expect(ofSession((await list<OrderRow>('get_pending_orders_with_one_or_more_execution_tries')).json, id)).toEqual([]);
    expect(ofSession((await list<OrderRow>('get_pending_moos')).json, id)).toEqual([]);
    expect(ofSession((await list<ErrorRow>('get_execution_errors')).json, id)).toHaveLength(1);
  });

  it('does not list a failure whose message is Market is not open!, nor show it as an order’s last error', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const limit = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1, resourcetype: 'LimitOrder', limit_price: 1 });
    // No quote makes this failure in a test's market: stored as the engine stores it (the order tried, its failure recorded).
    await runInDurableObject(stubOf(id), (_o, state) => {
      state.storage.transactionSync(() => {
        const json = JSON.parse(state.storage.sql.exec<{ json: string }>('SELECT json FROM orders WHERE id = ?', limit.json.id).one().json);
        state.storage.sql.exec('UPDATE orders SET json = ? WHERE id = ?', JSON.stringify({ ...json, execution_tries: 1, last_error: 'Market is not open!' }), limit.json.id);
        state.storage.sql.exec("INSERT INTO failed_executions (order_id, player_id, message, at) VALUES (?, 1, 'Market is not open!', ?)", limit.json.id, T0);
      });
    });
    await advanceTo(id, T0 + 30_000);
    const stored = await env.DB.prepare('SELECT message FROM execution_errors WHERE session_id = ?').bind(id).all<{ message: string }>();
    expect(stored.results).toEqual([{ message: 'Market is not open!' }]);
    expect(ofSession((await list<ErrorRow>('get_execution_errors')).json, id)).toEqual([]);
    const tried = ofSession((await list<OrderRow>('get_pending_orders_with_one_or_more_execution_tries')).json, id);
    expect(tried).toEqual([expect.objectContaining({ order_id: limit.json.id, execution_errors: [] })]);

    // Deleting the session deletes its reports.
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`)).status).toBe(200);
    expect((await post(a.trainerToken, `/api/sessions/${id}/delete/`)).status).toBe(200);
    const left = await env.DB.batch(['execution_errors', 'admin_orders', 'player_differences'].map((t) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE session_id = ?`).bind(id)));
    expect(left.map((r) => (r.results[0] as { n: number }).n)).toEqual([0, 0, 0]);
  });
});

describe('stop loss and take profit', () => {
  it('lists each pending level of an ODA with the position it closes, and drops one that is removed', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    const bought = await order(token, id, { financial_instrument: 'AAPL.O', quantity: 40 });
    const price = bought.json.open_price as number;
    const oda = await post(token, '/api/orders/create_oda/', { session_id: id, financial_instrument: 'AAPL.O', stop_loss_price: Math.round(price * 50) / 100, take_profit_price: Math.round(price * 200) / 100 });
    expect(oda.status).toBe(201);
    await advanceTo(id, T0 + 5_000);
    const rows = ofSession((await list<OrderRow>('get_all_pending_sl_tp')).json, id);
    expect(rows.map((r) => [r.resourcetype, r.order_id, r.transaction, r.quantity, r.limit_price, r.status]).sort()).toEqual([
      ['StopLossOrder', null, 1, 40, Math.round(price * 50) / 100, 0],
      ['TakeProfitOrder', null, 1, 40, Math.round(price * 200) / 100, 0],
    ]);
    await post(token, '/api/orders/update_oda/', { session_id: id, financial_instrument: 'AAPL.O', stop_loss_price: Math.round(price * 50) / 100, take_profit_price: null });
    await order(token, id, { financial_instrument: 'AAPL.O', quantity: 10, transaction: 1 });
    await advanceTo(id, T0 + 10_000);
    expect(ofSession((await list<OrderRow>('get_all_pending_sl_tp')).json, id).map((r) => [r.resourcetype, r.quantity])).toEqual([['StopLossOrder', 30]]);
  });
});

describe('reporting without a tick', () => {
  it('reports what a call left in the outbox within seconds, on the real clock, long before the next period', async () => {
    const a = await signedInClass();
    const created = await post(a.trainerToken, '/api/sessions/', { klass_id: a.klassId, ...HISTORICAL, historical_sleep_time: 600 });
    const id = created.json.id as number;
    const call = (path: string, json: unknown) => post(a.trainerToken, `/api/sessions/${id}/${path}/`, json);
    await call('update_underlying_assets', { underlying_assets: [(await env.DB.prepare("SELECT id FROM underlying_assets WHERE ric = 'AAPL.O'").first<{ id: number }>())!.id] });
    await call('play_pause', { current_status: 3 });
    await call('play_pause', { current_status: 0 });
    const token = a.traineeTokens[0]!;
    const bought = await order(token, id, { financial_instrument: 'AAPL.O', quantity: 5 });
    expect((await post(token, '/api/orders/create_oda/', { session_id: id, financial_instrument: 'AAPL.O', stop_loss_price: Math.round((bought.json.open_price as number) * 50) / 100 })).status).toBe(201);
    const started = Date.now();
    let listed: OrderRow[] = [];
    while (!listed.length && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      listed = ofSession((await list<OrderRow>('get_all_pending_sl_tp')).json, id);
    }
    expect(listed.map((r) => [r.resourcetype, r.quantity])).toEqual([['StopLossOrder', 5]]);
    expect(Date.now() - started).toBeLessThan(10_000);
    await call('finish', {});
  }, 20_000);
});

describe('players with differences', () => {
  it('lists a player whose cached wallet was corrupted after the next period step, above the threshold only, until it is repaired', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 10 })).status).toBe(201);
    const corrupt = (minor: number) =>
      runInDurableObject(stubOf(id), (o, state) => {
        state.storage.sql.exec("UPDATE wallets SET balance = balance + ? WHERE player_id = 2 AND currency = 'USD'", minor);
        // As after a restart: the books are read again from the (corrupted) storage.
        (o as unknown as { kernel: { dropBooks(): void } }).kernel.dropBooks();
      });
    await corrupt(7_500_000); // 75,000.00 USD that no ledger entry explains
    const differences = async (body: Record<string, unknown>) => {
      const res = await post(admin, '/api/errors/get_players_with_differences/?page_size=100', body);
      expect(res.status).toBe(200);
      return (res.json as unknown as Page<DifferenceRow>).results.filter((r) => r.session === id);
    };
    // Nothing before the step: the audit runs at each period.
    expect(await differences({})).toEqual([]);
    // The step's own alarm run only marks the audit due: it runs in the next ring, outside the step.
    const stub = stubOf(id);
    await stub.setTestClock(T0 + 30_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.testAloneDue()).toBe(true);
    const findings = () => runInDurableObject(stub, (_o, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM books_findings').one().n);
    expect(await findings()).toBe(0);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.testAloneDue()).toBe(false);
    expect(await findings()).toBe(1);
    const listed = await differences({});
    expect(listed).toEqual([expect.objectContaining({ player: 2, player_name: a.trainees[1]!.username, klass: expect.stringMatching(/^Class_/) })]);
    expect(listed[0]!.difference).toBeCloseTo(75_000, 6);
    expect(listed[0]!.last_market_value).toBeCloseTo(100_075_000, 0);
    expect(listed[0]!.last_portfolio_return).toBeCloseTo(75_000 / 100_000_000, 9);
    expect(await differences({ difference: 50_000 })).toHaveLength(1);
    expect(await differences({ difference: 80_000 })).toEqual([]);
    expect(await differences({ difference: '70000' })).toHaveLength(1);
    expect((await post(admin, '/api/errors/get_players_with_differences/', { difference: -1 })).status).toBe(400);

    await corrupt(-7_500_000);
    await advanceTo(id, T0 + 60_000);
    expect(await differences({ difference: 0 })).toEqual([]);
  });

  it('audits a real-time session at the daily roll', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O'], T0);
    await advanceTo(id, T0 + 5_000);
    await runInDurableObject(stubOf(id), (o, state) => {
      state.storage.sql.exec("UPDATE wallets SET balance = balance - 20000000 WHERE player_id = 1 AND currency = 'USD'");
      (o as unknown as { kernel: { dropBooks(): void } }).kernel.dropBooks();
    });
    await advanceTo(id, T0 + 10_000); // a tick of the same day: no audit
    const res = async () => ((await post(admin, '/api/errors/get_players_with_differences/?page_size=100', {})).json as unknown as Page<DifferenceRow>).results.filter((r) => r.session === id);
    expect(await res()).toEqual([]);
    await advanceTo(id, Date.parse('2026-11-18T21:00:05Z')); // the first tick after the close
    expect((await res()).map((r) => [r.player, Math.round(r.difference)])).toEqual([[1, 200_000]]);
  });
});

describe('the admin channel', () => {
  it('announces a new session, a pending on-open order, an execution error and a status change to connected administrators', async () => {
    const a = await signedInClass();
    const { socket } = await connect(`/api/admin/?token=${admin}`);
    expect(socket).toBeDefined();
    const id = await runningSession(a.trainerToken, a.klassId, { starting_cash_amount: 10_000 }, ['AAPL.O'], T0);
    expect((await socket!.next('session_created')).data).toMatchObject({ id, klass_id: a.klassId, status: 3 });
    expect((await socket!.next('session_updated')).data).toMatchObject({ id, status: 0 });
    expect((await socket!.next('session_updated')).data).toMatchObject({ id, status: 1 });
    const token = a.traineeTokens[0]!;
    const moo = await order(token, id, { financial_instrument: 'AAPL.O', quantity: Math.floor((await maxBuy(token, id, 'AAPL.O')) * 0.9), resourcetype: 'MarketOnOpenOrder' });
    await order(token, id, { financial_instrument: 'AAPL.O', quantity: await maxBuy(token, id, 'AAPL.O') });
    const THURSDAY_OPEN = moo.json.execute_at as number;
    await advanceTo(id, T0 + 5_000);
    const notice = await socket!.next('moo_pending');
    expect(notice.data).toMatchObject({ session_id: id, order_id: moo.json.id, resourcetype: 'MarketOnOpenOrder', execute_at: THURSDAY_OPEN });
    await advanceTo(id, THURSDAY_OPEN + 4_000);
    const error = await socket!.next('execution_error');
    expect(error.data).toMatchObject({ session_id: id, order_id: moo.json.id, text: 'Cannot buy past limit', seen: false, ric: 'AAPL.O' });
    await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 });
    const updated = await socket!.next('session_updated');
    expect(updated.data).toMatchObject({ id, status: 0 });
    socket!.close();
  });
});

describe('who may see the errors', () => {
  const GETS = ['get_execution_errors', 'get_pending_orders_with_one_or_more_execution_tries', 'get_pending_moos', 'get_moos_executed_today', 'get_all_pending_sl_tp'];

  it('refuses trainers and trainees every errors call', async () => {
    const a = await signedInClass();
    for (const token of [a.trainerToken, a.traineeTokens[0]!]) {
      for (const path of GETS) expect((await get(token, `/api/errors/${path}/`)).status, path).toBe(403);
      expect((await post(token, '/api/errors/mark_error_as_seen/', { id: 1 })).status).toBe(403);
      expect((await post(token, '/api/errors/get_players_with_differences/', { difference: 0 })).status).toBe(403);
    }
    expect((await get('', '/api/errors/get_pending_moos/')).status).toBe(401);
  });

  it('pages every list: 10 by default, 1 to 100', async () => {
    for (const path of GETS) {
      const first = await list<unknown>(path, '');
      expect(first.status, path).toBe(200);
      expect(first.json).toMatchObject({ page_size: 10, page_number: 1 });
      expect(first.json.results.length).toBe(Math.min(10, first.json.count));
      for (const bad of ['page_size=0', 'page_size=101', 'page_number=0', 'page_size=abc']) expect((await list(path, bad)).status, `${path} ${bad}`).toBe(400);
    }
    const all = (await list<ErrorRow>('get_execution_errors', 'page_size=100')).json;
    if (all.count >= 2) {
      const second = (await list<ErrorRow>('get_execution_errors', 'page_size=1&page_number=2')).json;
      expect(second).toMatchObject({ count: all.count, page_size: 1, page_number: 2 });
      expect(second.results.map((r) => r.id)).toEqual([all.results[1]!.id]);
    }
    const differences = await post(admin, '/api/errors/get_players_with_differences/?page_size=101', {});
    expect(differences.status).toBe(400);
  });
});
