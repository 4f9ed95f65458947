/**
 * CDS (banking.md §3): the guide's worked example with its exact figures and every item of its
 * test list, on the pure rules and on a player's books: bp display, the premium schedule (its
 * first period and the final stub, dates a step passes paid at that step), a maturity on a
 * weekend, RPV01 → 0 as T → 0, the seller mirroring the buyer, opposite contracts netting, the
 * maximum, one rounding per premium, the valuation and the buy-back at the finish.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, RiskApproach, ScenarioType } from '../../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { booksSummary, accountCash } from '../../../../domain/engine/cash-accounts';
import {
  buyBackCds,
  CdsMarket,
  cdsLimits,
  cdsView,
  cdsYearsOf,
  markCds,
  maturityText,
  openCds,
  payDueCds,
  type CdsContract,
} from '../../../../domain/engine/cds/contract';
import { discountYieldRic } from '../../../../domain/engine/cds/mark';
import {
  addMonths,
  cdsMaturityDate,
  cdsMtm,
  cdsRoom,
  maximumAmount,
  periodMonths,
  premiumMinor,
  premiumSchedule,
  rpv01,
  toBasisPoints,
} from '../../../../domain/engine/cds/rules';
import type { Change, MarketView, PlayerState, Quote, SessionInstrument } from '../../../../domain/engine/types';
import { formatBasisPoints } from '../../../../domain/format';
import { fromMinor, toMinor } from '../../../../domain/money';
import { Refusal } from '../../../../domain/refusal';
import { CDS, YIELD_SERIES } from '../../../../domain/market/universe/universe';
import { toSessionInstrument } from '../../../../domain/engine/session-instrument';

const DAY = 86_400_000;
const close = (iso: string) => Date.parse(`${iso}T21:00:00Z`);

describe("the guide's worked example", () => {
  it('costs 30,333.33 for a 91-day quarter of 10,000,000 at 120 bp, and marks +111,698.37 when the spread is 148/152 with 4.5 years left and r = 3 %', () => {
    expect(premiumMinor(10_000_000, 0.012, 91, 'USD')).toBe(-3_033_333); // the buyer pays 30,333.33
    expect(premiumMinor(-10_000_000, 0.012, 91, 'USD')).toBe(3_033_333); // the seller receives it
    const d = rpv01(4.5, 0.0148, 0.03);
    expect(d).toBeCloseTo(3.9892276, 7);
    // λ = 0.0148 / 0.6 = 0.02467
    expect(0.0148 / (1 - 0.4)).toBeCloseTo(0.02467, 5);
    expect(toMinor(cdsMtm(10_000_000, 0.012, 0.0148, d), 'USD')).toBe(11_169_837); // +111,698.37
  });

  it('shows spreads in basis points: 0.0120 → 120', () => {
    expect(toBasisPoints(0.012)).toBeCloseTo(120, 9);
    expect(formatBasisPoints(0.012, 0)).toBe('120');
    expect(formatBasisPoints(0.01485)).toBe('148.50');
  });
});

describe('the risky duration', () => {
  it('goes to 0 as T goes to 0, and is T itself for tiny T; 0 at and after maturity', () => {
    const values = [5, 1, 0.25, 1 / 365, 1e-6].map((t) => rpv01(t, 0.012, 0.03));
    for (let k = 1; k < values.length; k++) expect(values[k]!).toBeLessThan(values[k - 1]!);
    expect(values[4]!).toBeCloseTo(1e-6, 12);
    expect(rpv01(0, 0.012, 0.03)).toBe(0);
    expect(rpv01(-1, 0.012, 0.03)).toBe(0);
    // With r + λ = 0 the limit is T.
    expect(rpv01(2, 0, 0)).toBe(2);
  });
});

describe('dates and the schedule', () => {
  it('moves a maturity on a weekend to the Monday; adds months with the month end kept', () => {
    // Monday 4 January 2021 + 5 years = Sunday 4 January 2026 → Monday 5 January.
    expect(cdsMaturityDate('2021-01-04', 5)).toBe('2026-01-05');
    // Saturday: +2 days.
    expect(cdsMaturityDate('2021-01-03', 5, '2026-01-03')).toBe('2026-01-05');
    expect(cdsMaturityDate('2024-01-10', 3)).toBe('2027-01-11'); // Sunday 10 Jan 2027
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('honours cds_frequency (0 semi-annual, 1 yearly, 2 quarterly) and pays quarterly without it', () => {
    expect([periodMonths(0), periodMonths(1), periodMonths(2), periodMonths(null), periodMonths(undefined), periodMonths(7)]).toEqual([6, 12, 3, 3, 3, 3]);
  });

  it('runs every period from the opening date with a final stub at the maturity', () => {
    // Quarterly from Wednesday 10 January 2024 to an asset maturity of Friday 15 November 2024.
    const s = premiumSchedule('2024-01-10', '2024-11-15', 3);
    expect(s.map((p) => [p.accrualStart, p.payDate, p.days])).toEqual([
      ['2024-01-10', '2024-04-10', 91],
      ['2024-04-10', '2024-07-10', 91],
      ['2024-07-10', '2024-10-10', 92],
      // The final stub: 36 days.
      ['2024-10-10', '2024-11-15', 36],
    ]);
    // The periods cover opening to maturity exactly.
    expect(s.reduce((n, p) => n + p.days, 0)).toBe(310);
    // A whole number of periods has no stub.
    expect(premiumSchedule('2024-01-10', '2025-01-10', 6).map((p) => p.days)).toEqual([182, 184]);
  });

  it('pays a short first period: a first date on a weekend moves to the Monday (the next period starts there), and an asset maturity within the first period makes the only period a stub', () => {
    // Opened Friday 30 August 2024: + 3 months = Saturday 30 November → Monday 2 December; the second date stays 28 February.
    const s = premiumSchedule('2024-08-30', '2025-08-30', 3);
    expect(s.slice(0, 2).map((p) => [p.payDate, p.days])).toEqual([
      ['2024-12-02', 94],
      ['2025-02-28', 88],
    ]);
    // Opened 10 January 2024 against an asset maturing 20 March 2024: one short period of 70 days.
    expect(premiumSchedule('2024-01-10', '2024-03-20', 3).map((p) => [p.accrualStart, p.payDate, p.days])).toEqual([['2024-01-10', '2024-03-20', 70]]);
  });

  it('says the maturity relative to the scenario date: today, in 1 day, in N days, matured', () => {
    const day = close('2024-03-01');
    expect(maturityText('2024-03-01', day, false)).toBe('today');
    expect(maturityText('2024-03-02', day, false)).toBe('in 1 day');
    expect(maturityText('2024-03-31', day, false)).toBe('in 30 days');
    expect(maturityText('2024-02-29', day, false)).toBe('matured');
    expect(maturityText('2024-03-31', day, true)).toBe('matured');
  });
});

describe('the CDS assets', () => {
  it("read every asset's years from its ticker, and find each currency's 52-week yield", () => {
    for (const c of CDS) {
      expect(cdsYearsOf(toSessionInstrument(c, { asset_id: 1, risk_weight: 1, no_of_decimals: 4, market_hours: null }))).toBe(c.cds_maturity_years);
      const ric = discountYieldRic(c.variable_currency)!;
      expect(YIELD_SERIES.find((y) => y.ric === ric)?.ticker.endsWith('52WK')).toBe(true);
    }
  });
});

// ----- On the books ---------------------------------------------------------------------------

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
  set(ric: string, bid: number, ask: number) {
    this.quotes.set(ric, { bid, ask, accruedPer100: 0 });
  }
}

function cdsInstrument(ric: string, currency: string): SessionInstrument {
  return { ric, asset_id: 20, name: 'Italy 5Y CDS', ticker: 'ITALY 5Y', resourcetype: 'CDS', base_currency: currency, variable_currency: currency, asset_class: AssetClass.Cds, group: 'CDS', unit_factor: 1, risk_weight: 1, no_of_decimals: 4, market_hours: null };
}

const IT = 'ITGV5YUSAC=R';
const TERMS = { years: 5, frequency: 2, assetMaturity: null };

function world(options: { pvLimit?: number; approach?: RiskApproach } = {}) {
  const player: PlayerState = {
    id: 1,
    user_id: 1,
    name: 'p1',
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(100_000_000, 'USD'), reserved: 0, avgRate: null, realizedFx: 0 }]]), positions: new Map(), families: {} },
  };
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: options.approach ?? RiskApproach.Cash,
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
      asset_class_options: options.pvLimit === undefined ? [] : [{ asset_class: AssetClass.Cds, pv_limit: options.pvLimit, risk_weight: 0.5 }],
    },
    instruments: new Map([[IT, cdsInstrument(IT, 'USD')]]),
    players: new Map([[1, player]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  const market = new FakeMarket();
  market.set(IT, 0.0118, 0.012); // 118 / 120 bp
  market.set('US52WKT=RR', 2.99, 3.01); // r = 3 %
  return { state, player, market, cm: new CdsMarket(state, market) };
}

/** Applies what a step's changes move to the flows, as the session object does, and returns them. */
function counted(state: EngineState, market: FakeMarket, changes: Change[]): Change[] {
  accountCash(state, changes, (c) => market.fxToReporting(c));
  return changes;
}

const ledger = (changes: Change[]) => changes.flatMap((c) => (c.kind === 'ledger' ? [[c.entry.reason, c.entry.amount]] : []));

describe('contracts on the books', () => {
  it('opens a bought contract at the ask with nothing booked, worth its bid-ask cost, in the CDS group', () => {
    const { state, player, market, cm } = world();
    const opened = openCds(cm, player, { ric: IT, amount: 10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 });
    const c = opened.value;
    expect(c).toMatchObject({ amount: 10_000_000, open_rate: 0.012, open_date: '2024-01-10', maturity_date: '2029-01-10', period_months: 3, status: 0 });
    expect(ledger(opened.changes)).toEqual([]);
    const mark = markCds(cm, c)!;
    expect(mark.spread).toBe(0.0118);
    const T = (Date.parse('2029-01-10') - Date.parse('2024-01-10')) / DAY / 365;
    expect(mark.mtm).toBeCloseTo((0.0118 - 0.012) * rpv01(T, 0.0118, 0.03) * 10_000_000, 9);
    expect(mark.mtm).toBeLessThan(0);
    const v = valuePlayer(state, market, player);
    expect(v.marketValue).toBeCloseTo(100_000_000 + mark.mtm, 6);
    expect(v.allocations.CDS).toBeCloseTo(Math.abs(mark.mtm), 6);
    const view = cdsView(c, cm);
    expect(view).toMatchObject({ transaction: 'Buy protection', underlying_asset_name: 'Italy 5Y CDS', cds_contract_ccy: 'USD', cds_contract_maturity_date: '2029-01-10', matured: false, premium_paid: 0, next_premium: -30_333.33, next_premium_date: '2024-04-10' });
    expect(view.open_rate_bp).toBeCloseTo(120, 9);
  });

  it('pays each premium at the first step on or after its date (two dates in one step both paid), marks at the new spread, matures after the final stub', () => {
    const { state, player, market, cm } = world();
    // A contract against an asset maturing on Friday 15 November 2024: quarterly, a 36-day stub.
    const c = openCds(cm, player, { ric: IT, amount: 10_000_000, investmentRationale: null, personId: null, terms: { ...TERMS, assetMaturity: '2024-11-15' } }, { id: 1 }).value;
    const wallet = () => player.book.wallets.get('USD')!.balance;
    const start = wallet();
    // A step on 9 April: nothing due yet.
    market.at = close('2024-04-09');
    expect(payDueCds(cm).value).toEqual([]);
    // A step on 12 April (the 10 April date passed): 91 days, 30,333.33 paid.
    market.at = close('2024-04-12');
    const first = payDueCds(cm);
    expect(ledger(first.changes)).toEqual([['cds_premium', -3_033_333]]);
    expect(first.events.map((e) => e.type)).toEqual(['update_wallets']);
    expect(player.book.families.cds!.open.get(c.id)).toMatchObject({ periods_paid: 1, premium_booked: -3_033_333 });
    // The spread widens to 148/152: the buyer gains.
    market.set(IT, 0.0148, 0.0152);
    expect(markCds(cm, player.book.families.cds!.open.get(c.id)!)!.mtm).toBeGreaterThan(0);
    // A step on 15 October passes 10 July and 10 October: both paid, 91 and 92 days, each rounded once.
    market.at = close('2024-10-15');
    const two = payDueCds(cm);
    expect(ledger(two.changes)).toEqual([
      ['cds_premium', premiumMinor(10_000_000, 0.012, 91, 'USD')],
      ['cds_premium', premiumMinor(10_000_000, 0.012, 92, 'USD')],
    ]);
    expect(premiumMinor(10_000_000, 0.012, 92, 'USD')).toBe(-3_066_667); // 30,666.666… rounded once to 30,666.67
    // Maturity: the final 36-day stub, then the contract leaves the books, worth nothing more.
    market.at = close('2024-11-15');
    const last = payDueCds(cm);
    expect(ledger(last.changes)).toEqual([['cds_premium', -1_200_000]]); // 10m × 0.012 × 36 / 360 = 12,000.00
    expect(last.value[0]).toMatchObject({ status: 1, periods_paid: 4 });
    expect(player.book.families.cds!.open.size).toBe(0);
    expect(wallet() - start).toBe(-3_033_333 * 2 - 3_066_667 - 1_200_000);
    // Paid over the life: 10m × 0.012 × 310 / 360 = 103,333.33 (to the cent of each rounding).
    expect(Math.abs(fromMinor(wallet() - start, 'USD') + 103_333.33)).toBeLessThanOrEqual(0.02);
    const matured = cdsView(last.value[0]!, cm);
    expect(matured).toMatchObject({ matured: true, cds_contract_current_mkt_value: 0, maturity_text: 'matured', premium_paid: 103_333.33 });
    // Its realised PnL is what it paid, in the valuation's PnL.
    const v = valuePlayer(state, market, player);
    expect(v.pnl).toBeCloseTo(-103_333.33, 6);
    expect(payDueCds(cm).value).toEqual([]);
  });

  it('the seller mirrors the buyer: opens at the bid, receives the premiums, and marks the opposite MTM', () => {
    const a = world();
    const b = world();
    for (const w of [a, b]) w.market.set(IT, 0.012, 0.012); // one spread both sides, so the mirror is exact
    const bought = openCds(a.cm, a.player, { ric: IT, amount: 10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 }).value;
    const sold = openCds(b.cm, b.player, { ric: IT, amount: -10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 }).value;
    expect(sold.open_rate).toBe(bought.open_rate);
    for (const w of [a, b]) {
      w.market.at = close('2024-04-10');
      w.market.set(IT, 0.015, 0.015);
    }
    expect(ledger(payDueCds(b.cm).changes)).toEqual(ledger(payDueCds(a.cm).changes).map(([r, x]) => [r, -(x as number)]));
    const ma = markCds(a.cm, a.player.book.families.cds!.open.get(1)!)!.mtm;
    const mb = markCds(b.cm, b.player.book.families.cds!.open.get(1)!)!.mtm;
    expect(ma).toBeGreaterThan(0);
    expect(mb).toBeCloseTo(-ma, 9);
    expect(cdsView(b.player.book.families.cds!.open.get(1)!, b.cm).transaction).toBe('Sell protection');
  });

  it('opposite contracts on one CDS net to about zero: the bid-ask cost only, whatever the spread does; selling back may exceed the room', () => {
    const { player, market, cm } = world({ pvLimit: 0.1 }); // room: 10,000,000
    const buy = openCds(cm, player, { ric: IT, amount: 10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 }).value;
    // The room is used: no more protection bought, but the opposite side may go to 10m back + 10m more.
    expect(cdsLimits(cm, player)).toEqual([{ financial_instrument: IT, asset_id: 20, maximum_buy: 0, maximum_sell: 20_000_000 }]);
    const sell = openCds(cm, player, { ric: IT, amount: -10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 2 }).value;
    expect(cdsLimits(cm, player)[0]).toMatchObject({ maximum_buy: 10_000_000, maximum_sell: 10_000_000 });
    const net = () => markCds(cm, buy)!.mtm + markCds(cm, sell)!.mtm;
    const yearsLeft = () => (Date.parse(buy.maturity_date) - Date.parse(new Date(market.at).toISOString().slice(0, 10))) / DAY / 365;
    // At opening: one bid-ask width (bought at the ask, sold at the bid) marked at the close sides.
    expect(net()).toBeLessThan(0);
    expect(Math.abs(net())).toBeLessThanOrEqual((0.0002 + 0.0002) * yearsLeft() * 10_000_000);
    // The spread doubles: each leg moves by over 400,000, the pair by the bid-ask widths only.
    market.at = close('2024-07-10');
    market.set(IT, 0.0238, 0.024);
    expect(Math.abs(markCds(cm, buy)!.mtm)).toBeGreaterThan(400_000);
    expect(net()).toBeCloseTo(10_000_000 * ((0.0238 - 0.012) * rpv01(yearsLeft(), 0.0238, 0.03) - (0.024 - 0.0118) * rpv01(yearsLeft(), 0.024, 0.03)), 6);
    expect(Math.abs(net())).toBeLessThanOrEqual((0.0002 + 0.0002) * yearsLeft() * 10_000_000);
    // Premiums net to the bid-ask too: the buyer pays 120 bp, the seller side receives 118 bp (10 April and 10 July, 91 days each).
    const paid = ledger(payDueCds(cm).changes).reduce((s, [, x]) => s + (x as number), 0);
    expect(paid).toBe(2 * (premiumMinor(10_000_000, 0.012, 91, 'USD') + premiumMinor(-10_000_000, 0.0118, 91, 'USD')));
    expect(paid).toBe(-101_110); // 2 × (−30,333.33 + 29,827.78)
  });

  it('refuses an amount above the maximum (pv_limit of class 14 × AUM minus the gross CDS notional), a zero amount, and a non-CDS; nothing changes', () => {
    const { player, cm } = world({ pvLimit: 0.05 }); // 5,000,000
    const refused = (amount: number, ric = IT) => {
      try {
        openCds(cm, player, { ric, amount, investmentRationale: null, personId: null, terms: TERMS }, { id: 9 });
      } catch (e) {
        return e as Refusal;
      }
      throw new Error('not refused');
    };
    const past = refused(5_000_001);
    expect(past.message).toBe('The amount is above the maximum');
    expect(past.details).toEqual({ maximum: 5_000_000 });
    expect(refused(-5_000_001).message).toBe('The amount is above the maximum');
    expect(refused(0).message).toMatch(/non-zero number/);
    expect(refused(1000, 'AAPL.O').message).toBe('Could not retrieve financial instrument!');
    expect(player.book.families.cds?.open.size ?? 0).toBe(0);
    openCds(cm, player, { ric: IT, amount: 5_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 });
    expect(refused(1).details).toEqual({ maximum: 0 });
  });

  it('keeps the risk-weighted limit: (limit − used) / weight − gross', () => {
    expect(cdsRoom({ cashApproach: false, aum: 100_000_000, pvLimit: 1, riskWeightedUsed: 40_000_000, riskWeight: 0.5, grossReporting: 20_000_000 })).toBe(100_000_000);
    expect(cdsRoom({ cashApproach: true, aum: 100_000_000, pvLimit: 0.2, riskWeightedUsed: 0, riskWeight: 0.5, grossReporting: 25_000_000 })).toBe(0);
    expect(maximumAmount('buy', 1_100_000, 0, 1.1)).toBe(1_000_000);
    const { player, cm } = world({ approach: RiskApproach.RiskWeighted, pvLimit: 0.01 });
    // Weight 0.5 on a 100m limit with nothing used: 200m of notional (pv_limit does not bind).
    expect(cdsLimits(cm, player)[0]!.maximum_buy).toBe(200_000_000);
  });

  it('joins the books summary: market value − AUM = position PnL (MTM − premiums booked) + cash MTM + income − fees', () => {
    const { state, player, market, cm } = world();
    counted(state, market, openCds(cm, player, { ric: IT, amount: 10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 }).changes);
    counted(state, market, openCds(cm, player, { ric: IT, amount: -4_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 2 }).changes);
    market.at = close('2024-07-11');
    market.set(IT, 0.0148, 0.0152);
    counted(state, market, payDueCds(cm).changes);
    const v = valuePlayer(state, market, player);
    const s = booksSummary(state, market, player, v);
    expect(v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees!)).toBeCloseTo(0, 6);
    expect(s.position_pnl).toBeCloseTo(v.pnl, 6);
    const premiums = fromMinor(player.book.wallets.get('USD')!.balance, 'USD') - 100_000_000;
    expect(v.pnl).toBeCloseTo(v.contractsValue + premiums, 6);
  });

  it("is bought back at the finish: the premium accrued since the last date, then the MTM in cash, so value is kept to the cent", () => {
    const { state, player, market, cm } = world();
    const c = openCds(cm, player, { ric: IT, amount: 10_000_000, investmentRationale: null, personId: null, terms: TERMS }, { id: 1 }).value;
    market.at = close('2024-04-10');
    payDueCds(cm);
    market.at = close('2024-05-10');
    market.set(IT, 0.0148, 0.0152);
    const before = valuePlayer(state, market, player).marketValue;
    const mtm = markCds(cm, player.book.families.cds!.open.get(c.id)!)!.mtm;
    const r = buyBackCds(cm, player, c.id)!;
    // 30 days since 10 April: 10,000.00; then the MTM.
    expect(ledger(r.changes)).toEqual([
      ['cds_premium', -1_000_000],
      ['cds_settlement', toMinor(mtm, 'USD')],
    ]);
    expect(r.value).toMatchObject({ status: 2, settlement: toMinor(mtm, 'USD') });
    expect(player.book.families.cds!.open.size).toBe(0);
    const after = valuePlayer(state, market, player).marketValue;
    expect(Math.abs(after - (before - 10_000))).toBeLessThanOrEqual(0.005 + 1e-9);
  });
});

export type { CdsContract };
