/**
 * FX forwards through the API and the session object (banking.md §1; spec 002 §7): a whole life
 * in a real-time session: open, revalued at each daily roll with `update_forward_contracts_unrealized`,
 * offset with one 'forward_settlement' entry; another closed by its stop loss with
 * `fwd_contract_closed_by_oda`; another settled at maturity against the spot mid; the trainer's
 * offset refused with 403, an offset while paused refused, a zero amount refused.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { toMinor } from '../../domain/money';
import { signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

// Wednesday 15:00 UTC; the daily roll is the first tick after each 21:00 UTC close.
const T0 = Date.parse('2026-11-18T15:00:00Z');
const close = (day: number) => Date.parse(`2026-11-${day}T21:00:00Z`);
const REAL_TIME = { scenario_type: 0 };

type Contract = {
  id: number;
  amount: number;
  open_price: number;
  close_price: number | null;
  close_spot_rate: number | null;
  maturity_date: string;
  delivery_timestamp: string | null;
  realized_pnl: number | null;
  reporting_unrealized_pnl: number | null;
  offset: string | null;
  type: string;
};
type List = { contracts: Contract[]; fx_fwds_limit_usage: number; remaining_reporting_absolute_hedge_amount: number; reporting_unrealized_pnl: number };
type Wallet = { currency: string; amount: number };

/** The session's ledger entries of `reason` (of one player when named), in order. */
async function ledger(id: number, reason: string, playerId?: number) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql
      .exec<{ amount: number; player_id: number }>('SELECT amount, player_id FROM ledger WHERE reason = ? ORDER BY id', reason)
      .toArray()
      .filter((r) => playerId === undefined || r.player_id === playerId)
      .map((r) => r.amount),
  );
}

const BUY = '/api/forward_contracts/buy_forward_contract';
const CLOSE = '/api/forward_contracts/close_forward_contract';
const LIST = '/api/players/get_fwd_contracts';
const round = (x: number, d: number) => Number(x.toFixed(d));

describe('FX forwards', () => {
  it('lives a whole life: opened, revalued at each roll, offset with one settlement; refused for the trainer, for a zero amount and while paused', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['EUR=', 'EUR3M=', 'EUR1M='], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    await advanceTo(id, T0 + 5_000);
    const player = (await get<{ id: number; wallets: Wallet[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const usdBefore = player.wallets.find((w) => w.currency === 'USD')!.amount;

    // A zero amount is refused and stores nothing.
    const zero = await post(token, BUY, { session_id: id, financial_instrument: 'EUR3M=', amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.error).toMatch(/non-zero number/);
    // Spot is no forward.
    expect((await post(token, BUY, { session_id: id, financial_instrument: 'EUR=', amount: 1000 })).status).toBe(404);
    expect(((await post(token, LIST, { session_id: id })).json as unknown as List).contracts).toEqual([]);

    const bought = await post(token, BUY, { session_id: id, financial_instrument: 'EUR3M=', amount: 1_000_000, investment_rationale: 'Hedging the euro receivables' });
    expect(bought.status).toBe(201);
    const opened = bought.json as unknown as Contract;
    // The full 91-day tenor: the asset's own ask outright, to 4 decimals.
    const market = defaultMarket();
    const at = T0 + 5_000;
    expect(opened).toMatchObject({ amount: 1_000_000, maturity_date: '2027-02-17', delivery_timestamp: null, offset: null });
    expect(opened.open_price).toBe(round(market.quoteAt('EUR3M=', at).ask, 4));
    // Opening books no cash.
    expect(await ledger(id, 'forward_settlement')).toEqual([]);

    // Revalued at each daily roll, with the event.
    const seen: number[] = [];
    for (const day of [18, 19]) {
      expect(await advanceTo(id, close(day) + 5_000)).toBe(true);
      const event = await socket.next('update_forward_contracts_unrealized');
      expect(event.data.contracts.map((c) => c.id)).toEqual([opened.id]);
      seen.push(event.data.contracts[0]!.reporting_unrealized_pnl!);
    }
    expect(seen[0]).not.toBe(seen[1]);
    // Market value includes the forward's unrealised PnL.
    const list = (await post(token, LIST, { session_id: id })).json as unknown as List;
    expect(list.reporting_unrealized_pnl).toBeCloseTo(seen[1]!, 6);
    const books = (await get<{ last_market_value: number; wallets: Wallet[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(books.last_market_value).toBeCloseTo(books.wallets.find((w) => w.currency === 'USD')!.amount + list.reporting_unrealized_pnl, 2);
    expect(list.fx_fwds_limit_usage).toBeGreaterThan(0);

    // The trainer may see the contracts, not offset them.
    const staff = await post(a.trainerToken, '/api/players/get_fwd_contracts_by_player_id', { session_id: id, player_id: player.id });
    expect(staff.status).toBe(200);
    expect((staff.json as unknown as List).contracts.map((c) => c.id)).toEqual([opened.id]);
    expect((await post(a.trainerToken, CLOSE, { session_id: id, contract_id: opened.id })).status).toBe(403);

    // Paused: no offset, nothing moves.
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 })).json.status).toBe(0);
    const paused = await post(token, CLOSE, { session_id: id, contract_id: opened.id });
    expect(paused.status).toBe(409);
    expect(paused.json.error).toBe('Forward trading is not possible while the session is paused');
    expect((await post(token, BUY, { session_id: id, financial_instrument: 'EUR3M=', amount: 1000 })).status).toBe(409);
    expect(await ledger(id, 'forward_settlement')).toEqual([]);
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 })).json.status).toBe(1);

    // The offset: a closing contract at the close side, settled now in one entry.
    const offset = await post(token, CLOSE, { session_id: id, contract_id: opened.id, investment_rationale: 'Receivables came in early' });
    expect(offset.status).toBe(200);
    const { contract, closing_contract } = offset.json as unknown as { contract: Contract; closing_contract: Contract };
    expect(contract.offset).toBe(`Offset by #${closing_contract.id}`);
    expect(closing_contract).toMatchObject({ amount: -1_000_000, offset: `Offsetting #${opened.id}`, type: 'MarketOrder' });
    const settled = toMinor(1_000_000 * (contract.close_price! - opened.open_price), 'USD');
    expect(contract.realized_pnl).toBe(settled / 100);
    expect(await ledger(id, 'forward_settlement')).toEqual([settled]);
    const after = (await get<{ wallets: Wallet[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    // The cash moved by the settlement only (the rolls paid interest on cash: count it from the ledger).
    const interest = (await ledger(id, 'interest', player.id)).reduce((s, x) => s + x, 0);
    expect(after.wallets.find((w) => w.currency === 'USD')!.amount).toBeCloseTo(usdBefore + (settled + interest) / 100, 6);
    // Offsetting again is refused.
    expect((await post(token, CLOSE, { session_id: id, contract_id: opened.id })).status).toBe(404);
    socket.close();
  });

  it('closes a contract by its stop loss with fwd_contract_closed_by_oda, and settles another at maturity at the spot mid', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['EUR=', 'EUR3M=', 'EUR1M='], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    await advanceTo(id, T0 + 5_000);
    const open = async (ric: string, amount: number) => {
      const r = await post(token, BUY, { session_id: id, financial_instrument: ric, amount });
      expect(r.status).toBe(201);
      return r.json as unknown as Contract;
    };
    // Held to maturity: 1 month = 30 days, 18 December 2026 (a Friday).
    const held = await open('EUR1M=', 200_000);
    expect(held.maturity_date).toBe('2026-12-18');
    // A long and a short with stops one pip from their close sides: whichever way the market moves, one stops.
    const long = await open('EUR3M=', 500_000);
    const short = await open('EUR3M=', -500_000);
    const list = ((await post(token, LIST, { session_id: id })).json as unknown as List).contracts;
    const now = (c: Contract) => list.find((x) => x.id === c.id)!.close_price!;
    const oda = (c: Contract, stop: number) => post(token, '/api/forward_contracts/set_forward_contract_oda', { session_id: id, contract_id: c.id, stop_loss_price: stop });
    // The spec's texts on the wrong side.
    expect((await oda(long, now(long) + 0.01)).json.error).toBe('StopLossPrice has to be lower than current price!');
    expect((await oda(short, now(short) - 0.01)).json.error).toBe('StopLossPrice has to be higher than current price!');
    expect((await oda(long, round(now(long) - 0.0001, 4))).status).toBe(200);
    expect((await oda(short, round(now(short) + 0.0001, 4))).status).toBe(200);

    let closed: Awaited<ReturnType<typeof socket.next<'fwd_contract_closed_by_oda'>>> | null = null;
    for (const day of [18, 19, 20, 23, 24, 25]) {
      await advanceTo(id, close(day) + 5_000);
      closed = await socket.next('fwd_contract_closed_by_oda', 500).catch(() => null);
      if (closed) break;
    }
    expect(closed).not.toBeNull();
    const stopped = closed!.data.contract as unknown as Contract;
    expect([long.id, short.id]).toContain(stopped.id);
    expect(closed!.data.closing_contract).toMatchObject({ type: 'StopLossOrder', offset: `Stop loss for #${stopped.id}` });
    const settledStop = toMinor(stopped.amount * (stopped.close_price! - stopped.open_price), 'USD');
    expect(await ledger(id, 'forward_settlement')).toEqual([settledStop]);

    // Maturity: the first roll after the 18 December close settles it at that moment's spot mid.
    const due = Date.parse('2026-12-18T21:00:00Z') + 5_000;
    expect(await advanceTo(id, due)).toBe(true);
    const after = ((await post(token, LIST, { session_id: id })).json as unknown as List).contracts.find((c) => c.id === held.id)!;
    const q = defaultMarket().quoteAt('EUR=', Math.floor(due / 1000) * 1000);
    expect(after).toMatchObject({ offset: 'Full length' });
    expect(after.delivery_timestamp).not.toBeNull();
    expect(after.close_spot_rate).toBeCloseTo((q.bid + q.ask) / 2, 12);
    const settledMaturity = toMinor(200_000 * (after.close_spot_rate! - held.open_price), 'USD');
    expect(after.realized_pnl).toBe(settledMaturity / 100);
    // Booked once; the other 3-month contract, one pip from its stop too, may have stopped by then as well.
    const settlements = await ledger(id, 'forward_settlement');
    expect(settlements.filter((x) => x === settledMaturity)).toEqual([settledMaturity]);
    expect(settlements.length).toBeLessThanOrEqual(3);
    socket.close();
  });

  it('in a historical session revalues at every period and settles at maturity at the scenario date spot mid', async () => {
    const a = await signedInClass();
    const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['EUR=', 'EUR1M='], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    const bought = await post(token, BUY, { session_id: id, financial_instrument: 'EUR1M=', amount: -250_000 });
    expect(bought.status).toBe(201);
    const sold = bought.json as unknown as Contract;
    // Opened on the scenario date, 2 January 2024: 30 days on, 1 February.
    expect(sold.maturity_date).toBe('2024-02-01');
    const period = (k: number) => T0 + k * 30_000 + (k - 1) * 2_000;
    const marks: number[] = [];
    let settled: Contract | undefined;
    for (let k = 1; k <= 9 && !settled; k++) {
      await advanceTo(id, period(k));
      const list = ((await post(token, LIST, { session_id: id })).json as unknown as List).contracts;
      settled = list.find((c) => c.id === sold.id && c.delivery_timestamp !== null);
      if (!settled) marks.push((await socket.next('update_forward_contracts_unrealized')).data.contracts[0]!.reporting_unrealized_pnl!);
    }
    // Revalued at every period before it matured, and the marks moved.
    // Five business days a period: 9, 16, 23 and 30 January, then 6 February settles it.
    expect(marks.length).toBe(4);
    expect(new Set(marks).size).toBeGreaterThan(1);
    expect(settled).toMatchObject({ offset: 'Full length' });
    const at = Date.parse(settled!.delivery_timestamp!);
    expect(new Date(at).toISOString()).toBe('2024-02-06T21:00:00.000Z');
    const q = defaultMarket().quoteAt('EUR=', at);
    expect(settled!.close_spot_rate).toBeCloseTo((q.bid + q.ask) / 2, 12);
    expect(await ledger(id, 'forward_settlement')).toEqual([toMinor(-250_000 * (settled!.close_spot_rate! - sold.open_price), 'USD')]);
    socket.close();
  });
});
