/**
 * Persons are the people behind a trainee account (teams share one account); every order
 * records the person who placed it. Names containing "admin" belong to administrators'
 * on-behalf orders and are hidden from everyone else's list (spec 002 section 6).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { UserType } from '../../domain/enums';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { badRequest } from '../http/errors';
import { validate } from '../http/validate';

const personSchema = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(64, 'A name has at most 64 characters'),
});

export type Person = { id: number; name: string; user_id: number };

export const personRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', async (c) => {
    const user = c.get('user');
    const query =
      user.user_type === UserType.Admin
        ? c.env.DB.prepare('SELECT id, name, user_id FROM persons ORDER BY id')
        : c.env.DB.prepare(
            "SELECT id, name, user_id FROM persons WHERE user_id = ? AND lower(name) NOT LIKE '%admin%' ORDER BY id",
          ).bind(user.user_id);
    const { results } = await query.all<Person>();
    return c.json(results);
  })
  .post('/', validate('json', personSchema), async (c) => {
    const user = c.get('user');
    const { name } = c.req.valid('json');
    if (user.user_type !== UserType.Admin && name.toLowerCase().includes('admin')) {
      throw badRequest('Person names containing "admin" are reserved for administrators', { fields: { name: 'reserved' } });
    }
    const person = await c.env.DB.prepare('INSERT INTO persons (user_id, name) VALUES (?, ?) RETURNING id, name, user_id')
      .bind(user.user_id, name)
      .first<Person>();
    return c.json(person!, 201);
  });

export type PersonRoutes = typeof personRoutes;
