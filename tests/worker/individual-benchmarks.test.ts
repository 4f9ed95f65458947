/**
 * Individual benchmarks (issue 14): a player's own composition (fractions), the spec's texts,
 * refused while the trainer does not allow them and for another player; measured against from
 * the next metrics step (checked by hand: beta as cov/var of the returns, the rest against the
 * domain's metrics fed the same series); the benchmark in effect readable for the Portfolio;
 * and the 'Missing benchmark prices' record and event when a component has no price.
 */
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PlayerBenchmarkView } from '../../domain/contracts/benchmark';
import { playerMetrics } from '../../domain/engine/player-metrics';
import { defaultMarket } from '../../domain/market/default-market';
import { INDIVIDUAL_NOT_ALLOWED, OWN_BENCHMARK_ONLY } from '../../durable-objects/trading-session/features/individual-benchmarks';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
/** The end of period k (30 s periods, a 2 s margin each). */
const period = (k: number) => T0 + k * 30_000 + (k - 1) * 2_000;
const START = Date.parse('2024-01-02T21:00:00Z');

type MetricRow = { step: number; timestamp: number; market_value: number; alpha?: number | null; beta?: number | null; treynor_ratio?: number | null; sharpe_ratio?: number; market_index_return?: number | null };

const market = defaultMarket();
const mid = (ric: string, at: number) => market.midAt(ric, at);
const returns = (xs: readonly number[]) => xs.slice(1).map((v, k) => v / xs[k]! - 1);
const meanOf = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Beta by hand: sample covariance of the returns over the sample variance of the benchmark's. */
function betaByHand(values: readonly number[], benchmark: readonly number[]): number {
  const r = returns(values);
  const b = returns(benchmark);
  const [mr, mb] = [meanOf(r), meanOf(b)];
  const cov = r.reduce((s, x, k) => s + (x - mr) * (b[k]! - mb), 0) / (r.length - 1);
  const varB = b.reduce((s, x) => s + (x - mb) ** 2, 0) / (b.length - 1);
  return cov / varB;
}

describe('individual benchmarks', () => {
  it('lets a player set their own benchmark only when allowed, with the spec’s texts, and measures them against it from the next step', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    const [t1, t2] = a.traineeTokens as [string, string];
    const save = (token: string, playerId: number, composition: unknown) =>
      post(token, `/api/players/${playerId}/update_benchmark_composition/`, { session_id: id, composition });
    const benchmarkOf = async (token: string, playerId?: number) =>
      (await get<PlayerBenchmarkView>(token, `/api/sessions/${id}/fetch_player_benchmark/${playerId ? `?player_id=${playerId}` : ''}`)).json;
    const own = [
      { ric: 'MSFT.O', weight: 0.7 },
      { ric: '.STOXX50E', weight: 0.3 },
    ];

    // Not allowed yet: refused, nothing stored.
    const refused = await save(t1, 1, own);
    expect([refused.status, refused.json.error]).toEqual([403, INDIVIDUAL_NOT_ALLOWED]);
    expect(await benchmarkOf(t1)).toMatchObject({ player_id: 1, allowed: false, individual: false, kind: 'default', saved: null, components: [{ ric: '.SPX', weight: 1, name: 'S&P 500' }] });

    expect((await post(a.trainerToken, `/api/sessions/${id}/update_allow_individual_benchmark/`, { value: true })).status).toBe(200);

    // The spec's texts, and the rules a fraction must keep.
    const texts = async (composition: unknown) => (await save(t1, 1, composition)).json.error;
    expect(await texts([{ ric: '', weight: 0.5 }, { ric: '.SPX', weight: 0.5 }])).toBe('Missing Fund');
    expect(await texts([{ ric: 'NOT.A.RIC', weight: 1 }])).toBe('Missing Fund');
    expect(await texts([{ ric: 'EUR=', weight: 1 }])).toBe('Missing Fund'); // FX is neither a fund nor an equity
    expect(await texts([{ ric: '.SPX', weight: null }])).toBe('Missing Weight');
    expect(await texts([{ ric: '.SPX', weight: 0.5 }, { ric: 'AAPL.O', weight: 0.4 }])).toBe('Weights must add up to 100%');
    // Percent sent where a fraction belongs.
    expect(await texts([{ ric: '.SPX', weight: 60 }, { ric: 'AAPL.O', weight: 40 }])).toBe('Each weight must be above 0% and at most 100%');
    expect(await texts([{ ric: '.SPX', weight: 0.5 }, { ric: '.SPX', weight: 0.5 }])).toMatch(/listed twice/);
    // Another player's benchmark: refused to a trainee.
    const other = await save(t2, 1, own);
    expect([other.status, other.json.error]).toEqual([403, OWN_BENCHMARK_ONLY]);
    expect((await benchmarkOf(t1)).saved).toBeNull();

    // Both players trade; three periods pass against the session's benchmark (.SPX).
    expect((await post(t1, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 150_000 })).status).toBe(201);
    expect((await post(t2, '/api/orders/', { session_id: id, financial_instrument: 'MSFT.O', transaction: 0, quantity: 100_000 })).status).toBe(201);
    for (let k = 1; k <= 3; k++) await advanceTo(id, period(k));
    await stubOf(id).setTestClock(period(3) + 2_000);

    const saved = await save(t1, 1, own);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const view = await benchmarkOf(t1);
    expect(view).toMatchObject({ player_id: 1, allowed: true, individual: true, kind: 'composition', constant: null, missing_prices: null });
    expect(view.components).toEqual([
      { ric: 'MSFT.O', weight: 0.7, name: market.instrument('MSFT.O').name, resourcetype: 'Equity' },
      { ric: '.STOXX50E', weight: 0.3, name: 'EURO STOXX 50', resourcetype: 'IndexFund' },
    ]);
    expect(view.saved).toEqual(view.components);
    // The trainer reads it too; the other player is still on the session's.
    expect((await benchmarkOf(a.trainerToken, 1)).individual).toBe(true);
    expect(await benchmarkOf(t2)).toMatchObject({ individual: false, components: [{ ric: '.SPX' }] });

    for (let k = 4; k <= 6; k++) await advanceTo(id, period(k));

    const rows = (await get<MetricRow[]>(t1, `/api/sessions/${id}/fetch_metrics/`)).json;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const values = rows.map((r) => r.market_value);
    const ownIndex = (at: number) => 0.7 * (mid('MSFT.O', at) / mid('MSFT.O', START)) + 0.3 * (mid('.STOXX50E', at) / mid('.STOXX50E', START));
    const spx = (at: number) => mid('.SPX', at) / mid('.SPX', START);
    const settings = { riskFreeAnnual: 0, periodsPerYear: 252 / 5 };

    // The point recorded before the save stays measured against the session's benchmark.
    const before = rows.findIndex((r) => r.step === 3);
    const atBefore = rows.slice(0, before + 1);
    expect(rows[before]!.market_index_return).toBeCloseTo(spx(rows[before]!.timestamp) / spx(rows[0]!.timestamp) - 1, 12);
    expect(rows[before]!.beta).toBeCloseTo(betaByHand(atBefore.map((r) => r.market_value), atBefore.map((r) => spx(r.timestamp))), 10);

    // From the next step on, the whole series against the player's own benchmark.
    const last = rows.at(-1)!;
    const ownSeries = rows.map((r) => ownIndex(r.timestamp));
    expect(last.beta).toBeCloseTo(betaByHand(values, ownSeries), 10);
    expect(last.market_index_return).toBeCloseTo(ownSeries.at(-1)! / ownSeries[0]! - 1, 12);
    const expected = playerMetrics({ values, benchmark: ownSeries, ...settings, riskFreeAnnual: market.overnightRateAt('USD', last.timestamp) })!;
    expect(last.alpha).toBeCloseTo(expected.alpha!, 10);
    expect(last.treynor_ratio).toBeCloseTo(expected.treynor_ratio!, 10);
    // Not what the session's benchmark gives.
    expect(Math.abs(last.beta! - betaByHand(values, rows.map((r) => spx(r.timestamp))))).toBeGreaterThan(1e-6);

    // The other player: still the session's benchmark.
    const rows2 = (await get<MetricRow[]>(t2, `/api/sessions/${id}/fetch_metrics/`)).json;
    expect(rows2.at(-1)!.beta).toBeCloseTo(betaByHand(rows2.map((r) => r.market_value), rows2.map((r) => spx(r.timestamp))), 10);

    // The charts read the player's own benchmark through retrieve_player.
    const books = (await get<{ benchmark_history: { step: number; at: number; value: number }[] }>(t1, `/api/sessions/${id}/retrieve_player/`)).json;
    const point = books.benchmark_history.find((b) => b.step === last.step)!;
    expect(point.value).toBeCloseTo(ownIndex(last.timestamp), 12);
    const books2 = (await get<{ benchmark_history: { step: number; value: number }[] }>(t2, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(books2.benchmark_history.find((b) => b.step === last.step)!.value).toBeCloseTo(spx(last.timestamp), 12);

    // The staff may set a player's; an empty list goes back to the session's.
    expect((await save(a.trainerToken, 2, [{ ric: '.FTSE', weight: 1 }])).status).toBe(200);
    expect(await benchmarkOf(t2)).toMatchObject({ individual: true, components: [{ ric: '.FTSE', weight: 1 }] });
    expect((await save(t2, 2, [])).status).toBe(200);
    expect(await benchmarkOf(t2)).toMatchObject({ individual: false, saved: null, components: [{ ric: '.SPX' }] });

    // Switched off: the session's benchmark is in effect again, the saved composition kept, saving refused.
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_allow_individual_benchmark/`, { value: false })).status).toBe(200);
    const off = await benchmarkOf(t1);
    expect(off).toMatchObject({ allowed: false, individual: false, components: [{ ric: '.SPX' }] });
    expect(off.saved?.map((c) => c.ric)).toEqual(['MSFT.O', '.STOXX50E']);
    expect((await save(t1, 1, own)).status).toBe(403);
  });

  it('records and broadcasts a missing benchmark price, and clears it once the benchmark is priced again', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const [t1, t2] = a.traineeTokens as [string, string];
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_allow_individual_benchmark/`, { value: true })).status).toBe(200);
    expect((await post(t1, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 100_000 })).status).toBe(201);
    // A composition saved while its fund existed, whose reference data has since gone.
    await runInDurableObject(stubOf(id), (_o, state) => {
      state.storage.sql.exec("INSERT INTO player_benchmarks (player_id, json, updated_at, updated_by) VALUES (1, ?, 0, 0)", JSON.stringify([{ ric: 'GONE.X', weight: 0.5 }, { ric: '.SPX', weight: 0.5 }]));
    });
    await evictDurableObject(stubOf(id));
    const socket = (await connect(`/api/session/${id}/?token=${t1}`)).socket!;
    const other = (await connect(`/api/session/${id}/?token=${t2}`)).socket!;

    for (let k = 1; k <= 3; k++) await advanceTo(id, period(k));
    const warned = await socket.next('benchmark_prices_missing');
    expect(warned.data).toMatchObject({ player_id: 1, step: 1, errors: ['GONE.X: no price at the session start'] });
    // Once, while the problem stays the same; not to the other player.
    expect(socket.frames.filter((f) => f.includes('"benchmark_prices_missing"'))).toHaveLength(1);
    expect(other.frames.filter((f) => f.includes('"benchmark_prices_missing"'))).toHaveLength(0);
    const view = (await get<PlayerBenchmarkView>(t1, `/api/sessions/${id}/fetch_player_benchmark/`)).json;
    expect(view.missing_prices).toEqual({ errors: ['GONE.X: no price at the session start'], since: warned.data.timestamp });
    expect(view.components[0]).toMatchObject({ ric: 'GONE.X', name: null });
    // Metrics against it are N/A; the others are still measured.
    const rows = (await get<MetricRow[]>(t1, `/api/sessions/${id}/fetch_metrics/`)).json;
    expect(rows.at(-1)).toMatchObject({ alpha: null, beta: null, treynor_ratio: null, market_index_return: null });
    expect(typeof rows.at(-1)!.sharpe_ratio).toBe('number');

    // A priced composition: the next step clears the warning.
    await stubOf(id).setTestClock(period(3) + 2_000);
    expect((await post(t1, `/api/players/1/update_benchmark_composition/`, { session_id: id, composition: [{ ric: '.SPX', weight: 1 }] })).status).toBe(200);
    await advanceTo(id, period(4));
    const cleared = await socket.next('benchmark_prices_missing');
    expect(cleared.data).toMatchObject({ player_id: 1, step: 4, errors: [] });
    expect((await get<PlayerBenchmarkView>(t1, `/api/sessions/${id}/fetch_player_benchmark/`)).json.missing_prices).toBeNull();
    expect(typeof (await get<MetricRow[]>(t1, `/api/sessions/${id}/fetch_metrics/`)).json.at(-1)!.beta).toBe('number');
    socket.close();
    other.close();
  });
});
