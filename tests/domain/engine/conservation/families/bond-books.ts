/**
 * HTM and AFS bonds (engine/bond-books): bought and sold by order, HTM sales only while the
 * trainer allows them. An HTM purchase costs nothing (its amortised cost is the price paid), an
 * AFS purchase its spread, an HTM sale its gain on disposal; the AFS book's OCI reserve is in the
 * market value and apart from the PnL (the harness's reconciliation).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { OrderStatus, TransactionType } from '../../../../../domain/enums';
import { Refusal } from '../../../../../domain/refusal';
import { valuePlayer } from '../../../../../domain/engine/engine-state';
import { placeOrder } from '../../../../../domain/engine/orders';
import { BOND_BOOK_MESSAGES } from '../../../../../domain/engine/bond-books/rules';
import type { Change } from '../../../../../domain/engine/types';
import { AFS_BOND, HTM_BOND } from '../fixture';
import { family, type CommandOf } from '../harness';

/** Bought and sold by order (HTM sales refused while locked), and the trainer's Allow/Lock. */
const bondCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('bond_order' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(HTM_BOND, AFS_BOND),
    transaction: fc.constantFrom(TransactionType.Buy, TransactionType.Buy, TransactionType.Sell),
    quantity: fc.integer({ min: 1_000, max: 300_000 }),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('htm_switch' as const) }) },
);
type BondCommand = CommandOf<typeof bondCommand>;

export const bondBooks = family({
  name: 'bond-books',
  slotted: { arbitrary: bondCommand, maxLength: 8 },
  kinds: ['bond_order', 'htm_switch'],
  counters: () => ({ htmBought: 0, afsBought: 0, htmSold: 0, afsSold: 0, lockedRefusals: 0 }),
  start: (run, counters) => {
    const { state, view, mv } = run;
    // An HTM/AFS order: the position's carrying value before it (HTM at AC, AFS at FV).
    let bondValueBefore = 0;
    return {
      apply(cmd: BondCommand): Change[] {
        if (cmd.kind === 'htm_switch') {
          state.settings.allow_htm = !state.settings.allow_htm;
          return [];
        }
        bondValueBefore = valuePlayer(state, view, state.players.get(cmd.player)!).positions.find((x) => x.ric === cmd.ric)?.value ?? 0;
        // A sale sells at most what is held, so that sales (and HTM disposals) happen often, not only refusals.
        const held = state.players.get(cmd.player)!.book.positions.get(cmd.ric)?.quantity ?? 0;
        const quantity = cmd.transaction === TransactionType.Sell && held > 0 ? Math.min(cmd.quantity, held) : cmd.quantity;
        try {
          const changes = placeOrder(state, view, state.players.get(cmd.player)!, { ric: cmd.ric, resourcetype: 'MarketOrder', transaction: cmd.transaction, quantity }, { refusal: null, isRealTime: false }).changes;
          const key = `${cmd.ric === HTM_BOND ? 'htm' : 'afs'}${cmd.transaction === TransactionType.Buy ? 'Bought' : 'Sold'}` as const;
          counters[key]++;
          return changes;
        } catch (e) {
          if (!(e instanceof Refusal)) throw e;
          if (e.message === BOND_BOOK_MESSAGES.htmLocked) counters.lockedRefusals++;
          return [];
        }
      },
      // …an HTM purchase costs nothing (its amortised cost is the price paid, ask + accrued), an AFS
      // purchase its spread (fair value at the bid), an AFS sale nothing (at the bid), an HTM sale
      // the gain on disposal, proceeds − AC of the lots it consumed (to the cent per booking).
      check(cmd: BondCommand, changes: Change[]) {
        if (cmd.kind === 'htm_switch') {
          for (const [id, mv0] of run.before) expect(mv(id)).toBe(mv0);
          return;
        }
        const fill = changes.find((c) => c.kind === 'order' && c.order.status === OrderStatus.Executed);
        const filled = fill !== undefined;
        // What was executed (a sale is capped at the holding above).
        const quantity = fill?.kind === 'order' ? fill.order.quantity : cmd.quantity;
        const q = view.quote(cmd.ric)!;
        const after = valuePlayer(state, view, state.players.get(cmd.player)!).positions.find((x) => x.ric === cmd.ric)?.value ?? 0;
        let expected = 0;
        if (filled && cmd.transaction === TransactionType.Buy && cmd.ric === AFS_BOND) expected = (-quantity * (q.ask - q.bid)) / 100;
        if (filled && cmd.transaction === TransactionType.Sell && cmd.ric === HTM_BOND) expected = (quantity * (q.bid + q.accruedPer100)) / 100 - (bondValueBefore - after);
        const entries = changes.filter((c) => c.kind === 'ledger' && c.player_id === cmd.player).length;
        expect(Math.abs(mv(cmd.player) - (run.before.get(cmd.player)! + expected))).toBeLessThanOrEqual(0.01 * (entries + 2) + 1e-6);
        if (filled && cmd.ric === HTM_BOND && cmd.transaction === TransactionType.Sell) expect(state.settings.allow_htm).toBe(true);
      },
    };
  },
  coverage: (counters) => {
    // …and HTM and AFS bonds are bought and sold, HTM sales refused while locked.
    // (Typically about 290 HTM and 290 AFS bought, 14 HTM sold (8 to 17 seen), 35 AFS sold (27 to 47), 120 refused while locked;
    // an HTM sale needs the book allowed and a holding, hence fewer.)
    expect(counters.htmBought).toBeGreaterThan(100);
    expect(counters.afsBought).toBeGreaterThan(100);
    expect(counters.htmSold).toBeGreaterThan(2);
    expect(counters.afsSold).toBeGreaterThan(10);
    expect(counters.lockedRefusals).toBeGreaterThan(30);
  },
});
