/**
 * Orders (spec 001 §7): market, limit, on-open and on-close orders with every limit of the
 * order ticket (domain/engine/orders.ts), cancelling one or all, the blotter, and, when the
 * session finishes, every open order cancelled. Pending orders fill in the revaluation phase.
 */
import { cancelOrder, cancelOrders, getBlotter, placeOrder } from '../../../domain/contracts/orders';
import { OrderStatus, ScenarioType, SessionStatus } from '../../../domain/enums';
import { cancelAllOrders, cancelOrder as cancelOne, placeOrder as place } from '../../../domain/engine/orders';
import { conflict, invalid, notFound } from '../../../domain/refusal';
import { tradingRefusal } from '../../../domain/session/session-record';
import { playerIdOf, type Actor } from '../kernel/actor';
import type { InputOf } from '../../../domain/contracts/session-call';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import { callerPerson, personNames } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { orderByClientId, ordersOf } from '../kernel/store';
import { orderView, type OrderView } from '../../../domain/session/entities';
import type { Order } from '../../../domain/engine/types';

type PlaceOrderInput = InputOf<typeof placeOrder>;

/** An order as the API answers it (its instrument nested). */
export function viewOf(k: SessionKernel, order: Order): OrderView {
  return orderView(order, k.state().instruments.get(order.ric)!);
}

function requireCancellable(k: SessionKernel): void {
  const { status } = k.clock();
  if (status === SessionStatus.Paused || status === SessionStatus.Creating || status === SessionStatus.Frozen) {
    throw conflict('Orders cannot be cancelled while the session is paused, being created or frozen');
  }
}

/**
 * Places an order once its person is known (the call's load). Runs with no await: a twin of the
 * order that came in while the person was checked has committed by now, and the lookup sees it.
 */
function placeChecked(k: SessionKernel, b: PlaceOrderInput, actor: Actor): OrderView {
  const playerId = playerIdOf(actor)!;
  // A retry, or a twin that committed while this one waited: the order it placed.
  if (b.client_order_id) {
    const earlier = orderByClientId(k.sql, playerId, b.client_order_id);
    if (earlier) return viewOf(k, earlier);
  }
  const s = k.settings();
  const c = k.clock();
  const now = k.now();
  const state = k.state();
  const request = {
    ric: k.ricOf(b.financial_instrument),
    resourcetype: b.resourcetype,
    transaction: b.transaction,
    quantity: b.quantity,
    limit_price: b.limit_price ?? null,
    person_id: b.person ?? null,
    forecast: b.forecast ?? null,
    investment_rationale: b.investment_rationale ?? null,
    term: b.term ?? null,
    analysis: b.analysis ?? null,
    client_order_id: b.client_order_id ?? null,
  };
  const context = { refusal: tradingRefusal(c, now), isRealTime: s.scenario_type === ScenarioType.RealTime };
  return viewOf(k, k.applyEngine(() => place(state, k.marketView(s, c, now), state.players.get(playerId)!, request, context)));
}

export const orders: Feature = {
  name: 'orders',
  calls: [
    handleLoaded(
      placeOrder,
      // The person first: the first time they trade here, D1 is asked, and other requests run meanwhile.
      callerPerson,
      placeChecked,
    ),
    handle(cancelOrder, (k, input, actor) => {
      requireCancellable(k);
      const state = k.state();
      const order = state.openOrders.get(input.id);
      const playerId = playerIdOf(actor, order?.player_id);
      const player = playerId ? state.players.get(playerId) : undefined;
      if (!player) throw notFound('Order not found or no longer open');
      return viewOf(k, k.applyEngine(() => cancelOne(state, player, input.id, k.now())));
    }),
    handle(cancelOrders, (k, _input, actor) => {
      requireCancellable(k);
      return k.applyEngine(() => cancelAllOrders(k.state(), k.now(), playerIdOf(actor)));
    }),
    handle(getBlotter, (k, input, actor) => {
      const id = playerIdOf(actor, input.player_id);
      if (!id) throw invalid('player_id is required');
      const names = personNames(k.sql);
      return ordersOf(k.sql, id, [OrderStatus.Executed, OrderStatus.Canceled]).map((o) => ({
        ...viewOf(k, o),
        person_name: o.person_id === null ? null : (names.get(o.person_id) ?? null),
      }));
    }),
  ],
  finish: (k, now) => cancelAllOrders(k.state(), now),
};
