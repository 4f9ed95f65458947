/**
 * Orders: placing (with every ticket rule checked), executing at the bid or ask, resting
 * limit and on-open/on-close orders with their reserved collateral (at most MAX_OPEN_ORDERS a
 * player), checking them as the market moves, and cancelling. Each operation returns the
 * changes to persist and the events to send; nothing here does I/O.
 */
import { contractNotOrder, isContractFamily } from '../trading/asset-classes';
import { dealDone } from './deals';
import { OrderStatus, TransactionType, type OrderResourcetype } from '../enums';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH, RATIONALE_REQUIRED } from '../constants';
import { MESSAGES } from '../messages';
import { toMinor } from '../money';
import { applyFill } from '../trading/execution';
import { bookBondFill } from './bond-books/lots';
import { freeCashMinor } from '../trading/book';
import { missedItsSession, onOpenCloseDueAt, type OnOpenCloseType } from '../trading/on-open-close';
import { REFUSAL } from '../trading/order-limits';
import { NOT_LISTED_YET } from '../market/instrument';
import { conflict, invalid, notFound } from '../refusal';
import { limitFor, markOf, type EngineState } from './engine-state';
import type { Change, EngineEvent, EngineResult, MarketView, Order, PlayerState, SessionInstrument } from './types';
import { instrumentEvent, orderEvent, walletsEvent } from './events';

export interface OrderRequest {
  ric: string;
  resourcetype: OrderResourcetype;
  transaction: TransactionType;
  quantity: number;
  limit_price?: number | null;
  person_id?: number | null;
  forecast?: string | null;
  investment_rationale?: string | null;
  term?: string | null;
  analysis?: string | null;
  client_order_id?: string | null;
}

export interface TradingContext {
  /** Null when trading is allowed now; otherwise the reason it is not. */
  refusal: string | null;
  isRealTime: boolean;
}

export const MARKET_NOT_OPEN = 'Market is not open!';

/**
 * Open orders a player may have at once (issue 12, "bounded work"): each is checked at every
 * step, and one far from the market (a buy limit at 1e-9 reserves nothing) would never leave.
 */
export const MAX_OPEN_ORDERS = 200;

const isOnOpenClose = (type: OrderResourcetype): type is OnOpenCloseType => type === 'MarketOnOpenOrder' || type === 'MarketOnCloseOrder';

function openOrderCount(state: EngineState, playerId: number): number {
  let n = 0;
  for (const o of state.openOrders.values()) if (o.player_id === playerId) n++;
  return n;
}

const signed = (o: Pick<Order, 'transaction' | 'quantity'>) => (o.transaction === TransactionType.Buy ? o.quantity : -o.quantity);

/** A buy that is not covering, or a short sale: it opens exposure and so reserves collateral. */
function opensExposure(player: PlayerState, o: Pick<Order, 'ric' | 'transaction'>): boolean {
  if (o.transaction === TransactionType.ShortSell) return true;
  if (o.transaction === TransactionType.Sell) return false;
  return (player.book.positions.get(o.ric)?.quantity ?? 0) >= 0;
}

function executionPrice(state: EngineState, market: MarketView, instrument: SessionInstrument, transaction: TransactionType) {
  const m = markOf(state, market, instrument.ric);
  const price = transaction === TransactionType.Buy ? m.ask : m.bid;
  return { price, accrued: m.accruedPer100, unitPrice: (price + m.accruedPer100) * instrument.unit_factor };
}

function validateRequest(state: EngineState, player: PlayerState, req: OrderRequest, ctx: TradingContext): SessionInstrument {
  if (ctx.refusal) throw conflict(ctx.refusal);
  const instrument = state.instruments.get(req.ric);
  if (!instrument) throw invalid('Could not retrieve financial instrument!');
  if (isContractFamily(instrument.resourcetype)) throw invalid(contractNotOrder(instrument.resourcetype));
  if (!player.book.wallets.has(instrument.variable_currency)) throw invalid('Wallet not found!');
  if (!Number.isInteger(req.quantity) || req.quantity <= 0) throw invalid('Quantity must be a whole number above 0');
  if (isOnOpenClose(req.resourcetype) && (!ctx.isRealTime || instrument.resourcetype === 'Crypto')) {
    throw invalid('Market-on-open and market-on-close orders exist only in real-time sessions, and not for crypto');
  }
  if (req.resourcetype === 'LimitOrder' && !(typeof req.limit_price === 'number' && req.limit_price > 0)) {
    throw invalid('A limit order needs a limit price above 0');
  }
  if (state.settings.require_investment_rationale) {
    const length = (req.investment_rationale ?? '').trim().length;
    if (length < RATIONALE_MIN_LENGTH || length > RATIONALE_MAX_LENGTH) {
      throw invalid(RATIONALE_REQUIRED, { min: RATIONALE_MIN_LENGTH, max: RATIONALE_MAX_LENGTH });
    }
  }
  return instrument;
}

export function newOrder(state: EngineState, player: PlayerState, req: OrderRequest, now: number): Order {
  return {
    id: state.nextOrderId++,
    player_id: player.id,
    person_id: req.person_id ?? null,
    ric: req.ric,
    resourcetype: req.resourcetype,
    transaction: req.transaction,
    quantity: req.quantity,
    limit_price: req.limit_price ?? null,
    status: OrderStatus.Created,
    open_price: null,
    accrued_per_100: 0,
    collateral: 0,
    forecast: req.forecast ?? null,
    investment_rationale: req.investment_rationale ?? null,
    term: req.term ?? null,
    analysis: req.analysis ?? null,
    client_order_id: req.client_order_id ?? null,
    timestamp: now,
    executed_at: null,
    canceled_at: null,
    fx: null,
    last_error: null,
    execution_tries: 0,
  };
}

/**
 * Fills an order at the current bid/ask if every limit allows it. Returns the refusal text
 * instead when one binds (the order is then left as it was).
 */
export function fillOrder(
  state: EngineState,
  market: MarketView,
  player: PlayerState,
  order: Order,
  changes: Change[],
  events: EngineEvent[],
  /** The caller already checked the limits at this very price and state (a market order placed now). */
  limitsChecked = false,
): string | null {
  const instrument = state.instruments.get(order.ric)!;
  const { price, accrued, unitPrice } = executionPrice(state, market, instrument, order.transaction);
  if (!(price > 0)) return MARKET_NOT_OPEN;
  // A resting order's own collateral is released before the full check at execution.
  const wallet = player.book.wallets.get(instrument.variable_currency)!;
  const released = { ...wallet, reserved: wallet.reserved - order.collateral };
  player.book.wallets.set(wallet.currency, released);
  if (!limitsChecked) {
    const limit = limitFor(state, market, player, instrument, order.transaction, unitPrice);
    if (order.quantity > limit.max) {
      player.book.wallets.set(wallet.currency, wallet);
      return limit.reason ?? REFUSAL.buyPastLimit;
    }
  }
  bookFill(state, market, player, order, { price, accrued }, changes, events);
  return null;
}

/**
 * Books a fill of `order` at `price` (bonds: clean, with `accrued` per 100): the ledger entries,
 * wallet, position, the player's deals, the order executed, and the events. The caller checked
 * whatever limits apply and released the order's collateral. Also used by forced fills
 * (forced-orders.ts), which then split their cash line.
 */
export function bookFill(
  state: EngineState,
  market: MarketView,
  player: PlayerState,
  order: Order,
  at: { price: number; accrued: number },
  changes: Change[],
  events: EngineEvent[],
): void {
  const { price, accrued } = at;
  const instrument = state.instruments.get(order.ric)!;
  const wallet = player.book.wallets.get(instrument.variable_currency)!;
  const fx = market.fxToReporting(instrument.variable_currency);
  const outcome = applyFill(wallet, player.book.positions.get(order.ric), {
    orderId: order.id,
    ric: order.ric,
    variableCurrency: instrument.variable_currency,
    reportingCurrency: state.settings.reporting_currency,
    quantity: signed(order),
    price,
    accruedPer100: accrued,
    unitFactor: instrument.unit_factor,
    fx,
  });
  // HTM/AFS bonds: lots with their effective rates, sales FIFO (engine/bond-books).
  const lots = bookBondFill(state, player, instrument, player.book.positions.get(order.ric), outcome.position, { quantity: signed(order), price, accrued, fx, at: market.now(), orderId: order.id });
  player.book.wallets.set(wallet.currency, outcome.wallet);
  player.book.positions.set(order.ric, outcome.position);
  const deal = dealDone(player);
  const now = market.now();
  Object.assign(order, { status: OrderStatus.Executed, open_price: price, accrued_per_100: accrued, collateral: 0, executed_at: now, fx, last_error: null });
  for (const entry of outcome.entries) changes.push({ kind: 'ledger', player_id: player.id, entry, at: now });
  if (lots) changes.push(lots);
  changes.push(
    { kind: 'wallet', player_id: player.id, wallet: outcome.wallet },
    { kind: 'position', player_id: player.id, position: outcome.position },
    { kind: 'order', order: { ...order } },
    deal,
  );
  events.push(
    orderEvent('order_executed', order, instrument),
    walletsEvent(player),
    instrumentEvent(player.id, outcome.position, instrument),
  );
}

function reserveCollateral(state: EngineState, market: MarketView, player: PlayerState, order: Order, instrument: SessionInstrument): void {
  if (!opensExposure(player, order)) return;
  const reference = order.limit_price ?? executionPrice(state, market, instrument, order.transaction).price;
  const amount = toMinor(state.settings.limit_order_collateral * order.quantity * reference * instrument.unit_factor, instrument.variable_currency);
  const wallet = player.book.wallets.get(instrument.variable_currency)!;
  if (amount > freeCashMinor(wallet)) throw invalid(REFUSAL.insufficientFunds, { collateral_needed: amount });
  order.collateral = amount;
  player.book.wallets.set(wallet.currency, { ...wallet, reserved: wallet.reserved + amount });
}

function marketable(order: Order, price: number): boolean {
  if (order.limit_price === null) return true;
  return order.transaction === TransactionType.Buy ? price <= order.limit_price : price >= order.limit_price;
}

/** Places an order: executes a market (or marketable limit) order now, or rests it. */
export function placeOrder(
  state: EngineState,
  market: MarketView,
  player: PlayerState,
  req: OrderRequest,
  ctx: TradingContext,
): EngineResult<Order> {
  const instrument = validateRequest(state, player, req, ctx);
  if (market.notListedYet?.(req.ric)) throw invalid(NOT_LISTED_YET);
  const open = market.isOpen(instrument);
  if (req.resourcetype === 'MarketOrder' && !open) {
    throw invalid(REFUSAL.marketClosed, { market_hours: instrument.market_hours });
  }
  const { price, unitPrice } = executionPrice(state, market, instrument, req.transaction);
  const checkPrice = req.resourcetype === 'LimitOrder' ? (req.limit_price! + (markOf(state, market, req.ric).accruedPer100)) * instrument.unit_factor : unitPrice;
  const limit = limitFor(state, market, player, instrument, req.transaction, checkPrice);
  if (req.quantity > limit.max) {
    throw invalid(limit.reason ?? REFUSAL.buyPastLimit, { max_quantity: limit.max, remaining_short_sell_amount_limit: limit.remainingShort });
  }
  const order = newOrder(state, player, req, market.now());
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const executeNow = req.resourcetype === 'MarketOrder' || (req.resourcetype === 'LimitOrder' && open && marketable(order, price));
  if (executeNow) {
    const refusal = fillOrder(state, market, player, order, changes, events, req.resourcetype === 'MarketOrder');
    if (refusal) throw invalid(refusal, { max_quantity: limit.max });
    return { value: order, changes, events };
  }
  if (openOrderCount(state, player.id) >= MAX_OPEN_ORDERS) throw conflict(MESSAGES.tooManyOpenOrders, { max_open_orders: MAX_OPEN_ORDERS });
  if (isOnOpenClose(order.resourcetype)) order.execute_at = onOpenCloseDueAt(order.resourcetype, instrument, order.timestamp);
  reserveCollateral(state, market, player, order, instrument);
  state.openOrders.set(order.id, order);
  changes.push({ kind: 'order', order: { ...order } }, { kind: 'wallet', player_id: player.id, wallet: player.book.wallets.get(instrument.variable_currency)! });
  events.push(
    orderEvent('order_updated', order, instrument),
    walletsEvent(player),
  );
  return { value: order, changes, events };
}

/** A real-time tick, or a historical period (which is a whole day: its open and its close at once). */
export type StepKind = 'tick' | 'period';

/**
 * Whether an on-open or on-close order is due: from its execute_at until the market next closes.
 * One that missed its moment (nothing ran between its time and the close) moves to the next
 * open or close rather than filling later as if it were on time; execute_at is then updated.
 */
function onOpenCloseDue(order: Order & { resourcetype: OnOpenCloseType }, instrument: SessionInstrument, now: number): boolean {
  order.execute_at ??= onOpenCloseDueAt(order.resourcetype, instrument, order.timestamp);
  if (now < order.execute_at) return false;
  if (!missedItsSession(instrument, order.execute_at, now)) return true;
  order.execute_at = onOpenCloseDueAt(order.resourcetype, instrument, now);
  return false;
}

/** Whether a resting order's condition is met at this step. */
function due(order: Order, instrument: SessionInstrument, kind: StepKind, price: number, now: number): boolean {
  if (order.resourcetype === 'LimitOrder') return marketable(order, price);
  if (isOnOpenClose(order.resourcetype)) return kind === 'period' || onOpenCloseDue(order as Order & { resourcetype: OnOpenCloseType }, instrument, now);
  // A market order the engine placed (a triggered stop) that could not fill yet.
  return true;
}

/**
 * Checks every resting order against the market: executes those whose condition is met,
 * records why one could not be executed (the Failed Executions table: once per order and
 * reason, not at every step it is retried).
 */
export function checkPendingOrders(state: EngineState, market: MarketView, kind: StepKind): EngineResult<number> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let executed = 0;
  const now = market.now();
  for (const order of [...state.openOrders.values()].sort((a, b) => a.id - b.id)) {
    const instrument = state.instruments.get(order.ric)!;
    const player = state.players.get(order.player_id)!;
    if (!market.isOpen(instrument)) continue;
    const { price } = executionPrice(state, market, instrument, order.transaction);
    const scheduled = order.execute_at;
    if (!due(order, instrument, kind, price, now)) {
      if (order.execute_at !== scheduled) changes.push({ kind: 'order', order: { ...order } });
      continue;
    }
    order.execution_tries += 1;
    const refusal = fillOrder(state, market, player, order, changes, events);
    if (refusal === null) {
      state.openOrders.delete(order.id);
      executed++;
      continue;
    }
    if (order.last_error !== refusal) {
      order.last_error = refusal;
      changes.push({ kind: 'failed_execution', failure: { order_id: order.id, player_id: player.id, message: refusal, at: market.now() } });
    }
    changes.push({ kind: 'order', order: { ...order } });
  }
  return { value: executed, changes, events };
}

/** Cancels one open order of the player, releasing its collateral. */
export function cancelOrder(state: EngineState, player: PlayerState, orderId: number, now: number): EngineResult<Order> {
  const order = state.openOrders.get(orderId);
  if (!order || order.player_id !== player.id) throw notFound('Order not found or no longer open');
  const instrument = state.instruments.get(order.ric)!;
  const wallet = player.book.wallets.get(instrument.variable_currency)!;
  const released = { ...wallet, reserved: wallet.reserved - order.collateral };
  player.book.wallets.set(wallet.currency, released);
  Object.assign(order, { status: OrderStatus.Canceled, canceled_at: now, collateral: 0 });
  state.openOrders.delete(order.id);
  return {
    value: order,
    changes: [
      { kind: 'order', order: { ...order } },
      { kind: 'wallet', player_id: player.id, wallet: released },
    ],
    events: [
      orderEvent('order_canceled', order, instrument),
      walletsEvent(player),
    ],
  };
}

/** Cancels every open order of a player (or of everyone, when the session finishes). */
export function cancelAllOrders(state: EngineState, now: number, playerId?: number): EngineResult<number> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let n = 0;
  for (const order of [...state.openOrders.values()]) {
    if (playerId !== undefined && order.player_id !== playerId) continue;
    const r = cancelOrder(state, state.players.get(order.player_id)!, order.id, now);
    changes.push(...r.changes);
    events.push(...r.events);
    n++;
  }
  return { value: n, changes, events };
}

/**
 * A market order the engine places itself (an ODA closing a position): filled at once when it
 * can be. Otherwise it stays open, as a stop order does once triggered: listed once in Failed
 * Executions with its reason, retried at every step until it fills or the player cancels it.
 * (It reduces a position, so the trainer's allocation bands and metric limits never refuse it.)
 */
export function executeMarketOrder(
  state: EngineState,
  market: MarketView,
  player: PlayerState,
  req: Pick<OrderRequest, 'ric' | 'transaction' | 'quantity' | 'investment_rationale'> & { trigger: Order['trigger'] },
): EngineResult<Order> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const order = { ...newOrder(state, player, { ...req, resourcetype: 'MarketOrder' }, market.now()), trigger: req.trigger };
  const refusal = fillOrder(state, market, player, order, changes, events);
  if (refusal === null) return { value: order, changes, events };
  Object.assign(order, { last_error: refusal, execution_tries: 1 });
  state.openOrders.set(order.id, order);
  changes.push(
    { kind: 'order', order: { ...order } },
    { kind: 'failed_execution', failure: { order_id: order.id, player_id: player.id, message: refusal, at: market.now() } },
  );
  events.push(orderEvent('order_updated', order, state.instruments.get(order.ric)!));
  return { value: order, changes, events };
}
