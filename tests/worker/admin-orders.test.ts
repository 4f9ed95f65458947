/**
 * The administrator's New Order at a forced price and Close positions (spec 002 §2, issue 13):
 * booked like any fill (ledger, wallet, position, deals, blotter), the forced price kept on the
 * order and its difference to the mid booked as 'forced price adjustment'; 'Wallet not found!',
 * no crossing through zero, nothing in Creating; every position closed at market by orders
 * 'Close position' while running, paused or finished, whatever the market hours; trainers and
 * trainees refused.
 */
import { runInDurableObject, evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import { toMinor } from '../../domain/money';
import { api, createUser, signIn, signedInClass } from './setup/fixtures';
import { createdSession, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // Wednesday, markets open
const SATURDAY = Date.parse('2026-11-21T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30, allow_short_sell: true };
const SCENARIO_CLOSE = Date.parse('2024-01-02T21:00:00Z');
const AUM = 100_000_000;

type Order = { id: number; status: number; quantity: number; transaction: number; open_price: number; forced_price: number | null; person: number | null; investment_rationale: string | null };
type Player = {
  id: number;
  deals: number;
  wallets: { currency: string; amount: number }[];
  financial_instruments: { underlying_asset: { ric: string }; amount: number; avg_open_price: number }[];
};

async function world(body: Record<string, unknown> = HISTORICAL, rics = ['AAPL.O'], clock = T0) {
  const a = await signedInClass();
  const admin = (await signIn(await createUser(UserType.Admin))).access;
  const id = await runningSession(a.trainerToken, a.klassId, body, rics, clock);
  const me = async (k = 0) => (await get<Player>(a.traineeTokens[k]!, `/api/sessions/${id}/retrieve_player/`)).json;
  const players = [(await me(0)).id, (await me(1)).id];
  const force = (json: Record<string, unknown>, token = admin) =>
    post(token, '/api/orders/force_order/', { session_id: id, player_id: players[0], financial_instrument: 'AAPL.O', transaction: 0, quantity: 100, forced_price: 1, ...json });
  return { ...a, admin, id, me, players, force };
}

/** The player's ledger lines other than the initial capital, in order. */
function ledger(sessionId: number, playerId: number) {
  return runInDurableObject(stubOf(sessionId), (_o, state) => {
    const sql = state.storage.sql;
    const lines = sql.exec<{ reason: string; amount: number; currency: string }>("SELECT reason, amount, currency FROM ledger WHERE player_id = ? AND reason != 'initial_capital' ORDER BY id", playerId).toArray();
    const wallets = sql.exec<{ currency: string; balance: number; sum: number }>(
      'SELECT w.currency, w.balance, (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.player_id = w.player_id AND l.currency = w.currency) AS sum FROM wallets w WHERE w.player_id = ?',
      playerId,
    ).toArray();
    return { lines, wallets };
  });
}

describe('POST /api/orders/force_order/', () => {
  it('books a market order at the forced price for the admin person, seen in the blotter, with the difference to the mid as an adjustment', async () => {
    const w = await world();
    const q = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE);
    const mid = (q.bid + q.ask) / 2;
    const res = await w.force({ quantity: 100, forced_price: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ status: 1, open_price: 1, forced_price: 1, quantity: 100, transaction: 0, resourcetype: 'MarketOrder' });
    expect(res.json).not.toHaveProperty('forced_by');

    // Booked like any fill: the cash at the forced price, the position, the deal counted.
    const me = await w.me();
    expect(me.wallets.find((x) => x.currency === 'USD')!.amount).toBe((toMinor(AUM, 'USD') - toMinor(100, 'USD')) / 100);
    expect(me.financial_instruments).toEqual([expect.objectContaining({ amount: 100, avg_open_price: 1 })]);
    expect(me.deals).toBe(1);

    // The ledger: the trade at the mid and the forced price adjustment, summing to what was paid;
    // every wallet is still the sum of its lines.
    const books = await ledger(w.id, w.players[0]!);
    expect(books.lines.map((l) => l.reason)).toEqual(['trade', 'forced_price_adjustment']);
    expect(books.lines[0]!.amount).toBe(toMinor(-100 * mid, 'USD'));
    expect(books.lines[0]!.amount + books.lines[1]!.amount).toBe(-toMinor(100, 'USD'));
    expect(Math.abs(books.lines[1]!.amount - toMinor(100 * (mid - 1), 'USD'))).toBeLessThanOrEqual(1);
    for (const wallet of books.wallets) expect(wallet.balance).toBe(wallet.sum);

    // The trainee sees it in the blotter under the admin person, whom their own persons list hides.
    const blotter = (await get<(Order & { person_name: string | null })[]>(w.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${w.id}`)).json;
    expect(blotter).toEqual([expect.objectContaining({ id: res.json.id, forced_price: 1, person: res.json.person, person_name: 'admin' })]);
    const own = (await get<{ name: string }[]>(w.traineeTokens[0]!, '/api/persons/')).json;
    expect(own.map((p) => p.name)).not.toContain('admin');
    // The admin's New Order form lists the admin person among the player's persons, made once.
    await w.force({ quantity: 5, forced_price: 2 });
    const persons = (await get<{ id: number; name: string }[]>(w.admin, `/api/sessions/${w.id}/fetch_player_persons/?player_id=${w.players[0]}`)).json;
    expect(persons.filter((p) => p.name === 'admin')).toEqual([{ id: res.json.person, name: 'admin' }]);
    // A normal order after it is priced at the market, not forced.
    const normal = await post(w.traineeTokens[0]!, '/api/orders/', { session_id: w.id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1 });
    expect(normal.json).toMatchObject({ status: 1, open_price: q.ask, forced_price: null });
  });

  it('places the order for a person of the player the admin names, and refuses someone else’s', async () => {
    const w = await world();
    const desk = await post(w.traineeTokens[0]!, '/api/persons/', { name: 'Desk A' });
    const theirs = await post(w.traineeTokens[1]!, '/api/persons/', { name: 'Desk B' });
    const res = await w.force({ person: desk.json.id });
    expect(res.json).toMatchObject({ status: 1, person: desk.json.id });
    const refused = await w.force({ person: theirs.json.id });
    expect(refused.status).toBe(400);
    expect((await w.me()).financial_instruments[0]!.amount).toBe(100);
  });

  it('fills whatever the market hours, in real time at the weekend', async () => {
    const w = await world({}, ['AAPL.O'], SATURDAY);
    const res = await w.force({ quantity: 10, forced_price: 150 });
    expect(res).toMatchObject({ status: 201, json: { status: 1, open_price: 150, forced_price: 150 } });
  });

  it('refuses without a wallet in the instrument’s currency, through zero, and in Creating, changing nothing', async () => {
    const w = await world();
    await w.force({ quantity: 100 });
    // Sell more than the long; sell with nothing held; buy more than a short covers.
    expect(await w.force({ transaction: 1, quantity: 101 })).toMatchObject({ status: 400, json: { error: 'A forced order cannot take a position through zero', details: { max_quantity: 100 } } });
    expect(await w.force({ player_id: w.players[1], transaction: 1, quantity: 1 })).toMatchObject({ status: 400, json: { error: 'Cannot sell' } });
    expect((await post(w.traineeTokens[1]!, '/api/orders/', { session_id: w.id, financial_instrument: 'AAPL.O', transaction: 2, quantity: 10 })).status).toBe(201);
    expect(await w.force({ player_id: w.players[1], quantity: 11 })).toMatchObject({ status: 400, json: { error: 'A forced order cannot take a position through zero', details: { max_quantity: 10 } } });
    expect((await w.force({ player_id: w.players[1], quantity: 10 })).status).toBe(201);
    // Unknown player, unknown instrument.
    expect((await w.force({ player_id: 9999 })).status).toBe(404);
    expect((await w.force({ financial_instrument: 'MSFT.O' })).json.error).toBe('Could not retrieve financial instrument!');
    // Selling exactly the long is allowed.
    expect((await w.force({ transaction: 1, quantity: 100 })).status).toBe(201);

    const before = await ledger(w.id, w.players[0]!);
    await runInDurableObject(stubOf(w.id), (_o, state) => {
      state.storage.sql.exec("DELETE FROM wallets WHERE player_id = ? AND currency = 'USD'", w.players[0]!);
    });
    await evictDurableObject(stubOf(w.id));
    expect(await w.force({})).toMatchObject({ status: 400, json: { error: 'Wallet not found!' } });
    expect((await ledger(w.id, w.players[0]!)).lines).toEqual(before.lines);

    const creating = await createdSession(w.trainerToken, w.klassId);
    const refused = await post(w.admin, '/api/orders/force_order/', { session_id: creating, player_id: 1, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1, forced_price: 1 });
    expect(refused).toMatchObject({ status: 409, json: { error: 'Orders cannot be forced while the session is being created' } });
  });

  it('is the admin’s alone: the trainer and a trainee are refused 403, and nothing is booked', async () => {
    const w = await world();
    expect((await w.force({}, w.trainerToken)).status).toBe(403);
    expect((await w.force({}, w.traineeTokens[0]!)).status).toBe(403);
    expect((await get(w.trainerToken, `/api/sessions/${w.id}/fetch_player_persons/?player_id=${w.players[0]}`)).status).toBe(403);
    expect((await w.me()).deals).toBe(0);
    expect((await ledger(w.id, w.players[0]!)).lines).toEqual([]);
  });
});

describe('POST /api/sessions/:id/close_positions/', () => {
  it('closes every position of every player at market with orders ‘Close position’, while running, paused and finished', async () => {
    const w = await world(HISTORICAL, ['AAPL.O', 'MSFT.O']);
    const q = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE);
    const trade = (k: number, json: Record<string, unknown>) => post(w.traineeTokens[k]!, '/api/orders/', { session_id: w.id, transaction: 0, ...json });
    expect((await trade(0, { financial_instrument: 'AAPL.O', quantity: 100 })).status).toBe(201);
    expect((await trade(0, { financial_instrument: 'MSFT.O', quantity: 20 })).status).toBe(201);
    expect((await trade(1, { financial_instrument: 'AAPL.O', quantity: 30, transaction: 2 })).status).toBe(201);

    const closed = await post(w.admin, `/api/sessions/${w.id}/close_positions/`, {});
    expect(closed).toMatchObject({ status: 200, json: { closed: 3, failed: [] } });
    for (const k of [0, 1]) {
      const me = (await get<Player>(w.traineeTokens[k]!, `/api/sessions/${w.id}/retrieve_player/`)).json;
      expect(me.financial_instruments.every((p) => p.amount === 0), JSON.stringify(me.financial_instruments)).toBe(true);
    }
    const blotter = (await get<Order[]>(w.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${w.id}`)).json;
    const closes = blotter.filter((o) => o.investment_rationale === 'Close position');
    expect(closes).toHaveLength(2);
    expect(closes.find((o) => o.transaction === 1 && o.quantity === 100)).toMatchObject({ status: 1, open_price: q.bid, forced_price: null });
    const short = (await get<Order[]>(w.traineeTokens[1]!, `/api/players/get_blotter/?session_id=${w.id}`)).json;
    expect(short[0]).toMatchObject({ transaction: 0, quantity: 30, open_price: q.ask, investment_rationale: 'Close position' });
    for (const p of w.players) for (const wallet of (await ledger(w.id, p)).wallets) expect(wallet.balance).toBe(wallet.sum);
    // Nothing left: nothing to close.
    expect((await post(w.admin, `/api/sessions/${w.id}/close_positions/`, {})).json).toEqual({ closed: 0, failed: [] });

    // Paused, then finished: a forced order makes a position, Close positions closes it.
    for (const step of [{ path: 'play_pause', json: { current_status: 1 } }, { path: 'finish', json: {} }]) {
      expect((await post(w.trainerToken, `/api/sessions/${w.id}/${step.path}/`, step.json)).status).toBe(200);
      expect((await w.force({ quantity: 7 })).status).toBe(201);
      expect((await post(w.admin, `/api/sessions/${w.id}/close_positions/`, {})).json).toEqual({ closed: 1, failed: [] });
      expect((await w.me()).financial_instruments.every((p) => p.amount === 0)).toBe(true);
    }
  });

  it('is the admin’s alone, and refused while the session is being created', async () => {
    const w = await world();
    await w.force({ quantity: 10 });
    for (const token of [w.trainerToken, w.traineeTokens[0]!]) {
      expect((await post(token, `/api/sessions/${w.id}/close_positions/`, {})).status).toBe(403);
    }
    expect((await w.me()).financial_instruments[0]!.amount).toBe(10);
    const creating = await createdSession(w.trainerToken, w.klassId);
    expect((await post(w.admin, `/api/sessions/${creating}/close_positions/`, {})).status).toBe(409);
  });
});

describe('GET /api/sessions/:id/fetch_open_orders/', () => {
  it('gives the staff a player’s open orders, and refuses a trainee', async () => {
    const w = await world();
    const limit = await post(w.traineeTokens[0]!, '/api/orders/', { session_id: w.id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 5, resourcetype: 'LimitOrder', limit_price: 1 });
    expect(limit.status).toBe(201);
    for (const token of [w.trainerToken, w.admin]) {
      const open = await get<Order[]>(token, `/api/sessions/${w.id}/fetch_open_orders/?player_id=${w.players[0]}`);
      expect(open.json.map((o) => o.id)).toEqual([limit.json.id]);
    }
    const res = await api(`/api/sessions/${w.id}/fetch_open_orders/?player_id=${w.players[0]}`, { token: w.traineeTokens[0]! });
    expect(res.status).toBe(403);
  });
});
