/**
 * Repos through the API and the session object (banking.md §2; spec 002 §7, 001 §5): a whole
 * life in a historical session: a corporate bond bought, two repos entered on it (a 1-week and a
 * 1-month), the repoed quantity not sellable, the 1-week repo settled at its period with
 * `repo_settled` and its two ledger lines, the bond's coupon paid to the player during the
 * 1-month term, that repo settled at the first period after its maturity for its 31 contracted
 * days; the trainer's entry refused with 403, an entry while paused with 409, a quantity above
 * the available repoable amount and a missing bond with 400.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toMinor } from '../../domain/money';
import { signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
// Ford Motor Co 4.75% 2043: semi-annual coupons on 15 January and 15 July.
const BOND = '345370CN8=';
const ENTER = '/api/repo/enter_repo_contract';
const LIST = '/api/players/get_repo_contracts';

type Contract = {
  id: number;
  repo_instrument: string;
  repo_contract_open_rate: number;
  underlying_instrument: string;
  repoed_quantity: number;
  asset_price_at_repo_open: number;
  accrued_interest_at_repo_open: number;
  cash: number;
  days: number;
  settlement_date: string;
  settled: boolean;
  paid_interest: number;
  settlement: string | null;
};
type List = {
  contracts: Contract[];
  instruments: { ric: string; ask: number | null; maturity_date: string | null; days: number | null; haircut: number }[];
  collateral: { ric: string; owned: number; repoed_amount: number; available_repoable_amount: number; maturity_date: string | null }[];
  reporting_value: number;
  paid_repo_interest: number | null;
  total_repoed_amount: number;
};
type Position = { underlying_asset: { ric: string }; amount: number; repoed_amount?: number; available_repoable_amount?: number; repo_maturity_date?: string | null };
type Books = { id: number; last_market_value: number; paid_repo_interest: number | null; total_repoed_amount: number; financial_instruments: Position[]; wallets: { currency: string; amount: number }[] };

/** The session's ledger entries of `reason`, in order. */
async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ amount: number }>('SELECT amount FROM ledger WHERE reason = ? ORDER BY id', reason).toArray().map((r) => r.amount),
  );
}

describe('repos', () => {
  it('live a whole life over periods: entered on a held bond, not sellable, settled at maturity with repo_settled, the coupon paid to the player meanwhile', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [BOND, 'USD1WRP=', 'USD1MRP='], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    const books = async () => (await get<Books>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const list = async () => (await post(token, LIST, { session_id: id })).json as unknown as List;

    // Nothing to repo yet: no collateral.
    const empty = await list();
    expect(empty.contracts).toEqual([]);
    expect(empty.collateral).toEqual([]);
    // Opened on the scenario date, Tuesday 2 January 2024: 1 week → 9 January, 1 month → Friday 2 February.
    expect(empty.instruments.map((i) => [i.ric, i.maturity_date, i.days, i.haircut])).toEqual([
      ['USD1MRP=', '2024-02-02', 31, 0.02],
      ['USD1WRP=', '2024-01-09', 7, 0.02],
    ]);
    expect((await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1WRP=', repoed_instrument_id: BOND, repoed_shares: 1000 })).json.error).toBe('Only a bond you hold long can be repoed');

    const bought = await post(token, '/api/orders/', { session_id: id, financial_instrument: BOND, transaction: 0, quantity: 1_000_000 });
    expect(bought.status).toBe(201);
    const collateral = (await list()).collateral;
    expect(collateral).toEqual([expect.objectContaining({ ric: BOND, owned: 1_000_000, repoed_amount: 0, available_repoable_amount: 1_000_000, maturity_date: '2043-01-15' })]);

    // The spec's validation: at most the available repoable amount, a bond selected, a positive amount.
    const above = await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1MRP=', repoed_instrument_id: BOND, repoed_shares: 1_000_001 });
    expect(above.status).toBe(400);
    expect(above.json.error).toBe('The amount is above the available repoable amount');
    expect((await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1MRP=', repoed_shares: 1000 })).json.error).toBe('A collateral bond must be selected');
    expect((await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1MRP=', repoed_instrument_id: BOND, repoed_shares: 0 })).status).toBe(400);
    // A repo is no order.
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'USD1MRP=', transaction: 0, quantity: 10 })).json.error).toMatch(/Repos are entered as contracts/);
    // The trainer may read a player's repos, not enter one.
    const player = await books();
    expect((await post(a.trainerToken, ENTER, { session_id: id, repo_instrument_id: 'USD1MRP=', repoed_instrument_id: BOND, repoed_shares: 1000 })).status).toBe(403);
    expect(await ledger(id, 'repo_cash')).toEqual([]);

    // Two repos on the one bond: 600,000 for a month, 400,000 for a week.
    const usdBefore = player.wallets.find((w) => w.currency === 'USD')!.amount;
    const month = await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1MRP=', repoed_instrument_id: BOND, repoed_shares: 600_000 });
    expect(month.status).toBe(201);
    const m = month.json as unknown as Contract;
    const week = (await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1WRP=', repoed_instrument_id: BOND, repoed_shares: 400_000 })).json as unknown as Contract;
    const cashOf = (c: Contract) => toMinor((c.repoed_quantity * (c.asset_price_at_repo_open + c.accrued_interest_at_repo_open) * 0.98) / 100, 'USD');
    expect(m).toMatchObject({ repo_instrument: 'USD1MRP=', underlying_instrument: BOND, repoed_quantity: 600_000, days: 31, settlement_date: '2024-02-02', settled: false, paid_interest: 0 });
    expect(week).toMatchObject({ days: 7, settlement_date: '2024-01-09' });
    // The bond's accrued interest is part of the collateral value (coupon on 15 July last: 171 days).
    expect(m.accrued_interest_at_repo_open).toBeGreaterThan(2);
    expect(toMinor(m.cash, 'USD')).toBe(cashOf(m));
    expect(await ledger(id, 'repo_cash')).toEqual([cashOf(m), cashOf(week)]);
    const afterEntry = await books();
    expect(afterEntry.wallets.find((w) => w.currency === 'USD')!.amount).toBeCloseTo(usdBefore + (cashOf(m) + cashOf(week)) / 100, 6);
    expect(afterEntry.financial_instruments.find((p) => p.underlying_asset.ric === BOND)).toMatchObject({ amount: 1_000_000, repoed_amount: 1_000_000, available_repoable_amount: 0, repo_maturity_date: '2024-02-02' });
    expect(afterEntry.total_repoed_amount).toBeCloseTo((cashOf(m) + cashOf(week)) / 100, 6);
    // The market value does not move by entering a loan (the bond is still held; the cash is owed).
    expect(afterEntry.last_market_value).toBeCloseTo(player.last_market_value, 2);

    // Repoed face cannot be sold.
    const sell = await post(token, '/api/orders/', { session_id: id, financial_instrument: BOND, transaction: 1, quantity: 1 });
    expect(sell.status).toBe(400);
    expect(sell.json.error).toBe('Cannot sell');
    expect(sell.json.max_quantity ?? (sell.json.details as { max_quantity?: number } | undefined)?.max_quantity).toBe(0);

    // The staff read the player's repos.
    const staff = await post(a.trainerToken, '/api/players/get_repo_contracts_by_player_id', { session_id: id, player_id: player.id });
    expect(staff.status).toBe(200);
    expect((staff.json as unknown as List).contracts.map((c) => c.id)).toEqual([week.id, m.id]);

    // Paused: no repo entered.
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 })).json.status).toBe(0);
    const paused = await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1WRP=', repoed_instrument_id: BOND, repoed_shares: 1 });
    expect(paused.status).toBe(409);
    expect(paused.json.error).toBe('Repo trading is not possible while the session is paused');
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 })).json.status).toBe(1);

    // Period 1 (9 January): the week's repo is due and settles, with its event and its two lines.
    const period = (k: number) => T0 + k * 30_000 + (k - 1) * 2_000;
    await advanceTo(id, period(1));
    const settled = await socket.next('repo_settled');
    expect(settled.data.contract).toMatchObject({ id: week.id, settled: true });
    const rateOf = (c: Contract) => c.repo_contract_open_rate / 100;
    const interestOf = (c: Contract) => toMinor(((cashOf(c) / 100) * rateOf(c) * c.days) / 360, 'USD');
    expect(settled.data.contract.paid_interest).toBe(interestOf(week) / 100);
    expect(await ledger(id, 'repo_repayment')).toEqual([-cashOf(week)]);
    expect(await ledger(id, 'repo_interest')).toEqual([-interestOf(week)]);
    expect((await books()).financial_instruments.find((p) => p.underlying_asset.ric === BOND)).toMatchObject({ repoed_amount: 600_000, available_repoable_amount: 400_000 });
    expect((await list()).collateral[0]).toMatchObject({ repoed_amount: 600_000, available_repoable_amount: 400_000 });

    // Periods 2–4 (16, 23, 30 January): the 15 January coupon is paid on the whole 1,000,000 face, repoed or not.
    for (const k of [2, 3, 4]) await advanceTo(id, period(k));
    expect(await ledger(id, 'coupon')).toEqual([toMinor((1_000_000 * 4.75) / 2 / 100, 'USD')]);
    const open = (await list()).contracts.find((c) => c.id === m.id)!;
    expect(open.settled).toBe(false);

    // Period 5 (6 February): the month's repo (due 2 February) settles for its 31 contracted days.
    await advanceTo(id, period(5));
    const monthSettled = await socket.next('repo_settled');
    expect(monthSettled.data.contract).toMatchObject({ id: m.id, settled: true, settlement: 'maturity' });
    expect(await ledger(id, 'repo_repayment')).toEqual([-cashOf(week), -cashOf(m)]);
    expect(await ledger(id, 'repo_interest')).toEqual([-interestOf(week), -interestOf(m)]);
    const final = await list();
    expect(final.contracts.every((c) => c.settled)).toBe(true);
    expect(final.reporting_value).toBe(0);
    expect(final.paid_repo_interest).toBeCloseTo((interestOf(week) + interestOf(m)) / 100, 6);
    const end = await books();
    expect(end.paid_repo_interest).toBeCloseTo((interestOf(week) + interestOf(m)) / 100, 6);
    expect(end.financial_instruments.find((p) => p.underlying_asset.ric === BOND)).toMatchObject({ amount: 1_000_000, repoed_amount: 0, available_repoable_amount: 1_000_000, repo_maturity_date: null });
    socket.close();
  });

  it('settles an open repo early at the accrued interest when the session finishes', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [BOND, 'USD1MRP='], T0);
    const token = a.traineeTokens[0]!;
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: BOND, transaction: 0, quantity: 100_000 })).status).toBe(201);
    const c = (await post(token, ENTER, { session_id: id, repo_instrument_id: 'USD1MRP=', repoed_instrument_id: BOND, repoed_shares: 100_000 })).json as unknown as Contract;
    // One period (7 days) run, then the session ends.
    await advanceTo(id, T0 + 30_000);
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`, {})).status).toBe(200);
    const list = (await post(token, LIST, { session_id: id })).json as unknown as List;
    expect(list.contracts[0]).toMatchObject({ id: c.id, settled: true, settlement: 'early' });
    const cash = toMinor(c.cash, 'USD');
    expect(await ledger(id, 'repo_repayment')).toEqual([-cash]);
    expect(await ledger(id, 'repo_interest')).toEqual([-toMinor(((cash / 100) * (c.repo_contract_open_rate / 100) * 7) / 360, 'USD')]);
  });
});
