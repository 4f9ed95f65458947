/**
 * Forced orders (engine/forced-orders): an administrator's buy or sell at a price around the mid,
 * whatever the limits. The one other source of value: a forced fill moves the player's value by
 * exactly its 'forced price adjustment', (mid − forced price) × quantity, less half the spread
 * when it opens exposure (the position is marked at the bid or ask, the adjustment at the mid),
 * plus half when it reduces.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { OrderStatus, TransactionType } from '../../../../../domain/enums';
import { Refusal } from '../../../../../domain/refusal';
import { forceOrder, midOf } from '../../../../../domain/engine/forced-orders';
import type { Change } from '../../../../../domain/engine/types';
import { fromMinor } from '../../../../../domain/money';
import { AUM, RICS } from '../fixture';
import { family, type CommandOf } from '../harness';

const forcedOrder = fc.record({
  kind: fc.constant('forced' as const),
  player: fc.constantFrom(1, 2),
  ric: fc.constantFrom(...RICS),
  transaction: fc.constantFrom(TransactionType.Buy, TransactionType.Sell),
  quantity: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 400_000 })),
  factor: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
});
type ForcedCommand = CommandOf<typeof forcedOrder>;

export const forced = family({
  name: 'forced',
  base: [{ weight: 3, arbitrary: forcedOrder }],
  kinds: ['forced'],
  exemptFromLimits: true,
  counters: () => ({ forcedFills: 0 }),
  start: (run, counters) => {
    const { state, view, mv } = run;
    return {
      apply(cmd: ForcedCommand): Change[] {
        const mid = midOf(state, view, cmd.ric)!;
        // At most 100 × the AUM: past that (400,000 bitcoins) the books' sums near 10^10 lose the micro-units these checks compare.
        const i = state.instruments.get(cmd.ric)!;
        const quantity = Math.max(1, Math.min(cmd.quantity, Math.floor((100 * AUM) / (mid * i.unit_factor * view.fxToReporting(i.variable_currency)))));
        try {
          const changes = forceOrder(state, view, state.players.get(cmd.player)!, {
            ric: cmd.ric,
            transaction: cmd.transaction,
            quantity,
            forced_price: Math.max(0.01, Math.round(mid * cmd.factor * 100) / 100),
            person_id: null,
            forced_by: 'admin',
          }).changes;
          counters.forcedFills++;
          return changes;
        } catch (e) {
          // Through zero, a sell with nothing held: refused, nothing moved.
          if (!(e instanceof Refusal)) throw e;
          return [];
        }
      },
      // …a forced fill moves value by its adjustment, less half the spread when it opens
      // exposure, plus half when it reduces (to the cent per booking).
      check(cmd: ForcedCommand, changes: Change[]) {
        const mv0 = run.before.get(cmd.player)!;
        const adjustment = changes.reduce(
          (sum, c) => (c.kind === 'ledger' && c.entry.reason === 'forced_price_adjustment' ? sum + fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency) : sum),
          0,
        );
        let halfSpread = 0;
        let named = 0;
        for (const c of changes) {
          if (c.kind !== 'order' || c.order.status !== OrderStatus.Executed) continue;
          expect(c.order.forced_price).toBe(c.order.open_price);
          const i = state.instruments.get(c.order.ric)!;
          const q = view.quote(c.order.ric)!;
          const signedQty = c.order.transaction === TransactionType.Buy ? c.order.quantity : -c.order.quantity;
          const held = run.heldBefore.get(`${c.order.player_id}|${c.order.ric}`) ?? 0;
          // Never through zero: a fill either opens (grows) or reduces.
          expect(held === 0 || Math.sign(held) === Math.sign(signedQty) || Math.abs(signedQty) <= Math.abs(held)).toBe(true);
          const opening = held === 0 || Math.sign(held) === Math.sign(signedQty);
          halfSpread += (opening ? -1 : 1) * c.order.quantity * ((q.ask - q.bid) / 2) * i.unit_factor * view.fxToReporting(i.variable_currency);
          named += ((q.bid + q.ask) / 2 - c.order.forced_price!) * signedQty * i.unit_factor * view.fxToReporting(i.variable_currency);
        }
        // The adjustment is (mid − forced price) × quantity, to the minor unit of the two lines.
        // (Minor units of USD or EUR: a cent or two in USD at most.)
        expect(Math.abs(adjustment - named)).toBeLessThanOrEqual(0.03);
        const entries = changes.filter((c) => c.kind === 'ledger' && c.player_id === cmd.player).length;
        expect(Math.abs(mv(cmd.player) - (mv0 + adjustment + halfSpread))).toBeLessThanOrEqual(0.01 * (entries + 1) + 1e-6);
      },
    };
  },
  coverage: (counters) => {
    // …and forced fills are booked, many of them past the limits a normal order meets.
    expect(counters.forcedFills).toBeGreaterThan(100);
  },
});
