/**
 * CDS (engine/cds): entered either way (short lives, so that they mature within the steps), pay
 * their premiums at the steps that pass their dates ('cds_premium'), are revalued by the steps,
 * mature, or are bought back at their MTM as at a session's finish ('cds_settlement'). Entering
 * costs exactly the contract's MTM at the close side (the bid-ask); a buy-back moves value by the
 * premium accrued since the last date and the settlement's rounding only.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { Refusal } from '../../../../../domain/refusal';
import { buyBackCds, CdsMarket, markCds, openCds, openCdsContracts, payDueCds } from '../../../../../domain/engine/cds/contract';
import type { Change } from '../../../../../domain/engine/types';
import { fromMinor } from '../../../../../domain/money';
import { CDS_RICS } from '../fixture';
import { family, type CommandOf } from '../harness';

/** Entered either way with a short life and a premium frequency, or bought back (as at the finish). */
const cdsCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('cds_open' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...CDS_RICS),
    amount: fc.oneof(fc.integer({ min: -400_000, max: 400_000 }), fc.integer({ min: -2_000, max: 2_000 })),
    // Days to the asset's maturity date (cds_asset_maturity_date): one stub, or a few quarterly or semi-annual periods and a stub.
    life: fc.integer({ min: 3, max: 240 }),
    frequency: fc.constantFrom(0, 1, 2, null),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cds_buyback' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
);
type CdsCommand = CommandOf<typeof cdsCommand>;

export const cds = family({
  name: 'cds',
  slotted: { arbitrary: cdsCommand, maxLength: 8 },
  kinds: ['cds_open', 'cds_buyback'],
  counters: () => ({ opened: 0, premiums: 0, revalued: 0, matured: 0, boughtBack: 0 }),
  start: (run, counters) => {
    const { state, view, mv } = run;
    let nextCds = 1;
    return {
      apply(cmd: CdsCommand): Change[] {
        if (cmd.kind === 'cds_open') {
          try {
            const terms = { years: 1, frequency: cmd.frequency, assetMaturity: new Date(view.now() + cmd.life * 86_400_000).toISOString().slice(0, 10) };
            const changes = openCds(new CdsMarket(state, view), state.players.get(cmd.player)!, { ric: cmd.ric, amount: cmd.amount, investmentRationale: null, personId: null, terms }, { id: nextCds++ }).changes;
            counters.opened++;
            return changes;
          } catch (e) {
            // A zero amount, or above the maximum: refused, nothing moved.
            if (!(e instanceof Refusal)) throw e;
            return [];
          }
        }
        const player = state.players.get(cmd.player)!;
        const open = openCdsContracts(player);
        if (!open.length) return [];
        const r = buyBackCds(new CdsMarket(state, view), player, open[cmd.pick % open.length]!.id);
        if (!r) return [];
        counters.boughtBack++;
        return r.changes;
      },
      check(cmd: CdsCommand, changes: Change[]) {
        // …entering a CDS costs its bid-ask: what it is worth at the close side now (never a gain).
        if (cmd.kind === 'cds_open') {
          const opened = changes.find((c) => c.kind === 'cds');
          const worth = opened?.kind === 'cds' ? markCds(new CdsMarket(state, view), opened.contract)!.mtmReporting : 0;
          expect(worth).toBeLessThanOrEqual(1e-9);
          expect(mv(cmd.player) - run.before.get(cmd.player)!).toBeCloseTo(worth, 6);
        }
        // …a CDS bought back moves value by the premium accrued since its last date (booked now) and the settlement's rounding.
        else {
          const stub = changes.reduce((sum, c) => (c.kind === 'ledger' && c.entry.reason === 'cds_premium' ? sum + fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency) : sum), 0);
          const settled = changes.filter((c) => c.kind === 'ledger' && c.entry.reason === 'cds_settlement').length;
          expect(Math.abs(mv(cmd.player) - (run.before.get(cmd.player)! + stub))).toBeLessThanOrEqual(0.01 * (settled + 1) + 1e-6);
        }
      },
      // …open CDS are worth their MTM at the new prices.
      held(p, after) {
        if (p.book.families.cds?.open.size) counters.revalued++;
        return after.contracts.find((c) => c.family === 'cds')?.value ?? 0;
      },
      // CDS premiums due (every date the step passed) and maturities.
      stepEarly() {
        const cdsPaid = payDueCds(new CdsMarket(state, view));
        counters.premiums += cdsPaid.changes.filter((c) => c.kind === 'ledger' && c.entry.reason === 'cds_premium').length;
        counters.matured += cdsPaid.value.filter((c) => c.status === 1).length;
        return cdsPaid.changes;
      },
    };
  },
  coverage: (counters) => {
    // …and CDS are entered, pay premiums across steps, are revalued, mature and are bought back.
    // (Typically about 900 opened, 60 premiums, 240 revalued, 55 matured, 120 bought back per 300 runs.)
    expect(counters.opened).toBeGreaterThan(300);
    expect(counters.premiums).toBeGreaterThan(15);
    expect(counters.revalued).toBeGreaterThan(60);
    expect(counters.matured).toBeGreaterThan(15);
    expect(counters.boughtBack).toBeGreaterThan(30);
  },
});
