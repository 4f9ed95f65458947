import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { returnMetrics } from '../../domain/metrics';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

type MetricRow = { step: number; timestamp: number; market_value: number; sharpe_ratio?: number; beta?: number; alpha?: number; var05?: number; portfolio_volatility?: number; treynor_ratio?: number };

describe('risk metrics', () => {
  it('computes a scripted player’s metrics every period, as a direct computation does', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 200_000 });
    await post(token, '/api/orders/', { session_id: id, financial_instrument: 'MSFT.O', transaction: 0, quantity: 100_000 });
    for (let k = 1; k <= 5; k++) await advanceTo(id, T0 + k * 30_000 + (k - 1) * 2_000);

    const rows = (await get<MetricRow[]>(token, `/api/sessions/${id}/fetch_metrics/`)).json;
    expect(rows.map((r) => r.step)).toEqual([1, 2, 3, 4, 5]);
    // Metrics need three values (two returns): none at steps 1 and 2.
    expect(rows[0]!.sharpe_ratio).toBeUndefined();
    const last = rows.at(-1)!;
    const values = rows.map((r) => r.market_value);
    const market = defaultMarket();
    const benchmark = rows.map((r) => {
      const q = market.quoteAt('.SPX', r.timestamp);
      return (q.bid + q.ask) / 2;
    });
    const ret = (xs: number[]) => xs.slice(1).map((v, k) => v / xs[k]! - 1);
    const expected = returnMetrics({ returns: ret(values), benchmark: ret(benchmark), riskFreeAnnual: market.overnightRateAt('USD', last.timestamp), periodsPerYear: 252 / 5 });
    expect(last.sharpe_ratio).toBeCloseTo(expected.sharpe, 10);
    expect(last.beta).toBeCloseTo(expected.beta!, 10);
    expect(last.alpha).toBeCloseTo(expected.alphaAnnual!, 10);
    expect(last.portfolio_volatility).toBeCloseTo(expected.volatilityAnnual, 10);
    expect(last.var05).toBeCloseTo(expected.var95Historical * last.market_value, 4);
    // Live: the player hears of them; the players table carries the latest.
    expect((await socket.next('metrics_received')).data.player_id).toBe(1);
    const players = (await get<{ id: number; sharpe_ratio: number | null }[]>(a.trainerToken, `/api/sessions/${id}/fetch_players/`)).json;
    expect(players.find((p) => p.id === 1)!.sharpe_ratio).toBeCloseTo(expected.sharpe, 10);
    expect(players.find((p) => p.id === 2)!.sharpe_ratio).toBeNull();
    socket.close();
  });
});

describe('the benchmark', () => {
  it('validates a composition with the spec’s texts and values a two-asset composition every period', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const save = (body: unknown) => post(a.trainerToken, `/api/sessions/${id}/update_benchmark_composition/`, body as Record<string, unknown>);
    expect((await save({ composition: [{ ric: '', weight: 0.5 }] })).json.error).toBe('Missing Fund');
    expect((await save({ composition: [{ ric: '.SPX', weight: null }] })).json.error).toBe('Missing Weight');
    expect((await save({ composition: [{ ric: '.SPX', weight: 0.5 }] })).json.error).toBe('Weights must add up to 100%');
    const before = (await get<{ benchmark: { kind: string; components: { ric: string }[] } }>(a.traineeTokens[0]!, `/api/sessions/${id}/fetch_session/`)).json;
    expect(before.benchmark).toMatchObject({ kind: 'default', components: [{ ric: '.SPX' }] });
    const saved = await save({ composition: [{ fund_or_asset_ric: '.SPX', weight: 0.6 }, { ric: 'MSFT.O', weight: 0.4 }] });
    expect(saved.json.benchmark).toMatchObject({ kind: 'composition' });
    for (let k = 1; k <= 3; k++) await advanceTo(id, T0 + k * 30_000 + (k - 1) * 2_000);
    const history = (await get<{ benchmark_history: { step: number; at: number; value: number }[] }>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json.benchmark_history;
    const market = defaultMarket();
    const start = Date.parse('2024-01-02T21:00:00Z');
    const direct = (t: number) => (0.6 * market.midAt('.SPX', t)) / market.midAt('.SPX', start) + (0.4 * market.midAt('MSFT.O', t)) / market.midAt('MSFT.O', start);
    expect(history.map((h) => h.step)).toEqual([1, 2, 3]);
    for (const h of history) expect(h.value).toBeCloseTo(direct(h.at), 12);
    const preview = (await post(a.traineeTokens[0]!, `/api/sessions/${id}/preview_index_benchmark/`, { composition: [{ ric: '.SPX', weight: 1 }] })).json as unknown as { value: number }[];
    expect(preview[0]!.value).toBe(1);
  });
});
