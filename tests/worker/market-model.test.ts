/**
 * A session keeps the market it was created with (issue 26): the model current at creation is
 * recorded in the session (its settings and its D1 row), and every read for that session prices
 * with it, in the object (fills) and in the Worker's market routes that name it (history), so a
 * new model never moves a running session. A session stored before models had versions is model 1.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { simulatedMarket, LOCAL_MARKET_SEED } from '../../domain/market/default-market';
import { CURRENT_MARKET_MODEL, type MarketModel } from '../../domain/market/model-version';
import { signedInClass } from './setup/fixtures';
import { assetIds, createSession, giveMarketModel, post, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
// Parity months: EURUSD near 0.98 at the start's close under the anchored model.
const HISTORICAL = { scenario_type: 1, start_date: '2022-09-28', end_date: '2022-12-30', frequency: 5, historical_sleep_time: 30 };
const START_CLOSE = Date.parse('2022-09-28T21:00:00Z');

/** A historical session on EUR=, its stored model set to `model` (or left out, as before versions) before anything reads the market. */
async function sessionUnder(cls: Awaited<ReturnType<typeof signedInClass>>, model: MarketModel | 'none'): Promise<number> {
  const created = await createSession(cls.trainerToken, { klass_id: cls.klassId, ...HISTORICAL });
  expect(created.status).toBe(201);
  const id = created.json.id as number;
  const row = await env.DB.prepare('SELECT market_model FROM trading_sessions WHERE id = ?').bind(id).first<{ market_model: number }>();
  expect(row?.market_model).toBe(CURRENT_MARKET_MODEL);
  await giveMarketModel(id, model);
  await stubOf(id).setTestClock(T0);
  const call = (path: string, json: unknown) => post(cls.trainerToken, `/api/sessions/${id}/${path}/`, json);
  expect((await call('update_underlying_assets', { underlying_assets: await assetIds(['EUR=']) })).status).toBe(200);
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return id;
}

async function firstClose(token: string, sessionId: number): Promise<number> {
  const [asset] = await assetIds(['EUR=']);
  const res = await post(token, '/api/market_history/list_history/', {
    session_id: sessionId,
    underlying_asset: asset,
    frequency: 'daily',
    timestamp_range: ['2022-09-27T00:00:00Z', '2022-09-29T00:00:00Z'],
  });
  expect(res.status).toBe(200);
  return (res.json as unknown as { timestamp: string; close: number }[]).find((b) => b.timestamp.startsWith('2022-09-28'))!.close;
}

describe('a session keeps its market model', () => {
  it('records the current model at creation, in its settings and its index row', async () => {
    const cls = await signedInClass();
    const created = await createSession(cls.trainerToken, { klass_id: cls.klassId, ...HISTORICAL });
    const row = await env.DB.prepare('SELECT market_model FROM trading_sessions WHERE id = ?').bind(created.json.id).first<{ market_model: number }>();
    expect(row?.market_model).toBe(CURRENT_MARKET_MODEL);
  });

  it('prices fills and history by the session’s own model: one created before versions, one under the anchored model, side by side', async () => {
    const cls = await signedInClass();
    const before = await sessionUnder(cls, 'none');
    const anchored = await sessionUnder(cls, 2);
    const [v1, v2] = [simulatedMarket(LOCAL_MARKET_SEED, 1), simulatedMarket(LOCAL_MARKET_SEED, 2)];
    const buy = (id: number) => post(cls.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'EUR=', transaction: 0, resourcetype: 'MarketOrder', quantity: 1000 });

    const old = await buy(before);
    expect(old.status).toBe(201);
    expect(old.json.open_price).toBe(v1.quoteAt('EUR=', START_CLOSE).ask);
    const real = await buy(anchored);
    expect(real.json.open_price).toBe(v2.quoteAt('EUR=', START_CLOSE).ask);
    // The anchored model is the parity autumn of 2022; the model before it was not.
    expect(real.json.open_price as number).toBeLessThan(1.02);
    expect(old.json.open_price).not.toBe(real.json.open_price);

    // The Worker's history for a trainee of each session, by that session's model.
    expect(await firstClose(cls.traineeTokens[0]!, before)).toBeCloseTo(v1.quoteAt('EUR=', START_CLOSE).mid, 4);
    expect(await firstClose(cls.traineeTokens[0]!, anchored)).toBeCloseTo(v2.quoteAt('EUR=', START_CLOSE).mid, 4);
  });
});
