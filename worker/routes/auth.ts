/**
 * Sign-in: `POST /api/auth/get_token/`, `POST /api/auth/refresh_token/` (rotates the refresh
 * token) and `POST /api/auth/logout/` (ends the sign-in's token family).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGES } from '../../domain/messages';
import { recordSuccessfulSignIn, reserveSignInAttempt } from '../auth/login-throttle';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { PASSWORD_MAX, passwordField } from '../../domain/people/usernames';
import { revokeFamily, rotate, startFamily } from '../auth/refresh-families';
import { issueTokenPair, refreshTtlSeconds, verifyRefreshToken } from '../auth/tokens';
import type { AppEnv, AuthUser } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import { UserType } from '../../domain/enums';
import { validate } from '../http/validate';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(150);

const loginSchema = z.object({
  username: requiredText(MESSAGES.usernameRequired),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024),
});

const refreshSchema = z.object({
  refresh: z.string({ error: 'refresh token is required' }).min(1, 'refresh token is required').max(4096),
});

const changePasswordSchema = z.object({
  current_password: z.string({ error: 'current_password is required' }).min(1, 'current_password is required').max(PASSWORD_MAX),
  new_password: passwordField('new_password'),
});

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
    const subject = { username, address: clientAddress(c.req.raw) };
    // The try is reserved (counted as a failure) before the password is checked, so parallel
    // guesses cannot all get through; a success gives it back.
    const reservation = await reserveSignInAttempt(c.env.DB, subject);
    if (!reservation.allowed) {
      const wait = reservation.retryAfterSeconds;
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${wait} seconds.`, { retry_after: wait });
    }
    const row = await c.env.DB.prepare('SELECT id, username, password_hash, user_type, email FROM users WHERE username = ?')
      .bind(username)
      .first<UserRow>();
    const ok = await verifyPassword(password, row?.password_hash ?? (await decoyPasswordHash()));
    if (!row || !ok) throw unauthorized(MESSAGES.invalidCredentials);
    await recordSuccessfulSignIn(c.env.DB, subject);
    const user = toAuthUser(row);
    return c.json(await issueTokenPair(c.env, user, await startFamily(c.env.DB, user.user_id, refreshTtlSeconds(c.env))));
  })
  /** A new pair for a refresh token; the token given is used up (see refresh-families.ts). */
  .post('/refresh_token', validate('json', refreshSchema), async (c) => {
    const claims = await verifyRefreshToken(c.env, c.req.valid('json').refresh);
    // Re-read the user so a changed role or a deleted account takes effect at the next refresh.
    const row = await c.env.DB.prepare('SELECT id, username, password_hash, user_type, email FROM users WHERE id = ?')
      .bind(claims.userId)
      .first<UserRow>();
    if (!row) throw unauthorized('Invalid or expired token');
    const grant = await rotate(c.env.DB, claims);
    if (!grant) throw unauthorized('Invalid or expired token');
    return c.json(await issueTokenPair(c.env, toAuthUser(row), grant));
  })
  /**
   * Ends the sign-in of a refresh token: its family is revoked, so neither it nor any token
   * rotated from it refreshes again. Idempotent, and an unknown or expired token is no error:
   * the caller is signing out either way. (Access tokens already issued live out their 15 minutes.)
   */
  .post('/logout', validate('json', refreshSchema), async (c) => {
    const claims = await verifyRefreshToken(c.env, c.req.valid('json').refresh).catch(() => null);
    if (claims) await revokeFamily(c.env.DB, claims);
    return c.body(null, 204);
  })
  /**
   * The caller changes their own password, proving the current one. Their sign-ins stay: the
   * person changing it is the one holding them (an admin's or trainer's reset ends them).
   */
  .post('/change_password', requireAuth, validate('json', changePasswordSchema), async (c) => {
    const { current_password, new_password } = c.req.valid('json');
    const user = c.get('user');
    const row = await c.env.DB.prepare('SELECT password_hash FROM users WHERE id = ?').bind(user.user_id).first<{ password_hash: string }>();
    const notRight = () => badRequest('The current password is not right');
    if (!row || !(await verifyPassword(current_password, row.password_hash))) throw notRight();
    // Only over the hash just verified: of two changes sent at once with the same current
    // password, one writes and the other is refused as it would be after it (so is one racing a reset).
    const changed = await c.env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ? RETURNING id')
      .bind(await hashPassword(new_password), user.user_id, row.password_hash)
      .first();
    if (!changed) throw notRight();
    return c.body(null, 204);
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
