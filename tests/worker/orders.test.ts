import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { toMinor } from '../../domain/money';
import { api, signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // Wednesday, markets open
const SATURDAY = Date.parse('2026-11-21T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const SCENARIO_CLOSE = Date.parse('2024-01-02T21:00:00Z');

type Player = {
  wallets: { currency: string; amount: number; collateral_amount: number }[];
  financial_instruments: { underlying_asset: { ric: string }; amount: number; avg_open_price: number }[];
  open_orders: { id: number }[];
  last_market_value: number;
};

const order = (token: string, session: number, body: Record<string, unknown>) =>
  post(token, '/api/orders/', { session_id: session, transaction: 0, resourcetype: 'MarketOrder', ...body });
const usd = (p: Player) => p.wallets.find((w) => w.currency === 'USD')!;

describe('market orders', () => {
  it('buy at the ask and sell at the bid, booking cash, position and blotter', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const quote = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE);
    const buy = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 100 });
    expect(buy.status).toBe(201);
    expect(buy.json).toMatchObject({ status: 1, open_price: quote.ask, quantity: 100, transaction: 0 });
    let me = (await get<Player>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(usd(me).amount).toBe((toMinor(100_000_000, 'USD') - toMinor(100 * quote.ask, 'USD')) / 100);
    expect(me.financial_instruments).toEqual([expect.objectContaining({ underlying_asset: expect.objectContaining({ ric: 'AAPL.O' }), amount: 100, avg_open_price: expect.closeTo(quote.ask, 9) })]);

    const sell = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 40, transaction: 1 });
    expect(sell.json).toMatchObject({ status: 1, open_price: quote.bid });
    me = (await get<Player>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.financial_instruments[0]!.amount).toBe(60);
    const blotter = (await get<{ id: number; transaction: number }[]>(a.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter.map((o) => o.transaction)).toEqual([1, 0]);
    // The ledger is the truth: the wallet equals the sum of its entries.
    await runInDurableObject(stubOf(id), (_o, state) => {
      const sum = state.storage.sql.exec<{ s: number }>("SELECT SUM(amount) AS s FROM ledger WHERE player_id = 1 AND currency = 'USD'").one().s;
      const bal = state.storage.sql.exec<{ b: number }>("SELECT balance AS b FROM wallets WHERE player_id = 1 AND currency = 'USD'").one().b;
      expect(sum).toBe(bal);
    });
  });

  it('pays a bond at the dirty price, the accrued part on its own ledger line', async () => {
    const a = await signedInClass();
    const bond = await env.DB.prepare("SELECT ric FROM underlying_assets WHERE resourcetype = 'GovtBond' AND variable_currency = 'USD' AND json_extract(reference, '$.issue_date') < '2023-06-01' AND json_extract(reference, '$.maturity_date') > '2030-01-01' LIMIT 1").first<{ ric: string }>();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [bond!.ric], T0);
    const q = defaultMarket().quoteAt(bond!.ric, SCENARIO_CLOSE);
    const res = await order(a.traineeTokens[0]!, id, { financial_instrument: bond!.ric, quantity: 1_000_000 });
    expect(res.json).toMatchObject({ status: 1, open_price: q.ask, accrued_per_100: q.accrued_interest });
    await runInDurableObject(stubOf(id), (_o, state) => {
      const rows = state.storage.sql.exec<{ reason: string; amount: number }>("SELECT reason, amount FROM ledger WHERE player_id = 1 AND reason != 'initial_capital' ORDER BY id").toArray();
      expect(rows).toEqual([
        { reason: 'trade', amount: toMinor(-1_000_000 * q.ask / 100, 'USD') },
        { reason: 'accrued_interest_paid', amount: toMinor(-1_000_000 * q.accrued_interest! / 100, 'USD') },
      ]);
    });
  });

  it('refuses with the spec’s texts and the computed maximum', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, starting_cash_amount: 10_000, allow_short_sell: true }, ['AAPL.O'], T0);
    const ask = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE).ask;
    const tooMuch = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1_000 });
    expect(tooMuch).toMatchObject({ status: 400, json: { error: 'Insufficient funds', details: { max_quantity: Math.floor(10_000 / ask) } } });
    const sell = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1, transaction: 1 });
    expect(sell).toMatchObject({ status: 400, json: { error: 'Cannot sell', details: { max_quantity: 0 } } });
    // Short selling: 30 % of AUM; then a long cannot be opened by selling through zero.
    const bid = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE).bid;
    const maxShort = Math.floor(3_000 / bid);
    const short = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: maxShort + 1, transaction: 2 });
    expect(short).toMatchObject({ status: 400, json: { error: 'Cannot short sell', details: { max_quantity: maxShort } } });
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 5, transaction: 2 })).status).toBe(201);
    const cover = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 6 });
    expect(cover).toMatchObject({ status: 400, json: { details: { max_quantity: 5 } } });
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 5 })).status).toBe(201);
    const me = (await get<Player>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.financial_instruments[0]!.amount).toBe(0);
    // Not an instrument of the session; not a player of the session.
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'MSFT.O', quantity: 1 })).json.error).toBe('Could not retrieve financial instrument!');
    expect((await order(a.trainerToken, id, { financial_instrument: 'AAPL.O', quantity: 1 })).status).toBe(403);
  });

  it('answers a trainee of another class as if the session did not exist (404), and refuses orders while paused', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const outsider = await order(b.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1 });
    expect(outsider).toMatchObject({ status: 404, json: { error: `Session ${id} not found!` } });
    await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 });
    const paused = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1 });
    expect(paused).toMatchObject({ status: 409, json: { error: 'Trading is not possible while the session is paused' } });
  });

  it('executes a retried client order id once', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const first = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 10, client_order_id: 'tab-1-0001' });
    const again = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 10, client_order_id: 'tab-1-0001' });
    expect(again.json.id).toBe(first.json.id);
    const me = (await get<Player>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.financial_instruments[0]!.amount).toBe(10);
  });

  it('refuses a market order while the market is closed in real time, with its hours', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O', 'BTC='], SATURDAY);
    const closed = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1 });
    expect(closed).toMatchObject({ status: 400, json: { error: 'Market is closed', details: { market_hours: { open_hours: '13:33', closing_hours: '19:57' } } } });
    // Crypto trades at the weekend.
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'BTC=', quantity: 1 })).status).toBe(201);
  });
});

describe('resting orders', () => {
  it('rests a limit order with its collateral, cancels it and releases the collateral', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const limit = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 100, resourcetype: 'LimitOrder', limit_price: 10 });
    expect(limit).toMatchObject({ status: 201, json: { status: 0, limit_price: 10 } });
    let me = (await get<Player>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(usd(me).collateral_amount).toBe(0.1 * 100 * 10);
    expect(me.open_orders.map((o) => o.id)).toEqual([limit.json.id]);
    const cancel = await post(a.traineeTokens[0]!, `/api/orders/${limit.json.id}/cancel/`, { session_id: id });
    expect(cancel.json).toMatchObject({ status: 2 });
    me = (await get<Player>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(usd(me).collateral_amount).toBe(0);
    expect(me.open_orders).toEqual([]);
    expect((await post(a.traineeTokens[0]!, `/api/orders/${limit.json.id}/cancel/`, { session_id: id })).status).toBe(404);
  });

  it('executes a resting limit order at a period step when the price reaches it', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const market = defaultMarket();
    const now = market.quoteAt('AAPL.O', SCENARIO_CLOSE);
    const next = market.quoteAt('AAPL.O', Date.parse('2024-01-09T21:00:00Z'));
    // A limit between today's price and the next period's: resting now, marketable then.
    const falling = next.ask < now.ask;
    if (!falling) await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 10 });
    const limitPrice = falling ? (now.ask + next.ask) / 2 : (now.bid + next.bid) / 2;
    const placed = await order(a.traineeTokens[0]!, id, {
      financial_instrument: 'AAPL.O',
      quantity: 10,
      resourcetype: 'LimitOrder',
      limit_price: limitPrice,
      transaction: falling ? 0 : 1,
    });
    expect(placed.json.status).toBe(0);
    await advanceTo(id, T0 + 30_000);
    const blotter = (await get<{ id: number; status: number; open_price: number }[]>(a.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter.find((o) => o.id === placed.json.id)).toMatchObject({ status: 1, open_price: falling ? next.ask : next.bid });
  });

  it('cancels every open order of a player, and all of them when the session finishes', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    for (const p of [5, 6, 7]) await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 10, resourcetype: 'LimitOrder', limit_price: p });
    await order(a.traineeTokens[1]!, id, { financial_instrument: 'AAPL.O', quantity: 10, resourcetype: 'LimitOrder', limit_price: 5 });
    expect((await post(a.traineeTokens[0]!, '/api/orders/cancel_orders/', { session_id: id })).json).toBe(3);
    await post(a.trainerToken, `/api/sessions/${id}/finish/`);
    const other = (await get<Player>(a.traineeTokens[1]!, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(other.open_orders).toEqual([]);
    expect(usd(other).collateral_amount).toBe(0);
  });
});

describe('order validation at the Worker', () => {
  it('answers malformed order bodies with field messages', async () => {
    const a = await signedInClass();
    const res = await api('/api/orders/', { method: 'POST', token: a.traineeTokens[0], json: { session_id: 1, financial_instrument: 'AAPL.O', transaction: 7, quantity: -3 } });
    expect(res.status).toBe(400);
    const body = await res.json<{ details: { fields: Record<string, string> } }>();
    expect(body.details.fields).toMatchObject({ transaction: 'transaction must be 0 (Buy), 1 (Sell) or 2 (Short Sell)', quantity: 'quantity must be above 0' });
  });
});

describe('ODA: stop loss and take profit', () => {
  it('checks the spec’s direction rules and closes the position when the market reaches a level', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    const oda = (body: Record<string, unknown>) => post(token, '/api/orders/create_oda/', { session_id: id, financial_instrument: 'AAPL.O', ...body });
    expect((await oda({ stop_loss_price: 100 })).json.error).toBe('An ODA needs an open position in this instrument');
    await order(token, id, { financial_instrument: 'AAPL.O', quantity: 50 });
    const market = defaultMarket();
    const bid = market.quoteAt('AAPL.O', SCENARIO_CLOSE).bid;
    expect((await oda({ stop_loss_price: bid + 1 })).json.error).toBe('StopLossPrice has to be lower than current price!');
    expect((await oda({ take_profit_price: bid - 1 })).json.error).toBe('TakeProfitPrice has to be higher than current price!');
    expect((await oda({ stop_loss_price: 'cheap' })).json.error).toBe('Prices must be numbers!');

    // A level between today's bid and the next period's: the step reaches it.
    const nextBid = market.quoteAt('AAPL.O', Date.parse('2024-01-09T21:00:00Z')).bid;
    const level = (bid + nextBid) / 2;
    const rising = nextBid > bid;
    const set = await oda(rising ? { take_profit_price: level } : { stop_loss_price: level });
    expect(set.status).toBe(201);
    await advanceTo(id, T0 + 30_000);
    const me = (await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.financial_instruments.find((p) => p.underlying_asset.ric === 'AAPL.O')?.amount ?? 0).toBe(0);
    const blotter = (await get<{ transaction: number; quantity: number; order_type?: string; open_price: number }[]>(token, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter[0]).toMatchObject({ transaction: 1, quantity: 50, order_type: rising ? 'take_profit' : 'stop_loss', open_price: nextBid });
  });

  it('checks the short side the other way round', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    await order(token, id, { financial_instrument: 'AAPL.O', quantity: 10, transaction: 2 });
    const ask = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE).ask;
    const oda = (body: Record<string, unknown>) => post(token, '/api/orders/update_oda/', { session_id: id, financial_instrument: 'AAPL.O', ...body });
    expect((await oda({ stop_loss_price: ask - 1 })).json.error).toBe('StopLossPrice has to be higher than current price!');
    expect((await oda({ take_profit_price: ask + 1 })).json.error).toBe('TakeProfitPrice has to be lower than current price!');
    expect((await oda({ stop_loss_price: ask * 1.2, take_profit_price: ask * 0.8 })).status).toBe(200);
  });
});

describe('the other limits', () => {
  it('caps the risk-weighted approach by the weighted limit, not by cash', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, risk_approach: 1, risk_weighted_limit: 1_000_000 }, ['AAPL.O'], T0);
    const ask = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE).ask;
    // Equities weigh 1.0: the whole limit buys 1,000,000 / ask shares.
    const max = Math.floor(1_000_000 / ask);
    const over = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: max + 1 });
    expect(over).toMatchObject({ status: 400, json: { error: 'Cannot buy past limit', details: { max_quantity: max } } });
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: max })).status).toBe(201);
  });

  it('lets bond leverage below 100 % carry the rest as a negative balance, and refuses beyond it', async () => {
    const a = await signedInClass();
    const bond = await env.DB.prepare("SELECT ric FROM underlying_assets WHERE resourcetype = 'GovtBond' AND variable_currency = 'USD' AND json_extract(reference, '$.issue_date') < '2023-06-01' AND json_extract(reference, '$.maturity_date') > '2030-01-01' LIMIT 1").first<{ ric: string }>();
    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, starting_cash_amount: 100_000, bond_leverage: 0.5 }, [bond!.ric, 'AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    // Spend about 60,000 on shares first: 40,000 of free cash is left.
    const aapl = defaultMarket().quoteAt('AAPL.O', SCENARIO_CLOSE).ask;
    await order(token, id, { financial_instrument: 'AAPL.O', quantity: Math.floor(60_000 / aapl) });
    const free = usd((await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json).amount;
    const q = defaultMarket().quoteAt(bond!.ric, SCENARIO_CLOSE);
    const unit = (q.ask + q.accrued_interest!) / 100;
    // A purchase needs free cash of value × 0.5: twice the free cash can be bought.
    const max = Math.floor(free / (unit * 0.5));
    const over = await order(token, id, { financial_instrument: bond!.ric, quantity: max + 1 });
    expect(over).toMatchObject({ status: 400, json: { error: "Can't open position.", details: { max_quantity: max } } });
    expect((await order(token, id, { financial_instrument: bond!.ric, quantity: max })).status).toBe(201);
    // The rest is carried as a negative balance (charged at the lombard rate, next issue).
    expect(usd((await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json).amount).toBeLessThan(-free * 0.9);
  });

  it('requires a wallet in the instrument’s currency', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    await runInDurableObject(stubOf(id), (_o, state) => {
      state.storage.sql.exec("DELETE FROM wallets WHERE player_id = 1 AND currency = 'USD'");
    });
    const { evictDurableObject } = await import('cloudflare:test');
    await evictDurableObject(stubOf(id));
    expect((await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1 })).json.error).toBe('Wallet not found!');
  });
});

describe('the person behind an order', () => {
  it('records the trainee’s own person and refuses someone else’s', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const mine = (await post(a.traineeTokens[0]!, '/api/persons/', { name: 'Alice' })).json.id as number;
    const theirs = (await post(a.traineeTokens[1]!, '/api/persons/', { name: 'Bob' })).json.id as number;
    const ok = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1, person: mine });
    expect(ok).toMatchObject({ status: 201, json: { person: mine } });
    const refused = await order(a.traineeTokens[0]!, id, { financial_instrument: 'AAPL.O', quantity: 1, person: theirs });
    expect(refused).toMatchObject({ status: 403, json: { error: 'That person is not one of yours' } });
  });
});

describe('orders that can fill', () => {
  it('refuses the 201st open order of a player with the issue’s text, and takes one again once another is cancelled', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    // A buy limit at 1e-9 reserves nothing and never fills: without the cap, it would rest forever.
    const limit = () => order(token, id, { financial_instrument: 'AAPL.O', quantity: 1, resourcetype: 'LimitOrder', limit_price: 1e-9 });
    // Sent in batches, as a busy client would: the object takes them one at a time all the same.
    const placed: { status: number; json: Record<string, unknown> }[] = [];
    for (let batch = 0; batch < 8; batch++) placed.push(...(await Promise.all(Array.from({ length: 25 }, limit))));
    expect(placed.map((p) => p.status)).toEqual(Array(200).fill(201));
    const first = placed[0]!.json.id as number;
    const refused = await limit();
    expect(refused).toMatchObject({ status: 409, json: { error: 'You can have at most 200 open orders.' } });
    // Another player is not affected; a market order of the same player still executes.
    expect((await order(a.traineeTokens[1]!, id, { financial_instrument: 'AAPL.O', quantity: 1, resourcetype: 'LimitOrder', limit_price: 1e-9 })).status).toBe(201);
    expect((await order(token, id, { financial_instrument: 'AAPL.O', quantity: 1 })).json).toMatchObject({ status: 1 });
    expect((await post(token, `/api/orders/${first}/cancel/`, { session_id: id })).status).toBe(200);
    expect((await limit()).status).toBe(201);
    expect((await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json.open_orders).toHaveLength(200);
  }, 90_000);

  it('fills an FX market-on-close order just before the Friday close and a market-on-open one at the weekly open', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['EUR='], T0); // real time, Wednesday
    const token = a.traineeTokens[0]!;
    const moc = await order(token, id, { financial_instrument: 'EUR=', quantity: 1_000, resourcetype: 'MarketOnCloseOrder' });
    const moo = await order(token, id, { financial_instrument: 'EUR=', quantity: 2_000, resourcetype: 'MarketOnOpenOrder' });
    expect(moc).toMatchObject({ status: 201, json: { status: 0, execute_at: Date.parse('2026-11-20T23:58:00Z') } });
    expect(moo).toMatchObject({ status: 201, json: { status: 0, execute_at: Date.parse('2026-11-23T00:00:00Z') } });
    const statusOf = async (orderId: unknown) => {
      const me = (await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json;
      if (me.open_orders.some((o) => o.id === orderId)) return 'open';
      const blotter = (await get<{ id: number; status: number }[]>(token, `/api/players/get_blotter/?session_id=${id}`)).json;
      return blotter.find((o) => o.id === orderId)?.status === 1 ? 'executed' : 'missing';
    };
    await advanceTo(id, Date.parse('2026-11-19T15:00:00Z'));
    expect([await statusOf(moc.json.id), await statusOf(moo.json.id)]).toEqual(['open', 'open']);
    await advanceTo(id, Date.parse('2026-11-20T23:58:01Z'));
    expect([await statusOf(moc.json.id), await statusOf(moo.json.id)]).toEqual(['executed', 'open']);
    await advanceTo(id, Date.parse('2026-11-23T00:00:04Z'));
    expect(await statusOf(moo.json.id)).toBe('executed');
    const me = (await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.financial_instruments.find((p) => p.underlying_asset.ric === 'EUR=')?.amount).toBe(3_000);
    expect(usd(me).collateral_amount).toBe(0);
  });

  it('says Insufficient funds when an unlevered bond purchase is short of cash', async () => {
    const a = await signedInClass();
    const bond = await env.DB.prepare("SELECT ric FROM underlying_assets WHERE resourcetype = 'GovtBond' AND variable_currency = 'USD' AND json_extract(reference, '$.issue_date') < '2023-06-01' AND json_extract(reference, '$.maturity_date') > '2030-01-01' LIMIT 1").first<{ ric: string }>();
    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, starting_cash_amount: 100_000 }, [bond!.ric], T0);
    const q = defaultMarket().quoteAt(bond!.ric, SCENARIO_CLOSE);
    const max = Math.floor(100_000 / ((q.ask + q.accrued_interest!) / 100));
    const refused = await order(a.traineeTokens[0]!, id, { financial_instrument: bond!.ric, quantity: max + 1_000 });
    expect(refused).toMatchObject({ status: 400, json: { error: 'Insufficient funds', details: { max_quantity: max } } });
  });
});

describe('short selling on spot FX only', () => {
  it('is taken by the create payload (default off), refuses shorts off FX whatever allow_short_sell says, and is toggled in Other Settings', async () => {
    const a = await signedInClass();
    const plain = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect((await get<{ allow_short_only_on_fx: boolean }>(a.trainerToken, `/api/sessions/${plain}/fetch_session/`)).json.allow_short_only_on_fx).toBe(false);

    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, allow_short_sell: false, allow_short_only_on_fx: true }, ['AAPL.O', 'EUR='], T0);
    const token = a.traineeTokens[0]!;
    const short = (ric: string) => order(token, id, { financial_instrument: ric, quantity: 10, transaction: 2 });
    expect(await short('AAPL.O')).toMatchObject({ status: 400, json: { error: 'Short selling is allowed on spot FX only in this session', details: { max_quantity: 0 } } });
    expect((await short('EUR=')).json).toMatchObject({ status: 1, transaction: 2 });

    // Other Settings: the trainer turns it off; the session's allow_short_sell (off) applies again.
    expect((await post(token, `/api/sessions/${id}/toggle_allow_short_only_on_fx/`, { value: false })).status).toBe(403);
    const off = await post(a.trainerToken, `/api/sessions/${id}/toggle_allow_short_only_on_fx/`, { value: false });
    expect(off).toMatchObject({ status: 200, json: { allow_short_only_on_fx: false } });
    expect(await short('EUR=')).toMatchObject({ status: 400, json: { error: 'Cannot short sell' } });
    // …and back on: FX again, equities still refused even with allow_short_sell on elsewhere.
    expect((await post(a.trainerToken, `/api/sessions/${id}/toggle_allow_short_only_on_fx/`, {})).json.allow_short_only_on_fx).toBe(true);
    expect((await short('EUR=')).status).toBe(201);
    expect((await post(a.trainerToken, '/api/sessions/', { klass_id: a.klassId, allow_short_only_on_fx: 'maybe' })).json.details).toMatchObject({ fields: { allow_short_only_on_fx: 'Please choose yes or no.' } });
  });
});
