/**
 * Interbank RFQ (banking.md §9): the guide's worked example with its exact figure and every item of
 * its test list, on the pure rules and on the banks' books: a second active request refused, amount
 * bounds and step, a bank cannot quote itself, hit after cancel refused, the limit on both sides,
 * ask below bid refused, the two banks' entries sum to zero; and the valuation, the player figures
 * and the repayment at the session's end.
 */
import { describe, expect, it } from 'vitest';
import { RiskApproach, ScenarioType } from '../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../domain/engine/engine-state';
import { accountCash, booksSummary } from '../../../domain/engine/cash-accounts';
import type { Change, EngineEvent, MarketView, PlayerState } from '../../../domain/engine/types';
import { toMinor } from '../../../domain/money';
import { Refusal } from '../../../domain/refusal';
import {
  cancelRfq,
  expireRequests,
  hitRfq,
  quoteRfq,
  repayAllDeals,
  sendRfq,
  type InterbankClock,
  type InterbankRequest,
  type InterbankResponse,
} from '../../../domain/interbank/rfq';
import { checkQuote, checkRfqAmount, hitTerms, interbankInterest, interbankInterestMinor, remainingInterbankLimit } from '../../../domain/interbank/rules';
import { interbankAmount, interbankValue } from '../../../domain/interbank/value';
import { playerView } from '../../../domain/session/player-view';

// Monday 8 January 2024 at the close; the next period's scenario date a week later.
const T0 = Date.parse('2024-01-08T21:00:00Z');
const T1 = Date.parse('2024-01-15T21:00:00Z');
const CLOCK: InterbankClock = { now: T0, today: '2024-01-08', nextDate: '2024-01-15', period: 1 };

class FakeMarket implements MarketView {
  at = T0;
  now() {
    return this.at;
  }
  quote() {
    return null;
  }
  fxToReporting() {
    return 1;
  }
  isOpen() {
    return true;
  }
}

function bank(id: number, name: string, cash: number): PlayerState {
  return {
    id,
    user_id: id,
    name,
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(cash, 'USD'), reserved: 0 }]]), positions: new Map(), families: {} },
  };
}

function world(cash: [number, number, number] = [100_000_000, 100_000_000, 100_000_000]) {
  const players = [bank(1, 'Bank A', cash[0]), bank(2, 'Bank B', cash[1]), bank(3, 'Bank C', cash[2])];
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: RiskApproach.Cash,
      starting_cash_amount: 100_000_000,
      risk_weighted_limit: 100_000_000,
      limit_order_collateral: 0.1,
      short_sell_leverage: 0.3,
      fx_leverage: 1,
      bond_leverage: 1,
      allow_short_sell: false,
      spread_widener: 0,
      transaction_fee: 0,
      require_investment_rationale: false,
      asset_class_options: [],
    },
    instruments: new Map(),
    players: new Map(players.map((p) => [p.id, p])),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  return { state, a: players[0]!, b: players[1]!, c: players[2]!, market: new FakeMarket() };
}

/** The request and responses as the session object stores them, kept up to date from the changes. */
class Rows {
  requests = new Map<number, InterbankRequest>();
  responses = new Map<number, InterbankResponse>();
  nextRequest = 1;
  nextResponse = 1;
  nextDeal = 1;
  apply(changes: readonly Change[]) {
    for (const c of changes) {
      if (c.kind !== 'interbank') continue;
      if ('request' in c.write) this.requests.set(c.write.request.id, c.write.request);
      if ('response' in c.write) this.responses.set(c.write.response.id, c.write.response);
    }
  }
  of(requestId: number) {
    return [...this.responses.values()].filter((r) => r.request_id === requestId);
  }
  active(playerId: number) {
    return [...this.requests.values()].find((r) => r.player_id === playerId && r.active) ?? null;
  }
}

function send(w: ReturnType<typeof world>, rows: Rows, from: PlayerState, amount: unknown, to: number[]) {
  const r = sendRfq(w.state, from, { amount, selected_players: to }, rows.active(from.id), { request: rows.nextRequest, response: () => rows.nextResponse++ }, CLOCK);
  rows.nextRequest++;
  rows.apply(r.changes);
  return { ...r.value.request, responses: r.value.responses };
}

function quote(rows: Rows, responseId: number, bid: unknown, ask: unknown) {
  const response = rows.responses.get(responseId)!;
  const r = quoteRfq(rows.requests.get(response.request_id)!, response, response.responding_player_id, bid, ask, T0);
  rows.apply(r.changes);
  return r;
}

function hit(w: ReturnType<typeof world>, rows: Rows, responseId: number, type: 'lend' | 'borrow' | 'nothing', by?: number) {
  const response = rows.responses.get(responseId)!;
  const request = rows.requests.get(response.request_id)!;
  const r = hitRfq(w.state, request, rows.of(request.id), responseId, type, by ?? request.player_id, rows.nextDeal, CLOCK);
  rows.nextDeal++;
  rows.apply(r.changes);
  return r;
}

const usd = (p: PlayerState) => p.book.wallets.get('USD')!.balance;
const ledger = (changes: readonly Change[]) => changes.flatMap((c) => (c.kind === 'ledger' ? [[c.player_id, c.entry.reason, c.entry.amount] as const] : []));
const refusal = (f: () => unknown): Refusal => {
  try {
    f();
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};
const eventsTo = (events: readonly EngineEvent[], playerId: number) => events.filter((e) => typeof e.audience === 'object' && e.audience.player_id === playerId).map((e) => e.type);

describe('the worked example', () => {
  it('A asks for 10,000,000; B quotes 5.00 / 5.10; A hits Borrow at 5.10: over a 7-day period the interest is 9,916.67, A repays 10,009,916.67 and B receives it', () => {
    expect(hitTerms('borrow', { bid: 5, ask: 5.1 })).toEqual({ ratePct: 5.1, requesterLends: false });
    expect(hitTerms('lend', { bid: 5, ask: 5.1 })).toEqual({ ratePct: 5, requesterLends: true });
    expect(toMinor(interbankInterest(10_000_000, 0.051, 7, 'USD'), 'USD')).toBe(991_667);
    expect(interbankInterestMinor(toMinor(10_000_000, 'USD'), 0.051, 7, 'USD')).toBe(991_667);

    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2]);
    const responseId = request.responses[0]!.id;
    expect(rows.responses.get(responseId)!.status).toBe('Waiting quote');
    const quoted = quote(rows, responseId, 5, 5.1);
    expect(quoted.value).toMatchObject({ bid: 5, ask: 5.1, status: 'Waiting hit', locked_in: true });
    // The quote reaches the requester (the 5-second notification) and the responder.
    expect(eventsTo(quoted.events, 1)).toEqual(['rfq_response_sent']);

    const done = hit(w, rows, responseId, 'borrow');
    const deal = done.value.deal!;
    expect(deal).toMatchObject({ lender_id: 2, borrower_id: 1, principal: 1_000_000_000, rate_percent: 5.1, rate: 0.051, start_date: '2024-01-08', expected_maturity_date: '2024-01-15' });
    expect(ledger(done.changes)).toEqual([
      [2, 'interbank_lend', -1_000_000_000],
      [1, 'interbank_borrow', 1_000_000_000],
    ]);
    expect(usd(w.a)).toBe(11_000_000_000);
    expect(usd(w.b)).toBe(9_000_000_000);
    expect(interbankAmount(w.a.book, 1)).toBe(-10_000_000);
    expect(interbankAmount(w.b.book, 2)).toBe(10_000_000);
    expect(remainingInterbankLimit(interbankAmount(w.a.book, 1))).toBe(90_000_000);
    expect(w.a.deals).toBe(1);
    expect(w.b.deals).toBe(1);
    expect(rows.requests.get(request.id)).toMatchObject({ active: false, status: 'hit' });
    expect(rows.responses.get(responseId)).toMatchObject({ status: 'Borrow', direction: 'borrow', deal_id: deal.id });

    // Seven days later, at the next period step.
    const repaid = repayAllDeals(w.state, T1, 'maturity');
    expect(repaid.value[0]).toMatchObject({ status: 1, days: 7, interest: 991_667, maturity_date: '2024-01-15', settlement: 'maturity' });
    expect(ledger(repaid.changes)).toEqual([
      [1, 'interbank_repayment', -1_000_000_000],
      [1, 'interbank_interest', -991_667],
      [2, 'interbank_repayment', 1_000_000_000],
      [2, 'interbank_interest', 991_667],
    ]);
    // A repays 10,009,916.67 and B receives it.
    expect(usd(w.a)).toBe(11_000_000_000 - 1_000_991_667);
    expect(usd(w.b)).toBe(9_000_000_000 + 1_000_991_667);
    expect(w.a.book.families.interbank?.open.size).toBe(0);
    expect(w.a.book.families.interbank?.interest).toBeCloseTo(-9_916.67, 6);
    expect(w.b.book.families.interbank?.interest).toBeCloseTo(9_916.67, 6);
    expect(interbankAmount(w.a.book, 1)).toBe(0);
  });

  it("sums the two banks' entries to zero: at the hit and at maturity", () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 37_000_000, [2, 3]);
    quote(rows, request.responses[0]!.id, 4.25, 4.4);
    const struck = hit(w, rows, request.responses[0]!.id, 'lend');
    const repaid = repayAllDeals(w.state, Date.parse('2024-01-19T21:00:00Z'), 'maturity');
    for (const changes of [struck.changes, repaid.changes]) expect(ledger(changes).reduce((s, [, , amount]) => s + amount, 0)).toBe(0);
    // A lent at B's bid, 4.25 %, for 11 days: 37,000,000 × 0.0425 × 11 / 360 = 48,048.61.
    expect(repaid.value[0]!.interest).toBe(4_804_861);
    expect(usd(w.a) + usd(w.b) + usd(w.c)).toBe(30_000_000_000);
  });
});

describe('requests', () => {
  it('refuses a second active request of the same bank, and allows one again once the first is cancelled', () => {
    const w = world();
    const rows = new Rows();
    const first = send(w, rows, w.a, 10_000_000, [2]);
    expect(refusal(() => send(w, rows, w.a, 20_000_000, [3])).kind).toBe('conflict');
    // Another bank may have its own.
    send(w, rows, w.b, 10_000_000, [1]);
    const cancelled = cancelRfq(rows.requests.get(first.id)!, rows.of(first.id), 1, T0);
    rows.apply(cancelled.changes);
    expect(cancelled.value).toMatchObject({ active: false, status: 'cancelled', cancelled_by: 1 });
    expect(rows.of(first.id).map((r) => r.status)).toEqual(['Cancelled']);
    expect(send(w, rows, w.a, 20_000_000, [3]).active).toBe(true);
  });

  it('takes amounts in steps of 1,000,000 from 1,000,000 up to 100,000,000 (default 10,000,000 in the modal)', () => {
    expect(checkRfqAmount(1_000_000)).toBe(1_000_000);
    expect(checkRfqAmount(100_000_000)).toBe(100_000_000);
    expect(checkRfqAmount('10000000')).toBe(10_000_000);
    for (const bad of [0, -1_000_000, 999_999, 1_500_000, 101_000_000, 100_000_001, 10_000_000.5, Number.NaN, '1e9', null, 'ten']) {
      expect(refusal(() => checkRfqAmount(bad)).kind).toBe('invalid');
    }
  });

  it('refuses a request to no bank, to an unknown bank, and to the bank itself (a bank cannot quote itself)', () => {
    const w = world();
    const rows = new Rows();
    expect(refusal(() => send(w, rows, w.a, 10_000_000, [])).message).toBe('Select at least one bank');
    expect(refusal(() => send(w, rows, w.a, 10_000_000, [9])).kind).toBe('invalid');
    expect(refusal(() => send(w, rows, w.a, 10_000_000, [1, 2])).message).toBe('A bank cannot quote itself');
    expect(rows.requests.size).toBe(0);
  });

  it('sends one response per chosen bank and tells each of them', () => {
    const w = world();
    const rows = new Rows();
    const r = sendRfq(w.state, w.a, { amount: 10_000_000, selected_players: [2, 3, 2] }, null, { request: 1, response: (() => { let n = 1; return () => n++; })() }, CLOCK);
    expect(r.value.responses.map((x) => [x.responding_player_id, x.status])).toEqual([
      [2, 'Waiting quote'],
      [3, 'Waiting quote'],
    ]);
    expect(eventsTo(r.events, 2)).toEqual(['rfq_sent']);
    expect(eventsTo(r.events, 3)).toEqual(['rfq_sent']);
    rows.apply(r.changes);
  });
});

describe('quotes', () => {
  it('refuses an ask below the bid, rates out of bounds, and a second Send once locked in', () => {
    expect(checkQuote(5, 5)).toEqual({ bid: 5, ask: 5 });
    expect(refusal(() => checkQuote(5.1, 5)).message).toBe('The ask must be at least the bid');
    expect(refusal(() => checkQuote('x', 5)).kind).toBe('invalid');
    expect(refusal(() => checkQuote(5, 101)).kind).toBe('invalid');
    // Negative rates are quotable (EUR history has them).
    expect(checkQuote(-0.6, -0.5)).toEqual({ bid: -0.6, ask: -0.5 });
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2]);
    const id = request.responses[0]!.id;
    expect(refusal(() => quote(rows, id, 5.1, 5)).kind).toBe('invalid');
    expect(rows.responses.get(id)!.status).toBe('Waiting quote');
    quote(rows, id, 5, 5.1);
    expect(refusal(() => quote(rows, id, 4, 4.1)).message).toBe('This quote is already locked in');
    // Only the bank asked may quote.
    const response = rows.responses.get(id)!;
    expect(refusal(() => quoteRfq(rows.requests.get(request.id)!, { ...response, locked_in: false, status: 'Waiting quote' }, 3, 5, 5.1, T0)).kind).toBe('not_found');
  });
});

describe('hits', () => {
  it('refuses a hit after the request was cancelled, by either side', () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2]);
    const id = request.responses[0]!.id;
    quote(rows, id, 5, 5.1);
    rows.apply(cancelRfq(rows.requests.get(request.id)!, rows.of(request.id), 2, T0).changes);
    // The responder withdrew its only quote: the request closed.
    expect(rows.requests.get(request.id)).toMatchObject({ active: false, status: 'cancelled', cancelled_by: 2 });
    expect(refusal(() => hit(w, rows, id, 'borrow')).message).toBe('This RFQ is no longer active');
    expect(usd(w.a)).toBe(10_000_000_000);
  });

  it('closes the request at the first Lend or Borrow and lapses the other quotes', () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2, 3]);
    const [toB, toC] = request.responses.map((r) => r.id) as [number, number];
    quote(rows, toB, 5, 5.1);
    quote(rows, toC, 4.9, 5.2);
    const done = hit(w, rows, toC, 'lend');
    expect(done.value.deal).toMatchObject({ lender_id: 1, borrower_id: 3, rate_percent: 4.9 });
    expect(rows.responses.get(toB)!.status).toBe('Lapsed');
    expect(eventsTo(done.events, 2)).toEqual(['rfq_cancelled']);
    expect(eventsTo(done.events, 3)).toContain('rfq_hit');
    expect(refusal(() => hit(w, rows, toB, 'borrow')).kind).toBe('conflict');
  });

  it('answers Nothing without a deal; the request closes when no quote is left open', () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2, 3]);
    const [toB, toC] = request.responses.map((r) => r.id) as [number, number];
    quote(rows, toB, 5, 5.1);
    const first = hit(w, rows, toB, 'nothing');
    expect(first.value.deal).toBeNull();
    expect(ledger(first.changes)).toEqual([]);
    expect(rows.requests.get(request.id)!.active).toBe(true);
    quote(rows, toC, 5, 5.1);
    hit(w, rows, toC, 'nothing');
    expect(rows.requests.get(request.id)).toMatchObject({ active: false, status: 'closed' });
    expect(w.a.deals).toBe(0);
  });

  it("refuses a quote not yet locked in, and a hit by anyone but the requester", () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2]);
    const id = request.responses[0]!.id;
    expect(refusal(() => hit(w, rows, id, 'borrow')).message).toBe('Only a quote waiting for a hit can be hit');
    quote(rows, id, 5, 5.1);
    expect(refusal(() => hit(w, rows, id, 'borrow', 2)).kind).toBe('not_found');
  });

  it("refuses a hit the lender's free cash does not cover, on either side", () => {
    const w = world([5_000_000, 100_000_000, 9_999_999.99]);
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2, 3]);
    const [toB, toC] = request.responses.map((r) => r.id) as [number, number];
    quote(rows, toB, 5, 5.1);
    quote(rows, toC, 5, 5.1);
    expect(refusal(() => hit(w, rows, toB, 'lend')).message).toBe('Your free cash does not cover the amount');
    expect(refusal(() => hit(w, rows, toC, 'borrow')).message).toBe("Bank C's free cash does not cover the amount");
    // Cash reserved by open orders is not free.
    w.b.book.wallets.set('USD', { ...w.b.book.wallets.get('USD')!, reserved: toMinor(95_000_000, 'USD') });
    expect(refusal(() => hit(w, rows, toB, 'borrow')).message).toBe("Bank B's free cash does not cover the amount");
    w.b.book.wallets.set('USD', { ...w.b.book.wallets.get('USD')!, reserved: 0 });
    expect(hit(w, rows, toB, 'borrow').value.deal).not.toBeNull();
  });

  it('holds |interbank amount| within 100,000,000 on both sides', () => {
    const w = world([300_000_000, 300_000_000, 300_000_000]);
    const rows = new Rows();
    // A lends 95,000,000 to B.
    let request = send(w, rows, w.a, 95_000_000, [2]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    hit(w, rows, request.responses[0]!.id, 'lend');
    expect(interbankAmount(w.a.book, 1)).toBe(95_000_000);
    expect(interbankAmount(w.b.book, 2)).toBe(-95_000_000);
    // A may not lend 10,000,000 more (105,000,000), to C.
    request = send(w, rows, w.a, 10_000_000, [3]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    expect(refusal(() => hit(w, rows, request.responses[0]!.id, 'lend')).message).toBe('The deal would take your interbank amount past the limit of 100,000,000');
    // …but may borrow it (85,000,000).
    hit(w, rows, request.responses[0]!.id, 'borrow');
    expect(interbankAmount(w.a.book, 1)).toBe(85_000_000);
    // C asks; B may not lend to C? B is at −95,000,000: borrowing 10,000,000 more from C is refused on B's side.
    request = send(w, rows, w.c, 10_000_000, [2]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    expect(refusal(() => hit(w, rows, request.responses[0]!.id, 'lend')).message).toBe("The deal would take Bank B's interbank amount past the limit of 100,000,000");
    // Exactly at the limit is allowed: B borrows 5,000,000 (−100,000,000).
    rows.apply(cancelRfq(rows.requests.get(request.id)!, rows.of(request.id), 3, T0).changes);
    request = send(w, rows, w.c, 5_000_000, [2]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    hit(w, rows, request.responses[0]!.id, 'lend');
    expect(interbankAmount(w.b.book, 2)).toBe(-100_000_000);
    expect(remainingInterbankLimit(interbankAmount(w.b.book, 2))).toBe(0);
  });
});

describe('on the books', () => {
  it('values a loan at +(principal + accrued) and a borrowing at −(principal + accrued): the principal moves no value, the interest is the PnL', () => {
    const w = world();
    const rows = new Rows();
    const before = valuePlayer(w.state, w.market, w.a).marketValue;
    const request = send(w, rows, w.a, 10_000_000, [2]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    const done = hit(w, rows, request.responses[0]!.id, 'borrow');
    accountCash(w.state, done.changes, () => 1);
    expect(valuePlayer(w.state, w.market, w.a).marketValue).toBeCloseTo(before, 6);
    expect(valuePlayer(w.state, w.market, w.b).marketValue).toBeCloseTo(before, 6);
    // Three days in: 10,000,000 × 5.10 % × 3 / 360 = 4,250.00 accrued.
    w.market.at = T0 + 3 * 86_400_000;
    const lent = interbankValue(w.b.book, 2, w.market.at);
    expect(lent.value).toBeCloseTo(10_004_250, 6);
    expect(lent.unrealized).toBeCloseTo(4_250, 6);
    const a = valuePlayer(w.state, w.market, w.a);
    expect(a.marketValue).toBeCloseTo(before - 4_250, 6);
    expect(a.unrealized).toBeCloseTo(-4_250, 6);
    // The lender's loan counts as Cash in its allocation; the borrower's debt adds none.
    const b = valuePlayer(w.state, w.market, w.b);
    expect(b.allocations.Cash).toBeCloseTo(90_000_000 + 10_004_250, 6);
    expect(a.allocations.Cash).toBeCloseTo(110_000_000, 6);
    // The books reconcile: market value − AUM = position PnL + cash MTM + income − fees.
    const summary = booksSummary(w.state, w.market, w.b, b);
    expect(summary.position_pnl).toBeCloseTo(4_250, 6);
    const view = playerView(w.state, w.market, w.a, { open_orders: [], player_history: [], failed_executions: [] });
    expect(view.interbank_amount).toBe(-10_000_000);
    expect(view.interbank_interest).toBe(0);
    // Repaid at the step: the interest is realised.
    w.market.at = T1;
    const repaid = repayAllDeals(w.state, T1, 'maturity');
    accountCash(w.state, repaid.changes, () => 1);
    const after = valuePlayer(w.state, w.market, w.a);
    expect(after.marketValue).toBeCloseTo(before - 9_916.67, 6);
    expect(after.realized).toBeCloseTo(-9_916.67, 6);
    expect(booksSummary(w.state, w.market, w.a, after).position_pnl).toBeCloseTo(-9_916.67, 6);
    expect(playerView(w.state, w.market, w.a, { open_orders: [], player_history: [], failed_executions: [] })).toMatchObject({ interbank_amount: 0, interbank_interest: -9_916.67 });
  });

  it('repays a deal at the session end with the interest accrued so far (none on the day it was struck)', () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    hit(w, rows, request.responses[0]!.id, 'lend');
    const same = repayAllDeals(w.state, T0, 'session_end');
    expect(same.value[0]).toMatchObject({ days: 0, interest: 0, settlement: 'session_end' });
    expect(ledger(same.changes).map(([, reason]) => reason)).toEqual(['interbank_repayment', 'interbank_repayment']);
    expect(usd(w.a)).toBe(10_000_000_000);
    expect(usd(w.b)).toBe(10_000_000_000);
  });

  it('lets the active requests lapse at the period step', () => {
    const w = world();
    const rows = new Rows();
    const request = send(w, rows, w.a, 10_000_000, [2, 3]);
    quote(rows, request.responses[0]!.id, 5, 5.1);
    const e = expireRequests([rows.requests.get(request.id)!], rows.of(request.id), T1);
    rows.apply(e.changes);
    expect(rows.requests.get(request.id)).toMatchObject({ active: false, status: 'expired' });
    expect(rows.of(request.id).map((r) => r.status)).toEqual(['Lapsed', 'Lapsed']);
    expect(eventsTo(e.events, 1)).toEqual(['rfq_cancelled']);
  });
});
