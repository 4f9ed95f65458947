/**
 * Imported history in a session (issue #12 "Bounded work"): a long import reaches the session's
 * prices, and saving it never writes one storage value near the platform's 2 MB limit; uploads
 * are bounded (5 MB, 20,000 lines).
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { api, createUser, signIn, signedInClass } from './setup/fixtures';
import { LOCAL_MARKET_SEED, simulatedMarket } from '../../domain/market/default-market';
import { assetIds, createSession, get, giveMarketModel, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const IMPORT_START = Date.parse('2023-06-01T00:00:00Z');
const HOUR = 3_600_000;

function upload(token: string, assetId: number, csv: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'history.csv', { type: 'text/csv' }));
  form.set('underlying_asset', String(assetId));
  return api('/api/admin/upload_market_history/', { method: 'POST', token, body: form });
}

/** Hourly rows from IMPORT_START: bid 100 + k/1000, ask 0.5 above. */
function hourlyCsv(rows: number): string {
  const lines = ['timestamp,bid,ask'];
  for (let k = 0; k < rows; k++) lines.push(`${new Date(IMPORT_START + k * HOUR).toISOString()},${(100 + k / 1000).toFixed(3)},${(100.5 + k / 1000).toFixed(3)}`);
  return `${lines.join('\n')}\n`;
}

describe('imported history in a session', () => {
  it('keeps 12,000 imported points in values far below 2 MB, and prices the session from them', async () => {
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const [msft] = await assetIds(['MSFT.O']);
    const uploaded = await upload(admin, msft!, hourlyCsv(12_000));
    expect(uploaded.status).toBe(200);

    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['MSFT.O'], T0);
    const largest = await runInDurableObject(stubOf(id), (_instance, state) => {
      const sql = state.storage.sql;
      const imports = sql.exec<{ n: number; size: number }>('SELECT COUNT(*) AS n, MAX(LENGTH(json)) AS size FROM session_imports').one();
      const docs = sql.exec<{ size: number }>('SELECT MAX(LENGTH(json)) AS size FROM session_doc').one();
      return { chunks: imports.n, importChunk: imports.size, doc: docs.size };
    });
    expect(largest.chunks).toBe(3);
    expect(largest.importChunk).toBeLessThan(512 * 1024);
    expect(largest.doc).toBeLessThan(512 * 1024);

    // The session's time is 2024-01-02 21:00 UTC: the point in force is the one of that hour.
    const k = (Date.parse('2024-01-02T21:00:00Z') - IMPORT_START) / HOUR;
    const assets = (await get<{ ric: string; bid: number; ask: number }[]>(a.traineeTokens[0]!, `/api/sessions/${id}/fetch_session_assets/`)).json;
    const quote = assets.find((x) => x.ric === 'MSFT.O')!;
    expect((quote.bid + quote.ask) / 2).toBeCloseTo(100.25 + k / 1000, 6);
  });

  it('replaces only the instrument uploaded: what follows it (SPY and Apple after the S&P 500) follows the model', async () => {
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const [spx] = await assetIds(['.SPX']);
    expect((await upload(admin, spx!, hourlyCsv(12_000))).status).toBe(200);

    const a = await signedInClass();
    const created = await createSession(a.trainerToken, { klass_id: a.klassId, ...HISTORICAL });
    const id = created.json.id as number;
    await giveMarketModel(id, 2);
    await stubOf(id).setTestClock(T0);
    const call = (path: string, json: unknown) => post(a.trainerToken, `/api/sessions/${id}/${path}/`, json);
    expect((await call('update_underlying_assets', { underlying_assets: await assetIds(['SPY.P', 'AAPL.O']) })).status).toBe(200);
    await call('play_pause', { current_status: 3 });
    await call('play_pause', { current_status: 0 });

    const model = simulatedMarket(LOCAL_MARKET_SEED, 2);
    const at = Date.parse('2024-01-02T21:00:00Z');
    const assets = (await get<{ ric: string; bid: number; ask: number }[]>(a.traineeTokens[0]!, `/api/sessions/${id}/fetch_session_assets/`)).json;
    for (const ric of ['SPY.P', 'AAPL.O']) {
      const q = assets.find((x) => x.ric === ric)!;
      expect(q.bid).toBeCloseTo(model.quoteAt(ric, at).bid, 6);
    }
    // The upload's level (about 100) is nowhere near SPY's (the index ÷ 10, near 475 then).
    expect(assets.find((x) => x.ric === 'SPY.P')!.bid).toBeGreaterThan(400);
  });

  it('refuses an upload of more than 20,000 lines or 5 MB, importing nothing', async () => {
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const [amzn] = await assetIds(['AMZN.O']);
    const long = await upload(admin, amzn!, hourlyCsv(20_001));
    expect(long.status).toBe(400);
    expect((await long.json<{ error: string }>()).error).toBe('The file has more than 20,000 lines: split it');
    const big = await upload(admin, amzn!, `timestamp,bid,ask\n${'x'.repeat(5 * 1024 * 1024)}\n`);
    expect(big.status).toBe(400);
    expect((await big.json<{ error: string }>()).error).toBe('The file is larger than 5 MB: split it');
    const { results } = await (await import('cloudflare:workers')).env.DB.prepare('SELECT COUNT(*) AS n FROM market_history WHERE underlying_asset_id = ?').bind(amzn!).all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });
});
