/**
 * Every call a session's object answers, driven from the contracts its features declare (so
 * every later feature's calls join in by being registered): each call's roles are enforced,
 * a session the caller may not see answers exactly like a missing one, and probing an unknown
 * id answers 404 and leaves no stored object behind. A session path routed by the Worker
 * without a contract fails here too.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SessionCall } from '../../domain/contracts/session-call';
import { ADMINS_ONLY, STAFF_ONLY, userTypeRefusal } from '../../domain/contracts/roles';
import { UserType } from '../../domain/enums';
import { app } from '../../worker/app';
import { SESSION_CONTRACTS } from '../../worker/routes/session-calls';
import { api, createUser, signIn, signedInClass } from './setup/fixtures';
import { runningSession, stubOf } from './setup/sessions';

type Contract = SessionCall<unknown, unknown, unknown>;

/** The request of a call on `sessionId`, from its contract and example input. */
function requestFor(contract: Contract, sessionId: number | string): { path: string; init: { method: string; json?: unknown } } {
  const example: Record<string, unknown> = { ...contract.example };
  let path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id' && contract.session === 'path') return String(sessionId);
    const value = example[name] ?? 1;
    delete example[name];
    return encodeURIComponent(String(value));
  });
  path += '/';
  if (contract.session !== 'path') example.session_id = sessionId;
  if (contract.method === 'GET') {
    const query = new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)]));
    return { path: `${path}?${query}`, init: { method: 'GET' } };
  }
  return { path, init: { method: 'POST', json: example } };
}

async function call(contract: Contract, sessionId: number | string, token: string) {
  const { path, init } = requestFor(contract, sessionId);
  const res = await api(path, { ...init, token });
  const text = await res.text();
  return { status: res.status, body: text, label: `${contract.name} ${init.method} ${path}` };
}

/** What a refused call must leave as it was: the session's documents and every book table. */
async function storedState(sessionId: number) {
  return runInDurableObject(stubOf(sessionId), (_o, state) => {
    const sql = state.storage.sql;
    const docs = sql.exec("SELECT name, json FROM session_doc WHERE name <> 'test_clock_ms' ORDER BY name").toArray();
    const counts = ['ledger', 'orders', 'positions', 'wallets', 'odas', 'deposits', 'exchanges', 'roster', 'players'].map(
      (t) => [t, sql.exec(`SELECT COUNT(*) AS n FROM ${t}`).one().n],
    );
    const names = sql.exec('SELECT id, name FROM players ORDER BY id').toArray();
    return { docs, counts, names };
  });
}

/** A call on a session the caller cannot see: 403 where their user type is refused before anything is read, else the missing session's 404. */
function answerTo(userType: number, contract: Contract, missing: string): [number, string] {
  const refusal = userTypeRefusal(userType, contract.roles);
  return refusal ? [403, JSON.stringify({ error: refusal })] : [404, missing];
}

const T0 = Date.parse('2024-01-03T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

describe('session calls, from their contracts', () => {
  it('declares each call once, with roles, on a path the Worker routes', () => {
    expect(SESSION_CONTRACTS.length).toBeGreaterThan(40);
    const names = SESSION_CONTRACTS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const routed = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    for (const c of SESSION_CONTRACTS) {
      expect(c.roles.length, c.name).toBeGreaterThan(0);
      expect(routed.has(`${c.method} ${c.path}`), `${c.name} is not routed`).toBe(true);
    }
  });

  it('routes no session path without a contract', () => {
    const declared = new Set(SESSION_CONTRACTS.map((c) => `${c.method} ${c.path}`));
    // Answered from the D1 index, not by a session's object: the list, its pages, creation, one session's row.
    const indexRoutes = new Set(['GET /api/sessions', 'GET /api/sessions/paginated_list', 'POST /api/sessions', 'GET /api/sessions/:id']);
    const sessionPaths = /^\/api\/(sessions|orders|players|wallets|deposits)(\/|$)/;
    const undeclared = app.routes
      .filter((r) => (r.method === 'GET' || r.method === 'POST') && sessionPaths.test(r.path))
      .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`)
      .filter((key) => !declared.has(key) && !indexRoutes.has(key));
    expect(undeclared).toEqual([]);
  });

  it('enforces every call’s roles and hides the session from another class, changing nothing', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const adminToken = (await signIn(await createUser(UserType.Admin))).access;
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const before = await storedState(id);
    const missing = JSON.stringify({ error: `Session ${id} not found!` });
    let checked = 0;
    for (const contract of SESSION_CONTRACTS) {
      const staffOnly = !contract.roles.includes('player');
      const playersOnly = !contract.roles.includes('staff') && !contract.roles.includes('admin');
      const adminOnly = contract.roles.includes('admin') && !contract.roles.includes('staff');
      if (staffOnly) {
        const r = await call(contract, id, a.traineeTokens[0]!);
        expect(r.status, `${r.label} by a player: ${r.body}`).toBe(403);
        checked++;
      }
      if (playersOnly) {
        for (const token of [a.trainerToken, adminToken]) {
          const r = await call(contract, id, token);
          expect(r.status, `${r.label} by staff: ${r.body}`).toBe(403);
          checked++;
        }
      }
      if (adminOnly) {
        const r = await call(contract, id, a.trainerToken);
        expect(r.status, `${r.label} by a trainer: ${r.body}`).toBe(403);
        checked++;
      }
      // Another class: the session is missing to them, unless their user type alone is refused (which says nothing of the session).
      for (const [token, userType] of [
        [b.trainerToken, UserType.Trainer],
        [b.traineeTokens[0]!, UserType.Trainee],
      ] as const) {
        const r = await call(contract, id, token);
        expect([r.status, r.body], `${r.label} by another class`).toEqual(answerTo(userType, contract, missing));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2 * SESSION_CONTRACTS.length);
    expect(await storedState(id)).toEqual(before);
  }, 90_000);

  it('refuses a trainee’s empty body on every staff call with 403, before the body (and a trainer’s on every administrators’ call)', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const before = await storedState(id);
    const empty = async (contract: Contract, token: string) => {
      const path = `${contract.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? String(id) : '1'))}/`;
      const res = await api(path, { method: contract.method, token, ...(contract.method === 'POST' ? { json: {} } : {}) });
      return { status: res.status, body: await res.text(), label: `${contract.name} ${contract.method} ${path}` };
    };
    const staffCalls = SESSION_CONTRACTS.filter((c) => !c.roles.includes('player'));
    const adminCalls = SESSION_CONTRACTS.filter((c) => c.roles.includes('admin') && !c.roles.includes('staff'));
    expect(staffCalls.length).toBeGreaterThan(15);
    for (const contract of staffCalls) {
      const r = await empty(contract, a.traineeTokens[0]!);
      expect([r.status, r.body], r.label).toEqual([403, JSON.stringify({ error: STAFF_ONLY })]);
    }
    for (const contract of adminCalls) {
      const r = await empty(contract, a.trainerToken);
      expect([r.status, r.body], r.label).toEqual([403, JSON.stringify({ error: ADMINS_ONLY })]);
    }
    expect(await storedState(id)).toEqual(before);
  }, 90_000);

  it('answers every call on an unknown session as on a hidden one (404, or 403 where the user type is refused), for anyone, and stores nothing', async () => {
    const a = await signedInClass();
    const adminToken = (await signIn(await createUser(UserType.Admin))).access;
    const unknown = 987_000 + Math.floor(Math.random() * 1000);
    const missing = JSON.stringify({ error: `Session ${unknown} not found!` });
    for (const contract of SESSION_CONTRACTS) {
      // The three callers at once: each call is independent, and the list grows with every family.
      const callers = [
        [a.trainerToken, UserType.Trainer],
        [adminToken, UserType.Admin],
        [a.traineeTokens[0]!, UserType.Trainee],
      ] as const;
      const answers = await Promise.all(callers.map(([token]) => call(contract, unknown, token)));
      answers.forEach((r, k) => expect([r.status, r.body], r.label).toEqual(answerTo(callers[k]![1], contract, missing)));
    }
    // Nothing written: no table, no key, no alarm. (Locally every object that ran is listed,
    // stored or not, so the object's storage is read instead of the namespace's list.)
    const stored = await runInDurableObject(stubOf(unknown), async (_o, state) => ({
      tables: state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name NOT LIKE '\_cf%' ESCAPE '\'").toArray(),
      alarm: await state.storage.getAlarm(),
      size: state.storage.sql.databaseSize,
    }));
    expect(stored).toMatchObject({ tables: [], alarm: null });
    // Three callers × every call, each request through the pool's slowing proxy (direct-api.ts).
  }, 120_000);
});
