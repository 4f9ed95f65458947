import { describe, expect, it } from 'vitest';
import { AssetClass } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import { signedInClass } from './setup/fixtures';
import { get, post, runningSession } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

describe('session settings', () => {
  it('applies an asset-class limit at once: the trainee’s maximum falls', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const bad = await post(a.trainerToken, `/api/sessions/${id}/update_asset_class_options/`, { asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 1.5, risk_weight: 1 }] });
    expect(bad).toMatchObject({ status: 400, json: { error: 'asset_class_options.0.pv_limit: Limits must be between 0 and 100' } });
    const ok = await post(a.trainerToken, `/api/sessions/${id}/update_asset_class_options/`, { asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 0.1, risk_weight: 1 }] });
    expect(ok.status).toBe(200);
    const ask = defaultMarket().quoteAt('AAPL.O', Date.parse('2024-01-02T21:00:00Z')).ask;
    const max = Math.floor(10_000_000 / ask);
    const refused = await post(a.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: max + 1 });
    expect(refused).toMatchObject({ status: 400, json: { error: 'Cannot buy past limit', details: { max_quantity: max } } });
    expect((await post(a.traineeTokens[0]!, `/api/sessions/${id}/update_asset_class_options/`, { asset_class_options: [] })).status).toBe(403);
  });

  it('validates group allocations and metric limits with the spec’s texts', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const groups = await post(a.trainerToken, `/api/sessions/${id}/create_update_group_allocations/`, { asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.6, upper_limit: 0.4 }] });
    expect(groups.json.error).toBe('asset_group_allocations.0: Lower limit values must be lesser than upper limit values!');
    const limits = await post(a.trainerToken, `/api/sessions/${id}/update_metrics_limits/`, { metrics_limits: [{ metric_type: 'Sharpe', lower_limit: -20, upper_limit: 1, enforced: true }] });
    expect(limits.json.error).toBe('metrics_limits.0.lower_limit: Sharpe limits are between -10 and 10');
    const saved = await post(a.trainerToken, `/api/sessions/${id}/update_metrics_limits/`, { metrics_limits: [{ metric_type: 'VaR', lower_limit: -2_000_000, upper_limit: null, enforced: true }] });
    expect(saved.json.metrics_limits).toEqual([{ metric_type: 'VaR', lower_limit: -2_000_000, upper_limit: null, enforced: true }]);
  });

  it('requires an investment rationale once the trainer asks for one', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect((await post(a.trainerToken, `/api/sessions/${id}/toggle_require_investment_rationale/`, {})).json.require_investment_rationale).toBe(true);
    const order = { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1 };
    expect((await post(a.traineeTokens[0]!, '/api/orders/', { ...order, investment_rationale: 'too short' })).json.error).toBe('Must provide investment rationale, minimum 10 characters.');
    expect((await post(a.traineeTokens[0]!, '/api/orders/', { ...order, investment_rationale: 'Strong iPhone cycle expected' })).status).toBe(201);
  });

  it('keeps a macro background the players read', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    await post(a.trainerToken, `/api/sessions/${id}/update_macro_background/`, { macro_background: 'Inflation is falling; the Fed is on hold.' });
    expect((await get(a.traineeTokens[1]!, `/api/sessions/${id}/fetch_macro_background/`)).json).toEqual({ macro_background: 'Inflation is falling; the Fed is on hold.' });
  });
});

describe('allocations and the leaderboard', () => {
  it('reports tactical allocations per asset class, group shares and a ranking', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'BTC='], T0);
    const token = a.traineeTokens[0]!;
    const ask = defaultMarket().quoteAt('AAPL.O', Date.parse('2024-01-02T21:00:00Z')).ask;
    await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: Math.floor(25_000_000 / ask) });
    const tactical = (await get<{ asset_class: number; percent: number; long: number }[]>(token, `/api/sessions/${id}/fetch_tactical_asset_allocations/`)).json;
    const equities = tactical.find((r) => r.asset_class === AssetClass.Equities)!;
    expect(equities.percent).toBeGreaterThan(24);
    expect(equities.percent).toBeLessThan(26);
    expect(tactical.reduce((s, r) => s + r.percent, 0)).toBeCloseTo(100, 9);
    const groups = (await get<{ players: { player_id: number; allocations: Record<string, number> }[] }>(a.trainerToken, `/api/sessions/${id}/fetch_asset_group_allocations/`)).json;
    expect(groups.players.find((p) => p.player_id === 1)!.allocations.Equities).toBeCloseTo(equities.percent / 100, 9);
    const own = (await get<{ players: { player_id: number }[] }>(token, `/api/sessions/${id}/fetch_asset_group_allocations/`)).json;
    expect(own.players.map((p) => p.player_id)).toEqual([1]);
    const board = (await get<{ rank: number; player_id: number }[]>(token, `/api/sessions/${id}/fetch_leaderboard/`)).json;
    expect(board.map((r) => r.rank)).toEqual([1, 2]);
  });

  it('lets a trainee rename their player, which the trainer’s players table then shows', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    expect((await post(token, '/api/players/update_settings/', { session_id: id, name: '  ' })).json.error).toBe('name: The name cannot be empty');
    const renamed = await post(token, '/api/players/update_settings/', { session_id: id, name: 'Desk Alpha' });
    expect(renamed).toMatchObject({ status: 200, json: { id: 1, name: 'Desk Alpha' } });
    const players = (await get<{ id: number; name: string }[]>(a.trainerToken, `/api/sessions/${id}/fetch_players/`)).json;
    expect(players.find((p) => p.id === 1)!.name).toBe('Desk Alpha');
    // Only players have player settings.
    expect((await post(a.trainerToken, '/api/players/update_settings/', { session_id: id, name: 'X' })).status).toBe(403);
  });
});
