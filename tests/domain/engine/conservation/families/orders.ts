/**
 * Orders (engine/orders): market and limit orders either way (short sells too), cancels of one
 * order or all of a player's. A fill costs exactly its spread; a cancel costs nothing; an order
 * never takes free cash below zero.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { TransactionType } from '../../../../../domain/enums';
import { Refusal } from '../../../../../domain/refusal';
import { cancelAllOrders, cancelOrder, placeOrder } from '../../../../../domain/engine/orders';
import type { Change } from '../../../../../domain/engine/types';
import { RICS } from '../fixture';
import { family, type CommandOf } from '../harness';

const order = fc.record({
  kind: fc.constant('order' as const),
  player: fc.constantFrom(1, 2),
  ric: fc.constantFrom(...RICS),
  transaction: fc.constantFrom(TransactionType.Buy, TransactionType.Sell, TransactionType.ShortSell),
  quantity: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 400_000 })),
  limit: fc.option(fc.double({ min: 0.9, max: 1.1, noNaN: true }), { nil: null }),
});
const cancel = fc.record({ kind: fc.constant('cancel' as const), player: fc.constantFrom(1, 2), pick: fc.nat() });
const cancelAll = fc.record({ kind: fc.constant('cancel_all' as const), player: fc.constantFrom(1, 2) });
type OrderCommand = CommandOf<typeof order> | CommandOf<typeof cancel> | CommandOf<typeof cancelAll>;

export const orders = family({
  name: 'orders',
  base: [
    { weight: 12, arbitrary: order as fc.Arbitrary<OrderCommand> },
    { weight: 1, arbitrary: cancel as fc.Arbitrary<OrderCommand> },
    { weight: 1, arbitrary: cancelAll as fc.Arbitrary<OrderCommand> },
  ],
  kinds: ['order', 'cancel', 'cancel_all'],
  counters: () => ({ fills: 0, allocationRefusals: 0 }),
  start: (run, counters) => {
    const { state, view } = run;
    return {
      apply(cmd: OrderCommand): Change[] {
        if (cmd.kind === 'order') {
          const q = view.quote(cmd.ric)!;
          const limitPrice = cmd.limit === null ? null : Math.round(q.ask * cmd.limit * 100) / 100;
          try {
            return placeOrder(state, view, state.players.get(cmd.player)!, {
              ric: cmd.ric,
              resourcetype: limitPrice === null ? 'MarketOrder' : 'LimitOrder',
              transaction: cmd.transaction,
              quantity: cmd.quantity,
              limit_price: limitPrice,
            }, { refusal: null, isRealTime: false }).changes;
          } catch (e) {
            if (!(e instanceof Refusal)) throw e;
            if (e.message.startsWith('Allocation limit')) counters.allocationRefusals++;
            return [];
          }
        }
        if (cmd.kind === 'cancel') {
          const mine = [...state.openOrders.values()].filter((o) => o.player_id === cmd.player);
          return mine.length ? cancelOrder(state, state.players.get(cmd.player)!, mine[cmd.pick % mine.length]!.id, view.now()).changes : [];
        }
        return cancelAllOrders(state, view.now(), cmd.player).changes;
      },
      check(cmd: OrderCommand, changes: Change[]) {
        // An order never takes free cash below zero (income may: a short owes its dividends, lombard accrues).
        if (cmd.kind === 'order') {
          for (const p of state.players.values()) {
            const w = p.book.wallets.get('USD')!;
            if ((run.freeBefore.get(p.id) ?? 0) >= 0) expect(w.balance - w.reserved).toBeGreaterThanOrEqual(-1);
          }
        }
        run.spreadCheck(changes);
      },
      end() {
        counters.fills += [...state.players.values()].reduce((s, p) => s + p.deals, 0);
      },
    };
  },
  coverage: (counters) => {
    // The sequences really trade: hundreds of fills over the runs, besides refusals and resting orders.
    expect(counters.fills).toBeGreaterThan(300);
    // …and the group bands bind: orders are refused at them, not only below them.
    expect(counters.allocationRefusals).toBeGreaterThan(20);
  },
});
