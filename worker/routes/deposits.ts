/**
 * Deposits (spec 002 §7 "Wallets and deposits"): `POST /api/deposits/make_deposit/`
 * {session_id, amount_to_deposit, currency_symbol, person?} and `POST /api/deposits/break_deposit/`
 * {session_id, currency_symbol, person?}; both answer `{ wallets, deposits }`. The object
 * checks the session (real-time, cash approach, running), the wallet and the amount.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { answer, callerOf, sessionStub } from '../session/session-stub';

const sessionIdField = z.coerce.number({ error: 'session_id is required' }).int().positive('session_id is required');
const currencyField = z.string().trim().regex(/^[A-Z]{3}$/, 'a wallet is named by its currency code, e.g. EUR');
const person = z.coerce.number().int().positive().nullish();
const amount = z.coerce.number({ error: 'amount_to_deposit must be a number' });

const makeBody = z.object({ session_id: sessionIdField, currency_symbol: currencyField, amount_to_deposit: amount, person });
const breakBody = z.object({ session_id: sessionIdField, currency_symbol: currencyField, person });

export const depositRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post('/make_deposit', validate('json', makeBody), async (c) => {
    const b = c.req.valid('json');
    const call = { currency: b.currency_symbol, amount: b.amount_to_deposit, person_id: b.person ?? null, mode: 'make' as const };
    return answer(c, await sessionStub(c, b.session_id).makeOrBreakDeposit(callerOf(c), call));
  })
  .post('/break_deposit', validate('json', breakBody), async (c) => {
    const b = c.req.valid('json');
    const call = { currency: b.currency_symbol, amount: null, person_id: b.person ?? null, mode: 'break' as const };
    return answer(c, await sessionStub(c, b.session_id).makeOrBreakDeposit(callerOf(c), call));
  });
