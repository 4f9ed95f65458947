/**
 * Trading sessions as the D1 index knows them: the list (`GET /api/sessions/`), creation
 * (`POST /api/sessions/`, which also initialises the session's object) and one session's row
 * (`GET /api/sessions/{id}/`). Every other session call is answered by the session's object
 * and mounted from its contract (worker/session/session-calls.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { pathSessionId } from '../../domain/contracts/fields';
import { requireVisibleSession, visibleSessions } from '../../platform/session-access';
import type { AppEnv } from '../env';
import { requireAuth, trainerOrAdmin } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { createSession } from '../session/create-session';

const idParam = z.object({ id: pathSessionId });
const listQuery = z.object({ klass_id: z.coerce.number().int().positive().optional() });

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', validate('query', listQuery), async (c) => {
    return c.json(await visibleSessions(c.env.DB, c.get('user'), c.req.valid('query').klass_id));
  })
  .post('/', trainerOrAdmin, createSession)
  .get('/:id', validate('param', idParam), async (c) => {
    return c.json(await requireVisibleSession(c.env.DB, c.get('user'), c.req.valid('param').id));
  });

export type SessionRoutes = typeof sessionRoutes;
