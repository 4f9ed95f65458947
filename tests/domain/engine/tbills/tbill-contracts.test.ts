/**
 * T-bills (banking.md §4): the guide's worked example with its exact figures and every item of
 * its test list, on the pure rules and on a player's books: the bill price (0 days left gives
 * 100, a negative rate above 100), the curve (wk4 … wk52 read as discount rates, linear in the
 * days left), buying at the ask with one rounding, the value at the bid in the Bonds group,
 * selling before term at the bid, redemption at par, and the refusals (short, matured or
 * maturing today, insufficient cash); the books' identity holds throughout.
 */
import { describe, expect, it } from 'vitest';
import { RiskApproach, ScenarioType } from '../../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { accountCash, booksSummary } from '../../../../domain/engine/cash-accounts';
import {
  closeAllTBills,
  markTBill,
  maturityText,
  openTBill,
  redeemDueTBills,
  sellTBill,
  TBillMarket,
  tbillView,
  type BillTerms,
} from '../../../../domain/engine/tbills/contract';
import { billPrice, billQuote, curveRate, faceValueMinor, rollWeekend } from '../../../../domain/engine/tbills/pricing';
import type { Change, MarketView, PlayerState, Quote } from '../../../../domain/engine/types';
import { formatPrice } from '../../../../domain/format';
import { fromMinor, toMinor } from '../../../../domain/money';
import { Refusal } from '../../../../domain/refusal';
import { TBILLS } from '../../../../domain/market/universe/rates';
import { YIELD_SERIES } from '../../../../domain/market/universe/universe';

const close = (iso: string) => Date.parse(`${iso}T21:00:00Z`);
const TENORS = ['4WK', '8WK', '13WK', '26WK', '52WK'];

class FakeMarket implements MarketView {
  at = close('2024-01-10');
  quotes = new Map<string, Quote>();
  fx = new Map<string, number>([['USD', 1], ['EUR', 1.1]]);
  now() {
    return this.at;
  }
  quote(ric: string) {
    return this.quotes.get(ric) ?? null;
  }
  fxToReporting(ccy: string) {
    return this.fx.get(ccy)!;
  }
  isOpen() {
    return true;
  }
  /** A flat US curve at `pct` (every yield's mid). */
  flat(pct: number, cc = 'US') {
    for (const t of TENORS) this.quotes.set(`${cc}${t}T=RR`, { bid: pct, ask: pct, accruedPer100: 0 });
  }
}

function world(approach = RiskApproach.Cash, cash = 100_000_000) {
  const player: PlayerState = {
    id: 1,
    user_id: 1,
    name: 'p1',
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(cash, 'USD'), reserved: 0, avgRate: null, realizedFx: 0 }]]), positions: new Map(), families: {} },
  };
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: approach,
      starting_cash_amount: 100_000_000,
      risk_weighted_limit: 100_000_000,
      limit_order_collateral: 0.1,
      short_sell_leverage: 0.3,
      fx_leverage: 1,
      bond_leverage: 1,
      allow_short_sell: true,
      spread_widener: 0,
      transaction_fee: 0,
      require_investment_rationale: false,
      asset_class_options: [],
    },
    instruments: new Map(),
    players: new Map([[1, player]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  const market = new FakeMarket();
  return { state, player, market, tm: new TBillMarket(state, market) };
}

/** The 13WK bill of the example: 91 days from Wednesday 10 January 2024 to Wednesday 10 April. */
const BILL: BillTerms = { ric: 'USTB13WK=', series: 'US T-Bill 13WK', tenor: 2, currency: 'USD', maturity_date: '2024-04-10', auction_id: null };

function counted(state: EngineState, market: FakeMarket, changes: Change[]): Change[] {
  accountCash(state, changes, (c) => market.fxToReporting(c));
  return changes;
}
const ledger = (changes: Change[]) => changes.flatMap((c) => (c.kind === 'ledger' ? [[c.entry.reason, c.entry.amount]] : []));

/** market value − initial AUM = position PnL + cash MTM + income − fees (cash-accounts.ts). */
function expectBooksAddUp(state: EngineState, market: FakeMarket, player: PlayerState) {
  const v = valuePlayer(state, market, player);
  const s = booksSummary(state, market, player, v);
  expect(v.marketValue - s.initial_aum).toBeCloseTo(s.position_pnl + (s.cash_mtm ?? 0) + (s.income ?? 0) - (s.fees ?? 0), 6);
}

describe("the guide's worked example (§4)", () => {
  it('13WK at an ask discount of 5.00 %, 91 days: ask 98.736111, 1,000,000 costs 987,361.11', () => {
    expect(billPrice(5, 91)).toBe(98.736111);
    expect(faceValueMinor(1_000_000, 98.736111, 'USD')).toBe(98_736_111);
  });

  it('day 30 (61 days left) at a bid discount of 4.90 %: bid 99.169722, value 991,697.22, unrealised +4,336.11; held to maturity +1,000,000.00, realised +12,638.89', () => {
    expect(billPrice(4.9, 61)).toBe(99.169722);
    expect(faceValueMinor(1_000_000, 99.169722, 'USD')).toBe(99_169_722);
    expect(toMinor((1_000_000 * (99.169722 - 98.736111)) / 100, 'USD')).toBe(433_611);
    expect(faceValueMinor(1_000_000, 100, 'USD') - faceValueMinor(1_000_000, 98.736111, 'USD')).toBe(1_263_889);
  });

  it('on the books: bought at the ask off the curve, valued at the bid, redeemed at par with the exact figures', () => {
    const { state, player, market, tm } = world();
    // The curve at 5.01 %: ask = price(5.01 − 0.01) = price(5.00).
    market.flat(5.01);
    const opened = openTBill(tm, player, { bill: BILL, amount: 1_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 });
    counted(state, market, opened.changes);
    expect(opened.value).toMatchObject({ open_price: 98.736111, cost: 98_736_111, status: 0, maturity_date: '2024-04-10', open_date: '2024-01-10' });
    expect(ledger(opened.changes)).toEqual([['tbill_purchase', -98_736_111]]);
    expect(player.book.wallets.get('USD')!.balance).toBe(toMinor(100_000_000 - 987_361.11, 'USD'));
    expect(player.deals).toBe(1);
    expectBooksAddUp(state, market, player);

    // Day 30: 61 days left, bid discount 4.90 % (the curve at 4.89).
    market.at = close('2024-02-09');
    market.flat(4.89);
    const day30 = new TBillMarket(state, market);
    const mark = markTBill(day30, opened.value);
    expect(mark.bid).toBe(99.169722);
    expect(toMinor(mark.value, 'USD')).toBe(99_169_722);
    expect(toMinor(mark.unrealized, 'USD')).toBe(433_611);
    const v = valuePlayer(state, market, player);
    expect(v.allocations.Bonds).toBeCloseTo(991_697.22, 6);
    expect(v.marketValue).toBeCloseTo(100_000_000 - 987_361.11 + 991_697.22, 6);
    expect(tbillView(opened.value, day30)).toMatchObject({ close_price: 99.169722, value: 991_697.22, maturity_text: 'in 61 days', tenor_label: '13WK', status: 0 });
    expectBooksAddUp(state, market, player);

    // Not yet due the day before; redeemed at par at the first step on or after the maturity.
    market.at = close('2024-04-09');
    expect(redeemDueTBills(new TBillMarket(state, market)).value).toEqual([]);
    market.at = close('2024-04-12');
    const redeemed = redeemDueTBills(new TBillMarket(state, market));
    counted(state, market, redeemed.changes);
    expect(ledger(redeemed.changes)).toEqual([['tbill_redemption', 100_000_000]]);
    expect(redeemed.value[0]).toMatchObject({ status: 1, close_price: 100, close_type: 'Held to maturity', proceeds: 100_000_000 });
    expect(redeemed.value[0]!.realized_reporting).toBeCloseTo(12_638.89, 9);
    expect(player.book.families.tbills?.open.size).toBe(0);
    expect(player.book.wallets.get('USD')!.balance).toBe(toMinor(100_000_000 + 12_638.89, 'USD'));
    const after = valuePlayer(state, market, player);
    expect(after.marketValue).toBeCloseTo(100_012_638.89, 6);
    expect(after.pnl).toBeCloseTo(12_638.89, 6);
    expectBooksAddUp(state, market, player);
  });
});

describe("the guide's test list (§4)", () => {
  it('0 days left gives 100 (and after the maturity too)', () => {
    expect(billPrice(5, 0)).toBe(100);
    expect(billPrice(5, -3)).toBe(100);
    expect(billQuote(5, 0)).toEqual({ bid: 100, ask: 100 });
  });

  it('a negative rate gives a price above 100', () => {
    expect(billPrice(-0.5, 182)).toBe(100.252778);
    expect(billPrice(-0.5, 182)).toBeGreaterThan(100);
  });

  it('refuses buying on the maturity day, and after it', () => {
    const { player, market, tm } = world();
    market.flat(5);
    market.at = close('2024-04-10');
    expect(() => openTBill(tm, player, { bill: BILL, amount: 1_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 })).toThrow('This T-bill has matured or matures today.');
    market.at = close('2024-04-11');
    expect(() => openTBill(tm, player, { bill: BILL, amount: 1_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 })).toThrow(Refusal);
  });

  it('refuses selling a matured bill (it is redeemed at par instead)', () => {
    const { player, market, tm } = world();
    market.flat(5);
    const c = openTBill(tm, player, { bill: BILL, amount: 1_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 }).value;
    market.at = close('2024-04-10');
    expect(() => sellTBill(new TBillMarket(tm.state, market), player, c.id)).toThrow('This T-bill has matured or matures today.');
  });

  it('refuses a short (a negative amount), a zero or fractional amount, and a cost above free cash', () => {
    const { player, market, tm } = world(RiskApproach.Cash, 500_000);
    market.flat(5);
    const buy = (amount: unknown) => () => openTBill(tm, player, { bill: BILL, amount, investmentRationale: null, personId: null, available: null }, { id: 1 });
    expect(buy(-1_000_000)).toThrow('Short selling T-bills is not allowed.');
    expect(buy(0)).toThrow('The amount must be a positive whole face amount');
    expect(buy(10.5)).toThrow('The amount must be a positive whole face amount');
    expect(buy(1_000_000)).toThrow('Insufficient funds');
    expect(player.book.wallets.get('USD')!.balance).toBe(toMinor(500_000, 'USD'));
  });

  it('shows a 6-decimal price with 3 decimals', () => {
    expect(formatPrice(98.736111, { resourcetype: 'TBill', ticker: 'USTB13WK', variable_currency: 'USD' })).toBe('98.736');
    expect(formatPrice(99.169722, { resourcetype: 'TBill', ticker: 'USTB13WK', variable_currency: 'USD' })).toBe('99.170');
  });
});

describe('the curve', () => {
  it('reads the yields wk4 … wk52 as discount rates, linear in the days left, flat beyond its ends', () => {
    const points = [
      { days: 28, rate: 5 },
      { days: 56, rate: 5.2 },
      { days: 91, rate: 5.3 },
      { days: 182, rate: 5.1 },
      { days: 364, rate: 4.8 },
    ];
    expect(curveRate(points, 10)).toBe(5);
    expect(curveRate(points, 42)).toBeCloseTo(5.1, 12);
    expect(curveRate(points, 91)).toBe(5.3);
    expect(curveRate(points, 273)).toBeCloseTo(4.95, 12);
    expect(curveRate(points, 400)).toBe(4.8);
    expect(curveRate([], 91)).toBeNull();
  });

  it("prices off the market's own yields: every bill tenor has its currency's yield series", () => {
    for (const bill of TBILLS) {
      const cc = bill.ric.slice(0, 2);
      for (const t of TENORS) {
        if (bill.variable_currency === 'USD') expect(YIELD_SERIES.some((y) => y.ric === `${cc}${t}T=RR`)).toBe(true);
      }
    }
  });

  it('buying does not jump the PnL: just after the purchase the bill loses only its bid-ask (0.02 % over the days left)', () => {
    const { state, player, market, tm } = world();
    market.flat(5);
    openTBill(tm, player, { bill: BILL, amount: 10_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 });
    const v = valuePlayer(state, market, player);
    // bid 98.733583, ask 98.738639 (each rounded to 6 decimals): 10,000,000 × 0.005056 % = 505.60 (0.02 × 91 / 360 unrounded: 505.56).
    const q = billQuote(5, 91);
    expect(q).toEqual({ bid: 98.733583, ask: 98.738639 });
    expect(v.pnl).toBeCloseTo(-505.6, 6);
    expect(v.pnl).toBeCloseTo((10_000_000 * (q.bid - q.ask)) / 100, 6);
  });

  it('moves a weekend date to the Monday', () => {
    expect(rollWeekend('2024-04-13')).toBe('2024-04-15');
    expect(rollWeekend('2024-04-14')).toBe('2024-04-15');
    expect(rollWeekend('2024-04-12')).toBe('2024-04-12');
  });
});

describe('selling before term and the finish', () => {
  it('sells at the bid with one rounding, realises (proceeds − cost), and the books add up', () => {
    const { state, player, market, tm } = world();
    market.flat(5.01);
    const c = openTBill(tm, player, { bill: BILL, amount: 1_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 });
    counted(state, market, c.changes);
    market.at = close('2024-02-09');
    market.flat(4.89);
    const sold = sellTBill(new TBillMarket(state, market), player, 1);
    counted(state, market, sold.changes);
    expect(ledger(sold.changes)).toEqual([['tbill_sale', 99_169_722]]);
    expect(sold.value).toMatchObject({ status: 1, close_price: 99.169722, close_type: 'Sold before term' });
    expect(sold.value.realized_reporting).toBeCloseTo(4_336.11, 9);
    expect(tbillView(sold.value, new TBillMarket(state, market))).toMatchObject({ value: 991_697.22, tbill_contract_reporting_realized_pnl: 4_336.11, tbill_contract_reporting_unrealized_pnl: 0, maturity_text: 'matured' });
    expect(player.deals).toBe(2);
    expect(() => sellTBill(new TBillMarket(state, market), player, 1)).toThrow('TBill contract not found');
    expectBooksAddUp(state, market, player);
  });

  it("the finish sells open bills at the bid and redeems matured ones", () => {
    const { state, player, market, tm } = world();
    market.flat(5);
    openTBill(tm, player, { bill: BILL, amount: 1_000_000, investmentRationale: null, personId: null, available: null }, { id: 1 });
    openTBill(tm, player, { bill: { ...BILL, maturity_date: '2024-01-24' }, amount: 2_000_000, investmentRationale: null, personId: null, available: null }, { id: 2 });
    market.at = close('2024-01-25');
    const done = closeAllTBills(new TBillMarket(state, market), player);
    expect(done.value.map((c) => [c.id, c.close_type, c.close_price])).toEqual([
      [1, 'Sold before term', billPrice(5.01, 76)],
      [2, 'Held to maturity', 100],
    ]);
    expect(player.book.families.tbills?.open.size).toBe(0);
  });

  it('says when a bill matures: today, in 1 day, in N days, matured', () => {
    expect(maturityText('2024-01-10', close('2024-01-10'), false)).toBe('today');
    expect(maturityText('2024-01-11', close('2024-01-10'), false)).toBe('in 1 day');
    expect(maturityText('2024-04-10', close('2024-01-10'), false)).toBe('in 91 days');
    expect(maturityText('2024-04-10', close('2024-01-10'), true)).toBe('matured');
    expect(fromMinor(98_736_111, 'USD')).toBe(987_361.11);
  });
});
