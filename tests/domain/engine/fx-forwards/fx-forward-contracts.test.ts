/**
 * FX forwards (banking.md §1): the guide's worked example with its exact figures and every item
 * of its test list, on the pure rules and on a player's books.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, RiskApproach, ScenarioType } from '../../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { booksSummary } from '../../../../domain/engine/cash-accounts';
import {
  checkForwardOdas,
  ForwardMarket,
  forwardView,
  matureDueForwards,
  offsetForward,
  openForward,
  playerForwardLimit,
  setForwardOda,
} from '../../../../domain/engine/fx-forwards/contract';
import {
  checkForwardOda,
  cipOutrightAt,
  closeSide,
  daysLeft,
  maturityDate,
  odaTrigger,
  openPrice,
  outrightAt,
  pnlVar,
  swapPoints,
} from '../../../../domain/engine/fx-forwards/rules';
import { forwardOutright, pairForward } from '../../../../domain/fx-forwards';
import type { MarketView, PlayerState, Quote, SessionInstrument } from '../../../../domain/engine/types';
import { toMinor } from '../../../../domain/money';
import { Refusal } from '../../../../domain/refusal';
import { forwardSpec } from '../../../../domain/engine/fx-forwards/contract';
import { FX_FORWARDS } from '../../../../domain/market/universe/universe';
import { toSessionInstrument } from '../../../../domain/engine/session-instrument';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-05T12:00:00Z'); // a Monday

describe('outright prices', () => {
  it("prices the guide's EURUSD example: 91-day points 54/56 on 1.0998/1.1002 give 1.1052/1.1058, a buy opens at 1.1058", () => {
    const o = outrightAt({ spot: { bid: 1.0998, ask: 1.1002 }, points: { bid: 54, ask: 56 }, decimals: 4, daysLeft: 91, tenorDays: 91 });
    expect(o).toEqual({ bid: 1.1052, ask: 1.1058 });
    expect(openPrice(1_000_000, o)).toBe(1.1058);
    expect(openPrice(-1_000_000, o)).toBe(1.1052);
    // CIP check of the points with EUR 3.00 % and USD 5.00 %: +55.2 points.
    const f = forwardOutright({ spot: 1.1, days: 91, baseRate: 0.03, quoteRate: 0.05, baseBasis: 360, quoteBasis: 360 });
    expect(f).toBeCloseTo(1.105519, 6);
    expect((f - 1.1) * 10_000).toBeCloseTo(55.2, 1);
  });

  it('scales the points to the residual tenor and rounds the outright to the pair decimals before marking', () => {
    // Day 30: 54 × 61 / 91 = 36.2 points on a 1.1148 bid: 1.11842 → 1.1184.
    const o = outrightAt({ spot: { bid: 1.1148, ask: 1.1152 }, points: { bid: 54, ask: 56 }, decimals: 4, daysLeft: 61, tenorDays: 91 });
    expect(o.bid).toBe(1.1184);
    expect(closeSide(1_000_000, o)).toBe(1.1184);
    expect(toMinor(pnlVar(1_000_000, 1.1058, o.bid), 'USD')).toBe(1_260_000); // +12,600.00 USD
  });

  it('gives outright = spot with 0 days left', () => {
    expect(outrightAt({ spot: { bid: 1.1148, ask: 1.1152 }, points: { bid: 54, ask: 56 }, decimals: 4, daysLeft: 0, tenorDays: 91 })).toEqual({ bid: 1.1148, ask: 1.1152 });
  });

  it('handles negative points (the base currency pays the higher rate)', () => {
    const o = outrightAt({ spot: { bid: 1.2698, ask: 1.2702 }, points: { bid: -6.4, ask: -5.2 }, decimals: 4, daysLeft: 91, tenorDays: 91 });
    expect(o).toEqual({ bid: 1.2692, ask: 1.2697 });
    expect(o.bid).toBeLessThan(1.2698);
  });

  it('prices a JPY pair at /100 with 2 decimals: USDJPY 150.00, USD 5 %, JPY 0.10 %, 91 days: 148.17, −183 points', () => {
    const f = pairForward({ pair: 'USDJPY', spot: 150, days: 91, baseRate: 0.05, quoteRate: 0.001 });
    expect(Number(f.outright.toFixed(2))).toBe(148.17);
    expect(f.pipSize).toBe(0.01);
    expect(Math.round(f.swapPoints)).toBe(-183);
    const cip = cipOutrightAt({ spot: { bid: 150, ask: 150 }, base: 'USD', variable: 'JPY', baseRate: 0.05, variableRate: 0.001, daysLeft: 91, decimals: 2 });
    expect(cip).toEqual({ bid: 148.17, ask: 148.17 });
    // Quoted points of −183 at /100 scale the same way.
    expect(outrightAt({ spot: { bid: 150, ask: 150.02 }, points: { bid: -183, ask: -183 }, decimals: 2, daysLeft: 91, tenorDays: 91 })).toEqual({ bid: 148.17, ask: 148.19 });
    expect(swapPoints({ bid: 150, ask: 150.02 }, { bid: 148.17, ask: 148.19 }, 2).bid).toBeCloseTo(-183, 9);
  });

  it('uses the GBP basis (365) on its leg only: GBPUSD 1.2700, GBP 5.25 %, USD 5.00 %, 91 days: F = 1.269436', () => {
    const f = pairForward({ pair: 'GBPUSD', spot: 1.27, days: 91, baseRate: 0.0525, quoteRate: 0.05 });
    expect(f.baseBasis).toBe(365);
    expect(f.quoteBasis).toBe(360);
    expect(f.outright).toBeCloseTo(1.269436, 6);
    expect(f.swapPoints).toBeCloseTo(-5.6, 1);
    // Both legs on 360 would give another price: the basis matters.
    expect(forwardOutright({ spot: 1.27, days: 91, baseRate: 0.0525, quoteRate: 0.05, baseBasis: 360, quoteBasis: 360 })).not.toBeCloseTo(1.269436, 6);
  });
});

describe('the forward assets', () => {
  it("find every forward's spot pair and standard tenor from the instrument as the market lists it", () => {
    for (const f of FX_FORWARDS) {
      const spec = forwardSpec(toSessionInstrument(f, { asset_id: 1, risk_weight: 1, no_of_decimals: f.no_of_decimals, market_hours: null }));
      expect(spec).toEqual({ spotRic: f.corresponding_fx_asset, tenorDays: Math.round(f.tenor_months * 30.4375), decimals: f.no_of_decimals });
    }
  });
});

describe('dates', () => {
  it('moves a maturity on a Saturday to the Monday', () => {
    // Thursday 1 January 2026 + 30 days = Saturday 31 January.
    expect(maturityDate(Date.parse('2026-01-01T10:00:00Z'), 30)).toBe('2026-02-02');
    expect(maturityDate(Date.parse('2026-01-02T10:00:00Z'), 30)).toBe('2026-02-02'); // Sunday → Monday
    expect(maturityDate(T0, 91)).toBe('2026-04-06');
    expect(daysLeft(T0 + 30 * DAY, '2026-04-06')).toBe(61);
    expect(daysLeft(Date.parse('2026-04-07T00:00:00Z'), '2026-04-06')).toBe(0);
  });
});

describe('stop loss and take profit', () => {
  it("checks against the close side with the spec's texts", () => {
    expect(() => checkForwardOda(1, 1.1184, 1.12, null)).toThrow('StopLossPrice has to be lower than current price!');
    expect(() => checkForwardOda(1, 1.1184, null, 1.11)).toThrow('TakeProfitPrice has to be higher than current price!');
    expect(() => checkForwardOda(-1, 1.1184, 1.11, null)).toThrow('StopLossPrice has to be higher than current price!');
    expect(() => checkForwardOda(-1, 1.1184, null, 1.12)).toThrow('TakeProfitPrice has to be lower than current price!');
    expect(() => checkForwardOda(1, 1.1184, 'x', null)).toThrow('Prices must be numbers!');
    expect(() => checkForwardOda(1, 1.1184, null, null)).toThrow('Prices must be numbers!');
    expect(checkForwardOda(1, 1.1184, 1.1, 1.13)).toEqual({ stop_loss_price: 1.1, take_profit_price: 1.13 });
  });

  it('triggers a long at or below its stop and at or above its target, a short mirrored', () => {
    expect(odaTrigger(1, 1.1, 1.1, null)).toBe('StopLossOrder');
    expect(odaTrigger(1, 1.13, 1.1, 1.13)).toBe('TakeProfitOrder');
    expect(odaTrigger(1, 1.12, 1.1, 1.13)).toBeNull();
    expect(odaTrigger(-1, 1.13, 1.13, 1.1)).toBe('StopLossOrder');
    expect(odaTrigger(-1, 1.1, 1.13, 1.1)).toBe('TakeProfitOrder');
  });
});

// ----- On a player's books ------------------------------------------------------------------------

class FakeMarket implements MarketView {
  at = T0;
  quotes = new Map<string, Quote>();
  fx = new Map<string, number>([['USD', 1]]);
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

function fwdInstrument(ric: string, base: string, variable: string, decimals: number, ticker: string): SessionInstrument {
  return { ric, asset_id: 10, name: ric, ticker, resourcetype: 'FxForwards', base_currency: base, variable_currency: variable, asset_class: AssetClass.FxForwards, group: 'FX', unit_factor: 1, risk_weight: 1, no_of_decimals: decimals, market_hours: null };
}

function world(reporting = 'USD', fxLeverage = 2) {
  const player: PlayerState = {
    id: 1,
    user_id: 1,
    name: 'p1',
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: {
      wallets: new Map([
        [reporting, { currency: reporting, balance: toMinor(1_000_000, reporting), reserved: 0, avgRate: null, realizedFx: 0 }],
        ['USD', { currency: 'USD', balance: reporting === 'USD' ? toMinor(1_000_000, 'USD') : 0, reserved: 0, avgRate: reporting === 'USD' ? null : 1, realizedFx: 0 }],
        ['JPY', { currency: 'JPY', balance: 0, reserved: 0, avgRate: 1, realizedFx: 0 }],
      ]),
      positions: new Map(),
      families: {},
    },
  };
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.RealTime,
      reporting_currency: reporting,
      risk_approach: RiskApproach.Cash,
      starting_cash_amount: 1_000_000,
      risk_weighted_limit: 1_000_000,
      limit_order_collateral: 0.1,
      short_sell_leverage: 0.3,
      fx_leverage: fxLeverage,
      bond_leverage: 1,
      allow_short_sell: true,
      spread_widener: 0,
      transaction_fee: 0,
      require_investment_rationale: false,
      asset_class_options: [],
    },
    instruments: new Map([
      ['EUR3M=', fwdInstrument('EUR3M=', 'EUR', 'USD', 4, 'EURUSD 3M')],
      ['JPY3M=', fwdInstrument('JPY3M=', 'USD', 'JPY', 2, 'USDJPY 3M')],
    ]),
    players: new Map([[1, player]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  const market = new FakeMarket();
  market.fx.set('EUR', 1.1);
  // Day 0: spot 1.0998/1.1002 and the 91-day outright 54/56 points above it.
  market.set('EUR=', 1.0998, 1.1002);
  market.set('EUR3M=', 1.1052, 1.1058);
  return { state, player, market, fm: new ForwardMarket(state, market) };
}

describe('contracts on the books', () => {
  it("follows the worked example: buy 1,000,000 EUR at 1.1058, +12,600.00 USD at day 30, offset settles +12,600.00 in one 'forward settlement' entry", () => {
    const { state, player, market, fm } = world();
    const opened = openForward(fm, player, { ric: 'EUR3M=', amount: 1_000_000, investmentRationale: null, personId: null }, { id: 1 });
    expect(opened.value.open_price).toBe(1.1058);
    expect(opened.value.maturity_date).toBe('2026-04-06');
    expect(opened.changes.filter((c) => c.kind === 'ledger')).toEqual([]); // worth zero at inception: no cash
    const start = valuePlayer(state, market, player).marketValue;
    // Day 30.
    market.at = T0 + 30 * DAY;
    market.set('EUR=', 1.1148, 1.1152);
    market.set('EUR3M=', 1.1202, 1.1208); // the 91-day points, 54/56, on the new spot
    const view = forwardView(player.book.families.forwards!.open.get(1)!, fm);
    expect(view.close_price).toBe(1.1184);
    expect(view.reporting_unrealized_pnl).toBeCloseTo(12_600, 6);
    const v = valuePlayer(state, market, player);
    expect(v.marketValue - 1_000_000).toBeCloseTo(12_600, 6);
    expect(v.forwardsValue).toBeCloseTo(12_600, 6);
    expect(start).toBeLessThan(1_000_000); // at inception it is marked at the bid: the spread
    // Opening and offsetting are each a deal (players table, badges, reports).
    const dealsBefore = player.deals;
    const closed = offsetForward(fm, player, 1, { id: 2, type: 'MarketOrder', investmentRationale: 'done', personId: null });
    expect(player.deals).toBe(dealsBefore + 1);
    expect(closed.changes).toContainEqual({ kind: 'player_deals', player_id: player.id, deals: player.deals });
    const ledger = closed.changes.filter((c) => c.kind === 'ledger');
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ entry: { currency: 'USD', amount: 1_260_000, reason: 'forward_settlement' } });
    expect(player.book.wallets.get('USD')!.balance).toBe(toMinor(1_012_600, 'USD'));
    expect(player.book.families.forwards!.open.size).toBe(0);
    expect(closed.value.closing).toMatchObject({ id: 2, amount: -1_000_000, open_price: 1.1184, closing_contract_for: 1 });
    expect(forwardView(closed.value.contract, fm).offset).toBe('Offset by #2');
    expect(forwardView(closed.value.closing, fm).offset).toBe('Offsetting #1');
    const settledValue = valuePlayer(state, market, player);
    expect(settledValue.marketValue).toBeCloseTo(1_012_600, 6);
    // The PnL does not drop when the forward settles: it moves from unrealised to realised.
    expect(settledValue.unrealized).toBe(0);
    expect(settledValue.realized).toBeCloseTo(12_600, 6);
    expect(settledValue.pnl).toBeCloseTo(v.pnl, 6);
    // A closed contract cannot be offset again.
    expect(() => offsetForward(fm, player, 1, { id: 3, type: 'MarketOrder', investmentRationale: null, personId: null })).toThrow(Refusal);
  });

  it('settles at maturity against the spot mid: held to 1.1200, +14,200.00 USD, labelled Full length', () => {
    const { state, player, market, fm } = world();
    openForward(fm, player, { ric: 'EUR3M=', amount: 1_000_000, investmentRationale: null, personId: null }, { id: 1 });
    market.at = Date.parse('2026-04-06T20:59:00Z');
    market.set('EUR=', 1.1198, 1.1202);
    expect(matureDueForwards(fm).value).toEqual([]); // not before the close of the maturity date
    market.at = Date.parse('2026-04-06T21:00:00Z');
    const r = matureDueForwards(fm);
    expect(r.value).toHaveLength(1);
    expect(r.value[0]!.close_price).toBeCloseTo(1.12, 12);
    expect(r.changes.find((c) => c.kind === 'ledger')).toMatchObject({ entry: { amount: 1_420_000, reason: 'forward_settlement' } });
    expect(forwardView(r.value[0]!, fm)).toMatchObject({ offset: 'Full length', close_spot_rate: r.value[0]!.close_price, realized_pnl: 14_200 });
    expect(valuePlayer(state, market, player).marketValue).toBeCloseTo(1_014_200, 6);
  });

  it('refuses a zero amount and changes nothing', () => {
    const { player, fm } = world();
    for (const amount of [0, Number.NaN, '100']) {
      expect(() => openForward(fm, player, { ric: 'EUR3M=', amount, investmentRationale: null, personId: null }, { id: 1 })).toThrow(/non-zero number/);
    }
    expect(player.book.families.forwards?.open.size ?? 0).toBe(0);
  });

  it('converts JPY PnL to the reporting currency through a cross (GBP reporting: JPY → USD → GBP)', () => {
    const { player, market, fm, state } = world('GBP', 2);
    // GBPUSD 1.27, USDJPY 150: 1 JPY = 1 / 150 / 1.27 GBP.
    const jpyToGbp = 1 / 150 / 1.27;
    market.fx.set('JPY', jpyToGbp);
    market.fx.set('USD', 1 / 1.27);
    market.set('JPY=', 149.99, 150.01);
    market.set('JPY3M=', 148.16, 148.18);
    const c = openForward(fm, player, { ric: 'JPY3M=', amount: 100_000, investmentRationale: null, personId: null }, { id: 1 }).value;
    expect(c.open_price).toBe(148.18);
    market.at = T0 + 30 * DAY;
    market.set('JPY=', 152.0, 152.02);
    market.set('JPY3M=', 150.17, 150.19);
    const view = forwardView(player.book.families.forwards!.open.get(1)!, fm);
    // 61/91 of −183 points: 152.00 − 1.2267 = 150.7733 → 150.77.
    expect(view.close_price).toBe(150.77);
    expect(view.unrealized_pnl).toBeCloseTo(100_000 * (150.77 - 148.18), 6);
    expect(view.reporting_unrealized_pnl).toBeCloseTo(100_000 * (150.77 - 148.18) * jpyToGbp, 6);
    expect(valuePlayer(state, market, player).forwardsValue).toBeCloseTo(view.reporting_unrealized_pnl!, 9);
  });

  it('closes a long by its stop loss at the close side now, labelled Stop loss for #id', () => {
    const { player, market, fm } = world();
    openForward(fm, player, { ric: 'EUR3M=', amount: 500_000, investmentRationale: null, personId: null }, { id: 1 });
    setForwardOda(fm, player, 1, 1.1, null);
    expect(() => setForwardOda(fm, player, 1, 1.2, null)).toThrow('StopLossPrice has to be lower than current price!');
    market.at = T0 + DAY;
    market.set('EUR=', 1.0898, 1.0902);
    market.set('EUR3M=', 1.0952, 1.0958);
    let next = 2;
    const r = checkForwardOdas(fm, () => next++);
    expect(r.value).toHaveLength(1);
    const { contract, closing } = r.value[0]!;
    expect(closing.type).toBe('StopLossOrder');
    expect(forwardView(closing, fm).offset).toBe('Stop loss for #1');
    // Executed at the close side (1.0898 + 54 × 90/91 points → 1.0951), not at the 1.1000 trigger.
    expect(contract.close_price).toBe(1.0951);
    expect(contract.realized).toBe(toMinor(500_000 * (1.0951 - 1.1058), 'USD'));
    expect(r.events.map((e) => e.type)).toContain('fwd_contract_closed_by_oda');
  });

  it("counts gross forward notional at mid with spot FX against fx_leverage × AUM ('FX FWDS limit usage')", () => {
    const { player, fm } = world('USD', 1);
    openForward(fm, player, { ric: 'EUR3M=', amount: 400_000, investmentRationale: null, personId: null }, { id: 1 });
    openForward(fm, player, { ric: 'EUR3M=', amount: -200_000, investmentRationale: null, personId: null }, { id: 2 });
    const limit = playerForwardLimit(fm, player);
    // Gross: 600,000 EUR × 1.1 = 660,000 USD of a 1,000,000 limit.
    expect(limit.usage).toBeCloseTo(0.66, 9);
    expect(limit.remaining).toBeCloseTo(340_000, 6);
    expect(() => openForward(fm, player, { ric: 'EUR3M=', amount: 400_000, investmentRationale: null, personId: null }, { id: 3 })).toThrow('Cannot buy past limit');
    expect(player.book.families.forwards!.open.size).toBe(2);
  });

  it('keeps money conserved across open, offset and maturity: the summary reconciles and wallets equal their ledger', () => {
    const { state, player, market, fm } = world();
    const ledger = new Map<string, number>([['USD', toMinor(1_000_000, 'USD')]]);
    const book = (changes: { kind: string }[]) => {
      for (const c of changes as { kind: string; entry?: { currency: string; amount: number; reason: string }; player_id?: number }[]) {
        if (c.kind === 'ledger' && c.entry) ledger.set(c.entry.currency, (ledger.get(c.entry.currency) ?? 0) + c.entry.amount);
      }
    };
    const flows = (changes: { kind: string }[]) => {
      for (const c of changes as { kind: string; entry?: { currency: string; amount: number; reason: string } }[]) {
        if (c.kind === 'ledger' && c.entry?.reason === 'forward_settlement') player.flows!.trades += (c.entry.amount / 100) * market.fxToReporting(c.entry.currency);
      }
    };
    for (const [id, amount] of [[1, 1_000_000], [2, -300_000]] as const) {
      const r = openForward(fm, player, { ric: 'EUR3M=', amount, investmentRationale: null, personId: null }, { id });
      book(r.changes);
    }
    market.at = T0 + 30 * DAY;
    market.set('EUR=', 1.1148, 1.1152);
    market.set('EUR3M=', 1.1202, 1.1208);
    const r1 = offsetForward(fm, player, 2, { id: 3, type: 'MarketOrder', investmentRationale: null, personId: null });
    book(r1.changes);
    flows(r1.changes);
    market.at = Date.parse('2026-04-07T12:00:00Z');
    market.set('EUR=', 1.1198, 1.1202);
    const r2 = matureDueForwards(fm);
    book(r2.changes);
    flows(r2.changes);
    expect(player.book.wallets.get('USD')!.balance).toBe(ledger.get('USD'));
    const v = valuePlayer(state, market, player);
    const s = booksSummary(state, market, player, v);
    expect(v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees!)).toBeCloseTo(0, 6);
    // +14,200.00 on the long; the short (sold at the 1.1052 bid outright) bought back at the day-30
    // ask outright 1.1152 + 56 × 61/91 points = 1.1190: −300,000 × (1.1190 − 1.1052) = −4,140.00.
    expect(r1.value.contract.close_price).toBe(1.119);
    expect(v.marketValue).toBeCloseTo(1_000_000 + 14_200 - 4_140, 6);
  });
});
