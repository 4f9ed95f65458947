/**
 * HTM and AFS books through the API and the session object (banking.md §5; spec 000 §4, 001 §4,
 * 002 §7 `switch_htm_permission`): in a historical session, bonds bought by order into lots at
 * their effective rate; HTM carried at amortised cost across periods whatever its price; an HTM
 * sale refused while locked and allowed after the trainer's Allow (with `htm_updated` to the
 * players); FIFO lots; an AFS sale moving the OCI reserve into realised PnL; the trainer's lock
 * refused to a player.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BondBooksView } from '../../domain/contracts/bond-books';
import { signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const HTM = '912810QT8='; // US Treasury 3.125% 2041
const AFS = '037833AL4='; // Apple 3.85% 2043
const BOOKS = '/api/players/get_bond_books';

const order = (token: string, session: number, ric: string, transaction: number, quantity: number) =>
  post(token, '/api/orders/', { session_id: session, financial_instrument: ric, transaction, quantity, resourcetype: 'MarketOrder' });

async function lotsStored(id: number) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ ric: string; json: string }>('SELECT ric, json FROM bond_lots ORDER BY ric').toArray().map((r) => ({ ric: r.ric, lots: JSON.parse(r.json) as { quantity: number }[] })),
  );
}

describe('HTM and AFS books', () => {
  it('carries HTM at amortised cost over periods, refuses its sale while locked, sells FIFO once allowed; an AFS sale recycles its reserve', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [HTM, AFS], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    const books = async () => (await post(token, BOOKS, { session_id: id })).json as unknown as BondBooksView;

    // Two HTM purchases (two lots) and one AFS purchase, by order.
    expect((await order(token, id, HTM, 0, 600_000)).status).toBe(201);
    expect((await order(token, id, AFS, 0, 1_000_000)).status).toBe(201);
    let view = await books();
    expect(view.allow_htm).toBe(false);
    expect(view.htm_status).toBe('HTM portfolio locked');
    const htm0 = view.positions.find((p) => p.ric === HTM)!;
    // On the purchase date AC is what was paid: the ask plus accrued (the order's value).
    const placed = (await get<{ open_orders: unknown[]; financial_instruments: { underlying_asset: { ric: string }; avg_open_price: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(placed.financial_instruments.find((p) => p.underlying_asset.ric === HTM)!.avg_open_price).toBe(htm0.lots[0]!.open_price);
    expect(htm0.reporting_value).toBe(htm0.amortised_cost);
    expect(htm0.fair_value).toBeLessThan(htm0.amortised_cost); // marked at the bid: the spread
    expect(htm0.lots).toHaveLength(1);
    expect(htm0.lots[0]!.effective_rate).toBeGreaterThan(0);
    // DV01 negative for the long book, about −12 per 1,000 face of a 17-year bond: per million, well beyond −800.
    expect(view.htm_portfolio_dv01).toBeLessThan(0);
    expect(view.afs_portfolio_dv01).toBeLessThan(0);
    expect(view.htm_portfolio_duration).toBeGreaterThan(8);
    expect(view.afs.value).toBeCloseTo(view.positions.find((p) => p.ric === AFS)!.fair_value, 6);

    // Locked: the sale is refused, nothing moves; no short sale of HTM ever.
    const refused = await order(token, id, HTM, 1, 100_000);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('Cannot sell: HTM portfolio locked');
    expect((await order(token, id, HTM, 2, 100_000)).json.error).toBe('Cannot short sell: HTM bonds are held to maturity');
    expect((await books()).positions.find((p) => p.ric === HTM)!.amount).toBe(600_000);

    // Periods pass: a second lot, and AC moves by accretion only, whatever the market does.
    await advanceTo(id, T0 + 30_000);
    await stubOf(id).setTestClock(T0 + 32_000);
    expect((await order(token, id, HTM, 0, 400_000)).status).toBe(201);
    for (let k = 2; k <= 4; k++) {
      await advanceTo(id, T0 + k * 30_000 + (k - 1) * 2_000);
      await stubOf(id).setTestClock(T0 + k * 32_000);
    }
    view = await books();
    const htm1 = view.positions.find((p) => p.ric === HTM)!;
    expect(htm1.amount).toBe(1_000_000);
    expect(htm1.lots.map((l) => l.amount)).toEqual([600_000, 400_000]);
    expect(htm1.reporting_value).toBe(htm1.amortised_cost);
    expect(htm1.fair_value).not.toBe(htm1.amortised_cost);
    expect(htm1.fv_minus_ac).toBeCloseTo(htm1.fair_value - htm1.amortised_cost, 6);
    const afs1 = view.positions.find((p) => p.ric === AFS)!;
    expect(afs1.reporting_value).toBe(afs1.fair_value);
    expect(view.afs_oci_reserve).toBeCloseTo(afs1.fv_minus_ac, 6);
    // The player's record carries the spec's fields.
    const player = (await get<Record<string, number>>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(player.htm_portfolio_dv01).toBeCloseTo(view.htm_portfolio_dv01, 6);
    expect(player.afs_portfolio_duration).toBeCloseTo(view.afs_portfolio_duration, 6);

    // Only the staff switch; the trainer allows, the players hear it.
    expect((await post(token, `/api/sessions/${id}/switch_htm_permission/`, {})).status).toBe(403);
    const allowed = await post(a.trainerToken, `/api/sessions/${id}/switch_htm_permission/`, {});
    expect(allowed.status).toBe(200);
    expect(allowed.json.allow_htm).toBe(true);
    expect((await socket.next('htm_updated')).data).toEqual({ allow_htm: true });
    expect((await books()).htm_status).toBe('HTM rebalancing allowed');

    // The sale now goes through, first in first out: 700,000 take the first lot and 100,000 of the second.
    expect((await order(token, id, HTM, 1, 700_000)).status).toBe(201);
    const afterSale = (await books()).positions.find((p) => p.ric === HTM)!;
    expect(afterSale.lots.map((l) => l.amount)).toEqual([300_000]);
    expect(afterSale.reporting_realized_pnl).not.toBe(0);
    expect((await lotsStored(id)).find((r) => r.ric === HTM)!.lots.map((l) => l.quantity)).toEqual([300_000]);

    // An AFS sale realises proceeds − cost: the interest accreted and the reserve recycled.
    const before = (await books()).positions.find((p) => p.ric === AFS)!;
    const expected = before.reporting_unrealized_pnl + before.fv_minus_ac;
    expect((await order(token, id, AFS, 1, 1_000_000)).status).toBe(201);
    const sold = await books();
    expect(sold.positions.find((p) => p.ric === AFS)).toBeUndefined();
    expect(sold.afs_oci_reserve).toBe(0);
    const realized = (await get<{ financial_instruments: { underlying_asset: { ric: string }; reporting_realized_pnl: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.financial_instruments.find(
      (p) => p.underlying_asset.ric === AFS,
    )!.reporting_realized_pnl;
    expect(realized).toBeCloseTo(expected, 1);
    expect((await lotsStored(id)).map((r) => r.ric)).toEqual([HTM]);

    // Locked again: refused again.
    expect((await post(a.trainerToken, `/api/sessions/${id}/switch_htm_permission/`, { value: false })).json.allow_htm).toBe(false);
    expect((await order(token, id, HTM, 1, 1)).json.error).toBe('Cannot sell: HTM portfolio locked');
    socket.close();
  });

  it('refuses the switch while the session is being created and in a session without HTM bonds', async () => {
    const a = await signedInClass();
    const created = await post(a.trainerToken, '/api/sessions/', { klass_id: a.klassId, ...HISTORICAL });
    const creating = created.json.id as number;
    expect((await post(a.trainerToken, `/api/sessions/${creating}/switch_htm_permission/`, {})).status).toBe(409);
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [AFS], T0);
    const r = await post(a.trainerToken, `/api/sessions/${id}/switch_htm_permission/`, {});
    expect(r.status).toBe(409);
    expect(r.json.error).toBe('This session has no HTM bonds');
  });
});
