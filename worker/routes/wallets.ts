/**
 * Wallets: `POST /api/wallets/exchange/` {session_id, from_wallet, to_wallet, amount} answers
 * `{ wallets, exchange_history }` (spec 002 §7). Wallets are named by their currency code.
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

export const walletRoutes = new Hono<AppEnv>().use(requireAuth).post('/exchange', validate('json', exchangeBody), async (c) => {
  const b = c.req.valid('json');
  return answer(c, await sessionStub(c, b.session_id).exchange(callerOf(c), b.from_wallet, b.to_wallet, b.amount));
});
