/**
 * The individual report on a scripted trade list: the books are booked by the engine's own fill
 * rule, then every figure of the report is checked against a computation by hand (in the
 * comments). Reporting currency USD; initial AUM 1,000,000.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, OrderStatus, TransactionType } from '../../../domain/enums';
import type { Order, PlayerState, SessionInstrument } from '../../../domain/engine/types';
import { DEAL_ERRORS, POSITION_ERRORS, REPORT_DEFINITIONS, individualReport, sessionDays, type ReportInput } from '../../../domain/reports/individual-report';
import type { PlayerBook } from '../../../domain/trading/book';
import { applyFill } from '../../../domain/trading/execution';
import { revalue, type Mark } from '../../../domain/trading/valuation';

const AUM = 1_000_000;

function instrument(ric: string, name: string, currency: string, assetClass: AssetClass, region?: string): SessionInstrument {
  return {
    ric,
    asset_id: 1,
    name,
    ticker: ric,
    resourcetype: 'Equity',
    region,
    base_currency: currency,
    variable_currency: currency,
    asset_class: assetClass,
    group: assetClass === AssetClass.Metals ? 'Alternatives' : 'Equities',
    unit_factor: 1,
    risk_weight: 1,
    no_of_decimals: 2,
    market_hours: null,
  } as SessionInstrument;
}

const INSTRUMENTS = new Map<string, SessionInstrument>([
  ['AAPL.O', instrument('AAPL.O', 'Apple', 'USD', AssetClass.Equities, 'United States')],
  ['BMWG.DE', instrument('BMWG.DE', 'BMW', 'EUR', AssetClass.Equities, 'Germany')],
  // No region kept: it goes to "Other".
  ['XAU=', instrument('XAU=', 'Gold', 'USD', AssetClass.Metals)],
]);

const at = (day: string, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const D1 = '2024-01-02';
const D2 = '2024-01-03';
const D3 = '2024-01-04';

let nextId = 1;
function order(ric: string, transaction: TransactionType, quantity: number, price: number | null, fx: number | null, executedAt: number): Order {
  return {
    id: nextId++,
    player_id: 1,
    person_id: null,
    ric,
    resourcetype: 'MarketOrder',
    transaction,
    quantity,
    limit_price: null,
    status: OrderStatus.Executed,
    open_price: price,
    accrued_per_100: 0,
    collateral: 0,
    forecast: null,
    investment_rationale: null,
    term: null,
    analysis: null,
    client_order_id: null,
    timestamp: executedAt,
    executed_at: executedAt,
    canceled_at: null,
    fx,
    last_error: null,
    execution_tries: 0,
  };
}

/** The scripted trades, in execution order. */
function scriptedOrders(): Order[] {
  nextId = 1;
  const { Buy, Sell, ShortSell } = TransactionType;
  return [
    order('AAPL.O', Buy, 100, 10, 1, at(D1, 10)), // #1 opens AAPL on D1
    order('AAPL.O', Sell, 40, 12, 1, at(D1, 15)), // #2 realises 40 × (12 − 10) = +80, intraday
    order('AAPL.O', Sell, 60, 8, 1, at(D2, 10)), // #3 realises 60 × (8 − 10) = −120, not intraday; AAPL flat
    order('BMWG.DE', Buy, 50, 20, 1.1, at(D2, 11)), // #4 opens BMW on D2
    order('XAU=', ShortSell, 10, 2000, 1, at(D3, 9)), // #5 opens a short of gold
    order('BMWG.DE', Buy, 50, 24, 1.1, at(D3, 10)), // #6 grows BMW: average 22 at 1.10
    order('BMWG.DE', Sell, 30, 25, 1.2, at(D3, 11)), // #7 realises 30 × (25 × 1.2 − 22 × 1.1) = +174 (price 99, FX 75)
  ];
}

/** Books booked as the engine books them: every order through applyFill. */
function booksOf(orders: readonly Order[]): PlayerBook {
  const book: PlayerBook = {
    wallets: new Map([
      ['USD', { currency: 'USD', balance: AUM * 100, reserved: 0 }],
      ['EUR', { currency: 'EUR', balance: 0, reserved: 0 }],
    ]),
    positions: new Map(),
    families: {},
  };
  for (const o of orders) {
    const i = INSTRUMENTS.get(o.ric)!;
    const out = applyFill(book.wallets.get(i.variable_currency)!, book.positions.get(o.ric), {
      orderId: o.id,
      ric: o.ric,
      variableCurrency: i.variable_currency,
      reportingCurrency: 'USD',
      quantity: o.transaction === TransactionType.Buy ? o.quantity : -o.quantity,
      price: o.open_price!,
      accruedPer100: 0,
      unitFactor: 1,
      fx: o.fx!,
    });
    book.wallets.set(i.variable_currency, out.wallet);
    book.positions.set(o.ric, out.position);
  }
  return book;
}

// At the report's time: BMW 26 / 26.20 with EUR at 1.25; gold 1990 / 1995 (the short is marked at the ask).
const MARKS: Record<string, Mark> = {
  'AAPL.O': { bid: 9, ask: 9.1, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Equities' },
  'BMWG.DE': { bid: 26, ask: 26.2, accruedPer100: 0, unitFactor: 1, variableCurrency: 'EUR', group: 'Equities' },
  'XAU=': { bid: 1990, ask: 1995, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Alternatives' },
};
const FX: Record<string, number> = { USD: 1, EUR: 1.25 };

function inputOf(orders: Order[], book = booksOf(orders), unpriced = new Set<string>()): ReportInput {
  const player: PlayerState = { id: 1, user_id: 1, name: 'Ada', book, deals: orders.length };
  return {
    player,
    instruments: INSTRUMENTS,
    reportingCurrency: 'USD',
    initialAum: AUM,
    valuation: revalue(book, (ric) => MARKS[ric]!, (c) => FX[c]!, 'USD', AUM),
    unpriced,
    orders,
    days: sessionDays({ historical: false, period: 0, startDate: D1, asOf: at('2024-01-05', 12) }),
    asOf: at('2024-01-05', 12),
  };
}

describe('the individual report of a scripted trade list', () => {
  const report = individualReport(inputOf(scriptedOrders()));

  it('returns: return %, realised, unrealised and FX PnL', () => {
    // Realised: AAPL 80 − 120 = −40, BMW 174: 134.
    expect(report.returns.realized_pnl).toBeCloseTo(134, 9);
    // Unrealised: BMW 70 × (26 × 1.25 − 22 × 1.1) = 581; gold short −10 × (1995 − 2000) = 50: 631.
    expect(report.returns.unrealized_pnl).toBeCloseTo(631, 9);
    // FX: BMW realised 75, BMW unrealised 581 − 70 × (26 − 22) × 1.1 = 581 − 308 = 273: 348.
    expect(report.returns.fx_pnl).toBeCloseTo(348, 9);
    // Cash: USD 1,000,000 − 1,000 + 480 + 480 + 20,000 = 1,019,960; EUR −1,000 − 1,200 + 750 = −1,450 × 1.25 = −1,812.5.
    // Positions: BMW 70 × 26 × 1.25 = 2,275; gold −10 × 1995 = −19,950. Value 1,000,472.5: return 0.04725 %.
    expect(report.returns.market_value).toBeCloseTo(1_000_472.5, 6);
    expect(report.returns.return_percent).toBeCloseTo(0.04725, 9);
    expect(report.returns.initial_aum).toBe(AUM);
  });

  it('return per trade: average PnL, position PnL average, min and max realised and unrealised', () => {
    // PnL of all positions: AAPL −40, BMW 174 + 581 = 755, gold 50: 765; 7 trades, 3 instruments.
    expect(report.return_per_trade.average_pnl).toBeCloseTo(765 / 7, 9);
    expect(report.return_per_trade.position_pnl_average).toBeCloseTo(255, 9);
    // Reducing trades realised +80, −120, +174; open positions unrealised 581 and 50.
    expect(report.return_per_trade.min_realized_pnl).toBeCloseTo(-120, 9);
    expect(report.return_per_trade.max_realized_pnl).toBeCloseTo(174, 9);
    expect(report.return_per_trade.min_unrealized_pnl).toBeCloseTo(50, 9);
    expect(report.return_per_trade.max_unrealized_pnl).toBeCloseTo(581, 9);
  });

  it('trades: total, daily average and maximum, profitable, losing and intraday percent', () => {
    // 7 trades over 4 calendar days (2 to 5 January): 1.75 a day; 3 on 4 January.
    expect(report.trades).toMatchObject({ total: 7, days: 4, daily_average: 1.75, daily_max: 3, profitable: 2, losing: 1, intraday: 1 });
    // Profitable #2 and #7, losing #3, intraday #2 only (#7 reduces BMW opened the day before).
    expect(report.trades.profitable_percent).toBeCloseTo((100 * 2) / 7, 9);
    expect(report.trades.losing_percent).toBeCloseTo(100 / 7, 9);
    expect(report.trades.intraday_percent).toBeCloseTo(100 / 7, 9);
    const byId = new Map(report.deals.map((d) => [d.order_id, d]));
    expect(byId.get(2)).toMatchObject({ reduces: true, intraday: true });
    expect(byId.get(2)!.realized_pnl).toBeCloseTo(80, 9);
    expect(byId.get(3)!.realized_pnl).toBeCloseTo(-120, 9);
    expect(byId.get(7)!.realized_pnl).toBeCloseTo(174, 9);
    expect(byId.get(7)!.intraday).toBe(false);
    expect([1, 4, 5, 6].map((id) => byId.get(id)!.reduces)).toEqual([false, false, false, false]);
    expect(report.deals.every((d) => d.error === null)).toBe(true);
  });

  it('investments: biggest winner and loser, top long and short position', () => {
    expect(report.investments.biggest_winner).toMatchObject({ ric: 'BMWG.DE', name: 'BMW', quantity: 70 });
    expect(report.investments.biggest_winner!.pnl).toBeCloseTo(755, 9);
    expect(report.investments.biggest_loser).toMatchObject({ ric: 'AAPL.O', quantity: 0 });
    expect(report.investments.biggest_loser!.pnl).toBeCloseTo(-40, 9);
    expect(report.investments.top_long!.ric).toBe('BMWG.DE');
    expect(report.investments.top_long!.value).toBeCloseTo(2275, 9);
    expect(report.investments.top_short!.ric).toBe('XAU=');
    expect(report.investments.top_short!.value).toBeCloseTo(-19_950, 9);
  });

  it('breakdowns by geography, asset class and instrument, best first, as PnL and as return on the AUM', () => {
    const bars = (xs: { key: string; pnl: number; return_percent: number }[]) => xs.map((x) => [x.key, +x.pnl.toFixed(6), +x.return_percent.toFixed(8)]);
    expect(bars(report.returns_breakdown.geography)).toEqual([
      ['Germany', 755, 0.0755],
      ['Other', 50, 0.005],
      ['United States', -40, -0.004],
    ]);
    expect(bars(report.returns_breakdown.asset_class)).toEqual([
      ['Equities', 715, 0.0715],
      ['Metals', 50, 0.005],
    ]);
    expect(bars(report.returns_breakdown.instrument)).toEqual([
      ['BMWG.DE', 755, 0.0755],
      ['XAU=', 50, 0.005],
      ['AAPL.O', -40, -0.004],
    ]);
    expect(report.returns_breakdown.instrument[0]!.label).toBe('BMW');
  });

  it('adds each contract family\'s PnL (value change and bookings) to the asset-class and instrument breakdowns', () => {
    const input = inputOf(scriptedOrders());
    // Two calls bought for 640.00, now bid 5.10 (1,020.00 of value), and a CDS that cost 300.00 in premiums worth 100.00 now.
    const valuation = revalue(input.player.book, (ric) => MARKS[ric]!, (c) => FX[c]!, 'USD', AUM, [
      { family: 'options', value: 1020, unrealized: 1020, realized: -640, group: 'Options' },
      { family: 'cds', value: 100, unrealized: 100, realized: -300, group: 'CDS' },
    ]);
    const withFamilies = individualReport({ ...input, valuation });
    const bars = (xs: { key: string; pnl: number }[]) => xs.map((x) => [x.key, +x.pnl.toFixed(6)]);
    expect(bars(withFamilies.returns_breakdown.asset_class)).toEqual([
      ['Equities', 715],
      ['Options', 380],
      ['Metals', 50],
      ['CDS', -200],
    ]);
    expect(withFamilies.returns_breakdown.instrument.map((b) => b.key)).toContain('Options');
    expect(withFamilies.returns_breakdown.asset_class.find((b) => b.key === 'Options')!.return_percent).toBeCloseTo(0.038, 9);
  });

  it('carries the definitions for the footnote', () => {
    expect(report.definitions).toBe(REPORT_DEFINITIONS);
    expect(REPORT_DEFINITIONS.join(' ')).toContain('A trade is an executed order.');
    expect(REPORT_DEFINITIONS.join(' ')).toContain('in historical sessions, a period');
    expect(REPORT_DEFINITIONS.join(' ')).toContain('within the day it was opened');
  });
});

describe('deals and positions that cannot be computed', () => {
  it('an order without its execution price carries an error, and so do the later orders of its instrument', () => {
    const orders = scriptedOrders();
    const book = booksOf(orders);
    orders[3]!.open_price = null; // #4, BMW's first buy
    const report = individualReport(inputOf(orders, book));
    const byId = new Map(report.deals.map((d) => [d.order_id, d]));
    expect(byId.get(4)!.error).toBe(DEAL_ERRORS.noPrice);
    expect(byId.get(6)!.error).toBe(DEAL_ERRORS.afterUnknown);
    expect(byId.get(7)).toMatchObject({ error: DEAL_ERRORS.afterUnknown, realized_pnl: null, reduces: false });
    // BMW's sale is no longer counted as profitable; the trades still count.
    expect(report.trades).toMatchObject({ total: 7, profitable: 1, losing: 1 });
    expect(report.return_per_trade.max_realized_pnl).toBeCloseTo(80, 9);
    // The books still value the position.
    expect(report.returns.realized_pnl).toBeCloseTo(134, 9);
  });

  it('a position changed outside orders (a redemption) carries an error, its deals too', () => {
    const orders = scriptedOrders();
    const book = booksOf(orders);
    // Gold closed by something that is not an order: the replay ends short 10, the books flat.
    book.positions.set('XAU=', { ...book.positions.get('XAU=')!, quantity: 0, avgPrice: 0, avgFx: 0 });
    const report = individualReport(inputOf(orders, book));
    const gold = report.positions.find((p) => p.ric === 'XAU=')!;
    expect(gold.error).toBe(POSITION_ERRORS.outsideOrders);
    expect(report.deals.find((d) => d.order_id === 5)!.error).toBe(DEAL_ERRORS.outsideOrders);
    expect(report.positions.find((p) => p.ric === 'BMWG.DE')!.error).toBeNull();
  });

  it('a position without a price at the report’s time carries an error, and no value or unrealised PnL', () => {
    const report = individualReport(inputOf(scriptedOrders(), undefined, new Set(['XAU='])));
    const gold = report.positions.find((p) => p.ric === 'XAU=')!;
    expect(gold).toMatchObject({ value: null, unrealized_pnl: null, error: POSITION_ERRORS.noQuote });
    expect(report.investments.top_short).toBeNull();
    expect(report.return_per_trade.min_unrealized_pnl).toBeCloseTo(581, 9);
  });

  it('a player without trades has an empty report, not a failed one', () => {
    const report = individualReport(inputOf([]));
    expect(report.trades).toMatchObject({ total: 0, daily_max: 0, profitable_percent: null, intraday_percent: null });
    expect(report.return_per_trade.average_pnl).toBeNull();
    expect(report.investments).toEqual({ biggest_winner: null, biggest_loser: null, top_long: null, top_short: null });
    expect(report.returns.return_percent).toBe(0);
  });
});

describe('days of a session', () => {
  it('counts calendar days in real time and periods in history', () => {
    expect(sessionDays({ historical: false, period: 0, startDate: '2024-01-02', asOf: at('2024-01-02', 23) })).toBe(1);
    expect(sessionDays({ historical: false, period: 0, startDate: '2024-01-02', asOf: at('2024-01-31', 1) })).toBe(30);
    expect(sessionDays({ historical: true, period: 4, startDate: '2024-01-02', asOf: at('2024-03-01', 21) })).toBe(5);
  });
});
