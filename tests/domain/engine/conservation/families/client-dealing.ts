/**
 * Client dealing (domain/client-dealing, banking.md §8): no commands of its own. The client market
 * (a named source) books each bank's starting book at the first step, then pays interest, repays
 * maturities and awards new business at every step. Opening, repayments, withdrawals and awards
 * move no value; the interest does, exactly.
 */
import { expect } from 'vitest';
import { awardClientPeriod, openClientBook, payClientDeals, addDays as clientDay, type ClientMarketState } from '../../../../../domain/client-dealing/book';
import { scenarioOf, SCENARIO_DEFAULTS } from '../../../../../domain/client-dealing/scenario';
import type { Change } from '../../../../../domain/engine/types';
import { closeTimeOf } from '../../../../../domain/market/time-grid';
import { fromMinor } from '../../../../../domain/money';
import { family } from '../harness';

const clientScenario = scenarioOf(1, { ...SCENARIO_DEFAULTS, start_date: '2024-01-01', end_date: '2024-06-28', initial_loans_pool: 2_000_000, initial_depos_pool: 2_000_000, total_pool_factor: 1.01 }, 'test');

export const clientDealing = family({
  name: 'client-dealing',
  kinds: [],
  counters: () => ({ booksOpened: 0, awarded: 0, interest: 0, matured: 0 }),
  start: (run, counters) => {
    const { state, view, mv } = run;
    let clientMarket: ClientMarketState | null = null;
    let nextClientDeal = 1;
    return {
      // …client loans − deposits at par.
      held: (_p, after) => after.contracts.find((c) => c.family === 'client_money')?.value ?? 0,
      // The starting book at the first step, then interest and maturities for the days the step passed, then the awards.
      stepEarly(days) {
        const clientChanges: Change[] = [];
        const fromDay = new Date(closeTimeOf(view.index - days, 'weekday')).toISOString().slice(0, 10);
        const toDay = new Date(view.now()).toISOString().slice(0, 10);
        const clientBefore = new Map([...state.players.keys()].map((id) => [id, mv(id)]));
        const curve = () => 3 + (view.index % 5) * 0.1;
        if (!clientMarket) {
          const opened = openClientBook(state, { scenario: clientScenario, currency: 'USD', date: fromDay, periodDate: (p) => clientDay(fromDay, 7 * p), firstPeriodDays: 7, curve, nextId: nextClientDeal, at: view.now() });
          nextClientDeal += opened.value.deals.length;
          clientMarket = opened.value.market;
          clientChanges.push(...opened.changes);
          counters.booksOpened++;
        }
        const clientPaid = payClientDeals(state, fromDay, toDay, view.now());
        counters.interest += clientPaid.value.interest;
        counters.matured += clientPaid.value.matured.length;
        clientChanges.push(...clientPaid.changes);
        const interestBooked = (id: number) =>
          clientChanges.reduce((s, c) => (c.kind === 'ledger' && c.player_id === id && c.entry.reason.startsWith('client_') && c.entry.reason.endsWith('_interest') ? s + fromMinor(c.entry.amount, 'USD') : s), 0);
        // Opening, repayments and withdrawals move no value; the interest does, exactly.
        for (const [id, v0] of clientBefore) expect(mv(id) - v0).toBeCloseTo(interestBooked(id), 6);
        // Each bank quotes around the curve, differently.
        const rates = Object.fromEntries(
          Object.entries(clientMarket.rates).map(([id, r]) => [id, { loans: { ...r.loans, '13WK': curve() + Number(id) * 0.05 }, depos: { ...r.depos, '26WK': Math.max(0, curve() * 0.6 - Number(id) * 0.1) } }]),
        );
        const deltaDays = Math.max(1, Math.round((Date.parse(toDay) - Date.parse(fromDay)) / 86_400_000));
        const clientAwards = awardClientPeriod(state, { scenario: clientScenario, market: { ...clientMarket, rates }, currency: 'USD', period: clientMarket.period + 1, date: toDay, deltaDays, curve, nextId: nextClientDeal, at: view.now() });
        nextClientDeal += clientAwards.value.deals.length;
        clientMarket = clientAwards.value.market;
        counters.awarded += clientAwards.value.deals.length;
        clientChanges.push(...clientAwards.changes);
        // Awards move no value either.
        for (const [id, v0] of clientBefore) expect(mv(id) - v0).toBeCloseTo(interestBooked(id), 6);
        return clientChanges;
      },
    };
  },
  coverage: (counters) => {
    // …and client books are opened by the client market, pay and earn interest every step, mature and are awarded new business.
    expect(counters.booksOpened).toBeGreaterThan(100);
    expect(counters.interest).toBeGreaterThan(400);
    expect(counters.matured).toBeGreaterThan(400);
    expect(counters.awarded).toBeGreaterThan(400);
  },
});
