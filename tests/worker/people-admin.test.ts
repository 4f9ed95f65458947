/**
 * People and classes (issue #13): creating classes by the form and by CSV, trainees added,
 * removed, reset and deleted, classes deleted, trainers listed and given passwords, and
 * everyone changing their own password; who may do each.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { PASSWORD, api, createKlass, createSessionRow, createUser, signIn, signedInClass, unique, type TestUser } from './setup/fixtures';
import { get, post } from './setup/sessions';

type Credential = { username: string; password: string; role: 'trainer' | 'trainee' };
type KlassSummary = { id: number; name: string; start_date: string; end_date: string; trainer: { id: number; username: string }; trainees: { id: number; username: string }[]; session_count: number };

async function adminToken(): Promise<string> {
  return (await signIn(await createUser(UserType.Admin))).access;
}

/** Signs in with a username and password; the status. */
async function signInStatus(username: string, password: string): Promise<number> {
  const res = await api('/api/auth/get_token/', { method: 'POST', json: { username, password }, ip: unique('ip') });
  return res.status;
}

async function del(token: string, path: string) {
  const res = await api(path, { method: 'DELETE', token });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: string } };
}

async function counts() {
  const row = await env.DB.prepare('SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM klasses) AS klasses, (SELECT COUNT(*) FROM klass_members) AS members, (SELECT COUNT(*) FROM persons) AS persons').first();
  return row;
}

function uploadCsv(token: string, text: string) {
  const form = new FormData();
  form.set('klass_details_file', new File([text], 'klasses.csv', { type: 'text/csv' }));
  return api('/api/klasses/upload_klass_csv/', { method: 'POST', token, body: form });
}

const noHashIn = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/pbkdf2|password_hash/);

describe('creating a class', () => {
  it('lets an admin create a class with a new trainer and trainees, returning their credentials once', async () => {
    const admin = await adminToken();
    const name = unique('Desk');
    const [trainer, t1, t2] = [unique('coach'), unique('pupil'), unique('pupil')];
    const res = await post(admin, '/api/klasses/', {
      name: ` ${name} `,
      trainer_username: ` ${trainer}`,
      trainer_password: 'Coach-pass-1',
      trainee_usernames: [t1, ` ${t2} `],
      trainee_password: ' Pupil-pass-1 ',
    });
    expect(res.status).toBe(201);
    noHashIn(res.json);
    const klass = res.json.klass as KlassSummary;
    expect(klass).toMatchObject({ name, trainer: { username: trainer }, session_count: 0 });
    expect(klass.trainees.map((t) => t.username).sort()).toEqual([t1, t2].sort());
    expect(klass.end_date > klass.start_date).toBe(true);
    expect(res.json.credentials).toEqual([
      { username: trainer, password: 'Coach-pass-1', role: 'trainer' },
      { username: t1, password: 'Pupil-pass-1', role: 'trainee' },
      { username: t2, password: 'Pupil-pass-1', role: 'trainee' },
    ]);
    expect(await signInStatus(trainer, 'Coach-pass-1')).toBe(200);
    expect(await signInStatus(t2, 'Pupil-pass-1')).toBe(200);
    const listed = await get<KlassSummary[]>(admin, '/api/klasses/');
    noHashIn(listed.json);
    expect(listed.json.find((k) => k.id === klass.id)).toMatchObject({ name, session_count: 0 });
  });

  it('lets a trainer create a class they lead, with a generated sequence of trainees and a password each', async () => {
    const trainer = await createUser(UserType.Trainer);
    const token = (await signIn(trainer)).access;
    const prefix = unique('seq');
    const res = await post(token, '/api/klasses/', { name: unique('Mine'), trainer_username: trainer.username, trainee_sequence: { prefix, start: 1, end: 3 } });
    expect(res.status).toBe(201);
    const credentials = res.json.credentials as Credential[];
    expect(credentials.map((c) => c.username)).toEqual([`${prefix}1`, `${prefix}2`, `${prefix}3`]);
    expect(new Set(credentials.map((c) => c.password)).size).toBe(3);
    expect(credentials.every((c) => c.role === 'trainee' && c.password.length === 12)).toBe(true);
    expect(await signInStatus(credentials[1]!.username, credentials[1]!.password)).toBe(200);
    expect((res.json.klass as KlassSummary).trainer.id).toBe(trainer.id);

    const sequence = await post(token, '/api/klasses/', { name: unique('Mine'), trainer_username: trainer.username, trainee_sequence: { prefix, start: 5, end: 4 } });
    expect(sequence).toMatchObject({ status: 400, json: { error: 'The end number must be at least the start number' } });
  });

  it('refuses what a user would notice, creating nothing', async () => {
    const admin = await adminToken();
    const trainer = await createUser(UserType.Trainer);
    const trainee = await createUser(UserType.Trainee);
    const trainerToken = (await signIn(trainer)).access;
    const taken = unique('Taken');
    expect((await post(admin, '/api/klasses/', { name: taken, trainer_username: trainer.username })).status).toBe(201);
    const other = await signedInClass();
    const otherTrainer = await createUser(UserType.Trainer);
    const before = await counts();

    const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
      ['a taken class name', { name: taken, trainer_username: trainer.username, trainee_usernames: [unique('new')] }, 409, `A class named ${taken} already exists`],
      ['a password for an existing trainer', { name: unique('K'), trainer_username: trainer.username, trainer_password: 'Whatever-1' }, 400, /^trainer_password is only for a new trainer/],
      ['a new trainer without a password', { name: unique('K'), trainer_username: unique('nobody') }, 400, /^trainer_password is required/],
      ['a trainee as trainer', { name: unique('K'), trainer_username: trainee.username }, 409, `${trainee.username} is a trainee, not a trainer`],
      ['a trainer as trainee', { name: unique('K'), trainer_username: trainer.username, trainee_usernames: [unique('new'), otherTrainer.username] }, 409, /is a trainer, not a trainee$/],
      ['a name twice', { name: unique('K'), trainer_username: trainer.username, trainee_usernames: ['same_one', 'same_one'] }, 400, 'same_one is listed twice'],
      ['names and a sequence', { name: unique('K'), trainer_username: trainer.username, trainee_usernames: [], trainee_sequence: { prefix: 'x', start: 1, end: 2 } }, 400, /not both/],
      ['a bad username', { name: unique('K'), trainer_username: trainer.username, trainee_usernames: ['a b'] }, 400, /A username has 3 to 150/],
    ];
    for (const [what, body, status, error] of cases) {
      const res = await post(admin, '/api/klasses/', body);
      expect(res.status, what).toBe(status);
      expect(res.json.error, what).toMatch(error);
    }
    // A trainer creates only for themselves, and may not pull in another trainer's trainee.
    expect(await post(trainerToken, '/api/klasses/', { name: unique('K'), trainer_username: other.trainer.username })).toMatchObject({ status: 403 });
    expect(await post(trainerToken, '/api/klasses/', { name: unique('K'), trainer_username: trainer.username, trainer_password: 'Whatever-1' })).toMatchObject({ status: 400 });
    const poached = await post(trainerToken, '/api/klasses/', { name: unique('K'), trainer_username: trainer.username, trainee_usernames: [other.trainees[0]!.username] });
    expect(poached).toMatchObject({ status: 403, json: { error: `${other.trainees[0]!.username} already belongs to another class: only an administrator can enrol them in this one` } });
    expect(await counts()).toEqual(before);
    // The admin may.
    const enrolled = await post(admin, '/api/klasses/', { name: unique('K'), trainer_username: trainer.username, trainee_usernames: [other.trainees[0]!.username] });
    expect(enrolled).toMatchObject({ status: 201, json: { credentials: [] } });
  });
});

describe('the class CSV', () => {
  const csvOf = (rows: string[]) => ['klass_name,trainer,trainer_pass,user_pass,users,persons', ...rows].join('\n');

  it('creates every class of a good file with its trainees and persons', async () => {
    const admin = await adminToken();
    const [k1, k2, tr, a, b, c] = [unique('CsvA'), unique('CsvB'), unique('coach'), unique('ann'), unique('bob'), unique('cat')];
    const res = await uploadCsv(admin, csvOf([`${k1},${tr},Coach-pass-9,,${a} ${b},Ann One|Ann Two;Bob`, `${k2},${tr},,Shared-pass-9,${c},`]));
    expect(res.status).toBe(201);
    const body = await res.json<{ klasses: KlassSummary[]; credentials: Credential[] }>();
    noHashIn(body);
    expect(body.klasses.map((k) => k.name).sort()).toEqual([k1, k2].sort());
    expect(body.credentials.find((x) => x.username === tr)).toEqual({ username: tr, password: 'Coach-pass-9', role: 'trainer' });
    expect(body.credentials.find((x) => x.username === c)).toEqual({ username: c, password: 'Shared-pass-9', role: 'trainee' });
    const generated = body.credentials.find((x) => x.username === a)!;
    expect(await signInStatus(a, generated.password)).toBe(200);
    const persons = await env.DB.prepare('SELECT u.username, p.name FROM persons p JOIN users u ON u.id = p.user_id WHERE u.username IN (?, ?) ORDER BY p.id').bind(a, b).all();
    expect(persons.results).toEqual([
      { username: a, name: 'Ann One' },
      { username: a, name: 'Ann Two' },
      { username: b, name: 'Bob' },
    ]);
  });

  it('refuses the whole file on any bad line, with line numbers, creating nothing', async () => {
    const admin = await adminToken();
    const existing = await signedInClass();
    const takenName = (await env.DB.prepare('SELECT name FROM klasses WHERE id = ?').bind(existing.klassId).first<{ name: string }>())!.name;
    const before = await counts();
    const res = await uploadCsv(
      admin,
      csvOf([
        `${unique('Ok')},${unique('coach')},Coach-pass-9,,${unique('fine')},`,
        `${takenName},${existing.trainer.username},,,${unique('fine')},`,
        `${unique('Ok')},${existing.trainer.username},Coach-pass-9,,${unique('fine')},`,
        `${unique('Ok')},${existing.trainees[0]!.username},,,,`,
        `${unique('Ok')},${unique('coach')},short,,,`,
      ]),
    );
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; details: { lines: { line: number; error: string }[] } }>();
    expect(body.error).toBe('The file has errors: nothing was created');
    expect(body.details.lines).toEqual([
      { line: 3, error: `A class named ${takenName} already exists` },
      { line: 4, error: `trainer_password is only for a new trainer: ${existing.trainer.username} already exists` },
      { line: 5, error: `${existing.trainees[0]!.username} is a trainee, not a trainer` },
      { line: 6, error: 'trainer_pass: A password has at least 8 characters' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('is the admin’s alone', async () => {
    const { trainerToken, traineeTokens } = await signedInClass();
    const text = csvOf([`${unique('No')},${unique('coach')},Coach-pass-9,,,`]);
    expect((await uploadCsv(trainerToken, text)).status).toBe(403);
    expect((await uploadCsv(traineeTokens[0]!, text)).status).toBe(403);
  });
});

describe('trainees of a class', () => {
  it('adds a new trainee with a generated password when none is typed', async () => {
    const a = await signedInClass();
    const username = unique('late');
    const res = await post(a.trainerToken, '/api/klasses/add_new_user_to_klass/', { username, klass_id: a.klassId });
    expect(res).toMatchObject({ status: 201, json: { username, klass_id: a.klassId } });
    expect(await signInStatus(username, res.json.password as string)).toBe(200);
  });

  it('removes a trainee from the trainer’s own class, never another’s', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const [t0] = a.trainees;
    expect(await post(b.trainerToken, '/api/klasses/remove_trainee/', { klass_id: a.klassId, user_id: t0!.id })).toMatchObject({ status: 403 });
    expect(await post(a.trainerToken, '/api/klasses/remove_trainee/', { klass_id: a.klassId, user_id: t0!.id })).toEqual({ status: 200, json: { klass_id: a.klassId, user_id: t0!.id } });
    expect(await post(a.trainerToken, '/api/klasses/remove_trainee/', { klass_id: a.klassId, user_id: t0!.id })).toMatchObject({ status: 404 });
    const left = await get<KlassSummary[]>(a.trainerToken, '/api/klasses/');
    expect(left.json[0]!.trainees.map((t) => t.id)).toEqual([a.trainees[1]!.id]);
    expect(await signInStatus(t0!.username, PASSWORD)).toBe(200);
  });

  it('resets a trainee’s password: the new one works, the old one no longer', async () => {
    const a = await signedInClass();
    const t = a.trainees[0]!;
    const b = await signedInClass();
    expect(await post(b.trainerToken, '/api/klasses/reset_password/', { klass_id: a.klassId, user_id: t.id })).toMatchObject({ status: 403 });
    expect(await post(a.trainerToken, '/api/klasses/reset_password/', { klass_id: a.klassId, user_id: b.trainees[0]!.id })).toMatchObject({ status: 404 });
    const res = await post(a.trainerToken, '/api/klasses/reset_password/', { klass_id: a.klassId, user_id: t.id });
    expect(res).toMatchObject({ status: 200, json: { username: t.username, role: 'trainee' } });
    noHashIn(res.json);
    expect(await signInStatus(t.username, res.json.password as string)).toBe(200);
    expect(await signInStatus(t.username, PASSWORD)).toBe(401);
  });

  it('deletes a trainee account unless they play in an unfinished session', async () => {
    const admin = await adminToken();
    const a = await signedInClass();
    const session = await createSessionRow(a.klassId, a.trainer, 1);
    const [t0] = a.trainees;
    const refused = await del(admin, `/api/users/delete_trainee/?user_id=${t0!.id}`);
    expect(refused).toMatchObject({ status: 409, json: { error: `The trainee plays in session ${session}, which has not finished` } });
    await env.DB.prepare('UPDATE trading_sessions SET status = 2 WHERE id = ?').bind(session).run();
    expect(await del(a.trainerToken, `/api/users/delete_trainee/?user_id=${t0!.id}`)).toMatchObject({ status: 403 });
    expect(await del(admin, `/api/users/delete_trainee/?user_id=${t0!.id}`)).toEqual({ status: 200, json: { id: t0!.id, deleted: true } });
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE id = ?').bind(t0!.id).first()).toBeNull();
    expect(await signInStatus(t0!.username, PASSWORD)).toBe(401);
    expect(await del(admin, `/api/users/delete_trainee/?user_id=${a.trainer.id}`)).toMatchObject({ status: 404 });
  });
});

describe('deleting a class', () => {
  it('deletes a class without sessions, refuses one with sessions, and another trainer', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    expect(await del(b.trainerToken, `/api/klasses/delete_klass/?klass_id=${a.klassId}`)).toMatchObject({ status: 403 });
    await createSessionRow(b.klassId, b.trainer, 2);
    expect(await del(b.trainerToken, `/api/klasses/delete_klass/?klass_id=${b.klassId}`)).toMatchObject({ status: 409, json: { error: 'A class with sessions cannot be deleted' } });
    expect(await del(a.trainerToken, `/api/klasses/delete_klass/?klass_id=${a.klassId}`)).toEqual({ status: 200, json: { id: a.klassId, deleted: true } });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM klass_members WHERE klass_id = ?').bind(a.klassId).first('n')).toBe(0);
    // The trainees' accounts stay.
    expect(await signInStatus(a.trainees[0]!.username, PASSWORD)).toBe(200);
    expect(await del(a.trainerToken, `/api/klasses/delete_klass/?klass_id=${a.klassId}`)).toMatchObject({ status: 404 });
  });
});

describe('trainers and passwords', () => {
  it('lists trainers with their classes and sets a trainer’s password', async () => {
    const admin = await adminToken();
    const a = await signedInClass();
    const second = await createKlass(a.trainer, []);
    const list = await get<{ id: number; username: string; klasses: { id: number; name: string }[] }[]>(admin, '/api/trainers/');
    expect(list.status).toBe(200);
    noHashIn(list.json);
    expect(list.json.find((t) => t.id === a.trainer.id)!.klasses.map((k) => k.id)).toEqual([second, a.klassId]);
    const set = await post(admin, `/api/trainers/${a.trainer.id}/set_password/`, { password: 'Brand-new-pass-1' });
    expect(set).toEqual({ status: 200, json: { id: a.trainer.id, username: a.trainer.username } });
    expect(await signInStatus(a.trainer.username, 'Brand-new-pass-1')).toBe(200);
    expect(await signInStatus(a.trainer.username, PASSWORD)).toBe(401);
    expect(await post(admin, `/api/trainers/${a.trainees[0]!.id}/set_password/`, { password: 'Brand-new-pass-1' })).toMatchObject({ status: 404 });
    expect(await post(admin, `/api/trainers/${a.trainer.id}/set_password/`, { password: 'short' })).toMatchObject({ status: 400 });
  });

  it('lets anyone change their own password with the current one', async () => {
    const { trainees, traineeTokens } = await signedInClass();
    const path = '/api/auth/change_password/';
    expect(await post(traineeTokens[0]!, path, { current_password: 'wrong-one', new_password: 'Another-pass-2' })).toMatchObject({
      status: 400,
      json: { error: 'The current password is not right' },
    });
    const res = await api(path, { method: 'POST', token: traineeTokens[0], json: { current_password: PASSWORD, new_password: 'Another-pass-2' } });
    expect(res.status).toBe(204);
    expect(await signInStatus(trainees[0]!.username, 'Another-pass-2')).toBe(200);
    expect(await signInStatus(trainees[0]!.username, PASSWORD)).toBe(401);
    expect((await api(path, { method: 'POST', json: { current_password: PASSWORD, new_password: 'Another-pass-2' } })).status).toBe(401);
  });
});

describe('who may call what (route × role)', () => {
  type Call = { name: string; send: (token: string) => Promise<number> };
  const status = (res: Promise<{ status: number }>) => res.then((r) => r.status);

  /** Every call of this part, aimed at class `klassId` (a trainee `userId` of it, trainer `trainerId`). */
  function calls(klassId: number, userId: number, trainerId: number, trainerName: string): { adminOnly: Call[]; ownKlass: Call[] } {
    const form = new FormData();
    form.set('klass_details_file', new File([`klass_name,trainer,trainer_pass,user_pass,users,persons\n${unique('R')},${unique('coach')},Coach-pass-9,,,\n`], 'k.csv'));
    return {
      adminOnly: [
        { name: 'upload_klass_csv', send: (t) => status(api('/api/klasses/upload_klass_csv/', { method: 'POST', token: t, body: form })) },
        { name: 'delete_trainee', send: (t) => status(del(t, `/api/users/delete_trainee/?user_id=${userId}`)) },
        { name: 'trainers', send: (t) => status(get(t, '/api/trainers/')) },
        { name: 'set_password', send: (t) => status(post(t, `/api/trainers/${trainerId}/set_password/`, { password: 'Some-pass-123' })) },
        { name: 'create for another trainer', send: (t) => status(post(t, '/api/klasses/', { name: unique('R'), trainer_username: trainerName })) },
      ],
      ownKlass: [
        { name: 'add_new_user_to_klass', send: (t) => status(post(t, '/api/klasses/add_new_user_to_klass/', { username: unique('r'), klass_id: klassId })) },
        { name: 'reset_password', send: (t) => status(post(t, '/api/klasses/reset_password/', { klass_id: klassId, user_id: userId })) },
        { name: 'remove_trainee', send: (t) => status(post(t, '/api/klasses/remove_trainee/', { klass_id: klassId, user_id: userId })) },
        { name: 'delete_klass', send: (t) => status(del(t, `/api/klasses/delete_klass/?klass_id=${klassId}`)) },
        { name: 'list classes', send: (t) => status(get(t, '/api/klasses/')) },
      ],
    };
  }

  it('refuses a trainee everywhere, and a trainer on the admin’s calls and on another trainer’s class', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const { adminOnly, ownKlass } = calls(a.klassId, a.trainees[0]!.id, a.trainer.id, a.trainer.username);
    for (const call of [...adminOnly, ...ownKlass]) expect(await call.send(a.traineeTokens[0]!), `trainee: ${call.name}`).toBe(403);
    for (const call of adminOnly) expect(await call.send(b.trainerToken), `trainer: ${call.name}`).toBe(403);
    for (const call of ownKlass.filter((c) => c.name !== 'list classes')) expect([403, 404], `other trainer: ${call.name}`).toContain(await call.send(b.trainerToken));
    const change = await api('/api/auth/change_password/', { method: 'POST', token: a.traineeTokens[1], json: { current_password: PASSWORD, new_password: 'Own-pass-123' } });
    expect(change.status).toBe(204);
    // Nothing of class a changed through the refusals.
    const listed = await get<KlassSummary[]>(a.trainerToken, '/api/klasses/');
    expect(listed.json[0]!.trainees.map((t) => t.id).sort()).toEqual(a.trainees.map((t) => t.id).sort());
  });

  it('lets the admin and the class’s own trainer through', async () => {
    const admin = await adminToken();
    const a = await signedInClass();
    const { adminOnly, ownKlass } = calls(a.klassId, a.trainees[0]!.id, a.trainer.id, a.trainer.username);
    for (const call of adminOnly.filter((c) => c.name !== 'delete_trainee')) expect(await call.send(admin), `admin: ${call.name}`).toBeLessThan(300);
    for (const call of ownKlass) expect(await call.send(a.trainerToken), `trainer: ${call.name}`).toBeLessThan(300);
  });
});

export type { TestUser };
