/**
 * The index of trading sessions. `GET /api/sessions/` lists what the caller may see;
 * `GET /api/sessions/{id}/` one index row. The engine issue adds creation and the
 * per-session calls, which the session's Durable Object answers.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { requireVisibleSession, visibleSessions } from '../access/session-access';

const idParam = z.object({ id: z.coerce.number({ error: 'Session id must be a number' }).int().positive('Session id must be a positive number') });
const listQuery = z.object({ klass_id: z.coerce.number().int().positive().optional() });

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', validate('query', listQuery), async (c) => {
    return c.json(await visibleSessions(c.env.DB, c.get('user'), c.req.valid('query').klass_id));
  })
  .get('/:id', validate('param', idParam), async (c) => {
    return c.json(await requireVisibleSession(c.env.DB, c.get('user'), c.req.valid('param').id));
  });

export type SessionRoutes = typeof sessionRoutes;
