/**
 * Creating classes with their trainer and trainees, for the class form, the class CSV and
 * clones into a new class. Everything is checked first (names free, roles right, the caller
 * allowed), then every password is hashed, then users, classes, members and persons are
 * written in ONE D1 batch: a refusal or a failure leaves nothing half-created.
 */
import { UserType } from '../../domain/enums';
import { conflict, forbidden, invalid, type Refusal } from '../../domain/refusal';
import { generatePassword } from '../../domain/people/passwords';
import { MAX_NEW_USERS } from '../../domain/people/usernames';
import { hashPassword } from '../auth/password';
import type { AuthUser } from '../env';
import { klassSummaries, type KlassSummary } from './klass-summaries';
import type { Credential } from '../../domain/people/accounts';

/** One class to create. */
export interface KlassPlan {
  name: string;
  start_date: string;
  end_date: string;
  trainer: string;
  /** Only for a new trainer (required then). */
  trainer_password: string | null;
  trainees: string[];
  /** For every new trainee; null: one generated per trainee. */
  trainee_password: string | null;
  /** The persons of each trainee, in the trainees' order (CSV). */
  persons?: string[][];
}

export type { Credential };

/** What is wrong with a plan: its index in the list and the refusal. */
export interface PlanProblem {
  plan: number;
  refusal: Refusal;
}

type ExistingUser = { id: number; username: string; user_type: number };

/** D1 binds at most 100 parameters; lists go in as one JSON text instead. */
const IN_JSON = 'IN (SELECT value FROM json_each(?))';

async function existingUsers(db: D1Database, usernames: string[]): Promise<Map<string, ExistingUser>> {
  const { results } = await db.prepare(`SELECT id, username, user_type FROM users WHERE username ${IN_JSON}`).bind(JSON.stringify(usernames)).all<ExistingUser>();
  return new Map(results.map((u) => [u.username, u]));
}

async function takenKlassNames(db: D1Database, names: string[]): Promise<Set<string>> {
  const { results } = await db.prepare(`SELECT name FROM klasses WHERE name ${IN_JSON}`).bind(JSON.stringify(names)).all<{ name: string }>();
  return new Set(results.map((r) => r.name));
}

/** Trainees (by id) who belong to a class another trainer leads. */
async function othersTrainees(db: D1Database, trainerId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const { results } = await db
    .prepare(`SELECT DISTINCT m.user_id FROM klass_members m JOIN klasses k ON k.id = m.klass_id WHERE k.trainer_id != ? AND m.user_id ${IN_JSON}`)
    .bind(trainerId, JSON.stringify(userIds))
    .all<{ user_id: number }>();
  return new Set(results.map((r) => r.user_id));
}

/** The checked plans: the accounts to create (with their clear passwords) and every problem found. */
export interface CheckedPlans {
  problems: PlanProblem[];
  newUsers: Map<string, Credential>;
}

/** Checks every plan against the database and the caller's rights; nothing is written. */
export async function checkKlassPlans(db: D1Database, caller: AuthUser, plans: KlassPlan[]): Promise<CheckedPlans> {
  const problems: PlanProblem[] = [];
  const newUsers = new Map<string, Credential>();
  const names = [...new Set(plans.flatMap((p) => [p.trainer, ...p.trainees]))];
  const [users, taken] = await Promise.all([existingUsers(db, names), takenKlassNames(db, plans.map((p) => p.name))]);
  const isTrainer = caller.user_type === UserType.Trainer;
  const guarded = isTrainer ? await othersTrainees(db, caller.user_id, plans.flatMap((p) => p.trainees).map((u) => users.get(u)?.id ?? 0).filter(Boolean)) : new Set<number>();

  plans.forEach((p, plan) => {
    const refuse = (refusal: Refusal) => problems.push({ plan, refusal });
    // Rights first: a caller who may not do this learns nothing about the names.
    if (isTrainer && p.trainer !== caller.username) refuse(forbidden('A trainer creates classes only for themselves'));
    if (taken.has(p.name)) refuse(conflict(`A class named ${p.name} already exists`));
    if (p.end_date < p.start_date) refuse(invalid('The end date must not be before the start date'));

    const trainer = users.get(p.trainer);
    if (trainer && trainer.user_type !== UserType.Trainer) refuse(conflict(`${p.trainer} is a ${roleName(trainer.user_type)}, not a trainer`));
    else if (trainer && p.trainer_password) refuse(invalid(`trainer_password is only for a new trainer: ${p.trainer} already exists`));
    else if (!trainer) {
      const planned = newUsers.get(p.trainer);
      if (planned && planned.role !== 'trainer') refuse(conflict(`${p.trainer} cannot be both a trainer and a trainee`));
      else if (planned && p.trainer_password && p.trainer_password !== planned.password) refuse(invalid(`${p.trainer} is given two different passwords`));
      else if (!planned && !p.trainer_password) refuse(invalid(`trainer_password is required for the new trainer ${p.trainer}`));
      else if (!planned) newUsers.set(p.trainer, { username: p.trainer, password: p.trainer_password!, role: 'trainer' });
    }

    for (const name of p.trainees) {
      const trainee = users.get(name);
      if (trainee && trainee.user_type !== UserType.Trainee) refuse(conflict(`${name} is a ${roleName(trainee.user_type)}, not a trainee`));
      else if (trainee && guarded.has(trainee.id)) refuse(forbidden(`${name} already belongs to another class: only an administrator can enrol them in this one`));
      else if (!trainee) {
        const planned = newUsers.get(name);
        if (planned && planned.role !== 'trainee') refuse(conflict(`${name} cannot be both a trainer and a trainee`));
        else if (!planned) newUsers.set(name, { username: name, password: p.trainee_password ?? generatePassword(), role: 'trainee' });
      }
    }
  });
  if (newUsers.size > MAX_NEW_USERS) problems.push({ plan: 0, refusal: invalid(`At most ${MAX_NEW_USERS} new users at once (this asks for ${newUsers.size}): split it`) });
  return { problems, newUsers };
}

function roleName(userType: number): string {
  return userType === UserType.Admin ? 'administrator' : userType === UserType.Trainer ? 'trainer' : 'trainee';
}

/**
 * PBKDF2 hashes, a few at a time (each is deliberately slow). One typed password shared by many
 * trainees is hashed once: they share the password, so one salt for all reveals nothing more.
 */
async function hashAll(credentials: Credential[]): Promise<Map<string, string>> {
  const byPassword = new Map<string, string>();
  const distinct = [...new Set(credentials.map((c) => c.password))];
  for (let i = 0; i < distinct.length; i += 8) {
    const chunk = distinct.slice(i, i + 8);
    const hashes = await Promise.all(chunk.map(hashPassword));
    chunk.forEach((p, k) => byPassword.set(p, hashes[k]!));
  }
  return new Map(credentials.map((c) => [c.username, byPassword.get(c.password)!]));
}

/** The one batch: new users, classes, members and persons. */
function writeStatements(db: D1Database, plans: KlassPlan[], newUsers: Credential[], hashes: Map<string, string>): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  if (newUsers.length) {
    const rows = newUsers.map((u) => [u.username, hashes.get(u.username), u.role === 'trainer' ? UserType.Trainer : UserType.Trainee]);
    statements.push(
      db
        .prepare(
          `INSERT INTO users (username, password_hash, user_type, email)
           SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), '' FROM json_each(?)`,
        )
        .bind(JSON.stringify(rows)),
    );
  }
  for (const p of plans) {
    statements.push(db.prepare('INSERT INTO klasses (name, start_date, end_date, trainer_id) SELECT ?, ?, ?, id FROM users WHERE username = ?').bind(p.name, p.start_date, p.end_date, p.trainer));
    if (p.trainees.length) {
      statements.push(
        db
          .prepare(`INSERT OR IGNORE INTO klass_members (klass_id, user_id) SELECT k.id, u.id FROM klasses k JOIN users u ON u.username ${IN_JSON} WHERE k.name = ?`)
          .bind(JSON.stringify(p.trainees), p.name),
      );
    }
    const persons = (p.persons ?? []).flatMap((names, k) => names.map((name) => [p.trainees[k], name]));
    if (persons.length) {
      statements.push(
        db
          .prepare(`INSERT INTO persons (user_id, name) SELECT u.id, json_extract(j.value, '$[1]') FROM json_each(?) j JOIN users u ON u.username = json_extract(j.value, '$[0]')`)
          .bind(JSON.stringify(persons)),
      );
    }
  }
  return statements;
}

/** A uniqueness clash met at the write itself: another request took a name meanwhile. */
function clashOf(error: unknown): Refusal | null {
  const text = String((error as Error)?.message ?? error);
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  return conflict(/klasses\.name/.test(text) ? 'A class with that name was just created: choose another name' : 'A username was just taken: try again');
}

/** Writes checked plans: the classes created and the new accounts' credentials. */
export async function writeKlassPlans(db: D1Database, plans: KlassPlan[], checked: CheckedPlans): Promise<{ klasses: KlassSummary[]; credentials: Credential[] }> {
  const credentials = [...checked.newUsers.values()];
  const hashes = await hashAll(credentials);
  try {
    await db.batch(writeStatements(db, plans, credentials, hashes));
  } catch (error) {
    throw clashOf(error) ?? error;
  }
  const { results } = await db.prepare(`SELECT id FROM klasses WHERE name ${IN_JSON}`).bind(JSON.stringify(plans.map((p) => p.name))).all<{ id: number }>();
  const klasses = await klassSummaries(db, { ids: results.map((r) => r.id) });
  return { klasses, credentials };
}

/** Checks and writes in one go, refusing with the first problem (the class form and clones). */
export async function createKlasses(db: D1Database, caller: AuthUser, plans: KlassPlan[]) {
  const checked = await checkKlassPlans(db, caller, plans);
  const first = checked.problems[0];
  if (first) throw first.refusal;
  return writeKlassPlans(db, plans, checked);
}
