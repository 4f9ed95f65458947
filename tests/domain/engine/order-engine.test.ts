/**
 * The order engine on a market whose prices and time the test sets: stops that always fire,
 * a triggered order that cannot fill listed once, the cap on open orders, on-open and on-close
 * orders on a 24-hour market, short selling on FX only, and the bond purchase short of cash.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, OrderStatus, RiskApproach, ScenarioType, TransactionType } from '../../../domain/enums';
import type { EngineState } from '../../../domain/engine/engine-state';
import { checkOdas, setOda } from '../../../domain/engine/oda';
import { MAX_OPEN_ORDERS, checkPendingOrders, executeMarketOrder, placeOrder, type OrderRequest } from '../../../domain/engine/orders';
import type { Change, EngineSettings, MarketView, PlayerState, Quote, SessionInstrument } from '../../../domain/engine/types';
import { isMarketOpen } from '../../../domain/market-hours';
import { FIXED_MARKET_HOURS } from '../../../domain/market-hours-defaults';
import { MESSAGES } from '../../../domain/messages';
import { toMinor } from '../../../domain/money';
import { Refusal } from '../../../domain/refusal';
import { REFUSAL } from '../../../domain/trading/order-limits';

const instrument = (ric: string, resourcetype: string, assetClass: AssetClass, group: SessionInstrument['group'], extra: Partial<SessionInstrument> = {}): SessionInstrument => ({
  ric,
  asset_id: ric.length,
  name: ric,
  ticker: ric,
  resourcetype,
  base_currency: resourcetype === 'FX' ? 'EUR' : 'USD',
  variable_currency: 'USD',
  asset_class: assetClass,
  group,
  unit_factor: 1,
  risk_weight: 1,
  no_of_decimals: 2,
  market_hours: null,
  ...extra,
});

const STOCK = instrument('STOCK', 'Equity', AssetClass.Equities, 'Equities');
const EURUSD = instrument('EUR=', 'FX', AssetClass.FX, 'FX', { market_hours: FIXED_MARKET_HOURS.find((r) => r.geography === 'FX')! });
const BOND = instrument('BOND', 'GovtBond', AssetClass.GovtBonds, 'Bonds', { unit_factor: 0.01 });

/** A real-time market at a time and with prices the test sets; open by the market-open rule. */
class TestMarket implements MarketView {
  constructor(
    public at: number,
    public readonly quotes: Map<string, Quote>,
  ) {}
  now() {
    return this.at;
  }
  quote(ric: string) {
    return this.quotes.get(ric) ?? null;
  }
  fxToReporting() {
    return 1;
  }
  isOpen(i: SessionInstrument) {
    return isMarketOpen({ resourcetype: i.resourcetype, hours: i.market_hours, at: new Date(this.at), scenarioType: ScenarioType.RealTime });
  }
}

const WEDNESDAY = Date.parse('2026-11-18T15:00:00Z');

function setup(settings: Partial<EngineSettings> = {}, cash = 1_000_000) {
  const s: EngineSettings = {
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
    asset_class_options: [],
    ...settings,
  };
  const player: PlayerState = { id: 1, user_id: 1, name: 'p1', deals: 0, book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(cash, 'USD'), reserved: 0 }]]), positions: new Map(), families: {} } };
  const state: EngineState = { settings: s, instruments: new Map([STOCK, EURUSD, BOND].map((i) => [i.ric, i])), players: new Map([[1, player]]), openOrders: new Map(), nextOrderId: 1, odas: new Map() };
  const market = new TestMarket(
    WEDNESDAY,
    new Map([
      ['STOCK', { bid: 100, ask: 100, accruedPer100: 0 }],
      ['EUR=', { bid: 1.1, ask: 1.1, accruedPer100: 0 }],
      ['BOND', { bid: 100, ask: 100, accruedPer100: 0 }],
    ]),
  );
  const order = (req: Partial<OrderRequest>) =>
    placeOrder(state, market, player, { ric: 'STOCK', resourcetype: 'MarketOrder', transaction: TransactionType.Buy, quantity: 1, ...req }, { refusal: null, isRealTime: true });
  return { state, market, player, order };
}

const refusalOf = (run: () => unknown): Refusal => {
  try {
    run();
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
  throw new Error('not refused');
};
const failures = (changes: Change[]) => changes.filter((c) => c.kind === 'failed_execution');

describe('stops that always fire', () => {
  it('fires a stop loss while the group sits at its allocation band’s lower bound', () => {
    // Equities at least 30 % of the portfolio; 3,000 shares at 100 of 1,000,000: exactly 30 %.
    const { state, market, player, order } = setup({ asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.3, upper_limit: null }] });
    order({ quantity: 3_000 });
    setOda(state, market, player, { ric: 'STOCK', stop_loss_price: 95, take_profit_price: null });
    market.quotes.set('STOCK', { bid: 94, ask: 94, accruedPer100: 0 });
    const r = checkOdas(state, market);
    expect(r.value).toBe(1);
    expect(player.book.positions.get('STOCK')!.quantity).toBe(0);
    expect(failures(r.changes)).toEqual([]);
    const fills = r.changes.filter((c) => c.kind === 'order');
    expect(fills).toEqual([expect.objectContaining({ order: expect.objectContaining({ status: OrderStatus.Executed, trigger: 'stop_loss', quantity: 3_000, open_price: 94 }) })]);
    expect(state.odas.size).toBe(0);
  });

  it('fires a stop loss while an enforced metric limit is breached', () => {
    const { state, market, player, order } = setup({ metrics_limits: [{ metric_type: 'Volatility', lower_limit: null, upper_limit: 0.01, enforced: true }] });
    order({ quantity: 1_000 });
    player.metrics = { portfolio_volatility: 0.4, alpha: 0, beta: 1, sharpe_ratio: 0, treynor_ratio: 0, var05: 0, market_index_return: 0 };
    // Adding exposure is refused with the limit named; the stop still closes the position.
    expect(refusalOf(() => order({ quantity: 1 })).message).toMatch(/^Volatility limit breached/);
    setOda(state, market, player, { ric: 'STOCK', stop_loss_price: 95, take_profit_price: null });
    market.quotes.set('STOCK', { bid: 90, ask: 90, accruedPer100: 0 });
    expect(checkOdas(state, market).value).toBe(1);
    expect(player.book.positions.get('STOCK')!.quantity).toBe(0);
  });

  it('keeps a triggered order that cannot fill open, listed once in Failed Executions over many steps, until it fills', () => {
    const { state, market, player, order } = setup();
    order({ quantity: 10 });
    // The engine's own order asks more than is held (the player sold some meanwhile): it cannot fill.
    const r = executeMarketOrder(state, market, player, { ric: 'STOCK', transaction: TransactionType.Sell, quantity: 15, trigger: 'stop_loss' });
    expect(r.value).toMatchObject({ status: OrderStatus.Created, last_error: REFUSAL.cannotSell });
    expect(failures(r.changes)).toHaveLength(1);
    expect(state.openOrders.has(r.value.id)).toBe(true);
    const later: Change[] = [];
    for (let tick = 1; tick <= 50; tick++) {
      market.at += 5_000;
      later.push(...checkPendingOrders(state, market, 'tick').changes);
    }
    expect(failures(later)).toEqual([]);
    // No new orders were written: only the one, retried.
    expect(new Set(later.filter((c) => c.kind === 'order').map((c) => (c.kind === 'order' ? c.order.id : 0)))).toEqual(new Set([r.value.id]));
    // Once it can fill, it does.
    order({ quantity: 5 });
    market.at += 5_000;
    expect(checkPendingOrders(state, market, 'tick').value).toBe(1);
    expect(player.book.positions.get('STOCK')!.quantity).toBe(0);
    expect(state.openOrders.size).toBe(0);
  });
});

describe('open orders per player', () => {
  it(`refuses the order that would rest beyond ${MAX_OPEN_ORDERS}, with the issue’s text, and still executes market orders`, () => {
    const { state, order } = setup();
    for (let k = 0; k < MAX_OPEN_ORDERS; k++) order({ resourcetype: 'LimitOrder', limit_price: 1e-9 });
    expect(state.openOrders.size).toBe(MAX_OPEN_ORDERS);
    const refused = refusalOf(() => order({ resourcetype: 'LimitOrder', limit_price: 1e-9 }));
    expect(refused).toMatchObject({ kind: 'conflict', message: MESSAGES.tooManyOpenOrders });
    expect(MESSAGES.tooManyOpenOrders).toBe(`You can have at most ${MAX_OPEN_ORDERS} open orders.`);
    expect(order({ quantity: 1 }).value.status).toBe(OrderStatus.Executed);
  });
});

describe('on-open and on-close orders on a 24-hour market (FX)', () => {
  it('fills on close just before the Friday close, not before; on open at the weekly open, not at any tick before', () => {
    const { state, market, order } = setup();
    const moc = order({ ric: 'EUR=', resourcetype: 'MarketOnCloseOrder', quantity: 1_000 }).value;
    const moo = order({ ric: 'EUR=', resourcetype: 'MarketOnOpenOrder', quantity: 2_000 }).value;
    expect(moc.execute_at).toBe(Date.parse('2026-11-20T23:58:00Z'));
    expect(moo.execute_at).toBe(Date.parse('2026-11-23T00:00:00Z'));
    const step = (iso: string) => {
      market.at = Date.parse(iso);
      return checkPendingOrders(state, market, 'tick').value;
    };
    expect(step('2026-11-19T12:00:00Z')).toBe(0);
    expect(step('2026-11-20T23:57:55Z')).toBe(0);
    expect(step('2026-11-20T23:58:00Z')).toBe(1);
    expect(state.openOrders.has(moc.id)).toBe(false);
    expect(step('2026-11-21T12:00:00Z')).toBe(0); // the weekend: closed
    expect(step('2026-11-23T00:00:05Z')).toBe(1);
    expect(state.openOrders.size).toBe(0);
  });

  it('moves an on-close order that missed its close (nothing ran in time) to the next one', () => {
    const { state, market, order } = setup();
    const moc = order({ ric: 'EUR=', resourcetype: 'MarketOnCloseOrder', quantity: 1_000 }).value;
    market.at = Date.parse('2026-11-23T09:00:00Z'); // Monday: the Friday close was missed
    const r = checkPendingOrders(state, market, 'tick');
    expect(r.value).toBe(0);
    expect(state.openOrders.get(moc.id)!.execute_at).toBe(Date.parse('2026-11-27T23:58:00Z'));
    expect(r.changes).toEqual([expect.objectContaining({ kind: 'order' })]);
  });
});

describe('short selling on spot FX only', () => {
  it('refuses a short sale of a non-FX instrument whatever allow_short_sell says, and allows one on FX even when it is off', () => {
    const on = setup({ allow_short_sell: true, allow_short_only_on_fx: true });
    expect(refusalOf(() => on.order({ transaction: TransactionType.ShortSell, quantity: 10 })).message).toBe(REFUSAL.shortOnlyOnFx);
    const fxOnly = setup({ allow_short_sell: false, allow_short_only_on_fx: true });
    expect(fxOnly.order({ ric: 'EUR=', transaction: TransactionType.ShortSell, quantity: 10_000 }).value.status).toBe(OrderStatus.Executed);
    expect(fxOnly.player.book.positions.get('EUR=')!.quantity).toBe(-10_000);
  });
});

describe('bond purchases', () => {
  it('says Insufficient funds when an unlevered purchase is short of cash', () => {
    const { order } = setup({}, 50_000);
    const refused = refusalOf(() => order({ ric: 'BOND', quantity: 60_000 }));
    expect(refused).toMatchObject({ message: REFUSAL.insufficientFunds, details: { max_quantity: 50_000 } });
  });
});
