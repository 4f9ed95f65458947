/**
 * An instrument that did not exist yet is not listed before it did (issue 26): in a 2020
 * session under the anchored model, Solana (listed 2020-04-10) shows 'Not listed yet' with no
 * price and refuses orders with that text until its first day, then trades; it cannot be
 * selected into a session that ends before it.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { NOT_LISTED_YET } from '../../domain/market/instrument';
import { signedInClass } from './setup/fixtures';
import { advanceTo, assetIds, createSession, get, giveMarketModel, post, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
// Period 0 shows Monday 2020-04-06 (before Solana), period 1 Monday 2020-04-13.
const SPRING_2020 = { scenario_type: 1, start_date: '2020-04-06', end_date: '2020-05-29', frequency: 5, historical_sleep_time: 30 };

type Asset = { ric: string; bid: number | null; ask: number | null; market_open: boolean; closed_reason: string | null };

describe('an instrument before its first trading day', () => {
  it('shows Not listed yet, refuses orders with that text and changes nothing, then trades from its day', async () => {
    const cls = await signedInClass();
    const created = await createSession(cls.trainerToken, { klass_id: cls.klassId, ...SPRING_2020 });
    const id = created.json.id as number;
    await giveMarketModel(id, 2);
    await stubOf(id).setTestClock(T0);
    const call = (path: string, json: unknown) => post(cls.trainerToken, `/api/sessions/${id}/${path}/`, json);
    expect((await call('update_underlying_assets', { underlying_assets: await assetIds(['SOL=', 'BTC=']) })).status).toBe(200);
    await call('play_pause', { current_status: 3 });
    expect((await call('play_pause', { current_status: 0 })).json.status).toBe(1);

    const trainee = cls.traineeTokens[0]!;
    const assets = async () => (await get<Asset[]>(trainee, `/api/sessions/${id}/fetch_session_assets/`)).json;
    const sol = (await assets()).find((a) => a.ric === 'SOL=')!;
    expect(sol).toMatchObject({ bid: null, ask: null, market_open: false, closed_reason: NOT_LISTED_YET });
    expect((await assets()).find((a) => a.ric === 'BTC=')!.bid).toBeGreaterThan(5000);

    const order = (ric: string, body: Record<string, unknown> = {}) =>
      post(trainee, '/api/orders/', { session_id: id, financial_instrument: ric, transaction: 0, resourcetype: 'MarketOrder', quantity: 100, ...body });
    for (const refused of [await order('SOL='), await order('SOL=', { resourcetype: 'LimitOrder', limit_price: 0.6 })]) {
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain(NOT_LISTED_YET);
    }
    const stored = await runInDurableObject(stubOf(id), (_o, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM orders').one().n);
    expect(stored).toBe(0);

    // The next period shows 2020-04-13: Solana trades near its listing level.
    await advanceTo(id, T0 + 30_000);
    await stubOf(id).setTestClock(T0 + 32_000);
    const listed = (await assets()).find((a) => a.ric === 'SOL=')!;
    expect(listed.closed_reason).toBeNull();
    expect(listed.bid).toBeGreaterThan(0.2);
    expect(listed.bid).toBeLessThan(1.5);
    const bought = await order('SOL=');
    expect(bought.status).toBe(201);
    expect(bought.json.open_price).toBe(listed.ask);
  });

  it('cannot be selected into a historical session that ends before it', async () => {
    const cls = await signedInClass();
    const created = await createSession(cls.trainerToken, { klass_id: cls.klassId, scenario_type: 1, start_date: '2019-01-02', end_date: '2019-06-28', frequency: 5, historical_sleep_time: 30 });
    const id = created.json.id as number;
    await giveMarketModel(id, 2);
    const saved = await post(cls.trainerToken, `/api/sessions/${id}/update_underlying_assets/`, { underlying_assets: await assetIds(['BTC=', 'SOL=']) });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.json)).toContain('listed only from 2020-04-10');
    // Nothing was saved: the session still has no instruments.
    expect((await get<unknown[]>(cls.trainerToken, `/api/sessions/${id}/fetch_session_assets/`)).json).toEqual([]);
    // Ethereum (2015) fits the period.
    expect((await post(cls.trainerToken, `/api/sessions/${id}/update_underlying_assets/`, { underlying_assets: await assetIds(['ETH=']) })).status).toBe(200);
  });
});
