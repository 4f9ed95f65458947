import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { fromMinor, toMinor } from '../../domain/money';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

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
    // The euros credited are floored to the cent: the conversion rounds toward the house.
    const euros = fromMinor(toMinor(10_000 * rate, 'EUR', 'floor'), 'EUR');
    expect(euros).toBeLessThanOrEqual(10_000 * rate);
    expect(body.exchange_history[0]).toMatchObject({ from_currency: 'USD', to_currency: 'EUR', amount: 10_000, value: euros });
    expect(body.wallets.find((w) => w.currency === 'USD')!.amount).toBe(100_000_000 - 10_000);
    expect(body.wallets.find((w) => w.currency === 'EUR')!.amount).toBe(euros);
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'SAP.DE', transaction: 0, quantity: 10 })).status).toBe(201);
  });

  it('shows foreign cash against its average rate on the summary, which reconciles to the cent with the initial AUM', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'SAP.DE'], T0);
    const token = a.traineeTokens[0]!;
    type Summary = {
      wallets: { currency: string; amount: number }[];
      last_market_value: number;
      last_pnl_sum: number;
      initial_aum: number;
      cash_mtm: number | null;
      income: number | null;
      fees: number | null;
      exchange_history: { from_currency: string; amount: number; value: number }[];
    };
    const player = async () => (await get<Summary>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const eurMid = async () => (await get<{ ric: string; fx_to_reporting: number }[]>(token, `/api/sessions/${id}/fetch_session_assets/`)).json.find((x) => x.ric === 'SAP.DE')!.fx_to_reporting;
    const eur = (p: Summary) => p.wallets.find((w) => w.currency === 'EUR')!.amount;

    // 200,000 USD of euros, then a German and an American share.
    await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'USD', to_wallet: 'EUR', amount: 200_000 });
    const bought = eur(await player());
    const fx0 = await eurMid();
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'SAP.DE', transaction: 0, quantity: 1_000 })).status).toBe(201);
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 500 })).status).toBe(201);
    const spentOnShares = bought - eur(await player());
    // Three periods later (the euro has moved), 20,000 EUR back to dollars; one more period.
    for (let k = 1; k <= 3; k++) await advanceTo(id, T0 + k * 30_000 + (k - 1) * 2_000);
    await stubOf(id).setTestClock(T0 + 3 * 32_000); // past the 1.5 s of 'advancing to the next period'
    const sold = await post(token, '/api/wallets/exchange/', { session_id: id, from_wallet: 'EUR', to_wallet: 'USD', amount: 20_000 });
    expect(sold.json.error).toBeUndefined();
    await advanceTo(id, T0 + 4 * 30_000 + 3 * 2_000);

    const p = await player();
    const fx = await eurMid();
    expect(fx).not.toBe(fx0);
    const back = p.exchange_history.find((x) => x.from_currency === 'EUR')!.value;
    // Cash MTM, realised and not: the euros held at today's mid, less what came in (the dollars
    // paid) net of what went out (the shares, at the rate of their fill; the dollars received).
    expect(p.cash_mtm).toBeCloseTo(eur(p) * fx - (200_000 - spentOnShares * fx0 - back), 6);
    expect(p.fees).toBe(0);
    // Market value − initial AUM = PnL + cash MTM + income − fees, to the cent (in fact exactly).
    expect(p.initial_aum).toBe(100_000_000);
    expect(p.last_market_value - p.initial_aum - (p.last_pnl_sum + p.cash_mtm! + p.income! - p.fees!)).toBeCloseTo(0, 6);
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
