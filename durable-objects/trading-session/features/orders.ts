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
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import { checkPerson, personNames } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { orderByClientId, ordersOf } from '../kernel/store';
import { orderView, type OrderView } from '../../../domain/session/entities';
import type { Order } from '../../../domain/engine/types';

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

export const orders: Feature = {
  name: 'orders',
  calls: [
    handle(placeOrder, async (k, b, actor) => {
      const playerId = playerIdOf(actor)!;
      if (b.client_order_id) {
        const earlier = orderByClientId(k.sql, playerId, b.client_order_id);
        if (earlier) return viewOf(k, earlier);
      }
      await checkPerson(k.sql, k.env.DB, actor.caller.user_id, b.person);
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
    }),
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
