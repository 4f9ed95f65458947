/**
 * FX forwards (engine/fx-forwards): opened either way, revalued by the steps, offset by the player
 * or by their stop loss, and settled at maturity. Opening costs exactly the contract's unrealised
 * PnL at the close side (the outright spread), an offset moves value by its settlement's rounding
 * only, and every settlement is one 'forward_settlement' entry, in the realised PnL.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { Refusal } from '../../../../../domain/refusal';
import { checkForwardOdas, ForwardMarket, markForward, matureDueForwards, offsetForward, openForward, openForwards, setForwardOda } from '../../../../../domain/engine/fx-forwards/contract';
import type { Change } from '../../../../../domain/engine/types';
import { fromMinor } from '../../../../../domain/money';
import { FORWARDS } from '../fixture';
import { family, type CommandOf } from '../harness';

/**
 * Opened either way, offset, and given a stop loss the steps may trigger. Drawn apart and slotted
 * between the other commands, so that their mix (and what it asserts) is unchanged.
 */
const forwardCommand = fc.oneof(
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('fwd_open' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...FORWARDS),
    amount: fc.oneof(fc.integer({ min: -400_000, max: 400_000 }), fc.integer({ min: -2_000, max: 2_000 })),
  }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fwd_offset' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fwd_stop' as const), player: fc.constantFrom(1, 2), pick: fc.nat(), gap: fc.double({ min: 0.0001, max: 0.003, noNaN: true }) }) },
);
type ForwardCommand = CommandOf<typeof forwardCommand>;

export const forwards = family({
  name: 'forwards',
  slotted: { arbitrary: forwardCommand, maxLength: 16 },
  kinds: ['fwd_open', 'fwd_offset', 'fwd_stop'],
  counters: () => ({ opened: 0, offset: 0, stopped: 0, matured: 0, revalued: 0 }),
  start: (run, counters) => {
    const { state, view, mv } = run;
    let nextForward = 1;
    // Forward settlements, USD: realised PnL the valuation's pnl holds (checked at the end).
    const forwardSettled = new Map<number, number>();
    // The step's forward market: its maturities first, its stops on the new prices last.
    let stepMarket: ForwardMarket | null = null;
    return {
      apply(cmd: ForwardCommand): Change[] {
        if (cmd.kind === 'fwd_open') {
          try {
            const changes = openForward(new ForwardMarket(state, view), state.players.get(cmd.player)!, { ric: cmd.ric, amount: cmd.amount, investmentRationale: null, personId: null }, { id: nextForward++ }).changes;
            counters.opened++;
            return changes;
          } catch (e) {
            // A zero amount, or past the FX limit: refused, nothing moved.
            if (!(e instanceof Refusal)) throw e;
            return [];
          }
        }
        const player = state.players.get(cmd.player)!;
        const open = openForwards(player);
        if (!open.length) return [];
        const c = open[cmd.pick % open.length]!;
        const fm = new ForwardMarket(state, view);
        if (cmd.kind === 'fwd_offset') {
          const changes = offsetForward(fm, player, c.id, { id: nextForward++, type: 'MarketOrder', investmentRationale: null, personId: null }).changes;
          counters.offset++;
          return changes;
        }
        // A stop below a long's close side (above a short's).
        const price = markForward(fm, c)!.price;
        return setForwardOda(fm, player, c.id, Math.round((c.amount > 0 ? price - cmd.gap : price + cmd.gap) * 10_000) / 10_000 || 0.0001, null).changes;
      },
      check(cmd: ForwardCommand, changes: Change[]) {
        // …opening a forward costs its outright spread: what it is worth at the close side now.
        if (cmd.kind === 'fwd_open') {
          const opened = changes.find((c) => c.kind === 'fx_forward');
          const worth = opened?.kind === 'fx_forward' ? markForward(new ForwardMarket(state, view), opened.contract)!.unrealizedReporting : 0;
          expect(worth).toBeLessThanOrEqual(1e-9);
          expect(mv(cmd.player) - run.before.get(cmd.player)!).toBeCloseTo(worth, 6);
        }
        // …an offset (or a stop set) moves value by its settlement's rounding only.
        else run.spreadCheck(changes);
      },
      record(c) {
        // A forward's settlement is rounded to the cent once, even when it rounds to nothing (no entry then).
        if (c.kind === 'fx_forward' && c.contract.realized !== null) run.rounding.set(c.player_id, (run.rounding.get(c.player_id) ?? 0) + 0.005 * view.fxToReporting(c.contract.variable_currency));
        if (c.kind === 'ledger' && c.entry.reason === 'forward_settlement') forwardSettled.set(c.player_id, (forwardSettled.get(c.player_id) ?? 0) + fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency));
      },
      // …open forwards are worth their unrealised PnL at the new prices.
      held(p, after) {
        if (p.book.families.forwards?.open.size) counters.revalued++;
        return after.forwardsValue;
      },
      // As the session's step: maturities first (payments), then stops on the new prices.
      stepEarly() {
        stepMarket = new ForwardMarket(state, view);
        const matured = matureDueForwards(stepMarket);
        counters.matured += matured.value.length;
        return matured.changes;
      },
      stepLate() {
        const stops = checkForwardOdas(stepMarket!, () => nextForward++);
        counters.stopped += stops.value.length;
        return stops.changes;
      },
      final(p) {
        // Settled forwards' PnL is in the realised PnL, at each settlement's rate.
        expect(p.book.families.forwards?.realized ?? 0).toBeCloseTo(forwardSettled.get(p.id) ?? 0, 6);
      },
    };
  },
  coverage: (counters) => {
    // …and forwards are opened, revalued across steps, offset, stopped and matured.
    expect(counters.opened).toBeGreaterThan(300);
    expect(counters.revalued).toBeGreaterThan(80);
    expect(counters.offset).toBeGreaterThan(50);
    expect(counters.stopped).toBeGreaterThan(2);
    expect(counters.matured).toBeGreaterThan(15);
  },
});
