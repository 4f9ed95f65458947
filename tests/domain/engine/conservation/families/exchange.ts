/**
 * Cash exchange (engine/cash-exchange) between USD and EUR: USD → EUR by amount; EUR → USD a share
 * of the free euros (all of them at share 1). An exchange never gains; it costs its half spread
 * and the house's rounding of the credited leg (under one minor unit), nothing more.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { Refusal } from '../../../../../domain/refusal';
import { exchangeCash, EXCHANGE_SPREAD } from '../../../../../domain/engine/cash-exchange';
import type { Change } from '../../../../../domain/engine/types';
import { midRate } from '../fixture';
import { family, type CommandOf } from '../harness';

const buyEur = fc.record({ kind: fc.constant('buy_eur' as const), player: fc.constantFrom(1, 2), amount: fc.oneof(fc.double({ min: 0.01, max: 50, noNaN: true }), fc.integer({ min: 1, max: 400_000 })) });
const sellEur = fc.record({ kind: fc.constant('sell_eur' as const), player: fc.constantFrom(1, 2), share: fc.double({ min: 0.001, max: 1, noNaN: true }) });
type ExchangeCommand = CommandOf<typeof buyEur> | CommandOf<typeof sellEur>;

export const exchange = family({
  name: 'exchange',
  base: [
    { weight: 2, arbitrary: buyEur as fc.Arbitrary<ExchangeCommand> },
    { weight: 1, arbitrary: sellEur as fc.Arbitrary<ExchangeCommand> },
  ],
  kinds: ['buy_eur', 'sell_eur'],
  counters: () => ({ exchanges: 0, cashMtmSeen: 0 }),
  start: (run, counters) => {
    const { state, view, mv } = run;
    return {
      apply(cmd: ExchangeCommand): Change[] {
        const player = state.players.get(cmd.player)!;
        const eur = player.book.wallets.get('EUR')!;
        const amount = cmd.kind === 'buy_eur' ? cmd.amount : Math.floor(cmd.share * (eur.balance - eur.reserved)) / 100;
        const [from, to] = cmd.kind === 'buy_eur' ? ['USD', 'EUR'] : ['EUR', 'USD'];
        try {
          const changes = exchangeCash(player, { from: from!, to: to!, amount }, { reportingCurrency: 'USD', midRate: midRate(view), now: view.now() }).changes;
          counters.exchanges++;
          return changes;
        } catch (e) {
          if (!(e instanceof Refusal)) throw e;
          return [];
        }
      },
      check(cmd: ExchangeCommand, changes: Change[]) {
        const mv0 = run.before.get(cmd.player)!;
        const record = changes.find((c) => c.kind === 'exchange');
        const paid = record?.kind === 'exchange' ? record.record.amount * view.fxToReporting(record.record.from_currency) : 0;
        expect(mv(cmd.player)).toBeLessThanOrEqual(mv0 + 1e-9);
        expect(mv0 - mv(cmd.player)).toBeLessThanOrEqual(paid * (EXCHANGE_SPREAD / 2) + 0.01 * view.fxToReporting(record?.kind === 'exchange' ? record.record.to_currency : 'USD') + 1e-9);
      },
      final(_p, _v, s) {
        if (Math.abs(s.cash_mtm!) >= 0.01) counters.cashMtmSeen++;
      },
    };
  },
  coverage: (counters) => {
    // …and cash is exchanged, with foreign cash gaining or losing against its average rate.
    expect(counters.exchanges).toBeGreaterThan(100);
    expect(counters.cashMtmSeen).toBeGreaterThan(20);
  },
});
