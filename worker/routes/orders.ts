/**
 * Orders (spec 001 §7): `POST /api/orders/`, `POST /api/orders/{id}/cancel/`, `create_oda`, `update_oda`,
 * `POST /api/orders/cancel_orders/`, and the blotter `GET /api/players/get_blotter/`. Every
 * call carries `session_id` and is routed on it alone; the session's object checks that the
 * caller is one of its players and applies every rule of the order ticket.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_RESOURCETYPES, TransactionType } from '../../domain/enums';
import { RATIONALE_MAX_LENGTH } from '../../domain/constants';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { answer, callerOf, sessionStub } from '../session/session-stub';

const sessionId = z.coerce.number({ error: 'session_id is required' }).int().positive('session_id is required');
const text = (max: number) => z.string().trim().max(max).nullish();

const orderBody = z.object({
  session_id: sessionId,
  /** The underlying asset's id, or its ric. */
  financial_instrument: z.union([z.coerce.number().int().positive(), z.string().min(1)], { error: 'financial_instrument is required' }),
  transaction: z.union([z.literal(TransactionType.Buy), z.literal(TransactionType.Sell), z.literal(TransactionType.ShortSell)], {
    error: 'transaction must be 0 (Buy), 1 (Sell) or 2 (Short Sell)',
  }),
  quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').positive('quantity must be above 0'),
  resourcetype: z.enum(ORDER_RESOURCETYPES, { error: `resourcetype must be one of ${ORDER_RESOURCETYPES.join(', ')}` }).default('MarketOrder'),
  limit_price: z.number().positive('limit_price must be above 0').nullish(),
  person: z.coerce.number().int().positive().nullish(),
  forecast: text(64),
  investment_rationale: text(RATIONALE_MAX_LENGTH),
  term: text(64),
  analysis: text(64),
  client_order_id: z.string().trim().min(1).max(64).nullish(),
});
const sessionBody = z.object({ session_id: sessionId });
/** Prices are checked by the object, so that non-numbers get the spec's 'Prices must be numbers!'. */
const odaBody = z.object({
  session_id: sessionId,
  financial_instrument: z.union([z.coerce.number().int().positive(), z.string().min(1)], { error: 'financial_instrument is required' }),
  stop_loss_price: z.unknown().optional(),
  take_profit_price: z.unknown().optional(),
});
const orderId = z.object({ id: z.coerce.number().int().positive() });

export const orderRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post('/', validate('json', orderBody), async (c) => {
    const body = c.req.valid('json');
    const result = await sessionStub(c, body.session_id).placeOrder(callerOf(c), {
      instrument: body.financial_instrument,
      resourcetype: body.resourcetype,
      transaction: body.transaction,
      quantity: body.quantity,
      limit_price: body.limit_price ?? null,
      person_id: body.person ?? null,
      forecast: body.forecast ?? null,
      investment_rationale: body.investment_rationale ?? null,
      term: body.term ?? null,
      analysis: body.analysis ?? null,
      client_order_id: body.client_order_id ?? null,
    });
    return answer(c, result, 201);
  })
  .post('/create_oda', validate('json', odaBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await sessionStub(c, b.session_id).setOda(callerOf(c), b.financial_instrument, b.stop_loss_price ?? null, b.take_profit_price ?? null), 201);
  })
  .post('/update_oda', validate('json', odaBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await sessionStub(c, b.session_id).setOda(callerOf(c), b.financial_instrument, b.stop_loss_price ?? null, b.take_profit_price ?? null));
  })
  .post('/cancel_orders', validate('json', sessionBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('json').session_id).cancelOrders(callerOf(c)));
  })
  .post('/:id/cancel', validate('param', orderId), validate('json', sessionBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('json').session_id).cancelOrder(callerOf(c), c.req.valid('param').id));
  });

const blotterQuery = z.object({ session_id: sessionId, player_id: z.coerce.number().int().positive().optional() });

const playerSettingsBody = z.object({
  session_id: sessionId,
  name: z.string({ error: 'name is required' }).trim().min(1, 'The name cannot be empty').max(64, 'At most 64 characters'),
});

export const playerRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/get_blotter', validate('query', blotterQuery), async (c) => {
    const q = c.req.valid('query');
    return answer(c, await sessionStub(c, q.session_id).getBlotter(callerOf(c), q.player_id));
  })
  /** The player's own settings (spec 001 §7 "update player settings (name)"). */
  .post('/update_settings', validate('json', playerSettingsBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await sessionStub(c, b.session_id).updatePlayerSettings(callerOf(c), b.name));
  });
