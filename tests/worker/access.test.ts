import { describe, expect, it } from 'vitest';
import { runningSession } from './setup/sessions';
import { UserType } from '../../domain/enums';
import { api, createKlass, createSessionRow, createUser, signIn, signedInClass } from './setup/fixtures';

describe('role guards', () => {
  it('refuses a trainee on a trainer route with 403 and the JSON error shape', async () => {
    const { traineeTokens } = await signedInClass();
    const res = await api('/api/klasses/', { token: traineeTokens[0] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only trainers and administrators may do this' });
  });

  it('refuses calls without a token with 401', async () => {
    for (const path of ['/api/klasses/', '/api/persons/', '/api/sessions/', '/api/sessions/1/']) {
      const res = await api(path);
      expect(res.status, path).toBe(401);
      expect(await res.json(), path).toEqual({ error: 'Authentication required' });
    }
  });

  it('shows a trainer only the classes they lead, and an admin every class', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const admin = await createUser(UserType.Admin);
    const adminToken = (await signIn(admin)).access;

    const mine = await (await api('/api/klasses/', { token: a.trainerToken })).json<{ id: number; trainees: { username: string }[] }[]>();
    expect(mine.map((k) => k.id)).toEqual([a.klassId]);
    expect(mine[0]!.trainees.map((t) => t.username).sort()).toEqual(a.trainees.map((t) => t.username).sort());

    const all = await (await api('/api/klasses/', { token: adminToken })).json<{ id: number }[]>();
    expect(all.map((k) => k.id)).toEqual(expect.arrayContaining([a.klassId, b.klassId]));
  });

  it('lists classes newest first', async () => {
    const trainer = await createUser(UserType.Trainer);
    const first = await createKlass(trainer, []);
    await new Promise((r) => setTimeout(r, 5));
    const second = await createKlass(trainer, []);
    const token = (await signIn(trainer)).access;
    const list = await (await api('/api/klasses', { token })).json<{ id: number }[]>();
    expect(list.map((k) => k.id)).toEqual([second, first]);
  });
});

describe('routing', () => {
  it('answers with and without the trailing slash', async () => {
    const { trainerToken } = await signedInClass();
    expect((await api('/api/klasses/', { token: trainerToken })).status).toBe(200);
    expect((await api('/api/klasses', { token: trainerToken })).status).toBe(200);
    const res = await api('/api/auth/get_token', { method: 'POST', json: { username: 'x', password: 'y' } });
    expect(res.status).toBe(401);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await api('/api/no/such/thing/');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'No API route for GET /api/no/such/thing/' });
  });
});

describe('sessions index', () => {
  it('lists to each caller only the sessions of their classes', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const sa = await createSessionRow(a.klassId, a.trainer);
    const sb = await createSessionRow(b.klassId, b.trainer);
    const admin = await createUser(UserType.Admin);
    const adminToken = (await signIn(admin)).access;

    const ids = async (token: string, query = '') =>
      (await (await api(`/api/sessions/${query}`, { token })).json<{ id: number }[]>()).map((s) => s.id);
    expect(await ids(a.traineeTokens[0]!)).toEqual([sa]);
    expect(await ids(a.trainerToken)).toEqual([sa]);
    expect(await ids(b.traineeTokens[1]!)).toEqual([sb]);
    expect(await ids(adminToken)).toEqual(expect.arrayContaining([sa, sb]));
    expect(await ids(adminToken, `?klass_id=${b.klassId}`)).toEqual([sb]);

    const row = await (await api(`/api/sessions/${sa}/`, { token: a.traineeTokens[0] })).json();
    expect(row).toMatchObject({ id: sa, klass_id: a.klassId, status: 1, scenario_type: 1, risk_approach: 0 });
  });

  it('answers a trainee and a trainer about another class session exactly as about a missing one (404)', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const sb = await createSessionRow(b.klassId, b.trainer);
    for (const token of [a.traineeTokens[0]!, a.trainerToken]) {
      const res = await api(`/api/sessions/${sb}/`, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: `Session ${sb} not found!` });
    }
    const missing = await api('/api/sessions/999999/', { token: a.trainerToken });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Session 999999 not found!' });
    const bad = await api('/api/sessions/abc/', { token: a.trainerToken });
    expect(bad.status).toBe(400);
  });

  it('answers a trainer about every control of another trainer’s class session as about a missing one, and changes nothing', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const id = await runningSession(b.trainerToken, b.klassId, { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5 }, ['AAPL.O'], Date.parse('2026-11-18T15:00:00Z'));
    const controls: [string, unknown][] = [
      [`/api/sessions/${id}/play_pause/`, { current_status: 1 }],
      [`/api/sessions/${id}/freeze_session/`, {}],
      [`/api/sessions/${id}/finish/`, {}],
      [`/api/sessions/${id}/update_asset_class_options/`, { asset_class_options: [] }],
      [`/api/sessions/${id}/update_macro_background/`, { macro_background: 'x' }],
      [`/api/sessions/${id}/clone_session/`, { klass_id: a.klassId }],
      [`/api/sessions/${id}/delete/`, {}],
    ];
    const missing = { error: `Session ${id} not found!` };
    for (const [path, json] of controls) {
      const res = await api(path, { method: 'POST', token: a.trainerToken, json });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual(missing);
    }
    for (const path of [`/api/sessions/${id}/fetch_players/`, `/api/sessions/${id}/open_orders/`, `/api/sessions/${id}/fetch_session/`]) {
      const res = await api(path, { token: a.trainerToken });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual(missing);
    }
    // Still running, as its own trainer left it.
    expect(((await (await api(`/api/sessions/${id}/fetch_session/`, { token: b.trainerToken })).json()) as { status: number }).status).toBe(1);
  });
});

describe('GET /api/auth/me/', () => {
  it('tells each caller who they are and which classes are theirs', async () => {
    const a = await signedInClass();
    await signedInClass();
    const me = await (await api('/api/auth/me/', { token: a.traineeTokens[0] })).json<{ username: string; klasses: { id: number }[] }>();
    expect(me.username).toBe(a.trainees[0]!.username);
    expect(me.klasses.map((k) => k.id)).toEqual([a.klassId]);
    const trainer = await (await api('/api/auth/me', { token: a.trainerToken })).json<{ klasses: { id: number }[] }>();
    expect(trainer.klasses.map((k) => k.id)).toEqual([a.klassId]);
    expect((await api('/api/auth/me/')).status).toBe(401);
  });
});

describe('persons', () => {
  it('lists and adds the caller’s persons, hiding names reserved for administrators', async () => {
    const trainee = await createUser(UserType.Trainee);
    const other = await createUser(UserType.Trainee);
    const token = (await signIn(trainee)).access;
    const otherToken = (await signIn(other)).access;
    expect(await (await api('/api/persons/', { token })).json()).toEqual([]);

    const created = await api('/api/persons/', { method: 'POST', token, json: { name: '  Alice  ' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Alice', user_id: trainee.id });
    await api('/api/persons/', { method: 'POST', token: otherToken, json: { name: 'Bob' } });

    expect((await (await api('/api/persons/', { token })).json<{ name: string }[]>()).map((p) => p.name)).toEqual(['Alice']);

    const reserved = await api('/api/persons/', { method: 'POST', token, json: { name: 'Admin helper' } });
    expect(reserved.status).toBe(400);
    const empty = await api('/api/persons/', { method: 'POST', token, json: { name: '' } });
    expect(empty.status).toBe(400);
    expect((await empty.json<{ details: { fields: Record<string, string> } }>()).details.fields).toEqual({ name: 'Please enter a name' });
  });
});
