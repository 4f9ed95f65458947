/**
 * HTM and AFS books (banking.md §5, issue 15): the guide's worked example with its exact
 * figures, the amortised-cost properties of its test list, DV01 and duration, FIFO lots, the
 * trainer's lock on HTM sales, and the AFS reserve recycled into realised PnL on a sale.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, RiskApproach, ScenarioType, TransactionType } from '../../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { booksSummary } from '../../../../domain/engine/cash-accounts';
import { placeOrder } from '../../../../domain/engine/orders';
import type { MarketView, PlayerState, SessionInstrument } from '../../../../domain/engine/types';
import { fromMinor, toMinor } from '../../../../domain/money';
import { Refusal } from '../../../../domain/refusal';
import {
  accruedOn,
  amortisedCleanCost,
  amortisedCost,
  effectiveRate,
  interestIncome,
  positionDv01,
  rateRisk,
  type BondTerms,
} from '../../../../domain/engine/bond-books/amortised-cost';
import { bookLots, type BondLot } from '../../../../domain/engine/bond-books/lots';
import { bondBooksRisk, ociReserve } from '../../../../domain/engine/bond-books/valuation';
import { BOND_BOOK_MESSAGES } from '../../../../domain/engine/bond-books/rules';
import { assetClassOf, assetGroupOf } from '../../../../domain/trading/asset-classes';
import { emptyPosition } from '../../../../domain/trading/book';

/** The guide's bond: 2 years, 4 % annual, bought on a coupon date. */
const TWO_YEAR: BondTerms = { couponPct: 4, frequency: 1, maturity: '2026-06-15', dayCount: '30U/360' };
const BUY_DAY = '2024-06-15';
const YEAR_LATER = '2025-06-15';
const FACE = 10_000_000;

describe("the guide's worked example (banking.md §5)", () => {
  const y0 = effectiveRate(TWO_YEAR, 98, BUY_DAY);

  it('prices the purchase at 98.00 to an effective rate of 5.0767801 %', () => {
    expect(y0 * 100).toBeCloseTo(5.0767801, 7);
    // AC on the purchase date is the purchase (dirty) price.
    expect(amortisedCost(TWO_YEAR, y0, BUY_DAY)).toBeCloseTo(98, 10);
  });

  it('a year later at 6 %: AC 9,897,524.45, FV 9,811,320.75, interest income 497,524.45, AFS reserve −86,203.70', () => {
    const ac = amortisedCost(TWO_YEAR, y0, YEAR_LATER);
    expect(ac).toBeCloseTo(104 / 1.050767801, 6);
    const acMinor = toMinor((FACE * ac) / 100, 'USD');
    const fvMinor = toMinor((FACE * 104) / 1.06 / 100, 'USD');
    expect(fromMinor(acMinor, 'USD')).toBe(9_897_524.45);
    expect(fromMinor(fvMinor, 'USD')).toBe(9_811_320.75);
    // Interest income: coupon 400,000.00 plus accretion 97,524.45, the same in both books.
    const income = toMinor((FACE * interestIncome(TWO_YEAR, y0, BUY_DAY, YEAR_LATER)) / 100, 'USD');
    expect(fromMinor(income, 'USD')).toBe(497_524.45);
    expect(fromMinor(acMinor - toMinor((FACE * 98) / 100, 'USD'), 'USD')).toBe(97_524.45);
    // AFS: the reserve FV − AC; income plus the reserve change is what a trading book shows.
    expect(fromMinor(fvMinor - acMinor, 'USD')).toBe(-86_203.7);
    expect(fromMinor(income + fvMinor - acMinor, 'USD')).toBe(411_320.75);
  });
});

describe('amortised cost', () => {
  const TEN_YEAR: BondTerms = { couponPct: 5, frequency: 2, maturity: '2034-03-15', dayCount: 'ACT/ACT-ICMA' };

  it('equals the purchase dirty price (ask + accrued) on the purchase date, mid-period', () => {
    const day = '2024-05-20';
    const y0 = effectiveRate(TEN_YEAR, 97.25, day);
    expect(amortisedCost(TEN_YEAR, y0, day)).toBeCloseTo(97.25 + accruedOn(TEN_YEAR, day), 10);
  });

  it('reaches 100 without its accrued interest at maturity (AC itself is 100 + the last coupon just before)', () => {
    const y0 = effectiveRate(TEN_YEAR, 93, '2024-05-20');
    const dayBefore = '2034-03-14';
    expect(amortisedCleanCost(TEN_YEAR, y0, dayBefore)).toBeCloseTo(100, 2);
    // 100 + the 2.5 coupon, discounted one day at y0.
    expect(amortisedCost(TEN_YEAR, y0, dayBefore)).toBeCloseTo(102.5, 1);
    expect(amortisedCost(TEN_YEAR, y0, dayBefore)).toBeLessThan(102.5);
  });

  it('amortises a premium bond down towards 100, and accretes a discount bond up', () => {
    const premium = effectiveRate(TEN_YEAR, 108, '2024-03-15');
    const discount = effectiveRate(TEN_YEAR, 92, '2024-03-15');
    const dates = ['2024-03-15', '2026-03-15', '2029-03-15', '2033-03-15'];
    const p = dates.map((d) => amortisedCleanCost(TEN_YEAR, premium, d));
    const q = dates.map((d) => amortisedCleanCost(TEN_YEAR, discount, d));
    for (let k = 1; k < dates.length; k++) {
      expect(p[k]).toBeLessThan(p[k - 1]!);
      expect(q[k]).toBeGreaterThan(q[k - 1]!);
    }
    expect(p[0]).toBeCloseTo(108, 8);
    expect(p.at(-1)).toBeGreaterThan(100);
  });

  it('is continuous without its accrued interest across a coupon date, and drops by the coupon with it', () => {
    const y0 = effectiveRate(TEN_YEAR, 96, '2024-05-20');
    const before = '2025-09-14';
    const on = '2025-09-15';
    const cleanJump = amortisedCleanCost(TEN_YEAR, y0, on) - amortisedCleanCost(TEN_YEAR, y0, before);
    // One day of accretion, nothing more.
    expect(Math.abs(cleanJump)).toBeLessThan(0.002);
    const drop = amortisedCost(TEN_YEAR, y0, before) - amortisedCost(TEN_YEAR, y0, on);
    // The coupon 2.5 leaves, less one day of the income earned.
    expect(drop).toBeGreaterThan(2.5 - 0.02);
    expect(drop).toBeLessThan(2.5);
  });
});

describe('rate risk (decision 4)', () => {
  it("puts a 10-year position's DV01 near −800 per million face, negative for a long", () => {
    const tenYear: BondTerms = { couponPct: 4, frequency: 2, maturity: '2034-06-15', dayCount: '30U/360' };
    const r = rateRisk(tenYear, 100, '2024-06-15');
    const dv01 = positionDv01(1_000_000, r.dv01Per100);
    expect(dv01).toBeLessThan(-780);
    expect(dv01).toBeGreaterThan(-840);
    // The same unit as the price change of a basis point.
    const up = amortisedCost(tenYear, 0.0401, '2024-06-15') - amortisedCost(tenYear, 0.04, '2024-06-15');
    expect(dv01).toBeCloseTo((1_000_000 * up) / 100, -1);
    expect(r.modifiedDuration).toBeCloseTo(8.18, 1);
  });
});

describe('lots, first in first out', () => {
  it('a sale consumes the oldest lot first and realises proceeds − cost per lot', () => {
    const position = emptyPosition('B=');
    const fill = { price: 0, accrued: 0, fx: 1, at: Date.parse('2024-06-15T12:00:00Z'), orderId: null, reportingCurrency: 'USD' };
    let lots: BondLot[] = [];
    lots = bookLots(TWO_YEAR, lots, { ...position, quantity: 1_000_000 }, { price: 0, fx: 0 }, { ...fill, quantity: 1_000_000, price: 98 });
    const held = { ...position, quantity: 2_000_000 };
    lots = bookLots(TWO_YEAR, lots, held, { price: 0, fx: 0 }, { ...fill, quantity: 1_000_000, price: 102 });
    expect(lots.map((l) => [l.quantity, l.cleanPrice])).toEqual([[1_000_000, 98], [1_000_000, 102]]);
    expect(lots[0]!.y0).toBeGreaterThan(lots[1]!.y0);
    expect(held.avgPrice).toBe(100);
    // Sell 1,500,000 at 101: 1,000,000 × 3 % − 500,000 × 1 % = 25,000.00 (the average would say 15,000.00).
    const after = { ...held, quantity: 500_000 };
    lots = bookLots(TWO_YEAR, lots, after, { price: 0, fx: 0 }, { ...fill, quantity: -1_500_000, price: 101 });
    expect(fromMinor(after.realizedPrice + after.realizedFx, 'USD')).toBe(25_000);
    expect(lots.map((l) => [l.quantity, l.cleanPrice])).toEqual([[500_000, 102]]);
    expect(after.avgPrice).toBe(102);
  });
});

// ---------------------------------------------------------------------------------------------
// On a player's books: the engine with one HTM and one AFS bond, quoted by hand.

const HTM_RIC = 'HTM2Y=';
const AFS_RIC = 'AFS2Y=';

function bondInstrument(ric: string, resourcetype: 'HTMBond' | 'AFSBond', k: number): SessionInstrument {
  const asset_class = assetClassOf({ resourcetype });
  return {
    ric,
    asset_id: k,
    name: `${resourcetype} 4% 2026`,
    ticker: ric,
    resourcetype,
    base_currency: 'USD',
    variable_currency: 'USD',
    asset_class,
    group: assetGroupOf(asset_class),
    unit_factor: 0.01,
    risk_weight: 0.2,
    no_of_decimals: 4,
    market_hours: null,
    bond_terms: TWO_YEAR,
  };
}

class HandMarket implements MarketView {
  day = BUY_DAY;
  bid = 98;
  ask = 98;
  now() {
    return Date.parse(`${this.day}T21:00:00Z`);
  }
  quote() {
    return { bid: this.bid, ask: this.ask, accruedPer100: accruedOn(TWO_YEAR, this.day) };
  }
  fxToReporting() {
    return 1;
  }
  isOpen() {
    return true;
  }
}

function bookState(allowHtm: boolean): { state: EngineState; player: PlayerState } {
  const player: PlayerState = {
    id: 1,
    user_id: 1,
    name: 'p1',
    deals: 0,
    book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(50_000_000, 'USD'), reserved: 0 }]]), positions: new Map(), families: {} },
  };
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: RiskApproach.Cash,
      starting_cash_amount: 50_000_000,
      risk_weighted_limit: 50_000_000,
      limit_order_collateral: 0.1,
      short_sell_leverage: 0.3,
      fx_leverage: 1,
      bond_leverage: 1,
      allow_short_sell: true,
      allow_htm: allowHtm,
      spread_widener: 0,
      transaction_fee: 0,
      require_investment_rationale: false,
      asset_class_options: [],
    },
    instruments: new Map([
      [HTM_RIC, bondInstrument(HTM_RIC, 'HTMBond', 1)],
      [AFS_RIC, bondInstrument(AFS_RIC, 'AFSBond', 2)],
    ]),
    players: new Map([[1, player]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  return { state, player };
}

const CTX = { refusal: null, isRealTime: false };
const order = (ric: string, transaction: TransactionType, quantity: number) => ({ ric, resourcetype: 'MarketOrder' as const, transaction, quantity });

describe('the books on a player (engine)', () => {
  it('puts AFS bonds in asset class 12 and the AFS group, HTM in class 11', () => {
    expect(assetClassOf({ resourcetype: 'AFSBond' })).toBe(AssetClass.Bonds);
    expect(assetGroupOf(AssetClass.Bonds)).toBe('AFS bonds');
    expect(assetClassOf({ resourcetype: 'HTMBond' })).toBe(AssetClass.HtmBonds);
    expect(assetGroupOf(AssetClass.HtmBonds)).toBe('HTM Bonds');
  });

  it('values HTM at amortised cost and AFS at fair value with the reserve apart: the example on the books', () => {
    const { state, player } = bookState(true);
    const market = new HandMarket();
    placeOrder(state, market, player, order(HTM_RIC, TransactionType.Buy, FACE), CTX);
    placeOrder(state, market, player, order(AFS_RIC, TransactionType.Buy, FACE), CTX);
    const cashAfter = player.book.wallets.get('USD')!.balance;
    expect(fromMinor(cashAfter, 'USD')).toBe(50_000_000 - 2 * 9_800_000);
    // A year later, after the coupon (paid as income by the step: credited here by hand), yields at 6 %.
    market.day = YEAR_LATER;
    market.bid = market.ask = 104 / 1.06;
    player.book.wallets.set('USD', { currency: 'USD', balance: cashAfter + 2 * toMinor(400_000, 'USD'), reserved: 0 });
    const v = valuePlayer(state, market, player);
    const htm = v.positions.find((p) => p.ric === HTM_RIC)!;
    const afs = v.positions.find((p) => p.ric === AFS_RIC)!;
    expect(htm.value).toBe(9_897_524.45);
    expect(htm.carried).toEqual({ book: 'HTM', amortised_cost: 9_897_524.45, fair_value: 9_811_320.75, fv_minus_ac: expect.closeTo(-86_203.7, 6) });
    expect(afs.value).toBe(9_811_320.75);
    expect(afs.carried?.fv_minus_ac).toBeCloseTo(-86_203.7, 6);
    expect(ociReserve(v)).toBeCloseTo(-86_203.7, 6);
    // Profit or loss: the accretion 97,524.45 in each book (the coupon is income, in cash).
    expect(htm.unrealizedPrice + htm.unrealizedFx).toBeCloseTo(97_524.45, 6);
    expect(afs.unrealizedPrice + afs.unrealizedFx).toBeCloseTo(97_524.45, 6);
    // Allocations: HTM Bonds at AC, AFS bonds at FV.
    expect(v.allocations['HTM Bonds']).toBe(9_897_524.45);
    expect(v.allocations['AFS bonds']).toBe(9_811_320.75);
    // Market value: cash + AC + FV.
    expect(v.marketValue).toBeCloseTo(fromMinor(cashAfter, 'USD') + 800_000 + 9_897_524.45 + 9_811_320.75, 6);
    // The risk of each book: a long is negative DV01, one bond's duration is its own.
    const risk = bondBooksRisk(state, market, v);
    expect(risk.htm.dv01).toBeLessThan(0);
    expect(risk.afs.dv01).toBeCloseTo(risk.htm.dv01, 6);
    expect(risk.htm.duration).toBeCloseTo(1 / 1.06, 6);
    expect(risk.htm.breakdown.map((b) => b.bucket)).toEqual(['0-1', '1-2', '2-3', '3-4', '4-5', '5-6', '6-7', '7-8', '8-9', '9-10', '10-100']);
    expect(risk.htm.breakdown[0]!.value).toBe(9_897_524.45);
    expect(risk.afs.breakdown.map((b) => b.bucket)).toEqual(['0-3', '4-7', '8-15', '16-30', '31+']);
    expect(risk.afs.breakdown[0]!.value).toBe(9_811_320.75);
  });

  it('refuses an HTM sale while the book is locked, allows it once allowed, and never sells HTM short', () => {
    const locked = bookState(false);
    const market = new HandMarket();
    placeOrder(locked.state, market, locked.player, order(HTM_RIC, TransactionType.Buy, 1_000_000), CTX);
    const sell = () => placeOrder(locked.state, market, locked.player, order(HTM_RIC, TransactionType.Sell, 500_000), CTX);
    expect(sell).toThrow(Refusal);
    expect(sell).toThrow(BOND_BOOK_MESSAGES.htmLocked);
    expect(locked.player.book.positions.get(HTM_RIC)!.quantity).toBe(1_000_000);
    expect(() => placeOrder(locked.state, market, locked.player, order(HTM_RIC, TransactionType.ShortSell, 1), CTX)).toThrow(BOND_BOOK_MESSAGES.htmNoShort);
    // AFS is always sellable.
    placeOrder(locked.state, market, locked.player, order(AFS_RIC, TransactionType.Buy, 1_000_000), CTX);
    expect(() => placeOrder(locked.state, market, locked.player, order(AFS_RIC, TransactionType.Sell, 1_000_000), CTX)).not.toThrow();
    // The trainer allows it: the same sale goes through.
    locked.state.settings.allow_htm = true;
    expect(sell().value.status).toBe(1);
    expect(locked.player.book.positions.get(HTM_RIC)!.quantity).toBe(500_000);
    expect(locked.player.book.families.bondLots!.get(HTM_RIC)!.map((l) => l.quantity)).toEqual([500_000]);
  });

  it('an AFS sale moves the reserve into realised PnL (proceeds − AC, with the accretion)', () => {
    const { state, player } = bookState(true);
    const market = new HandMarket();
    placeOrder(state, market, player, order(AFS_RIC, TransactionType.Buy, FACE), CTX);
    market.day = YEAR_LATER;
    market.bid = market.ask = 104 / 1.06;
    const before = valuePlayer(state, market, player);
    const pos = before.positions.find((p) => p.ric === AFS_RIC)!;
    const reserve = ociReserve(before);
    const profit = pos.unrealizedPrice + pos.unrealizedFx;
    expect(reserve).toBeCloseTo(-86_203.7, 6);
    const summary = booksSummary(state, market, player, before);
    expect(summary.oci_reserve).toBeCloseTo(reserve, 6);
    placeOrder(state, market, player, order(AFS_RIC, TransactionType.Sell, FACE), CTX);
    const after = valuePlayer(state, market, player);
    expect(ociReserve(after)).toBe(0);
    // Realised: proceeds 9,811,320.75 − cost 9,800,000.00 = the accretion 97,524.45 and the reserve −86,203.70.
    expect(after.realized).toBeCloseTo(11_320.75, 6);
    expect(after.realized).toBeCloseTo(profit + reserve, 1);
    expect(after.marketValue).toBeCloseTo(before.marketValue, 6);
  });

  it('reconciles the summary: market value − AUM = position PnL + cash MTM + income − fees + OCI reserve', () => {
    const { state, player } = bookState(true);
    player.flows = { trades: 0, income: 0, fees: 0 };
    const market = new HandMarket();
    for (const ric of [HTM_RIC, AFS_RIC]) {
      const r = placeOrder(state, market, player, order(ric, TransactionType.Buy, FACE), CTX);
      for (const c of r.changes) if (c.kind === 'ledger') player.flows.trades += c.entry.reason === 'trade' ? fromMinor(c.entry.amount, 'USD') : 0;
    }
    market.day = '2025-01-10';
    market.bid = 97.1;
    const v = valuePlayer(state, market, player);
    const s = booksSummary(state, market, player, v);
    expect(v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees! + (s.oci_reserve ?? 0))).toBeCloseTo(0, 6);
    // The positions' PnL is the valuation's: the reserve is not profit or loss.
    expect(s.position_pnl).toBeCloseTo(v.pnl, 6);
  });
});
