/**
 * Classes and their trainees: `GET /api/klasses/` (the trainer's classes, an admin's: all),
 * creating a class (the form; the class CSV), adding, removing and resetting trainees, and
 * deleting a class without sessions. An admin acts on any class, a trainer on their own.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SessionStatus, UserType } from '../../domain/enums';
import { numeric } from '../../domain/contracts/fields';
import { generatedNames } from '../../domain/people/generated-names';
import { defaultKlassDates, isIsoDate, klassNameField } from '../../domain/people/klass-fields';
import { generatePassword } from '../../domain/people/passwords';
import { MAX_NEW_USERS, USERNAME_MESSAGE, isUsername, passwordField, usernameField } from '../../domain/people/usernames';
import { hashPassword } from '../auth/password';
import type { AppEnv } from '../env';
import { adminOnly, requireAuth, trainerOrAdmin } from '../http/auth-middleware';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { canSeeKlass } from '../../platform/session-access';
import { sessionStub } from '../session/session-calls';
import { createKlasses } from '../people/create-klass';
import { importKlassCsv } from '../people/klass-csv-import';
import { klassSummaries } from '../people/klass-summaries';
import { replacePassword } from '../people/account-passwords';

export type { KlassSummary } from '../people/klass-summaries';

/** An optional typed password: absent, null and '' all mean "none typed". */
const optionalPassword = (what: string) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v), passwordField(what).optional());
const klassIdField = numeric(z.number({ error: 'klass_id is required' }).int().positive('klass_id is required'));
const userIdField = numeric(z.number({ error: 'user_id is required' }).int().positive('user_id is required'));
const dateField = (what: string) => z.string({ error: `${what} is YYYY-MM-DD` }).trim().refine(isIsoDate, `${what} is a date YYYY-MM-DD`).optional();

const addUserBody = z.object({
  username: usernameField(),
  password: optionalPassword('password'),
  klass_id: klassIdField,
});

const createKlassBody = z
  .object({
    name: klassNameField(),
    trainer_username: usernameField('trainer_username'),
    trainer_password: optionalPassword('trainer_password'),
    trainee_usernames: z
      .array(usernameField('trainee_usernames'), { error: 'trainee_usernames is a list of usernames' })
      .max(MAX_NEW_USERS, `At most ${MAX_NEW_USERS} trainees at once`)
      .optional(),
    trainee_sequence: z
      .object({
        prefix: z.string({ error: 'prefix is required' }).trim().min(1, 'prefix is required').max(140, 'A prefix has at most 140 characters'),
        start: numeric(z.number({ error: 'start is a whole number' }).int('start is a whole number').min(0).max(1e9)),
        end: numeric(z.number({ error: 'end is a whole number' }).int('end is a whole number').min(0).max(1e9)),
      })
      .optional(),
    trainee_password: optionalPassword('trainee_password'),
    start_date: dateField('start_date'),
    end_date: dateField('end_date'),
  })
  .refine((b) => !(b.trainee_usernames && b.trainee_sequence), { message: 'Send trainee_usernames or trainee_sequence, not both', path: ['trainee_sequence'] });

const memberBody = z.object({ klass_id: klassIdField, user_id: userIdField });

/** The class if the caller may manage it (an admin: any; a trainer: their own); 403 or 404 otherwise. */
async function requireOwnKlass(c: Context<AppEnv>, klassId: number, what: string): Promise<{ id: number; trainer_id: number }> {
  const klass = await c.env.DB.prepare('SELECT id, trainer_id FROM klasses WHERE id = ?').bind(klassId).first<{ id: number; trainer_id: number }>();
  if (!klass) throw notFound(`Class ${klassId} not found`);
  const user = c.get('user');
  if (user.user_type !== UserType.Admin && klass.trainer_id !== user.user_id) throw forbidden(`You can ${what} only in your own classes`);
  return klass;
}

const notMember = (klassId: number, userId: number) => notFound(`Trainee ${userId} is not in class ${klassId}`);

/** The trainee as a member of the class, or 404. */
async function requireMember(c: Context<AppEnv>, klassId: number, userId: number): Promise<{ id: number; username: string }> {
  const member = await c.env.DB.prepare('SELECT u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id WHERE m.klass_id = ? AND m.user_id = ? AND u.user_type = ?')
    .bind(klassId, userId, UserType.Trainee)
    .first<{ id: number; username: string }>();
  if (!member) throw notMember(klassId, userId);
  return member;
}

function traineeNames(body: z.infer<typeof createKlassBody>): string[] {
  const names = body.trainee_sequence ? generatedNames(body.trainee_sequence.prefix, body.trainee_sequence.start, body.trainee_sequence.end) : (body.trainee_usernames ?? []);
  const bad = names.find((n) => !isUsername(n));
  if (bad) throw badRequest(`${bad}: ${USERNAME_MESSAGE}`);
  const twice = names.find((n, k) => names.indexOf(n) !== k);
  if (twice) throw badRequest(`${twice} is listed twice`);
  if (names.includes(body.trainer_username)) throw badRequest(`The trainer ${body.trainer_username} cannot also be a trainee`);
  return names;
}

export const klassRoutes = new Hono<AppEnv>()
  .use(requireAuth, trainerOrAdmin)
  .get('/', async (c) => {
    const user = c.get('user');
    return c.json(await klassSummaries(c.env.DB, user.user_type === UserType.Trainer ? { trainerId: user.user_id } : {}));
  })
  /** Creates a class with its trainer (picked or new) and trainees (new ones get the typed or a generated password). */
  .post('/', validate('json', createKlassBody), async (c) => {
    const body = c.req.valid('json');
    const dates = defaultKlassDates(new Date().toISOString().slice(0, 10));
    const plan = {
      name: body.name,
      start_date: body.start_date ?? dates.start_date,
      end_date: body.end_date ?? (body.start_date && body.start_date > dates.end_date ? body.start_date : dates.end_date),
      trainer: body.trainer_username,
      trainer_password: body.trainer_password ?? null,
      trainees: traineeNames(body),
      trainee_password: body.trainee_password ?? null,
    };
    const { klasses, credentials } = await createKlasses(c.env.DB, c.get('user'), [plan]);
    return c.json({ klass: klasses[0]!, credentials }, 201);
  })
  .post('/upload_klass_csv', adminOnly, importKlassCsv)
  /**
   * Adds a trainee to a class (creating the account when the username is new, with the typed
   * password or a generated one; an existing trainee of another class only by an administrator).
   * Every session of the class that has not finished gives the trainee a player at once.
   */
  .post('/add_new_user_to_klass', validate('json', addUserBody), async (c) => {
    const { username, password, klass_id } = c.req.valid('json');
    const user = c.get('user');
    if (!(await canSeeKlass(c.env.DB, user, klass_id))) {
      const exists = await c.env.DB.prepare('SELECT 1 FROM klasses WHERE id = ?').bind(klass_id).first();
      throw exists ? forbidden('You can add trainees only to your own classes') : notFound(`Class ${klass_id} not found`);
    }
    const db = c.env.DB;
    const findTrainee = () => db.prepare('SELECT id, username, user_type FROM users WHERE username = ?').bind(username).first<{ id: number; username: string; user_type: number }>();
    let trainee = await findTrainee();
    let generated: string | undefined;
    let created = false;
    if (!trainee) {
      generated = password ? undefined : generatePassword();
      const hash = await hashPassword(password ?? generated!);
      // One batch: the account and its membership, or neither. The membership names the account by
      // its new hash, so a same-named account made meanwhile by another request is not enrolled here.
      const [inserted] = await db.batch<{ id: number; username: string; user_type: number }>([
        db.prepare('INSERT INTO users (username, password_hash, user_type, email) VALUES (?, ?, 0, ?) ON CONFLICT (username) DO NOTHING RETURNING id, username, user_type').bind(username, hash, ''),
        db.prepare('INSERT OR IGNORE INTO klass_members (klass_id, user_id) SELECT ?, id FROM users WHERE username = ? AND password_hash = ?').bind(klass_id, username, hash),
      ]);
      trainee = inserted!.results[0] ?? null;
      created = trainee !== null;
      if (!trainee) {
        // Made meanwhile (a double-click, another trainer): enrolled as an existing account, with its checks.
        generated = undefined;
        trainee = (await findTrainee())!;
      }
    }
    if (!created) {
      if (trainee.user_type !== UserType.Trainee) throw conflict(`${username} is not a trainee`);
      // A trainer may not pull another trainer's trainee into their class (and so into their
      // sessions and reports): only an administrator moves trainees between classes.
      if (user.user_type !== UserType.Admin) {
        const membership = await db
          .prepare(
            `SELECT EXISTS (SELECT 1 FROM klass_members WHERE user_id = ?1 AND klass_id = ?2) AS here,
              EXISTS (SELECT 1 FROM klass_members m JOIN klasses k ON k.id = m.klass_id WHERE m.user_id = ?1 AND k.trainer_id != ?3) AS elsewhere`,
          )
          .bind(trainee.id, klass_id, user.user_id)
          .first<{ here: number; elsewhere: number }>();
        if (!membership?.here && membership?.elsewhere) {
          throw forbidden(`${username} already belongs to another class: only an administrator can enrol them in this one`);
        }
      }
      await db.prepare('INSERT OR IGNORE INTO klass_members (klass_id, user_id) VALUES (?, ?)').bind(klass_id, trainee.id).run();
    }
    const { results: sessions } = await c.env.DB.prepare('SELECT id FROM trading_sessions WHERE klass_id = ? AND status != ?').bind(klass_id, SessionStatus.Finished).all<{ id: number }>();
    for (const s of sessions) await sessionStub(c, s.id).addTrainee({ id: trainee.id, username: trainee.username });
    return c.json({ id: trainee.id, username: trainee.username, klass_id, sessions: sessions.map((s) => s.id), ...(generated ? { password: generated } : {}) }, 201);
  })
  /** Deletes a class that has never had a session (its members go with it; their accounts stay). */
  .delete('/delete_klass', validate('query', z.object({ klass_id: klassIdField })), async (c) => {
    const { klass_id } = c.req.valid('query');
    await requireOwnKlass(c, klass_id, 'delete classes');
    const hasSessions = 'EXISTS (SELECT 1 FROM trading_sessions WHERE klass_id = ?1)';
    // The session check is in the statements themselves: a session created meanwhile keeps the class whole.
    const [, deleted] = await c.env.DB.batch([
      c.env.DB.prepare(`DELETE FROM klass_members WHERE klass_id = ?1 AND NOT ${hasSessions}`).bind(klass_id),
      c.env.DB.prepare(`DELETE FROM klasses WHERE id = ?1 AND NOT ${hasSessions}`).bind(klass_id),
    ]);
    if (!deleted?.meta.changes) {
      // Nothing deleted: a session exists, or another request (a double-click) deleted the class
      // first, which answers as it would have after it.
      if (!(await c.env.DB.prepare('SELECT 1 FROM klasses WHERE id = ?').bind(klass_id).first())) throw notFound(`Class ${klass_id} not found`);
      throw conflict('A class with sessions cannot be deleted');
    }
    return c.json({ id: klass_id, deleted: true as const });
  })
  /** Takes a trainee out of a class (their account, and their players in its sessions, stay). */
  .post('/remove_trainee', validate('json', memberBody), async (c) => {
    const { klass_id, user_id } = c.req.valid('json');
    await requireOwnKlass(c, klass_id, 'remove trainees');
    await requireMember(c, klass_id, user_id);
    // Of two removals sent at once, one removes; the other answers as it would have after it.
    const removed = await c.env.DB.prepare('DELETE FROM klass_members WHERE klass_id = ? AND user_id = ? RETURNING user_id').bind(klass_id, user_id).first();
    if (!removed) throw notMember(klass_id, user_id);
    return c.json({ klass_id, user_id });
  })
  /** A new generated password for a trainee of the class, shown once; their sign-ins end. */
  .post('/reset_password', validate('json', memberBody), async (c) => {
    const { klass_id, user_id } = c.req.valid('json');
    await requireOwnKlass(c, klass_id, 'reset passwords');
    const member = await requireMember(c, klass_id, user_id);
    const password = generatePassword();
    await replacePassword(c.env.DB, member.id, password);
    return c.json({ username: member.username, password, role: 'trainee' as const });
  });

export type KlassRoutes = typeof klassRoutes;
