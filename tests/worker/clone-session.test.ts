/**
 * Cloning a session (issue #13): into a new class with a new or reused trainer and trainees
 * named from a sequence, or into an existing class, the clone keeping the instruments and
 * every setting edited after creation, in Creating, without books.
 */
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AssetClass, UserType } from '../../domain/enums';
import { api, createKlass, createUser, signIn, signedInClass, unique } from './setup/fixtures';
import { get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday, US market open
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-01-19', frequency: 5, historical_sleep_time: 30 };

/** What the trainer edits after creating the session, and what the clone must show of it. */
const EDITS: [string, Record<string, unknown>][] = [
  ['update_asset_class_options', { asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 0.1, risk_weight: 1 }] }],
  ['create_update_group_allocations', { asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.1, upper_limit: 0.9 }] }],
  ['update_metrics_limits', { metrics_limits: [{ metric_type: 'VaR', lower_limit: -2_000_000, upper_limit: null, enforced: true }] }],
  ['update_metric_limits', { low_limit: -1_000_000, high_limit: 1_000_000 }],
  ['update_benchmark_composition', { constant: 0.05 }],
  ['update_display_metrics', { display_metrics: ['VaR', 'Sharpe'] }],
  ['update_macro_background', { macro_background: 'Inflation is falling; the Fed is on hold.' }],
  ['update_leverage_settings', { fx_leverage: 0.3, bond_leverage: 0.7 }],
  ['toggle_sound', { value: false }],
  ['toggle_require_investment_rationale', { value: true }],
  ['update_allow_individual_benchmark', { value: true }],
];
const EDITED = {
  asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 0.1, risk_weight: 1 }],
  asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.1, upper_limit: 0.9 }],
  metrics_limits: [{ metric_type: 'VaR', lower_limit: -2_000_000, upper_limit: null, enforced: true }],
  metric_limit_low: -1_000_000,
  metric_limit_high: 1_000_000,
  benchmark_constant: 0.05,
  display_metrics: ['VaR', 'Sharpe'],
  macro_background: 'Inflation is falling; the Fed is on hold.',
  fx_leverage: 0.3,
  bond_leverage: 0.7,
  allow_sound: false,
  require_investment_rationale: true,
  allow_individual_benchmark: true,
};

/** A running session of the class with every setting edited and a trade in its books. */
async function editedSession(trainerToken: string, klassId: number, traineeToken: string): Promise<number> {
  const id = await runningSession(trainerToken, klassId, { ...HISTORICAL, starting_cash_amount: 2_000_000 }, ['AAPL.O', 'MSFT.O'], T0);
  for (const [path, body] of EDITS) {
    const res = await post(trainerToken, `/api/sessions/${id}/${path}/`, body);
    expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBe(200);
  }
  const order = await post(traineeToken, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 5, investment_rationale: 'Cheap after the earnings dip' });
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  return id;
}

async function booksOf(sessionId: number) {
  return runInDurableObject(stubOf(sessionId), (_o, state) => ({
    orders: state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM orders').one().n,
    positions: state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM positions').one().n,
  }));
}

async function rics(token: string, sessionId: number): Promise<string[]> {
  return (await get<{ ric: string }[]>(token, `/api/sessions/${sessionId}/fetch_session_assets/`)).json.map((a) => a.ric).sort();
}

const signInStatus = async (username: string, password: string) =>
  (await api('/api/auth/get_token/', { method: 'POST', json: { username, password }, ip: unique('ip') })).status;

describe('cloning a session into a new class', () => {
  it('makes the class, reuses the trainer, names the trainees from the sequence, and keeps every edited setting', async () => {
    const a = await signedInClass();
    const source = await editedSession(a.trainerToken, a.klassId, a.traineeTokens[0]!);
    expect(await booksOf(source)).toEqual({ orders: 1, positions: 1 });
    const name = unique('Clone class');
    const sequence = unique('cl');
    const res = await post(a.trainerToken, `/api/sessions/${source}/clone_session/`, {
      clone_class_name: name,
      clone_trainer_username: a.trainer.username,
      clone_user_username_starting_sequence: sequence,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(JSON.stringify(res.json)).not.toMatch(/pbkdf2|password_hash/);
    const clone = res.json as Record<string, unknown> & { id: number; klass: number; credentials: { username: string; password: string; role: string }[] };
    expect(clone).toMatchObject({ status: 3, instruments_saved: true, starting_cash_amount: 2_000_000, start_date: '2024-01-02', ...EDITED });
    expect(clone.credentials.map((c) => [c.username, c.role])).toEqual([
      [`${sequence}1`, 'trainee'],
      [`${sequence}2`, 'trainee'],
    ]);
    expect(res.json.klass).toMatchObject({ name, trainer: { id: a.trainer.id }, session_count: 1 });
    const klassId = (res.json.klass as { id: number }).id;
    expect(klassId).not.toBe(a.klassId);
    expect(((res.json.klass as { trainees: { username: string }[] }).trainees).map((t) => t.username)).toEqual([`${sequence}1`, `${sequence}2`]);

    // What the console reads back, the instruments, and no books.
    const read = await get(a.trainerToken, `/api/sessions/${clone.id}/fetch_session/`);
    expect(read.json).toMatchObject({ klass: klassId, klass_name: name, ...EDITED });
    expect(await rics(a.trainerToken, clone.id)).toEqual(['AAPL.O', 'MSFT.O']);
    expect(await booksOf(clone.id)).toEqual({ orders: 0, positions: 0 });
    // A new trainee signs in with the credentials and plays in the clone.
    const cred = clone.credentials[1]!;
    expect(await signInStatus(cred.username, cred.password)).toBe(200);
    const players = await get<{ name: string }[]>(a.trainerToken, `/api/sessions/${clone.id}/fetch_players/`);
    expect(players.json.map((p) => p.name).sort()).toEqual([`${sequence}1`, `${sequence}2`]);
  });

  it('lets an admin clone with a new trainer, created with a generated password', async () => {
    const a = await signedInClass();
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const source = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    await post(a.trainerToken, `/api/sessions/${source}/update_macro_background/`, { macro_background: 'Calm markets' });
    const trainer = unique('newcoach');
    const res = await post(admin, `/api/sessions/${source}/clone_session/`, {
      clone_class_name: unique('By admin'),
      clone_trainer_username: trainer,
      clone_user_username_starting_sequence: unique('ad'),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const credentials = res.json.credentials as { username: string; password: string; role: string }[];
    expect(credentials.map((c) => c.role)).toEqual(['trainer', 'trainee', 'trainee']);
    expect(credentials[0]!.username).toBe(trainer);
    const trainerToken = await api('/api/auth/get_token/', { method: 'POST', json: { username: trainer, password: credentials[0]!.password }, ip: unique('ip') });
    expect(trainerToken.status).toBe(200);
    const { access } = await trainerToken.json<{ access: string }>();
    expect((await get(access, `/api/sessions/${res.json.id}/fetch_session/`)).json).toMatchObject({ macro_background: 'Calm markets', status: 3 });
  });

  it('refuses what a user would notice, creating no class and no account', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const source = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const takenName = (await env.DB.prepare('SELECT name FROM klasses WHERE id = ?').bind(b.klassId).first<{ name: string }>())!.name;
    const count = () => env.DB.prepare('SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM klasses) AS klasses, (SELECT COUNT(*) FROM trading_sessions) AS sessions').first();
    const before = await count();
    const clone = (body: Record<string, unknown>) => post(a.trainerToken, `/api/sessions/${source}/clone_session/`, body);
    const seq = unique('s');
    expect(await clone({ clone_class_name: unique('X'), clone_trainer_username: b.trainer.username, clone_user_username_starting_sequence: seq })).toMatchObject({
      status: 403,
      json: { error: 'A trainer creates classes only for themselves' },
    });
    expect(await clone({ clone_class_name: takenName, clone_user_username_starting_sequence: seq })).toMatchObject({ status: 409, json: { error: `A class named ${takenName} already exists` } });
    expect(await clone({ clone_class_name: unique('X') })).toMatchObject({ status: 400, json: { error: 'clone_user_username_starting_sequence is required: the new class gets 2 trainees' } });
    expect(await clone({ clone_class_name: unique('X'), klass_id: a.klassId, clone_user_username_starting_sequence: seq })).toMatchObject({ status: 400 });
    expect(await clone({ clone_user_username_starting_sequence: seq })).toMatchObject({ status: 400 });
    // The sequence gives names already in use.
    await createUser(UserType.Trainee, `${seq}2`);
    const taken = await clone({ clone_class_name: unique('X'), clone_user_username_starting_sequence: seq });
    expect(taken).toMatchObject({ status: 409, json: { error: `The username ${seq}2 is already taken: choose another starting sequence` } });
    expect(await count()).toEqual({ ...(before as object), users: (before as { users: number }).users + 1 });
    // A trainee is refused outright.
    expect((await post(a.traineeTokens[0]!, `/api/sessions/${source}/clone_session/`, { clone_class_name: unique('X'), clone_user_username_starting_sequence: seq })).status).toBe(403);
  });
});

describe('cloning into an existing class', () => {
  it('keeps every edited setting too', async () => {
    const a = await signedInClass();
    const other = await createKlass(a.trainer, a.trainees);
    const source = await editedSession(a.trainerToken, a.klassId, a.traineeTokens[0]!);
    const res = await post(a.trainerToken, `/api/sessions/${source}/clone_session/`, { klass_id: other });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ status: 3, klass: other, ...EDITED });
    expect(res.json.credentials).toBeUndefined();
    expect(await booksOf(res.json.id as number)).toEqual({ orders: 0, positions: 0 });
  });
});
