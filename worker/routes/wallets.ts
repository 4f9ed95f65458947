/**
 * Wallets: `POST /api/wallets/exchange/` {session_id, from_wallet, to_wallet, amount} answers
 * `{ wallets, exchange_history }` (spec 002 §7), and `POST /api/wallets/{currency}/make_or_break_deposit/`.
 * Wallets are named by their currency code.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { answer, callerOf, sessionStub } from '../session/session-stub';

const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a wallet is named by its currency code, e.g. EUR');
const exchangeBody = z.object({
  session_id: z.coerce.number({ error: 'session_id is required' }).int().positive(),
  from_wallet: currency,
  to_wallet: currency,
  amount: z.coerce.number({ error: 'amount must be a number' }).positive('amount must be above 0'),
});

const walletParam = z.object({ id: currency });
const depositBody = z.object({
  session_id: z.coerce.number({ error: 'session_id is required' }).int().positive(),
  amount_to_deposit: z.coerce.number({ error: 'amount_to_deposit must be a number' }).nullish(),
  person: z.coerce.number().int().positive().nullish(),
});

export const walletRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post('/exchange', validate('json', exchangeBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await sessionStub(c, b.session_id).exchange(callerOf(c), b.from_wallet, b.to_wallet, b.amount));
  })
  /** Makes a deposit from the wallet when it has none open, otherwise breaks it (spec 001 §5 "Deposit"). */
  .post('/:id/make_or_break_deposit', validate('param', walletParam), validate('json', depositBody), async (c) => {
    const b = c.req.valid('json');
    const call = { currency: c.req.valid('param').id, amount: b.amount_to_deposit ?? null, person_id: b.person ?? null, mode: 'toggle' as const };
    return answer(c, await sessionStub(c, b.session_id).makeOrBreakDeposit(callerOf(c), call));
  });
