/**
 * Orders (spec 001 §7, 002 §7): place, cancel one, cancel all, and the blotter. Every call
 * carries `session_id`; the session's object applies every rule of the order ticket.
 */
import { z } from 'zod';
import { MAX_PRICE, RATIONALE_MAX_LENGTH } from '../constants';
import { ORDER_RESOURCETYPES, TransactionType } from '../enums';
import type { OrderView } from '../session/entities';
import { instrumentField, numeric, personField, playerIdField } from './fields';
import { sessionCall } from './session-call';

const text = (max: number) => z.string().trim().max(max).nullish();

export const placeOrder = sessionCall<OrderView>()({
  name: 'orders.place',
  method: 'POST',
  path: '/api/orders',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    financial_instrument: instrumentField,
    transaction: z.union([z.literal(TransactionType.Buy), z.literal(TransactionType.Sell), z.literal(TransactionType.ShortSell)], {
      error: 'transaction must be 0 (Buy), 1 (Sell) or 2 (Short Sell)',
    }),
    quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').positive('quantity must be above 0'),
    resourcetype: z.enum(ORDER_RESOURCETYPES, { error: `resourcetype must be one of ${ORDER_RESOURCETYPES.join(', ')}` }).default('MarketOrder'),
    limit_price: z.number().positive('limit_price must be above 0').max(MAX_PRICE, 'limit_price must be at most 1,000,000,000').nullish(),
    person: personField,
    forecast: text(64),
    investment_rationale: text(RATIONALE_MAX_LENGTH),
    term: text(64),
    analysis: text(64),
    client_order_id: z.string().trim().min(1).max(64).nullish(),
  }),
  example: { financial_instrument: 'AAPL.O', transaction: 0, quantity: 1 },
});

/** Cancels one open order: a player's own, or any player's for the staff. */
export const cancelOrder = sessionCall<OrderView>()({
  name: 'orders.cancel',
  method: 'POST',
  path: '/api/orders/:id/cancel',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({ id: numeric(z.number().int().positive()) }),
});

/** Cancels every open order of the caller; answers how many. */
export const cancelOrders = sessionCall<number>()({
  name: 'orders.cancel_all',
  method: 'POST',
  path: '/api/orders/cancel_orders',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export type BlotterOrder = OrderView & { person_name: string | null };

export const getBlotter = sessionCall<BlotterOrder[]>()({
  name: 'orders.blotter',
  method: 'GET',
  path: '/api/players/get_blotter',
  session: 'query',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerIdField }),
  example: { player_id: 1 },
});
