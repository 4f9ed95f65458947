/**
 * What the administrator does to a session's books from the session page (spec 002 §2 "New
 * Order", "Close positions"): a market order placed on behalf of a person of a player at a
 * forced price, every position of every player closed at market, and what the New Order form
 * and the player's page read (the player's persons, their open orders).
 */
import { z } from 'zod';
import { MAX_PRICE } from '../constants';
import { TransactionType } from '../enums';
import type { OrderView } from '../session/entities';
import { instrumentField, numeric, personField } from './fields';
import { sessionCall } from './session-call';

/** More than any book holds (a bond's face amount included); a larger figure is a typing mistake. */
export const MAX_FORCED_QUANTITY = 1_000_000_000;

const requiredPlayer = numeric(z.number({ error: 'player_id is required' }).int('player_id is required').positive('player_id is required'));

/**
 * A market order filled at once at `forced_price`, whatever the market hours and the order
 * limits, for a person of the player (absent: the admin person, made on first use).
 */
export const forceOrder = sessionCall<OrderView>()({
  name: 'admin_orders.force',
  method: 'POST',
  path: '/api/orders/force_order',
  session: 'body',
  roles: ['admin'],
  status: 201,
  input: z.object({
    player_id: requiredPlayer,
    person: personField,
    financial_instrument: instrumentField,
    transaction: z.union([z.literal(TransactionType.Buy), z.literal(TransactionType.Sell)], { error: 'transaction must be 0 (Buy) or 1 (Sell)' }),
    quantity: z
      .number({ error: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .positive('quantity must be above 0')
      .max(MAX_FORCED_QUANTITY, 'quantity must be at most 1,000,000,000'),
    forced_price: z
      .number({ error: 'forced_price must be a number' })
      .positive('forced_price must be above 0')
      .max(MAX_PRICE, 'forced_price must be at most 1,000,000,000'),
  }),
  example: { player_id: 1, financial_instrument: 'AAPL.O', transaction: 0, quantity: 100, forced_price: 1 },
});

export type ClosePositionsFailure = { player_id: number; player_name: string; ric: string; reason: string };
export type ClosePositionsAnswer = { closed: number; failed: ClosePositionsFailure[] };

/** Closes every position of every player at the current bid or ask, each as a market order 'Close position'. */
export const closePositions = sessionCall<ClosePositionsAnswer>()({
  name: 'admin_orders.close_positions',
  method: 'POST',
  path: '/api/sessions/:id/close_positions',
  session: 'path',
  roles: ['admin'],
  input: z.object({}),
  example: {},
});

export type PlayerPerson = { id: number; name: string };

/** The player's persons for the New Order form, the admin person among them once made. */
export const fetchPlayerPersons = sessionCall<PlayerPerson[]>()({
  name: 'admin_orders.player_persons',
  method: 'GET',
  path: '/api/sessions/:id/fetch_player_persons',
  session: 'path',
  roles: ['admin'],
  input: z.object({ player_id: requiredPlayer }),
  example: { player_id: 1 },
});

/** A player's open orders, for the staff's player page. */
export const fetchOpenOrders = sessionCall<OrderView[]>()({
  name: 'admin_orders.open_orders',
  method: 'GET',
  path: '/api/sessions/:id/fetch_open_orders',
  session: 'path',
  roles: ['staff'],
  input: z.object({ player_id: requiredPlayer }),
  example: { player_id: 1 },
});
