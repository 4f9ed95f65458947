/**
 * Cloning: a new session in Creating with the source's settings (including everything edited
 * after creation: allocations, limits, benchmark, displayed metrics, macro background,
 * switches) and instruments, made through the same path as any creation, without books.
 * The source's object answers what to copy (and refuses a caller who is not its staff).
 *
 * Into an existing class (`klass_id`, the source's by default), or into a new class
 * (`clone_class_name`): its trainer `clone_trainer_username` (reused if a trainer by that name
 * exists, else created; by default the calling trainer or the source's), and as many new
 * trainees as the source class has, named `clone_user_username_starting_sequence` + 1..N, with
 * generated passwords returned once in `credentials`.
 */
import type { Context } from 'hono';
import { cloneSession as cloneContract, type CloneSource } from '../../domain/contracts/lifecycle';
import { fetchSession } from '../../domain/contracts/reads';
import { updateUnderlyingAssets } from '../../domain/contracts/lifecycle';
import { UserType } from '../../domain/enums';
import { generatedNames } from '../../domain/people/generated-names';
import { defaultKlassDates } from '../../domain/people/klass-fields';
import { generatePassword } from '../../domain/people/passwords';
import { USERNAME_MESSAGE, isUsername } from '../../domain/people/usernames';
import { conflict, invalid } from '../../domain/refusal';
import { parseCreateSession } from '../../domain/session/create-session';
import type { AppEnv } from '../env';
import { createKlasses, type Credential } from '../people/create-klass';
import { klassSummaries, type KlassSummary } from '../people/klass-summaries';
import { createSessionFrom } from './create-session';
import { callSession, requestOf } from './session-calls';

type CloneInput = { clone_class_name?: string; clone_trainer_username?: string; clone_user_username_starting_sequence?: string };

export async function cloneSession(c: Context<AppEnv>) {
  const { sessionId, input } = await requestOf(c, cloneContract);
  const source = await callSession(c, cloneContract, sessionId, input);
  if (!input.clone_class_name) {
    return c.json(await cloneInto(c, source, input.klass_id ?? source.settings.klass_id), 201);
  }
  // The source's settings must make a valid session before any account is created for it.
  const check = parseCreateSession({ ...source.settings, klass_id: source.settings.klass_id }, new Date().toISOString().slice(0, 10));
  if (!check.ok) throw invalid(check.message, { fields: check.fields });
  const { klass, credentials } = await newKlassFor(c, source, input);
  let view: Awaited<ReturnType<typeof cloneInto>>;
  try {
    view = await cloneInto(c, source, klass.id);
  } catch (error) {
    await undoKlass(c.env.DB, klass.id, credentials);
    throw error;
  }
  const [summary] = await klassSummaries(c.env.DB, { ids: [klass.id] });
  return c.json({ ...view, klass: summary ?? klass, credentials }, 201);
}

/** The clone in the class, with the source's instruments; its view. */
async function cloneInto(c: Context<AppEnv>, source: CloneSource, klassId: number) {
  const created = await createSessionFrom(c, { ...source.settings, klass_id: klassId }, source.settings);
  if (source.asset_ids.length) await callSession(c, updateUnderlyingAssets, created.id, { underlying_assets: source.asset_ids });
  return callSession(c, fetchSession, created.id, {});
}

/** The clone's new class: its trainer and as many new trainees as the source class has. */
async function newKlassFor(c: Context<AppEnv>, source: CloneSource, input: CloneInput): Promise<{ klass: KlassSummary; credentials: Credential[] }> {
  const db = c.env.DB;
  const user = c.get('user');
  const sourceKlass = await db
    .prepare(
      `SELECT u.username AS trainer, (SELECT COUNT(*) FROM klass_members m JOIN users t ON t.id = m.user_id WHERE m.klass_id = k.id AND t.user_type = ${UserType.Trainee}) AS trainees
       FROM klasses k JOIN users u ON u.id = k.trainer_id WHERE k.id = ?`,
    )
    .bind(source.settings.klass_id)
    .first<{ trainer: string; trainees: number }>();
  const trainerName = input.clone_trainer_username ?? (user.user_type === UserType.Trainer ? user.username : (sourceKlass?.trainer ?? user.username));
  const count = sourceKlass?.trainees ?? 0;
  const sequence = input.clone_user_username_starting_sequence;
  if (count > 0 && !sequence) throw invalid(`clone_user_username_starting_sequence is required: the new class gets ${count} trainees`);
  const trainees = count > 0 ? generatedNames(sequence!, 1, count) : [];
  const bad = trainees.find((n) => !isUsername(n));
  if (bad) throw invalid(`${bad}: ${USERNAME_MESSAGE}`);
  // A clone's trainees are new accounts: a name already in use means another sequence is wanted.
  const { results: taken } = await db.prepare('SELECT username FROM users WHERE username IN (SELECT value FROM json_each(?)) LIMIT 3').bind(JSON.stringify(trainees)).all<{ username: string }>();
  if (taken.length) throw conflict(`The username ${taken.map((t) => t.username).join(', ')} is already taken: choose another starting sequence`);
  const trainerExists = await db.prepare('SELECT 1 FROM users WHERE username = ?').bind(trainerName).first();
  const { klasses, credentials } = await createKlasses(db, user, [
    {
      name: input.clone_class_name!,
      ...defaultKlassDates(new Date().toISOString().slice(0, 10)),
      trainer: trainerName,
      trainer_password: trainerExists ? null : generatePassword(),
      trainees,
      trainee_password: null,
    },
  ]);
  return { klass: klasses[0]!, credentials };
}

/** Takes back a new class and the accounts made for it when its session could not be created. */
async function undoKlass(db: D1Database, klassId: number, credentials: Credential[]): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM klass_members WHERE klass_id = ?').bind(klassId),
    db.prepare('DELETE FROM klasses WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM trading_sessions WHERE klass_id = ?1)').bind(klassId),
    db.prepare('DELETE FROM users WHERE username IN (SELECT value FROM json_each(?)) AND NOT EXISTS (SELECT 1 FROM klasses WHERE trainer_id = users.id)').bind(
      JSON.stringify(credentials.map((c) => c.username)),
    ),
  ]);
}
