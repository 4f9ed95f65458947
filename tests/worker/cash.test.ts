import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { signedInClass } from './setup/fixtures';
import { get, post, runningSession } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const AT = Date.parse('2024-01-02T21:00:00Z');

type Exchange = { wallets: { currency: string; amount: number }[]; exchange_history: { from_currency: string; to_currency: string; amount: number; value: number; exchange_rate: number }[] };

describe('cash exchange', () => {
  it('turns reporting cash into another currency at the market rate, then pays a foreign share with it', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'SAP.DE'], T0);
    const token = a.traineeTokens[0]!;
    // No euros yet: the German share cannot be bought.
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'SAP.DE', transaction: 0, quantity: 10 })).json.error).toBe('Insufficient funds');
    const res = await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'USD', to_wallet: 'EUR', amount: 10_000 });
    expect(res.status).toBe(200);
    const body = res.json as unknown as Exchange;
    const rate = defaultMarket().fxRate('USD', 'EUR', AT) * (1 - 0.00005);
    expect(body.exchange_history[0]).toMatchObject({ from_currency: 'USD', to_currency: 'EUR', amount: 10_000, value: Math.round(10_000 * rate * 100) / 100 });
    expect(body.wallets.find((w) => w.currency === 'USD')!.amount).toBe(100_000_000 - 10_000);
    expect(body.wallets.find((w) => w.currency === 'EUR')!.amount).toBe(Math.round(10_000 * rate * 100) / 100);
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'SAP.DE', transaction: 0, quantity: 10 })).status).toBe(201);
  });

  it('refuses more than the balance, unknown wallets and pairs without the reporting currency', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['SAP.DE', '7203.T'], T0);
    const token = a.traineeTokens[0]!;
    const tooMuch = await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'EUR', to_wallet: 'USD', amount: 1 });
    expect(tooMuch).toMatchObject({ status: 400, json: { error: 'The amount is above the available balance', details: { available: 0 } } });
    expect((await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'USD', to_wallet: 'GBP', amount: 1 })).json.error).toBe('Wallet not found!');
    expect((await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'EUR', to_wallet: 'JPY', amount: 1 })).json.error).toBe('Exchange is possible only between USD and another currency');
    await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 });
    expect((await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'USD', to_wallet: 'EUR', amount: 1 })).status).toBe(409);
    const player = (await get<{ wallets: { currency: string; amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(player.wallets.map((w) => w.currency).sort()).toEqual(['EUR', 'JPY', 'USD']);
  });
});
