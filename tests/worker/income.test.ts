import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { couponDatesAround } from '../../domain/bonds';
import type { EquityInstrument } from '../../domain/market/instrument';
import { defaultMarket } from '../../domain/market/default-market';
import { dividendsBetween } from '../../domain/market/simulation/dividends';
import { closeIndexAt } from '../../domain/market/time-grid';
import { toMinor } from '../../domain/money';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
// Weekly periods from Friday 2024-03-01: scenario dates 03-08, 03-15, 03-22, … 05-31.
const SPRING = { scenario_type: 1, start_date: '2024-03-01', end_date: '2024-05-31', frequency: 5, historical_sleep_time: 30 };
const step = (id: number, k: number) => advanceTo(id, T0 + k * 30_000 + (k - 1) * 2_000);

async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ amount: number; at: number }>('SELECT amount, at FROM ledger WHERE player_id = 1 AND reason = ? ORDER BY id', reason).toArray(),
  );
}

describe('income between trades', () => {
  it('declares a dividend on its ex-date and pays it on its pay date', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, SPRING, ['AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1_000 });
    const market = defaultMarket();
    const aapl = market.instrument('AAPL.O') as EquityInstrument;
    const [dividend] = dividendsBetween(aapl, (k) => market.closeMid('AAPL.O', k), closeIndexAt(Date.parse('2024-03-01T21:00:00Z'), 'weekday') + 1, closeIndexAt(Date.parse('2024-03-31T21:00:00Z'), 'weekday'));
    expect(dividend).toMatchObject({ ex_date: '2024-03-15', pay_date: '2024-04-05' });
    await step(id, 1);
    await step(id, 2); // scenario date 03-15: the ex-date
    const declared = (await get<{ dividends: { currency: string; outstanding: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(declared.dividends).toEqual([{ currency: 'USD', outstanding: toMinor(1_000 * dividend!.amount, 'USD') / 100 }]);
    expect(await ledger(id, 'dividend')).toEqual([]);
    for (let k = 3; k <= 5; k++) await step(id, k); // scenario date 04-05: the pay date
    expect(await ledger(id, 'dividend')).toEqual([{ amount: toMinor(1_000 * dividend!.amount, 'USD'), at: Date.parse('2024-04-05T21:00:00Z') }]);
    expect((await get<{ dividends: unknown[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.dividends).toEqual([]);
  });

  it('pays the coupon of a bond held on its date, and charges lombard interest on an overdraft', async () => {
    const a = await signedInClass();
    const row = await env.DB.prepare(
      "SELECT ric, json_extract(reference, '$.maturity_date') AS maturity, json_extract(reference, '$.coupon_pct') AS coupon, json_extract(reference, '$.coupon_frequency') AS freq FROM underlying_assets WHERE resourcetype = 'GovtBond' AND variable_currency = 'USD' AND json_extract(reference, '$.issue_date') < '2023-01-01' AND json_extract(reference, '$.maturity_date') > '2026-01-01'",
    ).all<{ ric: string; maturity: string; coupon: number; freq: 1 | 2 }>();
    const bond = row.results.find((b) => couponDatesAround('2024-03-01', b.maturity, b.freq).next <= '2024-05-24')!;
    const couponDate = couponDatesAround('2024-03-01', bond.maturity, bond.freq).next;
    const id = await runningSession(a.trainerToken, a.klassId, { ...SPRING, starting_cash_amount: 1_000_000, bond_leverage: 0.5 }, [bond.ric, 'AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    // Shares for about 600,000, then 750,000 face of the bond on the 400,000 left: overdrawn.
    const ask = defaultMarket().quoteAt('AAPL.O', Date.parse('2024-03-01T21:00:00Z')).ask;
    await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: Math.floor(600_000 / ask) });
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: bond.ric, transaction: 0, quantity: 750_000 })).status).toBe(201);
    const overdraft = (await get<{ wallets: { amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.wallets[0]!.amount;
    expect(overdraft).toBeLessThan(0);
    await step(id, 1); // 03-01 → 03-08: seven days of lombard interest
    const market = defaultMarket();
    const lombard = await ledger(id, 'lombard_interest');
    expect(lombard[0]).toEqual({ amount: toMinor(overdraft * market.lombardRateAt('USD', Date.parse('2024-03-08T21:00:00Z')) * 7 / 360, 'USD'), at: Date.parse('2024-03-08T21:00:00Z') });
    // banking.md §10: the 4-week yield on the scenario date plus 1.00 pp; what was paid shows on the player.
    expect(market.lombardRateAt('USD', Date.parse('2024-03-08T21:00:00Z'))).toBeCloseTo(market.yieldAt('USD', 28 / 365, Date.parse('2024-03-08T21:00:00Z')) + 0.01, 15);
    const paid = (await get<{ paid_lombard_interest: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json.paid_lombard_interest;
    expect(paid).toBeCloseTo(-lombard[0]!.amount / 100, 9);
    // The second period charges the overdraft with the first charge in it (booked on the wallet, so it compounds).
    const wallet = async () => (await get<{ wallets: { amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.wallets[0]!.amount;
    const afterFirst = await wallet();
    expect(afterFirst).toBeCloseTo(overdraft + lombard[0]!.amount / 100, 9);
    await step(id, 2); // 03-08 → 03-15
    const second = (await ledger(id, 'lombard_interest'))[1]!;
    const charged = (await wallet()) - second.amount / 100;
    expect(Math.round(charged * 100)).toBeLessThanOrEqual(Math.round(afterFirst * 100));
    expect(second).toEqual({ amount: toMinor(charged * market.lombardRateAt('USD', Date.parse('2024-03-15T21:00:00Z')) * 7 / 360, 'USD'), at: Date.parse('2024-03-15T21:00:00Z') });
    expect((await get<{ paid_lombard_interest: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json.paid_lombard_interest).toBeCloseTo(-(lombard[0]!.amount + second.amount) / 100, 9);
    for (let k = 3; k <= 13; k++) await step(id, k);
    const coupons = await ledger(id, 'coupon');
    expect(coupons[0]).toEqual({ amount: toMinor((750_000 * bond.coupon) / bond.freq / 100, 'USD'), at: Date.parse(`${couponDate}T21:00:00Z`) });
  });
});
