/**
 * Builders for integration tests: real rows in the test's D1, real tokens from the real
 * sign-in route. Names are random so tests in one file never collide.
 */
import { env, exports } from 'cloudflare:workers';
import { UserType } from '../../../domain/enums';
import { hashPassword } from '../../../worker/auth/password';

export const PASSWORD = 'correct horse 42';

let cachedHash: Promise<string> | undefined;
/** One hash for all fixture users: PBKDF2 at 100,000 rounds is deliberately slow. */
function fixtureHash() {
  cachedHash ??= hashPassword(PASSWORD);
  return cachedHash;
}

export const unique = (prefix: string) => `${prefix}_${crypto.randomUUID().slice(0, 8)}`;

export interface TestUser {
  id: number;
  username: string;
  userType: UserType;
}

export async function createUser(userType: UserType, username = unique(['trainee', 'trainer', 'admin'][userType]!)): Promise<TestUser> {
  const row = await env.DB.prepare('INSERT INTO users (username, password_hash, user_type, email) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(username, await fixtureHash(), userType, `${username}@test.local`)
    .first<{ id: number }>();
  return { id: row!.id, username, userType };
}

export async function createKlass(trainer: TestUser, trainees: TestUser[], name = unique('Class')): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO klasses (name, start_date, end_date, trainer_id) VALUES (?, '2026-01-01', '2026-12-31', ?) RETURNING id")
    .bind(name, trainer.id)
    .first<{ id: number }>();
  for (const t of trainees) {
    await env.DB.prepare('INSERT INTO klass_members (klass_id, user_id) VALUES (?, ?)').bind(row!.id, t.id).run();
  }
  return row!.id;
}

/** An index row as session creation (engine issue) will write it. */
export async function createSessionRow(klassId: number, trainer: TestUser, status = 1): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO trading_sessions (klass_id, trainer_id, status, scenario_type, risk_approach, create_date) VALUES (?, ?, ?, 1, 0, '2026-11-20T10:00:00.000Z') RETURNING id",
  )
    .bind(klassId, trainer.id, status)
    .first<{ id: number }>();
  return row!.id;
}

export function api(path: string, init: RequestInit & { token?: string; json?: unknown; ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.ip) headers.set('CF-Connecting-IP', init.ip);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`http://platform.test${path}`, { ...init, headers, body }));
}

export async function signIn(user: TestUser, ip = unique('ip'), password = PASSWORD): Promise<{ access: string; refresh: string }> {
  const res = await api('/api/auth/get_token/', { method: 'POST', json: { username: user.username, password }, ip });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A signed-in class: trainer, two trainees and their tokens. */
export async function signedInClass() {
  const trainer = await createUser(UserType.Trainer);
  const trainees = [await createUser(UserType.Trainee), await createUser(UserType.Trainee)];
  const klassId = await createKlass(trainer, trainees);
  const [trainerToken, ...traineeTokens] = await Promise.all([signIn(trainer), ...trainees.map((t) => signIn(t))]);
  return { trainer, trainees, klassId, trainerToken: trainerToken!.access, traineeTokens: traineeTokens.map((t) => t.access) };
}
