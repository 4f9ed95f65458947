/** `GET /api/klasses/`: the trainer's classes (an admin's: all) with their trainees, newest first. */
import { Hono } from 'hono';
import { z } from 'zod';
import { SessionStatus, UserType } from '../../domain/enums';
import { numeric } from '../../domain/contracts/fields';
import { hashPassword } from '../auth/password';
import type { AppEnv } from '../env';
import { requireAuth, trainerOrAdmin } from '../http/auth-middleware';
import { badRequest, forbidden, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { canSeeKlass } from '../../platform/session-access';
import { sessionStub } from '../session/session-calls';

const addUserBody = z.object({
  username: z.string({ error: 'username is required' }).trim().regex(/^[A-Za-z0-9_.@-]{3,150}$/, 'A username has 3 to 150 letters, digits or _ . @ -'),
  password: z.string({ error: 'password is required' }).min(8, 'A password has at least 8 characters').max(1024),
  klass_id: numeric(z.number({ error: 'klass_id is required' }).int().positive()),
});

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
  })
  /**
   * Adds a trainee to a class (creating the account when the username is new; an existing
   * trainee of another class only by an administrator). Every session of the class that has not
   * finished gives the trainee a player at once.
   */
  .post('/add_new_user_to_klass', validate('json', addUserBody), async (c) => {
    const { username, password, klass_id } = c.req.valid('json');
    const user = c.get('user');
    if (!(await canSeeKlass(c.env.DB, user, klass_id))) {
      const exists = await c.env.DB.prepare('SELECT 1 FROM klasses WHERE id = ?').bind(klass_id).first();
      throw exists ? forbidden('You can add trainees only to your own classes') : notFound(`Class ${klass_id} not found`);
    }
    let trainee = await c.env.DB.prepare('SELECT id, username, user_type FROM users WHERE username = ?').bind(username).first<{ id: number; username: string; user_type: number }>();
    if (trainee && trainee.user_type !== UserType.Trainee) throw badRequest(`${username} is not a trainee`);
    // A trainer may not pull another trainer's trainee into their class (and so into their
    // sessions and reports): only an administrator moves trainees between classes.
    if (trainee && user.user_type !== UserType.Admin) {
      const membership = await c.env.DB.prepare(
        `SELECT EXISTS (SELECT 1 FROM klass_members WHERE user_id = ?1 AND klass_id = ?2) AS here,
          EXISTS (SELECT 1 FROM klass_members WHERE user_id = ?1 AND klass_id != ?2) AS elsewhere`,
      )
        .bind(trainee.id, klass_id)
        .first<{ here: number; elsewhere: number }>();
      if (!membership?.here && membership?.elsewhere) {
        throw forbidden(`${username} already belongs to another class: only an administrator can enrol them in this one`);
      }
    }
    if (!trainee) {
      trainee = await c.env.DB.prepare('INSERT INTO users (username, password_hash, user_type, email) VALUES (?, ?, 0, ?) RETURNING id, username, user_type')
        .bind(username, await hashPassword(password), '')
        .first<{ id: number; username: string; user_type: number }>();
    }
    await c.env.DB.prepare('INSERT OR IGNORE INTO klass_members (klass_id, user_id) VALUES (?, ?)').bind(klass_id, trainee!.id).run();
    const { results: sessions } = await c.env.DB.prepare('SELECT id FROM trading_sessions WHERE klass_id = ? AND status != ?').bind(klass_id, SessionStatus.Finished).all<{ id: number }>();
    for (const s of sessions) await sessionStub(c, s.id).addTrainee({ id: trainee!.id, username: trainee!.username });
    return c.json({ id: trainee!.id, username: trainee!.username, klass_id, sessions: sessions.map((s) => s.id) }, 201);
  });

export type KlassRoutes = typeof klassRoutes;
