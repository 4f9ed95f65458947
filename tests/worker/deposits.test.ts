import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { depositRate } from '../../domain/engine/deposits';
import { fromMinor, toMinor } from '../../domain/money';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

// Wednesday 15:00 UTC; the day's income is taken at the first tick after each 21:00 UTC close.
const T0 = Date.parse('2026-11-18T15:00:00Z');
const close = (day: number) => Date.parse(`2026-11-${day}T21:00:00Z`);
const REAL_TIME = { scenario_type: 0 };

type Deposit = { id: number; currency_symbol: string; status: number; initial_amount: number; accumulated_interest: number; maturity: number; average_annualized_rate: number | null; closed_by: string | null };
type Wallet = { currency: string; amount: number };
type Player = { wallets: Wallet[]; deposits: Deposit[]; last_market_value: number };

async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ amount: number }>('SELECT amount FROM ledger WHERE player_id = 1 AND reason = ? ORDER BY id', reason).toArray().map((r) => r.amount),
  );
}

const usd = (wallets: Wallet[]) => wallets.find((w) => w.currency === 'USD')!.amount;

describe('deposits', () => {
  it('accrues a deposit daily on ACT/360 at the overnight rate plus the term premium, compounded, and returns principal and interest when broken', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['BTC='], T0);
    const token = a.traineeTokens[0]!;
    const before = (await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const made = await post(token, '/api/deposits/make_deposit/', { session_id: id, currency_symbol: 'USD', amount_to_deposit: 2_500_000 });
    expect(made.status).toBe(200);
    const afterMake = made.json as unknown as { wallets: Wallet[]; deposits: Deposit[] };
    expect(usd(afterMake.wallets)).toBe(usd(before.wallets) - 2_500_000);
    expect(afterMake.deposits).toEqual([expect.objectContaining({ currency_symbol: 'USD', status: 0, initial_amount: 2_500_000, accumulated_interest: 0, maturity: 0 })]);
    // The deposit is still the player's money: market value does not move when it is made.
    expect((await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json.last_market_value).toBeCloseTo(before.last_market_value, 6);

    // A first tick, then three closes: 11-18, 11-19, 11-20, each one day of interest at that day's rate.
    await advanceTo(id, T0 + 5_000);
    for (const day of [18, 19, 20]) expect(await advanceTo(id, close(day) + 5_000)).toBe(true);
    const market = defaultMarket();
    // Each day's interest on principal and the interest so far, rounded to the cent when accrued.
    const daily: number[] = [];
    let held = toMinor(2_500_000, 'USD');
    for (const day of [18, 19, 20]) {
      daily.push(toMinor((fromMinor(held, 'USD') * depositRate(market.overnightRateAt('USD', close(day)))) / 360, 'USD'));
      held += daily.at(-1)!;
    }
    // Never below the premium's interest, even on a day the simulated overnight rate is below zero.
    for (const d of daily) expect(d).toBeGreaterThanOrEqual(toMinor((2_500_000 * 0.0025) / 360, 'USD'));
    const accrued = (await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json.deposits[0]!;
    expect(accrued).toMatchObject({ status: 0, maturity: 3, accumulated_interest: (daily[0]! + daily[1]! + daily[2]!) / 100 });
    expect(accrued.average_annualized_rate).toBeCloseTo([18, 19, 20].reduce((s, d) => s + depositRate(market.overnightRateAt('USD', close(d))), 0) / 3, 12);

    const walletBefore = usd((await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json.wallets);
    const broken = await post(token, `/api/wallets/USD/make_or_break_deposit/`, { session_id: id });
    expect(broken.status).toBe(200);
    const afterBreak = broken.json as unknown as { wallets: Wallet[]; deposits: Deposit[] };
    const interest = daily[0]! + daily[1]! + daily[2]!;
    expect(usd(afterBreak.wallets)).toBeCloseTo(walletBefore + 2_500_000 + interest / 100, 6);
    expect(afterBreak.deposits[0]).toMatchObject({ status: 1, accumulated_interest: interest / 100, closed_by: 'Player' });
    expect(await ledger(id, 'deposit')).toEqual([-250_000_000, 250_000_000]);
    expect(await ledger(id, 'deposit_interest')).toEqual([interest]);
    // A new deposit may be made once the old one is broken (one per currency at a time).
    expect((await post(token, `/api/wallets/USD/make_or_break_deposit/`, { session_id: id })).json.deposits).toHaveLength(2);
  });

  it('refuses a deposit below 100, above the balance, a second one in the same currency, and outside real-time cash sessions', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['BTC='], T0);
    const token = a.traineeTokens[0]!;
    const make = (amount: number, currency = 'USD') => post(token, '/api/deposits/make_deposit/', { session_id: id, currency_symbol: currency, amount_to_deposit: amount });
    expect((await make(99.99)).json).toMatchObject({ error: 'The minimum deposit is 100' });
    expect((await make(200_000_000)).json).toMatchObject({ error: 'The amount is above the available balance', details: { available: 100_000_000 } });
    expect((await make(500, 'CHF')).json.error).toBe('Wallet not found!');
    expect((await make(10_000)).status).toBe(200);
    expect((await make(10_000)).json.error).toBe('A USD deposit is already open: break it first');
    expect((await post(token, '/api/deposits/break_deposit/', { session_id: id, currency_symbol: 'EUR' })).status).toBe(404);
    // Nothing moved through the refusals: one deposit, one ledger entry.
    expect(await ledger(id, 'deposit')).toEqual([-1_000_000]);

    const historical = await runningSession(a.trainerToken, a.klassId, { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5 }, ['AAPL.O'], T0);
    const refused = await post(token, '/api/deposits/make_deposit/', { session_id: historical, currency_symbol: 'USD', amount_to_deposit: 10_000 });
    expect(refused).toMatchObject({ status: 409, json: { error: 'Deposits are available only in real-time sessions with the cash approach' } });
  });

  it('returns open deposits to their wallets when the session finishes', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['BTC='], T0);
    const token = a.traineeTokens[0]!;
    await post(token, '/api/deposits/make_deposit/', { session_id: id, currency_symbol: 'USD', amount_to_deposit: 10_000 });
    await advanceTo(id, T0 + 5_000);
    await advanceTo(id, close(18) + 5_000);
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`)).status).toBe(200);
    const player = (await get<Player>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(player.deposits[0]).toMatchObject({ status: 1, closed_by: 'Session end' });
    const interest = toMinor((10_000 * depositRate(defaultMarket().overnightRateAt('USD', close(18)))) / 360, 'USD');
    expect(await ledger(id, 'deposit_interest')).toEqual([interest]);
    // Every cent of the wallet is its ledger.
    const sum = await runInDurableObject(stubOf(id), (_o, state) => state.storage.sql.exec<{ s: number }>("SELECT SUM(amount) AS s FROM ledger WHERE player_id = 1 AND currency = 'USD'").one().s);
    expect(toMinor(usd(player.wallets), 'USD')).toBe(sum);
  });
});
