/**
 * Repos (banking.md §2): the guide's worked example with its exact figures and every item of its
 * test list, on the pure rules and on a player's books: quantity above the available repoable
 * amount refused, a sell capped at owned − repoed, a bond maturing before the repo refused, a
 * coupon paid during the term to the player, settlement with too little cash (the wallet goes
 * negative), haircut 0, two repos on one bond, accrued interest in the collateral value.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, RiskApproach, ScenarioType, TransactionType } from '../../../../domain/enums';
import { limitFor, valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { accountCash, booksSummary } from '../../../../domain/engine/cash-accounts';
import { placeOrder } from '../../../../domain/engine/orders';
import { processIncome, type IncomeCalendar } from '../../../../domain/engine/income';
import { closeAllPositions, forceOrder } from '../../../../domain/engine/forced-orders';
import {
  openRepo,
  repoedQuantity,
  repoPositionFields,
  RepoMarket,
  repoView,
  settleAllRepos,
  settleDueRepos,
  totalRepoedAmount,
} from '../../../../domain/engine/repos/contract';
import { addMonths, repoMaturityDate, repoQuote, repoTenorOf } from '../../../../domain/engine/repos/rules';
import type { Change, MarketView, PlayerState, Quote, SessionInstrument } from '../../../../domain/engine/types';
import { REPOS } from '../../../../domain/market/universe/universe';
import { toSessionInstrument } from '../../../../domain/engine/session-instrument';
import { toMinor } from '../../../../domain/money';
import { Refusal } from '../../../../domain/refusal';
import { paidUnder } from '../../../../domain/engine/cash-accounts';
import { playerView } from '../../../../domain/session/player-view';

const DAY = 86_400_000;
// Monday 5 January 2026, after the close: a 1-week repo opened now matures on Monday 12 January.
const T0 = Date.parse('2026-01-05T21:00:00Z');
const BOND = 'UST27=';
const REPO = 'USD1WRP=';

describe('the worked example', () => {
  it('10,000,000 face, clean bid 98.50, accrued 1.20: value 9,970,000.00, cash 9,770,600.00; 7 days at 5.10 %: interest 9,689.18, repayment 9,780,289.18', () => {
    const q = repoQuote({ quantity: 10_000_000, cleanBid: 98.5, accruedPer100: 1.2, haircut: 0.02, ratePercent: 5.1, days: 7, currency: 'USD' });
    expect(toMinor(q.collateral_value, 'USD')).toBe(997_000_000);
    expect(toMinor(q.cash, 'USD')).toBe(977_060_000);
    expect(q.rate).toBeCloseTo(0.051, 15);
    expect(toMinor(q.interest, 'USD')).toBe(968_918);
    expect(toMinor(q.repurchase, 'USD')).toBe(978_028_918);
  });

  it('uses ACT/365 for GBP (ACT_365_CURRENCIES) and ACT/360 for USD', () => {
    const gbp = repoQuote({ quantity: 10_000_000, cleanBid: 98.5, accruedPer100: 1.2, haircut: 0.02, ratePercent: 5.1, days: 7, currency: 'GBP' });
    expect(toMinor(gbp.interest, 'GBP')).toBe(toMinor((9_770_600 * 0.051 * 7) / 365, 'GBP')); // 9,556.45
    expect(toMinor(gbp.interest, 'GBP')).toBe(955_645);
  });
});

describe('tenors and dates', () => {
  it('reads every repo instrument of the market: O/N 1 day, 1W 1 week, 1M 1 month', () => {
    for (const r of REPOS) {
      const i = toSessionInstrument(r, { asset_id: 1, risk_weight: 1, no_of_decimals: 4, market_hours: null });
      expect(repoTenorOf(i)).toEqual({ tenor: r.tenor, unit: r.tenor_unit });
      // Sessions saved before the tenor was kept read it from the ticker.
      expect(repoTenorOf({ ticker: r.ticker })).toEqual({ tenor: r.tenor, unit: r.tenor_unit });
    }
  });

  it('moves a maturity on a weekend to the Monday, and adds calendar months (31 January + 1M = 28 February)', () => {
    expect(repoMaturityDate('2026-01-05', { tenor: 1, unit: 1 })).toBe('2026-01-12');
    // Friday overnight: Saturday → Monday, 3 days.
    expect(repoMaturityDate('2026-01-09', { tenor: 1, unit: 0 })).toBe('2026-01-12');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(repoMaturityDate('2025-12-31', { tenor: 1, unit: 2 })).toBe('2026-02-02'); // 31 January 2026 is a Saturday
    expect(repoMaturityDate('2026-01-05', { tenor: 14, unit: 0 })).toBe('2026-01-19');
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
  set(ric: string, bid: number, ask: number, accruedPer100 = 0) {
    this.quotes.set(ric, { bid, ask, accruedPer100 });
  }
}

function instrument(ric: string, resourcetype: string, ticker: string, currency = 'USD'): SessionInstrument {
  const bond = resourcetype.endsWith('Bond');
  return {
    ric,
    asset_id: ric.length,
    name: ticker,
    ticker,
    resourcetype,
    base_currency: currency,
    variable_currency: currency,
    asset_class: bond ? AssetClass.GovtBonds : AssetClass.Repos,
    group: bond ? 'Bonds' : 'Repo',
    unit_factor: bond ? 0.01 : 1,
    risk_weight: 1,
    no_of_decimals: bond ? 3 : 4,
    market_hours: null,
  };
}

/** A player holding `face` of the bond (bought at 98.50) and `cash` dollars, the bond quoted 98.50/98.60 with 1.20 accrued, the repo at 5.08/5.10. */
function world(opts: { face?: number; cash?: number; bondMaturity?: string | null } = {}) {
  const face = opts.face ?? 10_000_000;
  const player: PlayerState = {
    id: 1,
    user_id: 1,
    name: 'p1',
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: {
      wallets: new Map([['USD', { currency: 'USD', balance: toMinor(opts.cash ?? 1_000_000, 'USD'), reserved: 0, avgRate: null, realizedFx: 0 }]]),
      positions: new Map([[BOND, { ric: BOND, quantity: face, avgPrice: 98.5, avgFx: 1, realizedPrice: 0, realizedFx: 0 }]]),
      families: {},
    },
  };
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: RiskApproach.Cash,
      starting_cash_amount: 20_000_000,
      risk_weighted_limit: 20_000_000,
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
    instruments: new Map([
      [BOND, instrument(BOND, 'GovtBond', 'UST 3.5% 2027')],
      [REPO, instrument(REPO, 'Repo', 'USD REPO 1W')],
      ['GBP1WRP=', instrument('GBP1WRP=', 'Repo', 'GBP REPO 1W', 'GBP')],
    ]),
    players: new Map([[1, player]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  const market = new FakeMarket();
  market.set(BOND, 98.5, 98.6, 1.2);
  market.set(REPO, 5.08, 5.1);
  market.set('GBP1WRP=', 5.0, 5.1);
  const maturity = opts.bondMaturity === undefined ? '2027-10-31' : opts.bondMaturity;
  const rm = new RepoMarket(state, market, (ric) => (ric === BOND ? maturity : null));
  return { state, player, market, rm };
}

const enter = (rm: RepoMarket, player: PlayerState, quantity: unknown, id = 1, haircut?: number) =>
  openRepo(rm, player, { repoRic: REPO, collateralRic: BOND, quantity, personId: null }, haircut === undefined ? { id } : { id, haircut });

const usd = (p: PlayerState) => p.book.wallets.get('USD')!.balance;
const ledgerOf = (changes: Change[]) => changes.flatMap((c) => (c.kind === 'ledger' ? [[c.entry.reason, c.entry.amount] as const] : []));

describe('repos on the books', () => {
  it("books the worked example: +9,770,600.00 'repo cash' now; at maturity −9,770,600.00 'repo repayment' and −9,689.18 'repo interest'; the bond and its value stay the player's", () => {
    const { state, player, market, rm } = world();
    const before = valuePlayer(state, market, player);
    const opened = enter(rm, player, 10_000_000);
    const c = opened.value;
    expect(c).toMatchObject({ quantity: 10_000_000, clean_bid: 98.5, accrued_per_100: 1.2, haircut: 0.02, rate_percent: 5.1, cash: 977_060_000, open_date: '2026-01-05', maturity_date: '2026-01-12', days: 7 });
    expect(c.rate).toBeCloseTo(0.051, 15);
    expect(ledgerOf(opened.changes)).toEqual([['repo_cash', 977_060_000]]);
    expect(usd(player)).toBe(100_000_000 + 977_060_000);
    expect(player.book.positions.get(BOND)!.quantity).toBe(10_000_000);
    expect(repoView(c, market)).toMatchObject({ collateral_value: 9_970_000, cash: 9_770_600, repurchase_amount: 9_780_289.178333333, days: 7, repo_contract_ccy: 'USD' });
    expect(repoView(c, market).interest_at_maturity).toBeCloseTo(9_689.18, 2);
    // A liability: the market value does not move at opening.
    const open = valuePlayer(state, market, player);
    expect(open.marketValue).toBeCloseTo(before.marketValue, 6);
    expect(open.allocations.Repo).toBeCloseTo(9_770_600, 6);
    expect(open.contracts.find((x) => x.family === 'repos')).toMatchObject({ value: -9_770_600, realized: 0, group: 'Repo' });
    expect(open.unrealized).toBeCloseTo(before.unrealized, 9);

    // Day 3: 9,770,600 × 5.10 % × 3/360 = 4,152.505 accrued, unrealised.
    market.at = T0 + 3 * DAY;
    const mid = valuePlayer(state, market, player);
    expect(mid.marketValue - before.marketValue).toBeCloseTo(-4_152.505, 6);
    expect(mid.unrealized - before.unrealized).toBeCloseTo(-4_152.505, 6);
    expect(repoView(c, market).accrued_interest).toBeCloseTo(4_152.505, 6);

    // Not due before the close of the maturity date; due at it (a later step catches up).
    market.at = Date.parse('2026-01-12T20:59:00Z');
    expect(settleDueRepos(rm).value).toEqual([]);
    market.at = Date.parse('2026-01-14T21:00:00Z');
    const settled = settleDueRepos(rm);
    expect(settled.value).toHaveLength(1);
    expect(ledgerOf(settled.changes)).toEqual([
      ['repo_repayment', -977_060_000],
      ['repo_interest', -968_918],
    ]);
    expect(usd(player)).toBe(100_000_000 - 968_918);
    expect(settled.value[0]).toMatchObject({ interest: 968_918, settlement: 'maturity' });
    expect(repoView(settled.value[0]!, market)).toMatchObject({ settled: true, paid_interest: 9_689.18, settlement_date: '2026-01-12' });
    expect(settled.events.map((e) => e.type)).toEqual(['update_wallets', 'repo_settled']);
    expect(player.book.families.repos!.open.size).toBe(0);
    // The interest moves from unrealised to realised; the bond is free again.
    const after = valuePlayer(state, market, player);
    expect(after.marketValue - before.marketValue).toBeCloseTo(-9_689.18, 6);
    expect(after.realized - before.realized).toBeCloseTo(-9_689.18, 6);
    expect(after.unrealized).toBeCloseTo(before.unrealized, 6);
    expect(repoPositionFields(player.book, BOND, state.instruments.get(BOND)!)).toEqual({ repoed_amount: 0, available_repoable_amount: 10_000_000, repo_maturity_date: null });
    expect(totalRepoedAmount(player.book)).toBeCloseTo(9_770_600, 6);
  });

  it('refuses a quantity above the available repoable amount, and allows two repos on one bond up to it', () => {
    const { player, rm, state, market } = world();
    expect(() => enter(rm, player, 10_000_001)).toThrow('The amount is above the available repoable amount');
    enter(rm, player, 6_000_000, 1);
    expect(repoPositionFields(player.book, BOND, state.instruments.get(BOND)!)).toEqual({ repoed_amount: 6_000_000, available_repoable_amount: 4_000_000, repo_maturity_date: '2026-01-12' });
    try {
      enter(rm, player, 4_000_001, 2);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(Refusal);
      expect((e as Refusal).details).toEqual({ available_repoable_amount: 4_000_000 });
    }
    const second = enter(rm, player, 4_000_000, 2);
    expect(second.value.cash).toBe(toMinor(4_000_000 * 0.997 * 0.98, 'USD'));
    expect(repoedQuantity(player.book, BOND)).toBe(10_000_000);
    expect(() => enter(rm, player, 1, 3)).toThrow('The amount is above the available repoable amount');
    // Both settle at maturity, each with its own interest.
    market.at = Date.parse('2026-01-12T21:00:00Z');
    const settled = settleDueRepos(rm);
    expect(settled.value.map((c) => c.id)).toEqual([1, 2]);
    expect(ledgerOf(settled.changes).filter(([r]) => r === 'repo_interest')).toEqual([
      ['repo_interest', -toMinor((toMinor(6_000_000 * 0.997 * 0.98, 'USD') / 100) * 0.051 * (7 / 360), 'USD')],
      ['repo_interest', -toMinor((toMinor(4_000_000 * 0.997 * 0.98, 'USD') / 100) * 0.051 * (7 / 360), 'USD')],
    ]);
  });

  it('refuses what the rules forbid, changing nothing: no bond, not a bond, another currency, a short, zero, a bond maturing before the repo', () => {
    const { player, rm, state } = world({ bondMaturity: '2026-01-09' });
    const cash = usd(player);
    expect(() => openRepo(rm, player, { repoRic: REPO, collateralRic: null, quantity: 1000, personId: null }, { id: 1 })).toThrow('A collateral bond must be selected');
    expect(() => openRepo(rm, player, { repoRic: REPO, collateralRic: REPO, quantity: 1000, personId: null }, { id: 1 })).toThrow('Only a bond can be repoed');
    expect(() => openRepo(rm, player, { repoRic: 'GBP1WRP=', collateralRic: BOND, quantity: 1000, personId: null }, { id: 1 })).toThrow("The collateral bond must be in the repo's currency");
    for (const q of [0, -5, 1.5, '100']) expect(() => enter(rm, player, q)).toThrow('The amount must be a whole number above 0');
    // The bond matures on Friday 9 January, before the repo's Monday 12 January.
    expect(() => enter(rm, player, 1000)).toThrow('The collateral bond matures before the repo');
    expect(() => openRepo(rm, player, { repoRic: BOND, collateralRic: BOND, quantity: 1000, personId: null }, { id: 1 })).toThrow('Could not retrieve financial instrument!');
    const ok = world();
    ok.player.book.positions.get(BOND)!.quantity = -1000;
    expect(() => enter(ok.rm, ok.player, 1000)).toThrow('Only a bond you hold long can be repoed');
    expect(usd(player)).toBe(cash);
    expect(player.book.families.repos?.open.size ?? 0).toBe(0);
    void state;
  });

  it('caps a sell at owned − repoed, on the order ticket limit, an order and a forced order alike', () => {
    const { state, player, market, rm } = world();
    enter(rm, player, 7_500_000);
    const bond = state.instruments.get(BOND)!;
    const sell = limitFor(state, market, player, bond, TransactionType.Sell, (98.5 + 1.2) / 100);
    expect(sell).toMatchObject({ max: 2_500_000, reason: 'Cannot sell' });
    expect(() => placeOrder(state, market, player, { ric: BOND, resourcetype: 'MarketOrder', transaction: TransactionType.Sell, quantity: 2_500_001 }, { refusal: null, isRealTime: false })).toThrow('Cannot sell');
    const sold = placeOrder(state, market, player, { ric: BOND, resourcetype: 'MarketOrder', transaction: TransactionType.Sell, quantity: 2_500_000 }, { refusal: null, isRealTime: false });
    expect(sold.value.status).toBe(1);
    expect(player.book.positions.get(BOND)!.quantity).toBe(7_500_000);
    expect(limitFor(state, market, player, bond, TransactionType.Sell, 0.997).max).toBe(0);
    expect(() => forceOrder(state, market, player, { ric: BOND, transaction: TransactionType.Sell, quantity: 1, forced_price: 98, person_id: null, forced_by: 'admin' })).toThrow(Refusal);
  });

  it('lends at the collateral value with haircut 0, and the value counts the accrued interest', () => {
    const { player, rm } = world();
    const c = enter(rm, player, 10_000_000, 1, 0).value;
    expect(c.cash).toBe(997_000_000); // 10,000,000 × (98.50 + 1.20) / 100
    expect(c.haircut).toBe(0);
    const clean = world();
    clean.market.set(BOND, 98.5, 98.6, 0);
    expect(enter(clean.rm, clean.player, 10_000_000).value.cash).toBe(toMinor(9_850_000 * 0.98, 'USD'));
  });

  it('repays at maturity whatever the wallet holds: without enough cash the wallet goes negative (lombard applies)', () => {
    const { state, player, market, rm } = world({ cash: 0 });
    enter(rm, player, 10_000_000);
    // The cash is spent (another bond bought, here simply taken out).
    player.book.wallets.set('USD', { ...player.book.wallets.get('USD')!, balance: 0 });
    market.at = Date.parse('2026-01-12T21:00:00Z');
    settleDueRepos(rm);
    expect(usd(player)).toBe(-977_060_000 - 968_918);
    void state;
  });

  it('pays a coupon falling during the term to the player: the bond stays in the position', () => {
    const { state, player, market, rm } = world();
    enter(rm, player, 10_000_000);
    const calendar: IncomeCalendar = {
      dividends: () => [],
      coupons: (ric, from, to) => (ric === BOND && from < Date.parse('2026-01-08T21:00:00Z') && to >= Date.parse('2026-01-08T21:00:00Z') ? [{ date: '2026-01-08', per100: 1.75 }] : []),
      maturity: () => null,
      overnightRate: () => 0,
      lombardRate: () => 0,
    };
    market.at = Date.parse('2026-01-09T21:00:00Z');
    const income = processIncome(state, market, calendar, T0, market.at, [], { payCashInterest: false });
    expect(ledgerOf(income.changes)).toEqual([['coupon', toMinor(10_000_000 * 0.0175, 'USD')]]);
    market.at = Date.parse('2026-01-12T21:00:00Z');
    const settled = settleDueRepos(rm);
    expect(ledgerOf(settled.changes)).toEqual([
      ['repo_repayment', -977_060_000],
      ['repo_interest', -968_918],
    ]);
    expect(usd(player)).toBe(100_000_000 + 17_500_000 - 968_918);
  });

  it('settles early at the interest accrued so far when the session ends or the positions are closed', () => {
    const { state, player, market, rm } = world();
    enter(rm, player, 10_000_000);
    market.at = T0 + 3 * DAY;
    const r = settleAllRepos(rm);
    expect(r.value[0]).toMatchObject({ settlement: 'early', interest: toMinor(4_152.505, 'USD') });
    expect(ledgerOf(r.changes)).toEqual([
      ['repo_repayment', -977_060_000],
      ['repo_interest', -415_250], // 4,152.505 rounds half to even
    ]);
    // Close positions settles repos first, then sells the freed bond.
    const other = world();
    enter(other.rm, other.player, 10_000_000);
    const closed = closeAllPositions(other.state, other.market);
    expect(closed.value.failed).toEqual([]);
    expect(other.player.book.positions.get(BOND)!.quantity).toBe(0);
    expect(ledgerOf(closed.changes).map(([reason]) => reason)).toEqual(['repo_repayment', 'trade', 'accrued_interest_received']);
    void state;
  });

  it('keeps money conserved and the summary reconciled across open, accrual and maturity, a foreign loan included; paid_repo_interest counts the interest', () => {
    const { state, player, market, rm } = world();
    player.book.wallets.set('GBP', { currency: 'GBP', balance: 0, reserved: 0, avgRate: 1.27, realizedFx: 0 });
    state.instruments.set('GILT=', instrument('GILT=', 'GovtBond', 'UK Gilt 2030', 'GBP'));
    player.book.positions.set('GILT=', { ric: 'GILT=', quantity: 1_000_000, avgPrice: 97, avgFx: 1.27, realizedPrice: 0, realizedFx: 0 });
    market.fx.set('GBP', 1.27);
    market.set('GILT=', 97, 97.2, 0.5);
    const ledger = new Map<string, number>([['USD', usd(player)], ['GBP', 0]]);
    const apply = (changes: Change[]) => {
      changes.push(...accountCash(state, changes, (c) => market.fxToReporting(c)));
      for (const c of changes) if (c.kind === 'ledger') ledger.set(c.entry.currency, ledger.get(c.entry.currency)! + c.entry.amount);
    };
    const reconciles = () => {
      const v = valuePlayer(state, market, player);
      const s = booksSummary(state, market, player, v);
      expect(v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees!)).toBeCloseTo(0, 6);
      for (const [ccy, sum] of ledger) expect(player.book.wallets.get(ccy)!.balance).toBe(sum);
      return v;
    };
    // The books as if the bonds had been bought with the starting cash: the trades are what cash is missing.
    player.flows = { trades: usd(player) / 100 - 20_000_000, income: 0, fees: 0 };
    reconciles();
    apply(enter(rm, player, 4_000_000).changes);
    apply(openRepo(rm, player, { repoRic: 'GBP1WRP=', collateralRic: 'GILT=', quantity: 1_000_000, personId: null }, { id: 2 }).changes);
    reconciles();
    market.at = T0 + 4 * DAY;
    market.fx.set('GBP', 1.3);
    reconciles();
    market.at = Date.parse('2026-01-12T21:00:00Z');
    apply(settleDueRepos(rm).changes);
    const v = reconciles();
    // Realised: both interests and the GBP loan's FX move (the pound rose: the loan cost more dollars).
    const usdCash = 3_908_240; // 4,000,000 × 99.70 % × 98 %
    const usdInterest = toMinor((usdCash * 0.051 * 7) / 360, 'USD') / 100; // 3,875.67
    const gbpCash = 955_500; // 1,000,000 × 97.50 % × 98 %
    const gbpInterest = toMinor((gbpCash * 0.051 * 7) / 365, 'GBP') / 100; // 934.56 on ACT/365
    expect([usdInterest, gbpInterest]).toEqual([3_875.67, 934.56]);
    expect(player.book.families.repos!.realized).toBeCloseTo(-usdInterest - gbpInterest * 1.3 - gbpCash * (1.3 - 1.27), 6);
    expect(v.realized).toBeCloseTo(player.book.families.repos!.realized, 6);
    expect(paidUnder(player.flows, 'repo_interest')).toBeCloseTo(usdInterest + gbpInterest * 1.3, 6);
    const view = playerView(state, market, player, { open_orders: [], player_history: [], failed_executions: [] });
    expect(view.paid_repo_interest).toBeCloseTo(paidUnder(player.flows, 'repo_interest')!, 9);
    expect(view.total_repoed_amount).toBeCloseTo(usdCash + gbpCash * 1.27, 6);
    expect(view.financial_instruments.find((p) => p.underlying_asset.ric === BOND)).toMatchObject({ repoed_amount: 0, available_repoable_amount: 10_000_000, repo_maturity_date: null });
  });
});
