/**
 * T-bills through the API and the session object (banking.md §4, §7; spec 001 §2–§5, 002 §7): a
 * historical session with auctions on lists the market's USD bills; an auction issues a bill to A
 * and B; A sells its bill before term at the bid ('tbill_sale', 'Sold before term'), which offers
 * that face to the others (`update_tbill_asset_interplayer_amount`); C buys part of it at the ask
 * and is refused more than is offered; B buys the market's 4-week bill and holds it: redeemed at
 * par at the period that reaches its maturity ('tbill_redemption', 'Held to maturity',
 * `update_tbill_contracts`); at the session's finish B's auction bill is sold at the bid.
 * Refusals: a short, a sale while paused, a trainer's purchase, an unknown bill, another player's
 * contract.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { toMinor } from '../../domain/money';
import { createKlass, createUser, signIn } from './setup/fixtures';
import { connect } from './setup/sockets';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 7, historical_sleep_time: 30, show_auctions: true };
const period = (k: number) => T0 + k * 30_000 + (k - 1) * 2_000;

type Bill = { ric: string; name: string; tenor_label: string; bid: number; ask: number; scenario_date_maturity_date: string; days: number; available_interplayer_amount: number | null };
type Contract = { id: number; financial_instrument: string; amount: number; open_price: number; close_price: number | null; status: number; close_type: string | null; value: number | null; maturity_text: string; tbill_contract_reporting_realized_pnl: number };
type Lists = { contracts: Contract[]; bills: Bill[]; reporting_current_mkt_value: number };

async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ player_id: number; amount: number }>('SELECT player_id, amount FROM ledger WHERE reason = ? ORDER BY id', reason).toArray().map((r) => [r.player_id, r.amount]),
  );
}

describe('T-bills', () => {
  it("live a whole life: an auction's bill sold before term and bought back by another player, a market bill held to redemption at par, the rest sold at the finish", async () => {
    const trainer = await createUser(UserType.Trainer);
    const trainees = [await createUser(UserType.Trainee), await createUser(UserType.Trainee), await createUser(UserType.Trainee)];
    const klassId = await createKlass(trainer, trainees);
    const [t, ...p] = await Promise.all([signIn(trainer), ...trainees.map((x) => signIn(x))]);
    const trainerToken = t!.access;
    const [A, B, C] = p.map((x) => x.access) as [string, string, string];
    const id = await runningSession(trainerToken, klassId, HISTORICAL, ['AAPL.O'], T0);
    const ids = await Promise.all([A, B, C].map(async (token) => (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json.id));
    const lists = async (token: string) => (await post(token, '/api/players/get_tbill_contracts', { session_id: id })).json as unknown as Lists;
    const cash = async (token: string) => toMinor((await get<{ wallets: { currency: string; amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.wallets.find((w) => w.currency === 'USD')!.amount, 'USD');
    const socketC = (await connect(`/api/session/${id}/?token=${C}`)).socket!;
    const socketB = (await connect(`/api/session/${id}/?token=${B}`)).socket!;

    // The market's USD bills are listed (auctions on), each maturing its tenor's days from today (weekends to Monday).
    const market = (await lists(A)).bills;
    expect(market.map((b) => [b.ric, b.tenor_label, b.scenario_date_maturity_date])).toEqual([
      ['USTB4WK=', '4WK', '2024-01-30'],
      ['USTB8WK=', '8WK', '2024-02-27'],
      ['USTB13WK=', '13WK', '2024-04-02'],
      ['USTB26WK=', '26WK', '2024-07-02'],
      ['USTB52WK=', '52WK', '2024-12-31'],
    ]);
    for (const b of market) expect(b.bid).toBeLessThan(b.ask);

    // An auction at the day's rate issues 10,000,000 to A and 6,000,000 to B (undersubscribed: in full).
    const yields = (await post(trainerToken, '/api/yields/fetch_todays_historical_yields', { session_id: id, ccy_symbol: 'USD' })).json as unknown as { current_period_yields: { wk13: number } };
    const rate = Math.round(yields.current_period_yields.wk13 * 1000) / 1000;
    const created = await post(trainerToken, '/api/auctions/create_auction', { session_id: id, tenor: 2, maturity_date: '2024-04-01', bid_value_no_units: 80, bid_unit: 0, currency: 'USD', rate, rate_difference_from_historical_rate: 0 });
    const auction = created.json as unknown as { id: number; auction_series: string; initial_ask: number };
    expect(created.status).toBe(201);
    await post(A, '/api/auctions/create_player_auction_response', { session_id: id, auction: auction.id, initial_bid_value: 10_000_000 });
    await post(B, '/api/auctions/create_player_auction_response', { session_id: id, auction: auction.id, initial_bid_value: 6_000_000 });
    expect((await post(trainerToken, '/api/auctions/issue_security', { session_id: id, auction_id: auction.id })).status).toBe(200);

    // A sells its bill before term at the bid the list shows.
    const before = await lists(A);
    const issued = before.bills.find((b) => b.ric === auction.auction_series)!;
    expect(issued).toMatchObject({ scenario_date_maturity_date: '2024-04-01', days: 90, available_interplayer_amount: 0 });
    const aBill = before.contracts[0]!;
    expect(aBill).toMatchObject({ financial_instrument: auction.auction_series, amount: 10_000_000, open_price: auction.initial_ask, status: 0, close_price: issued.bid, maturity_text: 'in 90 days' });
    const aCash = await cash(A);
    expect((await post(B, '/api/tbills/sell_tbill_contract', { session_id: id, contract_id: aBill.id })).status).toBe(404);
    const sold = await post(A, '/api/tbills/sell_tbill_contract', { session_id: id, contract_id: aBill.id });
    expect(sold.status).toBe(200);
    const proceeds = toMinor((10_000_000 * issued.bid) / 100, 'USD');
    expect(sold.json).toMatchObject({ status: 1, close_type: 'Sold before term', close_price: issued.bid, maturity_text: 'matured' });
    expect(await cash(A)).toBe(aCash + proceeds);
    expect(await ledger(id, 'tbill_sale')).toEqual([[ids[0], proceeds]]);
    const offered = await socketC.next('update_tbill_asset_interplayer_amount');
    expect(offered.data).toEqual({ ric: auction.auction_series, available_interplayer_amount: 10_000_000 });
    // Selling it again is refused.
    expect((await post(A, '/api/tbills/sell_tbill_contract', { session_id: id, contract_id: aBill.id })).status).toBe(404);

    // C buys 4,000,000 of what A sold back, at the ask; 7,000,000 more is refused (6,000,000 left).
    const cCash = await cash(C);
    const bought = await post(C, '/api/tbills/enter_tbill_contract', { session_id: id, fin_id: auction.auction_series, amount: 4_000_000 });
    expect(bought.status).toBe(201);
    expect(bought.json).toMatchObject({ amount: 4_000_000, open_price: issued.ask, status: 0 });
    expect(await cash(C)).toBe(cCash - toMinor((4_000_000 * issued.ask) / 100, 'USD'));
    expect((await socketC.next('update_tbill_asset_interplayer_amount')).data.available_interplayer_amount).toBe(6_000_000);
    const more = await post(C, '/api/tbills/enter_tbill_contract', { session_id: id, fin_id: auction.auction_series, amount: 7_000_000 });
    expect([more.status, more.json.error]).toEqual([400, 'Only the face amount other players sold back of this bill can be bought']);

    // Refusals: a short, a trainer's purchase, an unknown bill.
    const short = await post(B, '/api/tbills/enter_tbill_contract', { session_id: id, fin_id: 'USTB4WK=', amount: -1_000_000 });
    expect([short.status, short.json.error]).toEqual([400, 'Short selling T-bills is not allowed.']);
    expect((await post(trainerToken, '/api/tbills/enter_tbill_contract', { session_id: id, fin_id: 'USTB4WK=', amount: 1_000_000 })).status).toBe(403);
    expect((await post(B, '/api/tbills/enter_tbill_contract', { session_id: id, fin_id: 'GBTB4WK=', amount: 1_000_000 })).status).toBe(404);

    // B buys the market's 4-week bill and holds it.
    const fourWeek = market.find((b) => b.ric === 'USTB4WK=')!;
    const held = await post(B, '/api/tbills/enter_tbill_contract', { session_id: id, fin_id: 'USTB4WK=', amount: 1_000_000 });
    expect(held.status).toBe(201);
    expect(held.json).toMatchObject({ open_price: fourWeek.ask, scenario_date_maturity_date: '2024-01-30', maturity_text: 'in 28 days' });
    const bCash = await cash(B);

    // A sale while paused is refused.
    expect((await post(trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 })).json.status).toBe(0);
    const pausedSale = await post(B, '/api/tbills/sell_tbill_contract', { session_id: id, contract_id: (held.json as unknown as Contract).id });
    expect([pausedSale.status, pausedSale.json.error]).toEqual([409, 'T-bill trading is not possible while the session is paused']);
    expect((await post(trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 })).json.status).toBe(1);

    // Each period revalues the open bills; the first period whose date reaches 30 January redeems the 4-week bill at par.
    // (Earlier updates, the and the purchase's, are skipped: the step's carries both open bills.)
    const nextUpdate = async (match: (contracts: { status: number; financial_instrument?: unknown }[]) => boolean) => {
      const raw = await socketB.nextRaw((f) => f.includes('"update_tbill_contracts"') && match((JSON.parse(f) as { data: { contracts: { status: number }[] } }).data.contracts));
      return (JSON.parse(raw) as { data: { contracts: Record<string, unknown>[] } }).data.contracts;
    };
    const dayOf = async () => ((await post(B, '/api/yields/fetch_todays_historical_yields', { session_id: id })).json as unknown as { current_period_yields: { date: string } }).current_period_yields.date;
    const dates: string[] = [];
    for (let k = 1; k <= 6; k++) {
      await advanceTo(id, period(k));
      const day = await dayOf();
      dates.push(day);
      if (day < '2024-01-30') {
        expect((await nextUpdate((c) => c.length === 2)).map((c) => c.status)).toEqual([0, 0]);
        expect(await ledger(id, 'tbill_redemption')).toEqual([]);
        continue;
      }
      const redeemed = await nextUpdate((c) => c.some((x) => x.status === 1));
      expect(redeemed).toContainEqual(expect.objectContaining({ financial_instrument: 'USTB4WK=', status: 1, close_type: 'Held to maturity', close_price: 100 }));
      break;
    }
    expect(dates.length).toBeGreaterThan(1);
    expect(dates[dates.length - 1]! >= '2024-01-30').toBe(true);
    expect(await ledger(id, 'tbill_redemption')).toEqual([[ids[1], 100_000_000]]);
    expect(await cash(B)).toBe(bCash + 100_000_000);
    const bList = await lists(B);
    const redeemedView = bList.contracts.find((c) => c.financial_instrument === 'USTB4WK=')!;
    expect(redeemedView).toMatchObject({ status: 1, close_type: 'Held to maturity', value: 1_000_000 });
    expect(redeemedView.tbill_contract_reporting_realized_pnl).toBeCloseTo(1_000_000 - toMinor((1_000_000 * fourWeek.ask) / 100, 'USD') / 100, 6);

    // The trainer reads B's contracts.
    const staff = (await post(trainerToken, '/api/players/get_tbill_contracts_by_player_id', { session_id: id, player_id: ids[1] })).json as unknown as Lists;
    expect(staff.contracts.map((c) => [c.financial_instrument, c.status])).toEqual([
      ['USTB4WK=', 1],
      [auction.auction_series, 0],
    ]);

    // The finish sells B's auction bill and C's at the bid.
    expect((await post(trainerToken, `/api/sessions/${id}/finish/`, {})).json.status).toBe(2);
    const finished = await lists(B);
    expect(finished.contracts.find((c) => c.financial_instrument === auction.auction_series)).toMatchObject({ status: 1, close_type: 'Sold before term' });
    expect((await ledger(id, 'tbill_sale')).map(([player]) => player)).toEqual([ids[0], ids[1], ids[2]]);
    socketB.close();
    socketC.close();
  });
});
