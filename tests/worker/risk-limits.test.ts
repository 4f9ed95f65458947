import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { signedInClass } from './setup/fixtures';
import { env } from 'cloudflare:workers';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const AT = Date.parse('2024-01-02T21:00:00Z');
const step = (id: number, k: number) => advanceTo(id, T0 + k * 30_000 + (k - 1) * 2_000);

describe('portfolio limits on orders', () => {
  it('refuses orders that add exposure while an enforced metric limit is breached, and lets the player reduce', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    const token = a.traineeTokens[0]!;
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 100_000 })).status).toBe(201);
    // Volatility at most 0.1 %: any equity portfolio is above it once measured (three periods).
    const saved = await post(a.trainerToken, `/api/sessions/${id}/update_metrics_limits/`, {
      metrics_limits: [{ metric_type: 'Volatility', lower_limit: null, upper_limit: 0.001, enforced: true }],
    });
    expect(saved.status).toBe(200);
    // Not measured yet: nothing to enforce.
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'MSFT.O', transaction: 0, quantity: 100 })).status).toBe(201);
    for (let k = 1; k <= 3; k++) await step(id, k);
    await stubOf(id).setTestClock(T0 + 3 * 32_000); // past the 1.5 s of 'advancing to the next period'
    const metrics = (await get<{ portfolio_volatility?: number }[]>(token, `/api/sessions/${id}/fetch_metrics/`)).json.at(-1)!;
    expect(metrics.portfolio_volatility).toBeGreaterThan(0.001);

    const refused = await post(token, '/api/orders/', { session_id: id, financial_instrument: 'MSFT.O', transaction: 0, quantity: 100 });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/^Volatility limit breached \(0\.\d{4}; must be at most 0\.001\): only orders that reduce a position are allowed$/);
    expect(refused.json.details).toMatchObject({ max_quantity: 0 });
    // The trainer's players table colours the breached metric.
    const players = (await get<{ id: number; metric_breaches: string[] }[]>(a.trainerToken, `/api/sessions/${id}/fetch_players/`)).json;
    expect(players.find((p) => p.id === 1)!.metric_breaches).toEqual(['Volatility']);
    expect(players.find((p) => p.id === 2)!.metric_breaches).toEqual([]);
    // Reducing a position is always allowed.
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 1, quantity: 50_000 })).status).toBe(201);
    // An unenforced limit only colours the screens.
    await post(a.trainerToken, `/api/sessions/${id}/update_metrics_limits/`, {
      metrics_limits: [{ metric_type: 'Volatility', lower_limit: null, upper_limit: 0.001, enforced: false }],
    });
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'MSFT.O', transaction: 0, quantity: 100 })).status).toBe(201);
  });

  it('caps purchases at the group allocation limit, with the limit named and the maximum computed', async () => {
    const a = await signedInClass();
    const bondRic = (await env.DB.prepare("SELECT ric FROM underlying_assets WHERE resourcetype = 'GovtBond' AND variable_currency = 'USD' AND json_extract(reference, '$.issue_date') < '2023-06-01' AND json_extract(reference, '$.maturity_date') > '2030-01-01' LIMIT 1").first<{ ric: string }>())!.ric;
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', bondRic], T0);
    const token = a.traineeTokens[0]!;
    const saved = await post(a.trainerToken, `/api/sessions/${id}/create_update_group_allocations/`, {
      asset_group_allocations: [{ asset_group: 'Equities', lower_limit: null, upper_limit: 0.25 }, { asset_group: 'Cash', lower_limit: 0.6, upper_limit: null }],
    });
    expect(saved.status).toBe(200);
    const ask = defaultMarket().quoteAt('AAPL.O', AT).ask;
    // Cash approach, 100,000,000 of cash: Equities ≤ 25 % of the gross binds before Cash ≥ 60 %.
    const max = Math.floor(25_000_000 / ask);
    const tooMany = await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: max + 1 });
    expect(tooMany).toMatchObject({ status: 400, json: { error: 'Allocation limit: Equities must stay at most 25% of the portfolio', details: { max_quantity: max } } });
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: max })).status).toBe(201);
    // Cash is now about 75 %: bonds may take it down to 60 %, not below.
    const player = (await get<{ wallets: { currency: string; amount: number }[]; last_market_value: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const bond = defaultMarket().quoteAt(bondRic, AT);
    const gross = player.last_market_value; // all long: gross = market value
    const cash = player.wallets.find((w) => w.currency === 'USD')!.amount;
    const bondMax = Math.floor((cash - 0.6 * gross) / ((bond.ask + bond.accrued_interest!) / 100));
    const bondRefused = await post(token, '/api/orders/', { session_id: id, financial_instrument: bondRic, transaction: 0, quantity: bondMax + 1_000 });
    expect(bondRefused.json.error).toBe('Allocation limit: Cash must stay at least 60% of the portfolio');
    expect(Math.abs((bondRefused.json.details!.max_quantity as number) - bondMax)).toBeLessThanOrEqual(1);
    // Selling equities moves toward the bands: allowed.
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 1, quantity: 1_000 })).status).toBe(201);
  });
});

describe('stops that always fire', () => {
  it('fires a stop loss while its group sits at the allocation band’s lower bound', async () => {
    const market = defaultMarket();
    const NEXT = Date.parse('2024-01-09T21:00:00Z');
    // An equity whose bid falls over the first period, so a stop between the two bids triggers.
    const ric = ['AAPL.O', 'MSFT.O', 'AMZN.O', 'GOOGL.O', 'JPM.N', 'XOM.N'].find((r) => market.quoteAt(r, NEXT).bid < market.quoteAt(r, AT).bid)!;
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [ric], T0);
    const token = a.traineeTokens[0]!;
    const now = market.quoteAt(ric, AT);
    const next = market.quoteAt(ric, NEXT);
    // About 20 % of the portfolio in equities, valued at the bid: just under 20 %.
    const quantity = Math.floor(20_000_000 / now.ask);
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: ric, transaction: 0, quantity })).status).toBe(201);
    const saved = await post(a.trainerToken, `/api/sessions/${id}/create_update_group_allocations/`, {
      asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.2, upper_limit: null }],
    });
    expect(saved.status).toBe(200);
    const level = (now.bid + next.bid) / 2;
    expect((await post(token, '/api/orders/create_oda/', { session_id: id, financial_instrument: ric, stop_loss_price: level })).status).toBe(201);

    await step(id, 1);
    type Books = { financial_instruments: { underlying_asset: { ric: string }; amount: number }[]; open_orders: unknown[]; failed_executions: unknown[]; odas: unknown[] };
    const me = (await get<Books>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.financial_instruments.find((p) => p.underlying_asset.ric === ric)?.amount ?? 0).toBe(0);
    expect(me).toMatchObject({ open_orders: [], failed_executions: [], odas: [] });
    const blotter = (await get<{ transaction: number; quantity: number; order_type: string | null; open_price: number; status: number }[]>(token, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter).toHaveLength(2);
    expect(blotter[0]).toMatchObject({ status: 1, transaction: 1, quantity, order_type: 'stop_loss', open_price: next.bid });
    // Later steps write nothing more for it.
    await step(id, 2);
    expect((await get<unknown[]>(token, `/api/players/get_blotter/?session_id=${id}`)).json).toHaveLength(2);
  });

  it('lets a Close (a market sale of the whole position) through with the group under its lower bound', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 10_000 })).status).toBe(201);
    await post(a.trainerToken, `/api/sessions/${id}/create_update_group_allocations/`, {
      asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.5, upper_limit: null }, { asset_group: 'Cash', lower_limit: null, upper_limit: 0.5 }],
    });
    // Equities far under 50 % and cash far over 50 %: the sale moves both further out, and is allowed.
    const close = await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 1, quantity: 10_000, investment_rationale: 'Close position' });
    expect(close).toMatchObject({ status: 201, json: { status: 1, quantity: 10_000 } });
    // Opening a position is still checked against the bands.
    const reopen = await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 2, quantity: 10 });
    expect(reopen).toMatchObject({ status: 400, json: { error: 'Allocation limit: Cash must stay at most 50% of the portfolio' } });
  });
});
