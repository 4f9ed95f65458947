/** Sign-in: `POST /api/auth/get_token/` and `POST /api/auth/refresh_token/`. */
import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { clearFailures, recordFailure, secondsBlocked, throttleKey } from '../auth/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../auth/password';
import { issueAccessToken, issueRefreshToken, verifyRefreshToken } from '../auth/tokens';
import type { AppEnv, AuthUser } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { ApiError, unauthorized } from '../http/errors';
import { UserType } from '../../domain/enums';
import { validate } from '../http/validate';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(150);

const loginSchema = z.object({
  username: requiredText(MESSAGES.usernameRequired),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024),
});

const refreshSchema = z.object({ refresh: z.string({ error: 'refresh token is required' }).min(1, 'refresh token is required') });

type UserRow = { id: number; username: string; password_hash: string; user_type: 0 | 1 | 2; email: string };

function toAuthUser(row: UserRow): AuthUser {
  return { user_id: row.id, username: row.username, user_type: row.user_type, email: row.email };
}

/** Cloudflare sets CF-Connecting-IP and clients cannot override it; local runs fall back to one address. */
function clientAddress(req: Request): string {
  return req.headers.get('CF-Connecting-IP') ?? 'local';
}

export const authRoutes = new Hono<AppEnv>()
  .post('/get_token', validate('json', loginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const key = throttleKey(username, clientAddress(c.req.raw));
    const wait = await secondsBlocked(c.env, key);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${wait} seconds.`, { retry_after: wait });
    }
    const row = await c.env.DB.prepare('SELECT id, username, password_hash, user_type, email FROM users WHERE username = ?')
      .bind(username)
      .first<UserRow>();
    const ok = await verifyPassword(password, row?.password_hash ?? (await decoyPasswordHash()));
    if (!row || !ok) {
      await recordFailure(c.env, key);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    await clearFailures(c.env, key);
    const user = toAuthUser(row);
    return c.json({ access: await issueAccessToken(c.env, user), refresh: await issueRefreshToken(c.env, user.user_id) });
  })
  .post('/refresh_token', validate('json', refreshSchema), async (c) => {
    const userId = await verifyRefreshToken(c.env, c.req.valid('json').refresh);
    // Re-read the user so a changed role or a deleted account takes effect at the next refresh.
    const row = await c.env.DB.prepare('SELECT id, username, password_hash, user_type, email FROM users WHERE id = ?')
      .bind(userId)
      .first<UserRow>();
    if (!row) throw unauthorized('Invalid or expired token');
    return c.json({ access: await issueAccessToken(c.env, toAuthUser(row)) });
  })
  /** The caller and the classes they belong to (a trainee) or lead (a trainer): for class channels. */
  .get('/me', requireAuth, async (c) => {
    const user = c.get('user');
    const sql =
      user.user_type === UserType.Trainee
        ? 'SELECT k.id, k.name FROM klasses k JOIN klass_members m ON m.klass_id = k.id WHERE m.user_id = ? ORDER BY k.id DESC'
        : user.user_type === UserType.Trainer
          ? 'SELECT id, name FROM klasses WHERE trainer_id = ? ORDER BY id DESC'
          : 'SELECT id, name FROM klasses WHERE ? > 0 ORDER BY id DESC';
    const { results } = await c.env.DB.prepare(sql).bind(user.user_id).all<{ id: number; name: string }>();
    return c.json({ ...user, klasses: results });
  });

export type AuthRoutes = typeof authRoutes;
