/** `GET /api/klasses/`: the trainer's classes (an admin's: all) with their trainees, newest first. */
import { Hono } from 'hono';
import { UserType } from '../../domain/enums';
import type { AppEnv } from '../env';
import { requireAuth, trainerOrAdmin } from '../http/auth-middleware';

export type KlassSummary = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  created_at: string;
  trainer: { id: number; username: string };
  trainees: { id: number; username: string }[];
};

type KlassRow = Omit<KlassSummary, 'trainer' | 'trainees'> & { trainer_id: number; trainer_username: string };

export const klassRoutes = new Hono<AppEnv>()
  .use(requireAuth, trainerOrAdmin)
  .get('/', async (c) => {
    const user = c.get('user');
    const own = user.user_type === UserType.Trainer;
    const klassSql = `SELECT k.id, k.name, k.start_date, k.end_date, k.created_at, k.trainer_id, u.username AS trainer_username
      FROM klasses k JOIN users u ON u.id = k.trainer_id ${own ? 'WHERE k.trainer_id = ?1' : ''}
      ORDER BY k.created_at DESC, k.id DESC`;
    const memberSql = `SELECT m.klass_id, u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id
      JOIN klasses k ON k.id = m.klass_id ${own ? 'WHERE k.trainer_id = ?1' : ''} ORDER BY u.username`;
    const bind = (sql: string) => (own ? c.env.DB.prepare(sql).bind(user.user_id) : c.env.DB.prepare(sql));
    const [klasses, members] = await c.env.DB.batch<Record<string, unknown>>([bind(klassSql), bind(memberSql)]);
    const byKlass = new Map<number, { id: number; username: string }[]>();
    for (const m of (members?.results ?? []) as { klass_id: number; id: number; username: string }[]) {
      const list = byKlass.get(m.klass_id) ?? [];
      list.push({ id: m.id, username: m.username });
      byKlass.set(m.klass_id, list);
    }
    const result: KlassSummary[] = ((klasses?.results ?? []) as KlassRow[]).map(({ trainer_id, trainer_username, ...k }) => ({
      ...k,
      trainer: { id: trainer_id, username: trainer_username },
      trainees: byKlass.get(k.id) ?? [],
    }));
    return c.json(result);
  });

export type KlassRoutes = typeof klassRoutes;
