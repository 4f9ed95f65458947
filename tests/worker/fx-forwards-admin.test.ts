/**
 * The administrator and FX forwards (issue 15; spec 002 §2, §7): the forced forward contract
 * from the New Order page, booked after the forced-price rule (opened at the outright mid with a
 * 'forced_price_adjustment' entry of amount × (mid − forced price)), admins only, refused for a
 * player without the variable currency's wallet; and a forward's stop loss and take profit in the
 * admin's pending SL/TP list, gone once the ODA is deleted.
 */
import { runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import { roundHalfEven, toMinor } from '../../domain/money';
import { createUser, signIn, signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // Wednesday
const REAL_TIME = { scenario_type: 0 };
const FORCE = '/api/forward_contracts/force_buy_forward_contract_from_admin';
const LIST = '/api/players/get_fwd_contracts_by_player_id';

type Contract = { id: number; close_price: number | null; amount: number; open_price: number; maturity_date: string; investment_rationale: string | null; delivery_timestamp: string | null; reporting_unrealized_pnl: number | null };
type Page<T> = { results: T[] };
type OrderRow = { session_id: number; order_id: number | null; resourcetype: string; transaction: number; quantity: number; limit_price: number | null; status: number; asset_name: string; ric: string };

let admin: string;
beforeAll(async () => {
  admin = (await signIn(await createUser(UserType.Admin))).access;
});

async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql
      .exec<{ amount: number; currency: string }>('SELECT amount, currency FROM ledger WHERE reason = ? ORDER BY id', reason)
      .toArray()
      .map((r) => [r.currency, r.amount]),
  );
}

describe('the forced forward contract', () => {
  it('opens at the outright mid and books the difference to the forced price as forced_price_adjustment; admins only', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['EUR3M='], T0);
    await advanceTo(id, T0 + 5_000);
    const token = a.traineeTokens[0]!;
    const player = (await get<{ id: number; wallets: { currency: string; amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const usdBefore = player.wallets.find((w) => w.currency === 'USD')!.amount;

    // Only an administrator forces a contract.
    const body = { session_id: id, player_id: player.id, financial_instrument: 'EUR3M=', amount: 1_000_000, forced_price: 1.1 };
    expect((await post(token, FORCE, body)).status).toBe(403);
    expect((await post(a.trainerToken, FORCE, body)).status).toBe(403);
    expect((await post(admin, FORCE, { ...body, amount: 0 })).status).toBe(400);
    expect((await post(admin, FORCE, { ...body, forced_price: -1 })).status).toBe(400);
    expect(await ledger(id, 'forced_price_adjustment')).toEqual([]);

    const forced = await post(admin, FORCE, body);
    expect(forced.status).toBe(201);
    const c = forced.json as unknown as Contract;
    // The outright of the full tenor is the asset's own quote: its mid, to 4 decimals.
    const q = defaultMarket().quoteAt('EUR3M=', T0 + 5_000);
    const mid = roundHalfEven((roundHalfEven(q.bid, 4) + roundHalfEven(q.ask, 4)) / 2, 4);
    expect(c).toMatchObject({ amount: 1_000_000, open_price: mid, maturity_date: '2027-02-17', delivery_timestamp: null });
    expect(c.investment_rationale).toMatch(/^Forced by .+ at 1\.1$/);
    // One entry: 1,000,000 × (mid − 1.1000) in USD, to the cent.
    const adjustment = toMinor(1_000_000 * (mid - 1.1), 'USD');
    expect(adjustment).not.toBe(0);
    expect(await ledger(id, 'forced_price_adjustment')).toEqual([['USD', adjustment]]);
    const after = (await get<{ wallets: { currency: string; amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(after.wallets.find((w) => w.currency === 'USD')!.amount).toBeCloseTo(usdBefore + adjustment / 100, 6);
    // The player and the trainer see it in the lists.
    const listed = (await post(a.trainerToken, LIST, { session_id: id, player_id: player.id })).json as unknown as { contracts: Contract[] };
    expect(listed.contracts.map((x) => x.id)).toEqual([c.id]);

    // A player without a JPY wallet cannot be forced into a yen forward (not in the session: refused as no forward).
    expect((await post(admin, FORCE, { ...body, financial_instrument: 'JPY3M=' })).status).toBeGreaterThanOrEqual(400);
  });
});

describe("a forward's stop loss and take profit in the admin's pending list", () => {
  it('lists each level with the contract it closes, and drops them when the ODA is deleted', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['EUR3M='], T0);
    await advanceTo(id, T0 + 5_000);
    const token = a.traineeTokens[0]!;
    const c = (await post(token, '/api/forward_contracts/buy_forward_contract', { session_id: id, financial_instrument: 'EUR3M=', amount: 250_000 })).json as unknown as Contract;
    // Levels either side of the bid outright the contract would close at.
    const sl = roundHalfEven(c.close_price! * 0.9, 4);
    const tp = roundHalfEven(c.close_price! * 1.1, 4);
    const set = await post(token, '/api/forward_contracts/set_forward_contract_oda', { session_id: id, contract_id: c.id, stop_loss_price: sl, take_profit_price: tp });
    expect(set.status).toBe(200);
    await advanceTo(id, T0 + 10_000);
    const pending = async () => ((await get<Page<OrderRow>>(admin, '/api/errors/get_all_pending_sl_tp/?page_size=100')).json.results ?? []).filter((r) => r.session_id === id);
    const rows = await pending();
    expect(rows.map((r) => [r.resourcetype, r.ric, r.order_id, r.transaction, r.quantity, r.limit_price, r.status]).sort()).toEqual([
      ['StopLossOrder', 'EUR3M=', null, 1, 250_000, sl, 0],
      ['TakeProfitOrder', 'EUR3M=', null, 1, 250_000, tp, 0],
    ]);
    expect(rows[0]!.asset_name).toContain(`forward #${c.id}`);

    expect((await post(token, '/api/forward_contracts/delete_forward_contract_oda', { session_id: id, contract_id: c.id })).status).toBe(200);
    await advanceTo(id, T0 + 15_000);
    expect(await pending()).toEqual([]);
  });
});
