/**
 * `DELETE /api/users/delete_trainee/?user_id=N` (admin): removes a trainee's account, with their
 * persons and class memberships. Refused while they play in a session that has not finished
 * (a session of one of their classes); finished sessions keep their books in their own objects.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { numeric } from '../../domain/contracts/fields';
import { SessionStatus, UserType } from '../../domain/enums';
import type { AppEnv } from '../env';
import { adminOnly, requireAuth } from '../http/auth-middleware';
import { conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';

const userQuery = z.object({ user_id: numeric(z.number({ error: 'user_id is required' }).int().positive('user_id is required')) });

/** Sessions of the trainee's classes that have not finished. */
const UNFINISHED = `SELECT s.id FROM trading_sessions s JOIN klass_members m ON m.klass_id = s.klass_id WHERE m.user_id = ?1 AND s.status != ${SessionStatus.Finished}`;

export const userRoutes = new Hono<AppEnv>()
  .use(requireAuth, adminOnly)
  .delete('/delete_trainee', validate('query', userQuery), async (c) => {
    const { user_id } = c.req.valid('query');
    const findTrainee = () => c.env.DB.prepare('SELECT id FROM users WHERE id = ? AND user_type = ?').bind(user_id, UserType.Trainee).first();
    if (!(await findTrainee())) throw notFound(`Trainee ${user_id} not found`);
    const playing = await c.env.DB.prepare(`${UNFINISHED} ORDER BY s.id`).bind(user_id).all<{ id: number }>();
    if (playing.results.length) {
      throw conflict(`The trainee plays in session ${playing.results.map((s) => s.id).join(', ')}, which has not finished`, { sessions: playing.results.map((s) => s.id) });
    }
    // The check is repeated in the DELETE: a session started meanwhile keeps the account.
    const deleted = await c.env.DB.prepare(`DELETE FROM users WHERE id = ?1 AND user_type = ${UserType.Trainee} AND NOT EXISTS (${UNFINISHED})`).bind(user_id).run();
    if (!deleted.meta.changes) {
      // Nothing deleted: either a session started meanwhile, or another request (a double-click)
      // deleted the account first, which answers as it would have after it.
      if (!(await findTrainee())) throw notFound(`Trainee ${user_id} not found`);
      throw conflict('The trainee now plays in a session that has not finished');
    }
    return c.json({ id: user_id, deleted: true as const });
  });

export type UserRoutes = typeof userRoutes;
