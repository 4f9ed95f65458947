/** The trainers list with their classes, and setting a trainer's password (spec 002 §2 /dashboard/trainers): the admin's. */
import { Hono } from 'hono';
import { z } from 'zod';
import { numeric } from '../../domain/contracts/fields';
import { UserType } from '../../domain/enums';
import type { TrainerRow } from '../../domain/people/accounts';
import { passwordField } from '../../domain/people/usernames';
import type { AppEnv } from '../env';
import { adminOnly, requireAuth } from '../http/auth-middleware';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { replacePassword } from '../people/account-passwords';

export type { TrainerRow };

const trainerParam = z.object({ trainer_id: numeric(z.number({ error: 'trainer_id must be a number' }).int().positive('trainer_id must be a positive number')) });

export const trainerRoutes = new Hono<AppEnv>()
  .use(requireAuth, adminOnly)
  .get('/', async (c) => {
    const [trainers, klasses] = await c.env.DB.batch<Record<string, unknown>>([
      c.env.DB.prepare('SELECT id, username FROM users WHERE user_type = ? ORDER BY username').bind(UserType.Trainer),
      c.env.DB.prepare('SELECT k.id, k.name, k.trainer_id FROM klasses k JOIN users u ON u.id = k.trainer_id WHERE u.user_type = ? ORDER BY k.id DESC').bind(UserType.Trainer),
    ]);
    const byTrainer = new Map<number, { id: number; name: string }[]>();
    for (const k of (klasses?.results ?? []) as { id: number; name: string; trainer_id: number }[]) {
      byTrainer.set(k.trainer_id, [...(byTrainer.get(k.trainer_id) ?? []), { id: k.id, name: k.name }]);
    }
    const rows: TrainerRow[] = ((trainers?.results ?? []) as { id: number; username: string }[]).map((t) => ({ ...t, klasses: byTrainer.get(t.id) ?? [] }));
    return c.json(rows);
  })
  .post('/:trainer_id/set_password', validate('param', trainerParam), validate('json', z.object({ password: passwordField() })), async (c) => {
    const { trainer_id } = c.req.valid('param');
    const trainer = await c.env.DB.prepare('SELECT id, username FROM users WHERE id = ? AND user_type = ?').bind(trainer_id, UserType.Trainer).first<{ id: number; username: string }>();
    if (!trainer) throw notFound(`Trainer ${trainer_id} not found`);
    await replacePassword(c.env.DB, trainer.id, c.req.valid('json').password);
    return c.json({ id: trainer.id, username: trainer.username });
  });

export type TrainerRoutes = typeof trainerRoutes;
