/**
 * Repos (engine/repos): entered against a US Treasury the player buys for them, accrue interest
 * across the steps, are repaid at maturity ('repo_repayment', 'repo_interest') or early as at a
 * session's finish. Entering moves no value ('repo_cash' in, the loan owed out); settling moves it
 * by the rounding of the interest booked against the interest accrued.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { TransactionType } from '../../../../../domain/enums';
import { Refusal } from '../../../../../domain/refusal';
import { placeOrder } from '../../../../../domain/engine/orders';
import { openRepo, openRepos, RepoMarket, repoedQuantity, settleAllRepos, settleDueRepos } from '../../../../../domain/engine/repos/contract';
import type { Change } from '../../../../../domain/engine/types';
import { REPO_BOND, REPO_RICS } from '../fixture';
import { family, type CommandOf } from '../harness';

/** Entered on a share of the bond's available face (the bond bought first when none is free), or all settled early (as at the finish). */
const repoCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('repo_open' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...REPO_RICS),
    buy: fc.integer({ min: 1_000, max: 300_000 }),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repo_settle_early' as const), player: fc.constantFrom(1, 2) }) },
);
type RepoCommand = CommandOf<typeof repoCommand>;

export const repos = family({
  name: 'repos',
  slotted: { arbitrary: repoCommand, maxLength: 8 },
  kinds: ['repo_open', 'repo_settle_early'],
  counters: () => ({ opened: 0, revalued: 0, matured: 0, settledEarly: 0 }),
  start: (run, counters) => {
    const { state, view } = run;
    let nextRepo = 1;
    return {
      apply(cmd: RepoCommand): Change[] {
        if (cmd.kind === 'repo_settle_early') {
          const r = settleAllRepos({ state, market: view }, [state.players.get(cmd.player)!]);
          counters.settledEarly += r.value.length;
          return r.changes;
        }
        let changes: Change[] = [];
        const player = state.players.get(cmd.player)!;
        const free = () => Math.max(0, (player.book.positions.get(REPO_BOND)?.quantity ?? 0) - repoedQuantity(player.book, REPO_BOND));
        if (free() === 0) {
          try {
            changes = placeOrder(state, view, player, { ric: REPO_BOND, resourcetype: 'MarketOrder', transaction: TransactionType.Buy, quantity: cmd.buy }, { refusal: null, isRealTime: false }).changes;
          } catch (e) {
            // Past a limit or the cash: refused, nothing moved.
            if (!(e instanceof Refusal)) throw e;
          }
        }
        if (free() > 0) {
          const r = openRepo(new RepoMarket(state, view, (ric) => (ric === REPO_BOND ? '2027-10-31' : null)), player, { repoRic: cmd.ric, collateralRic: REPO_BOND, quantity: Math.max(1, Math.floor(cmd.share * free())), personId: null }, { id: nextRepo++ });
          changes = [...changes, ...r.changes];
          counters.opened++;
        }
        return changes;
      },
      // The bond's fill costs its spread; entering and settling move no value beyond the bookings' rounding.
      check: (_cmd, changes) => run.spreadCheck(changes),
      // …open repos are worth −(cash + interest accrued).
      held(p, after) {
        if (openRepos(p).length) counters.revalued++;
        return after.contracts.find((c) => c.family === 'repos')?.value ?? 0;
      },
      // Repos past their maturity date repaid with their interest.
      stepEarly() {
        const repaid = settleDueRepos({ state, market: view });
        counters.matured += repaid.value.length;
        return repaid.changes;
      },
    };
  },
  coverage: (counters) => {
    // …and repos are entered, accrue across steps, mature and settle early.
    // (Typically about 850 opened, 210 revalued, 200 matured, 140 settled early per 300 runs.)
    expect(counters.opened).toBeGreaterThan(300);
    expect(counters.revalued).toBeGreaterThan(80);
    expect(counters.matured).toBeGreaterThan(60);
    expect(counters.settledEarly).toBeGreaterThan(40);
  },
});
