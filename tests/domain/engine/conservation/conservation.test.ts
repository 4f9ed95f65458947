/**
 * Money conservation of the engine (fast-check): random sequences of commands from every contract
 * family, and period steps (with dividends, coupons, redemptions, cash and lombard interest,
 * deposit accrual), never create or destroy value beyond market moves, the spread paid and the
 * house's rounding of a conversion; every wallet equals the sum of its ledger entries, reserved
 * collateral equals what open orders hold, no limit is exceeded when an order fills, and the
 * portfolio summary reconciles: market value − initial AUM = position PnL + cash MTM + income − fees.
 * A cash round trip never returns more than it started with.
 *
 * The harness (harness.ts) runs a sequence and checks what holds whatever the family; each family
 * (families/*.ts) holds its commands, how it applies them and what each may change. A property per
 * family runs it with the base commands (orders and period steps); the combined property runs every
 * family together, with the coverage bounds each family states for it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../../domain/refusal';
import { exchangeCash } from '../../../../domain/engine/cash-exchange';
import { freshState, midRate, TestMarket } from './fixture';
import { conservationProperty, type AnyFamily } from './harness';
import { orders } from './families/orders';
import { steps } from './families/steps';
import { deposits } from './families/deposits';
import { exchange } from './families/exchange';
import { forced } from './families/forced';
import { forwards } from './families/forwards';
import { cds } from './families/cds';
import { repos } from './families/repos';
import { bondBooks } from './families/bond-books';
import { interbank } from './families/interbank';
import { tbills } from './families/tbills';
import { clientDealing } from './families/client-dealing';
import { options } from './families/options';

/** The commands every property draws from: orders, cancels and period steps. */
const BASE: readonly AnyFamily[] = [orders, steps];
/**
 * Every family, in the order the session runs their parts of a step (forwards mature first, their
 * stops trigger last); base-sequence families first, as their commands are drawn by weight.
 */
const FAMILIES: readonly AnyFamily[] = [deposits, exchange, forced, forwards, cds, repos, bondBooks, interbank, tbills, clientDealing, options];

/** Sequences of the combined property (the coverage bounds are calibrated on 300). */
const COMBINED_RUNS = Number(process.env.CONSERVATION_RUNS ?? 300);
/** Sequences of each family's own property (fewer and shorter: the combined property carries the coverage). */
const FAMILY_RUNS = Number(process.env.CONSERVATION_FAMILY_RUNS ?? 25);

describe('cash exchange round trips', () => {
  /** A player holding only `currency`, at market day `index`. */
  const holder = (currency: string, minor: number) => {
    const state = freshState();
    const player = state.players.get(1)!;
    player.book.wallets.set('USD', { currency: 'USD', balance: currency === 'USD' ? minor : 0, reserved: 0 });
    for (const c of ['EUR', 'GBP', 'JPY']) player.book.wallets.set(c, { currency: c, balance: c === currency ? minor : 0, reserved: 0 });
    return player;
  };
  const free = (p: ReturnType<typeof holder>, c: string) => p.book.wallets.get(c)!.balance / 10 ** (c === 'JPY' ? 0 : 2);

  it('never return more than they started with, either way round, at any rate and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('EUR', 'GBP', 'JPY'),
        fc.integer({ min: 1, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (foreign, minor, day) => {
          const view = new TestMarket();
          view.index = day;
          const context = { reportingCurrency: 'USD', midRate: midRate(view), now: view.now() };
          for (const [home, away] of [['USD', foreign], [foreign, 'USD']] as const) {
            const player = holder(home, minor);
            const start = player.book.wallets.get(home)!.balance;
            try {
              exchangeCash(player, { from: home, to: away, amount: free(player, home) }, context);
              exchangeCash(player, { from: away, to: home, amount: free(player, away) }, context);
            } catch (e) {
              // Too small to buy one minor unit: refused, and nothing moved.
              if (!(e instanceof Refusal)) throw e;
              expect(e.message).toMatch(/too small to exchange/);
            }
            expect(player.book.wallets.get(home)!.balance).toBeLessThanOrEqual(start);
            // Stopped half way (the way back too small to buy a unit): still worth no more at the mid.
            const worth = (c: string) => (player.book.wallets.get(c)!.balance / 10 ** (c === 'JPY' ? 0 : 2)) * view.fxToReporting(c);
            expect(worth(home) + worth(away)).toBeLessThanOrEqual((start / 10 ** (home === 'JPY' ? 0 : 2)) * view.fxToReporting(home) * (1 + 1e-12));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('credits the floor of the converted amount: 100 USD at 0.9 EUR less the half spread is 89.99 EUR, not 90.00', () => {
    const player = holder('USD', 20_000);
    const done = exchangeCash(player, { from: 'USD', to: 'EUR', amount: 100 }, { reportingCurrency: 'USD', midRate: () => 0.9, now: 0 });
    // 100 × 0.9 × (1 − 0.00005) = 89.9955: half-even would give 90.00, the house rounds down.
    expect(done.value.value).toBe(89.99);
    expect(player.book.wallets.get('EUR')!.balance).toBe(8_999);
    // One cent buys 0.0089… EUR: refused rather than taken for nothing.
    expect(() => exchangeCash(player, { from: 'USD', to: 'EUR', amount: 0.01 }, { reportingCurrency: 'USD', midRate: () => 0.9, now: 0 })).toThrow(/too small to exchange/);
    expect(player.book.wallets.get('USD')!.balance).toBe(10_000);
  });
});

describe('engine money conservation, family by family', () => {
  // Orders and steps alone, then each family with them. Each asserts that its own commands ran.
  for (const f of [null, ...FAMILIES]) {
    it(`holds over random ${f ? `${f.name} commands, ` : ''}orders, cancels and period steps`, () => {
      const families = f ? [...BASE.filter((b) => b !== f), f] : BASE;
      const counters = conservationProperty(families, FAMILY_RUNS);
      const own = counters.get((f ?? orders).name)!;
      expect(Object.values(own).some((n) => n > 0)).toBe(true);
    }, 60_000);
  }
});

describe('engine money conservation', () => {
  it('holds over random orders, cancels and period steps with every family', () => {
    const counters = conservationProperty([...BASE, ...FAMILIES], COMBINED_RUNS);
    // The generator reaches every family's cases (each family's coverage bounds).
    for (const f of [...BASE, ...FAMILIES]) f.coverage?.(counters.get(f.name)!);
    // 300 sequences take a few seconds, more on a busy machine.
  }, 60_000);
});
