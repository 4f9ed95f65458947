/**
 * Exact money beside the trades: foreign cash at its average acquisition rate (cash
 * transaction mark-to-market), the portfolio summary reconciling to the cent over a sequence of
 * exchanges, trades, dividends, interest and a fee, and a deposit beating idle cash by exactly
 * its term premium's compounded interest.
 */
import { describe, expect, it } from 'vitest';
import { BANKING_CONVENTIONS } from '../../../domain/banking-conventions';
import { accountCash, addFlow, booksSummary, cashMtm, type Holding } from '../../../domain/engine/cash-accounts';
import { exchangeCash } from '../../../domain/engine/cash-exchange';
import { breakDeposit, depositRate, makeDeposit } from '../../../domain/engine/deposits';
import { valuePlayer, type EngineState } from '../../../domain/engine/engine-state';
import { processIncome, type IncomeCalendar } from '../../../domain/engine/income';
import { placeOrder } from '../../../domain/engine/orders';
import { toSessionInstrument } from '../../../domain/engine/session-instrument';
import type { Change, EngineResult, MarketView, PlayerState, Quote } from '../../../domain/engine/types';
import { AssetClass, RiskApproach, ScenarioType, TransactionType } from '../../../domain/enums';
import { defaultMarket } from '../../../domain/market/default-market';
import { fromMinor, toMinor } from '../../../domain/money';
import { playerView } from '../../../domain/session/player-view';

const DAY = 86_400_000;
const T0 = Date.parse('2025-03-03T21:00:00Z');

/** A market whose mids and FX rates the test sets; quotes 0.1 % wide around the mid. */
class ScriptedMarket implements MarketView {
  at = T0;
  mids = new Map<string, number>();
  fx = new Map<string, number>([['USD', 1]]);
  now() {
    return this.at;
  }
  quote(ric: string): Quote | null {
    const mid = this.mids.get(ric);
    return mid === undefined ? null : { bid: mid * 0.9995, ask: mid * 1.0005, accruedPer100: 0 };
  }
  fxToReporting(currency: string) {
    return this.fx.get(currency)!;
  }
  isOpen() {
    return true;
  }
}

function session(rics: string[]): EngineState {
  const market = defaultMarket();
  const player: PlayerState = {
    id: 1,
    user_id: 1,
    name: 'p1',
    deals: 0,
    book: {
      wallets: new Map(['USD', 'EUR', 'GBP'].map((c) => [c, { currency: c, balance: c === 'USD' ? toMinor(1_000_000, 'USD') : 0, reserved: 0 }])),
      positions: new Map(),
      families: {},
    },
  };
  return {
    settings: {
      scenario_type: ScenarioType.RealTime,
      reporting_currency: 'USD',
      risk_approach: RiskApproach.Cash,
      starting_cash_amount: 1_000_000,
      risk_weighted_limit: 1_000_000,
      limit_order_collateral: 0.1,
      short_sell_leverage: 0.3,
      fx_leverage: 1,
      bond_leverage: 1,
      allow_short_sell: true,
      spread_widener: 0,
      transaction_fee: 0,
      require_investment_rationale: false,
      asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 1, risk_weight: 1 }],
    },
    instruments: new Map(rics.map((r, k) => [r, toSessionInstrument(market.instrument(r), { asset_id: k + 1, risk_weight: 1, no_of_decimals: 2, market_hours: null })])),
    players: new Map([[1, player]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
}

/** Runs an engine operation as the session object does: its changes, then the cash they moved counted. */
function run<T>(state: EngineState, market: MarketView, result: EngineResult<T>): Change[] {
  return [...result.changes, ...accountCash(state, result.changes, (c) => market.fxToReporting(c))];
}

describe('a foreign holding at its average acquisition rate', () => {
  it('moves the average as the holding grows, realises when it shrinks, and reopens at the rate that crossed zero', () => {
    let h: Holding = { units: 0, avgRate: 0, realized: 0 };
    h = addFlow(h, 'EUR', 100_000, 1_100); // 1,000 EUR bought at 1.10
    h = addFlow(h, 'EUR', 100_000, 1_200); // 1,000 more at 1.20: average 1.15
    expect(h).toEqual({ units: 200_000, avgRate: 1.15, realized: 0 });
    h = addFlow(h, 'EUR', -50_000, -650); // 500 spent while worth 1.30: 500 × 0.15 realised, average unchanged
    expect(h.avgRate).toBe(1.15);
    expect(h.realized).toBeCloseTo(75, 12);
    h = addFlow(h, 'EUR', -200_000, -2_000); // 2,000 spent at 1.00: 1,500 close at −0.15, 500 short open at 1.00
    expect(h.units).toBe(-50_000);
    expect(h.avgRate).toBe(1);
    expect(h.realized).toBeCloseTo(75 - 225, 12);
    h = addFlow(h, 'EUR', 50_000, 550); // the short of 500 covered at 1.10: −50 more
    expect(h).toMatchObject({ units: 0, avgRate: 0 });
    expect(h.realized).toBeCloseTo(-200, 12);
    // Whatever the path, realised equals what came out less what went in once nothing is held.
    expect(h.realized).toBeCloseTo(-(1_100 + 1_200 - 650 - 2_000 + 550), 12);
  });

  it('starts a bought currency at what it cost, so the exchange spread shows at once as cash MTM', () => {
    const state = session(['SAP.DE']);
    const market = new ScriptedMarket();
    market.fx.set('EUR', 1.1);
    const player = state.players.get(1)!;
    const done = exchangeCash(player, { from: 'USD', to: 'EUR', amount: 110_000 }, { reportingCurrency: 'USD', midRate: (a, b) => market.fxToReporting(a) / market.fxToReporting(b), now: T0 });
    run(state, market, done);
    // 110,000 / 1.1 × (1 − 0.00005) = 99,995.00 EUR, bought at 110,000 / 99,995.
    expect(player.book.wallets.get('EUR')).toMatchObject({ balance: 9_999_500, realizedFx: 0 });
    expect(player.book.wallets.get('EUR')!.avgRate).toBeCloseTo(110_000 / 99_995, 14);
    expect(cashMtm(player.book, 'USD', (c) => market.fxToReporting(c))).toBeCloseTo(99_995 * 1.1 - 110_000, 9); // −5.50: the half spread
    market.fx.set('EUR', 1.2);
    expect(cashMtm(player.book, 'USD', (c) => market.fxToReporting(c))).toBeCloseTo(99_995 * 1.2 - 110_000, 9);
  });

  it('counts each change once, however often a list holding it is accounted', () => {
    const state = session(['SAP.DE']);
    const market = new ScriptedMarket();
    market.fx.set('EUR', 1.1);
    const player = state.players.get(1)!;
    const done = exchangeCash(player, { from: 'USD', to: 'EUR', amount: 1_000 }, { reportingCurrency: 'USD', midRate: (a, b) => market.fxToReporting(a) / market.fxToReporting(b), now: T0 });
    accountCash(state, done.changes, (c) => market.fxToReporting(c));
    const again = accountCash(state, done.changes, (c) => market.fxToReporting(c));
    expect(again).toEqual([]);
  });

  it('leaves the summary N/A for books kept before flows were counted, rather than a wrong figure', () => {
    const state = session(['SAP.DE']);
    const market = new ScriptedMarket();
    market.fx.set('EUR', 1.1);
    const player = state.players.get(1)!;
    player.flows = null;
    player.book.wallets.set('EUR', { currency: 'EUR', balance: 500_000, reserved: 0, avgRate: null });
    const summary = booksSummary(state, market, player, valuePlayer(state, market, player));
    expect(summary).toMatchObject({ cash_mtm: null, income: null, fees: null, initial_aum: 1_000_000 });
  });
});

describe('the portfolio summary', () => {
  it('reconciles to the cent over exchanges, trades in two currencies, a dividend, interest, a deposit and a fee', () => {
    const state = session(['SAP.DE', 'AAPL.O', 'VOD.L']);
    const market = new ScriptedMarket();
    const player = state.players.get(1)!;
    market.mids = new Map([['SAP.DE', 100], ['AAPL.O', 200], ['VOD.L', 2]]);
    market.fx = new Map([['USD', 1], ['EUR', 1.1], ['GBP', 1.3]]);
    const rate = (a: string, b: string) => market.fxToReporting(a) / market.fxToReporting(b);
    const ctx = () => ({ reportingCurrency: 'USD', midRate: rate, now: market.now() });
    const order = (ric: string, transaction: TransactionType, quantity: number) =>
      run(state, market, placeOrder(state, market, player, { ric, resourcetype: 'MarketOrder', transaction, quantity, limit_price: null }, { refusal: null, isRealTime: true }));
    const calendar: IncomeCalendar = {
      dividends: (ric, from, to) => (ric === 'SAP.DE' && from < T0 + 2 * DAY && to >= T0 + 2 * DAY ? [{ ex_date: '2025-03-05', pay_date: '2025-03-05', amount: 2 }] : []),
      coupons: () => [],
      maturity: () => null,
      overnightRate: () => 0.05,
      lombardRate: () => 0.06,
    };
    const step = (days: number) => {
      const from = market.at;
      market.at += days * DAY;
      return run(state, market, processIncome(state, market, calendar, from, market.at, [], { payCashInterest: true }));
    };

    run(state, market, exchangeCash(player, { from: 'USD', to: 'EUR', amount: 110_000 }, ctx()));
    run(state, market, exchangeCash(player, { from: 'USD', to: 'GBP', amount: 13_000 }, ctx()));
    order('SAP.DE', TransactionType.Buy, 500);
    order('VOD.L', TransactionType.Buy, 3_000);
    order('AAPL.O', TransactionType.Buy, 100);
    run(state, market, makeDeposit(state.settings, player, { currency: 'USD', amount: 50_000, personId: null }, { id: 1, now: market.now() }));
    // The euro rises, SAP too; a dividend of 2 EUR a share is paid, interest accrues on cash and the deposit.
    market.fx.set('EUR', 1.2);
    market.mids.set('SAP.DE', 110);
    step(2);
    // A fee, as a booking of one makes it: a ledger entry against the wallet.
    const usd = player.book.wallets.get('USD')!;
    const fee = { ...usd, balance: usd.balance - 2_500 };
    player.book.wallets.set('USD', fee);
    run(state, market, { value: null, changes: [{ kind: 'ledger', player_id: 1, entry: { currency: 'USD', amount: -2_500, reason: 'fee', orderId: null }, at: market.now() }, { kind: 'wallet', player_id: 1, wallet: fee }], events: [] });
    order('SAP.DE', TransactionType.Sell, 200);
    run(state, market, exchangeCash(player, { from: 'EUR', to: 'USD', amount: 30_000 }, ctx()));
    // The pound falls, the dollar share rises; three more days of interest.
    market.fx.set('GBP', 1.25);
    market.mids.set('AAPL.O', 210);
    step(3);
    market.fx.set('EUR', 1.15);

    const v = valuePlayer(state, market, player);
    const s = booksSummary(state, market, player, v);
    expect(s.fees).toBe(25);
    expect(s.income).toBeGreaterThan(1_000 * 1.2); // the dividend, and interest besides
    // The pound bought at 1.3 (and its spread) now 1.25, the euros left at 1.15 after 1.1: MTM counted.
    expect(s.cash_mtm).not.toBeNull();
    expect(Math.abs(s.cash_mtm!)).toBeGreaterThan(1);
    // The identity, to the cent and in fact exactly.
    expect(v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees!)).toBeCloseTo(0, 8);
    // The positions' PnL matches the positions' own (average prices, FX at the fills) to the bookings' rounding.
    expect(s.position_pnl).toBeCloseTo(v.pnl, 1);
    // Breaking the deposit moves cash within the holding: no line of the summary changes.
    const before = booksSummary(state, market, player, valuePlayer(state, market, player));
    run(state, market, breakDeposit(player, 'USD', { now: market.now(), by: 'player' }));
    const after = booksSummary(state, market, player, valuePlayer(state, market, player));
    expect(after.position_pnl).toBeCloseTo(before.position_pnl, 9);
    expect(after.cash_mtm!).toBeCloseTo(before.cash_mtm!, 9);
    expect(after.income!).toBeCloseTo(before.income!, 9);
  });
});

describe('a deposit against idle cash', () => {
  it('ends 30 days of daily compounding above idle cash by exactly the term premium’s compounded interest', () => {
    const state = session([]);
    // Two players with 1,000,000 USD each: one leaves it idle, the other deposits all of it.
    const idle = state.players.get(1)!;
    const saver: PlayerState = { ...idle, id: 2, user_id: 2, name: 'p2', book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(1_000_000, 'USD'), reserved: 0 }]]), positions: new Map(), families: {} } };
    idle.book.wallets = new Map([['USD', { currency: 'USD', balance: toMinor(1_000_000, 'USD'), reserved: 0 }]]);
    state.players.set(2, saver);
    const market = new ScriptedMarket();
    makeDeposit(state.settings, saver, { currency: 'USD', amount: 1_000_000, personId: null }, { id: 1, now: T0 });
    const overnight = 0.0431;
    const calendar: IncomeCalendar = { dividends: () => [], coupons: () => [], maturity: () => null, overnightRate: () => overnight, lombardRate: () => overnight + 0.01 };
    for (let day = 0; day < 30; day++) {
      const from = market.at;
      market.at += DAY;
      processIncome(state, market, calendar, from, market.at, [], { payCashInterest: true });
    }
    const deposit = saver.book.families.deposits!.get('USD')!;
    const idleCash = idle.book.wallets.get('USD')!.balance;

    // The bookings, one a day, each rounded half to even to the cent (toMinor), in integer cents:
    // idle cash at the overnight rate, the deposit at the overnight rate plus the premium.
    let idleCents = 100_000_000;
    let depositCents = 100_000_000;
    for (let day = 0; day < 30; day++) {
      idleCents += toMinor((fromMinor(idleCents, 'USD') * overnight) / 360, 'USD');
      depositCents += toMinor((fromMinor(depositCents, 'USD') * (overnight + BANKING_CONVENTIONS.depositTermPremium)) / 360, 'USD');
    }
    expect(idleCash).toBe(idleCents);
    expect(deposit.principal + deposit.interest).toBe(depositCents);
    // The difference is the premium's interest, compounded: 1,000,000 × ((1 + 4.56 %/360)^30 − (1 + 4.31 %/360)^30) = 209.08.
    const premiumInterest = 1_000_000 * ((1 + (overnight + 0.0025) / 360) ** 30 - (1 + overnight / 360) ** 30);
    expect(fromMinor(deposit.principal + deposit.interest - idleCash, 'USD')).toBeCloseTo(premiumInterest, 1);
    expect(deposit.principal + deposit.interest - idleCash).toBe(20_908);
    // Broken, it pays principal and interest back: the saver ends exactly that much richer.
    breakDeposit(saver, 'USD', { now: market.at, by: 'player' });
    expect(saver.book.wallets.get('USD')!.balance - idleCash).toBe(20_908);
  });

  it('accrues pounds on ACT/365 and dollars on ACT/360, idle or on deposit (banking.md §0)', () => {
    const state = session([]);
    const p = state.players.get(1)!;
    p.book.wallets = new Map([
      ['USD', { currency: 'USD', balance: toMinor(1_000_000, 'USD'), reserved: 0 }],
      ['GBP', { currency: 'GBP', balance: toMinor(2_000_000, 'GBP'), reserved: 0 }],
    ]);
    makeDeposit(state.settings, p, { currency: 'GBP', amount: 1_000_000, personId: null }, { id: 1, now: T0 });
    const market = new ScriptedMarket();
    const calendar: IncomeCalendar = { dividends: () => [], coupons: () => [], maturity: () => null, overnightRate: () => 0.05, lombardRate: () => 0.06 };
    const from = market.at;
    market.at += DAY;
    processIncome(state, market, calendar, from, market.at, [], { payCashInterest: true });
    // One day on 1,000,000 at 5 %: 138.89 on 360 days, 136.99 on 365; the deposit adds the premium.
    expect(p.book.wallets.get('USD')!.balance).toBe(toMinor(1_000_138.89, 'USD'));
    expect(p.book.wallets.get('GBP')!.balance).toBe(toMinor(1_000_136.99, 'GBP'));
    expect(p.book.families.deposits!.get('GBP')!.interest).toBe(toMinor((1_000_000 * (0.05 + BANKING_CONVENTIONS.depositTermPremium)) / 365, 'GBP'));
  });

  it('earns the premium alone while the overnight rate is at or below zero, when idle cash earns nothing', () => {
    expect(depositRate(-0.005)).toBe(BANKING_CONVENTIONS.depositTermPremium);
    expect(depositRate(0.0431)).toBeCloseTo(0.0456, 15);
  });
});

describe('the lombard facility (banking.md §10)', () => {
  /** One period of `days` ending now + days, lombard at `rates` per currency, idle cash unpaid. */
  function period(state: EngineState, market: ScriptedMarket, days: number, rates: Record<string, number>) {
    const calendar: IncomeCalendar = { dividends: () => [], coupons: () => [], maturity: () => null, overnightRate: () => 0.05, lombardRate: (ccy) => rates[ccy]! };
    const from = market.at;
    market.at += days * DAY;
    return run(state, market, processIncome(state, market, calendar, from, market.at, [], { payCashInterest: false }));
  }
  const lombardOf = (changes: Change[]) => changes.flatMap((c) => (c.kind === 'ledger' && c.entry.reason === 'lombard_interest' ? [c.entry] : []));

  it('charges −2,000,000 at period end 2,333.33 for 7 days at 6.00 % (policy 5.00 % + 1.00 pp), and counts it as paid', () => {
    const state = session([]);
    const p = state.players.get(1)!;
    p.book.wallets = new Map([['USD', { currency: 'USD', balance: toMinor(-2_000_000, 'USD'), reserved: 0 }]]);
    const market = new ScriptedMarket();
    const charged = lombardOf(period(state, market, 7, { USD: 0.05 + BANKING_CONVENTIONS.lombardSpread }));
    expect(charged).toEqual([expect.objectContaining({ currency: 'USD', amount: -233_333 })]);
    expect(p.book.wallets.get('USD')!.balance).toBe(toMinor(-2_002_333.33, 'USD'));
    const view = playerView(state, market, p, { open_orders: [], player_history: [], failed_executions: [] });
    expect(view.paid_lombard_interest).toBeCloseTo(2_333.33, 9);
  });

  it('compounds an unpaid overdraft: the second period charges on the first charge too', () => {
    const state = session([]);
    const p = state.players.get(1)!;
    p.book.wallets = new Map([['USD', { currency: 'USD', balance: toMinor(-2_000_000, 'USD'), reserved: 0 }]]);
    const market = new ScriptedMarket();
    period(state, market, 7, { USD: 0.06 });
    const second = lombardOf(period(state, market, 7, { USD: 0.06 }));
    // 2,002,333.33 × 6 % × 7 / 360 = 2,336.0556 → 2,336.06.
    expect(second[0]!.amount).toBe(-233_606);
    expect(playerView(state, market, p, { open_orders: [], player_history: [], failed_executions: [] }).paid_lombard_interest).toBeCloseTo(4_669.39, 9);
  });

  it('charges nothing on a zero or positive available balance, and counts reserved cash as not available', () => {
    const state = session([]);
    const p = state.players.get(1)!;
    p.book.wallets = new Map([
      ['USD', { currency: 'USD', balance: 0, reserved: 0 }],
      ['EUR', { currency: 'EUR', balance: toMinor(500, 'EUR'), reserved: 0 }],
      // 1,000,000 held but 3,000,000 reserved for limit orders: 2,000,000 short of cash.
      ['GBP', { currency: 'GBP', balance: toMinor(1_000_000, 'GBP'), reserved: toMinor(3_000_000, 'GBP') }],
    ]);
    const market = new ScriptedMarket();
    const charged = lombardOf(period(state, market, 7, { USD: 0.06, EUR: 0.04, GBP: 0.06 }));
    // Only the pounds, on ACT/365: 2,000,000 × 6 % × 7 / 365 = 2,301.37.
    expect(charged).toEqual([expect.objectContaining({ currency: 'GBP', amount: -230_137 })]);
  });

  it('charges each currency at its own rate and basis', () => {
    const state = session([]);
    const p = state.players.get(1)!;
    p.book.wallets = new Map([
      ['USD', { currency: 'USD', balance: toMinor(-1_000_000, 'USD'), reserved: 0 }],
      ['EUR', { currency: 'EUR', balance: toMinor(-1_000_000, 'EUR'), reserved: 0 }],
    ]);
    const market = new ScriptedMarket();
    market.fx.set('EUR', 1.1);
    const charged = lombardOf(period(state, market, 3, { USD: 0.06, EUR: 0.03 }));
    expect(charged).toEqual([expect.objectContaining({ currency: 'USD', amount: -50_000 }), expect.objectContaining({ currency: 'EUR', amount: -25_000 })]);
    // Paid in the reporting currency at each booking's rate: 500.00 + 250.00 × 1.1.
    expect(playerView(state, market, p, { open_orders: [], player_history: [], failed_executions: [] }).paid_lombard_interest).toBeCloseTo(775, 9);
  });

  it("sets the rate 1.00 pp above the currency’s 4-week yield on that date", () => {
    const market = defaultMarket();
    const at = Date.parse('2024-03-08T21:00:00Z');
    for (const ccy of ['USD', 'EUR', 'GBP', 'JPY']) {
      expect(market.lombardRateAt(ccy, at)).toBeCloseTo(market.yieldAt(ccy, 28 / 365, at) + 0.01, 15);
      expect(market.policyRateAt(ccy, at)).toBe(market.yieldAt(ccy, 28 / 365, at));
    }
  });
});
