/**
 * Trading sessions as the D1 index knows them: the list (`GET /api/sessions/`), the staff's
 * paginated list (`GET /api/sessions/paginated_list/`), creation (`POST /api/sessions/`, which
 * also initialises the session's object) and one session's row (`GET /api/sessions/{id}/`). Every other session call is answered by the session's object
 * and mounted from its contract (worker/session/session-calls.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { numeric, pathSessionId } from '../../domain/contracts/fields';
import { requireVisibleSession, visibleSessionPage, visibleSessions } from '../../platform/session-access';
import type { AppEnv } from '../env';
import { requireAuth, trainerOrAdmin } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { createSession } from '../session/create-session';

const idParam = z.object({ id: pathSessionId });
const listQuery = z.object({ klass_id: z.coerce.number().int().positive().optional() });
/** Spec 002 §2: page 1 of 20 by default; at most 100 a page. */
const pageQuery = z.object({
  page_number: numeric(z.number({ error: 'page_number must be a number' }).int('page_number must be a whole number').min(1, 'page_number must be at least 1')).default(1),
  page_size: numeric(z.number({ error: 'page_size must be a number' }).int('page_size must be a whole number').min(1, 'page_size must be from 1 to 100').max(100, 'page_size must be from 1 to 100')).default(20),
});

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', validate('query', listQuery), async (c) => {
    return c.json(await visibleSessions(c.env.DB, c.get('user'), c.req.valid('query').klass_id));
  })
  .post('/', trainerOrAdmin, createSession)
  // Before `/:id`, which would take `paginated_list` for an id. Admins see every session, trainers their classes'.
  .get('/paginated_list', trainerOrAdmin, validate('query', pageQuery), async (c) => {
    return c.json(await visibleSessionPage(c.env.DB, c.get('user'), c.req.valid('query')));
  })
  .get('/:id', validate('param', idParam), async (c) => {
    return c.json(await requireVisibleSession(c.env.DB, c.get('user'), c.req.valid('param').id));
  });

export type SessionRoutes = typeof sessionRoutes;
