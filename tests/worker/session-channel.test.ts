import { describe, expect, it } from 'vitest';
import { signedInClass } from './setup/fixtures';
import { advanceTo, post, runningSession } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

describe('the session channel', () => {
  it('sends a snapshot on connection and a player’s fills to that player and the staff only', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const alice = (await connect(`/api/session/${id}/?token=${a.traineeTokens[0]}`)).socket!;
    const bob = (await connect(`/api/session/${id}/?token=${a.traineeTokens[1]}`)).socket!;
    const trainer = (await connect(`/api/session/${id}/?token=${a.trainerToken}`)).socket!;
    const snapshot = await alice.next('snapshot');
    expect(snapshot.data.session).toMatchObject({ id, status: 1, scenario_date: '2024-01-02' });
    expect(snapshot.data.wallets).toEqual([expect.objectContaining({ id: 'USD', currency: 'USD', amount: 100_000_000 })]);
    expect((await trainer.next('snapshot')).data.wallets).toBeNull();

    const placed = await post(a.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 10 });
    expect((await alice.next('order_executed')).data).toMatchObject({ id: placed.json.id, financial_instrument: { underlying_asset: { ric: 'AAPL.O', ticker: expect.any(String) } }, status: 1 });
    expect((await trainer.next('order_executed')).data.player_id).toBe(1);
    // Bob sees prices and his own events, never Alice's fills.
    await advanceTo(id, T0 + 30_000);
    await bob.next('send_price');
    expect(bob.frames.some((f) => f.includes('"order_executed"'))).toBe(false);
    const value = await alice.next('portfolio_value_updated');
    expect(value.data.id).toBe(1);
    // The player's own copy values each position; the trainer's carries the totals only.
    expect((value.data as { positions?: { underlying_asset: { ric: string }; amount: number; reporting_value: number }[] }).positions).toEqual([
      expect.objectContaining({ underlying_asset: expect.objectContaining({ ric: 'AAPL.O' }), amount: 10, reporting_value: expect.any(Number) }),
    ]);
    const staffCopy = await trainer.next('portfolio_value_updated');
    expect(staffCopy.data).not.toHaveProperty('positions');
    expect(bob.frames.filter((f) => f.includes('"portfolio_value_updated"')).every((f) => JSON.parse(f).data.id === 2)).toBe(true);
    for (const s of [alice, bob, trainer]) s.close();
  });

  it('ticks a real-time session every 5 seconds with prices', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O', 'EUR='], T0);
    const alice = (await connect(`/api/session/${id}/?token=${a.traineeTokens[0]}`)).socket!;
    await alice.next('snapshot');
    await advanceTo(id, T0 + 1);
    const first = await alice.next('send_price');
    await advanceTo(id, T0 + 5_001);
    const second = await alice.next('send_price');
    expect(second.data.timestamp - first.data.timestamp).toBe(5_000);
    const aapl = second.data.prices.find((p) => p.ric === 'AAPL.O')!;
    expect(aapl.bid!).toBeLessThan(aapl.ask!);
    expect(aapl.open).toBe(true);
    alice.close();
  });
});
