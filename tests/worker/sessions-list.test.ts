/**
 * The staff's paginated sessions list (spec 002 §2: page 1, 20 a page, newest id first) and
 * the trainer's name on a session's row: an admin sees every session, a trainer those of their
 * own classes, a trainee none.
 */
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { createKlass, createSessionRow, createUser, signIn } from './setup/fixtures';
import { get } from './setup/sessions';

type Row = { id: number; klass_id: number; klass_name: string; trainer_id: number; trainer_name: string; status: number };
type Page = { results: Row[]; count: number; page_size: number; page_number: number };

/** A trainer with a class of one trainee and `n` sessions in it; the sessions' ids, oldest first. */
async function trainerWithSessions(n: number) {
  const trainer = await createUser(UserType.Trainer);
  const trainee = await createUser(UserType.Trainee);
  const klassId = await createKlass(trainer, [trainee]);
  const ids: number[] = [];
  for (let k = 0; k < n; k++) ids.push(await createSessionRow(klassId, trainer));
  const [t, p] = await Promise.all([signIn(trainer), signIn(trainee)]);
  return { trainer, klassId, ids, trainerToken: t.access, traineeToken: p.access };
}

describe('GET /api/sessions/paginated_list/', () => {
  it('gives a trainer their own sessions, 20 a page, newest first, with the count and the trainer’s name', async () => {
    const mine = await trainerWithSessions(25);
    const other = await trainerWithSessions(2);
    const newestFirst = [...mine.ids].reverse();

    const first = await get<Page>(mine.trainerToken, '/api/sessions/paginated_list/');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ count: 25, page_size: 20, page_number: 1 });
    expect(first.json.results.map((r) => r.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.json.results[0]).toMatchObject({ klass_id: mine.klassId, trainer_id: mine.trainer.id, trainer_name: mine.trainer.username, status: 1 });

    const second = await get<Page>(mine.trainerToken, '/api/sessions/paginated_list/?page_number=2&page_size=20');
    expect(second.json).toMatchObject({ count: 25, page_number: 2 });
    expect(second.json.results.map((r) => r.id)).toEqual(newestFirst.slice(20));

    const small = await get<Page>(mine.trainerToken, '/api/sessions/paginated_list?page_number=3&page_size=10');
    expect(small.json.results.map((r) => r.id)).toEqual(newestFirst.slice(20, 25));
    // Another trainer's sessions are not theirs to list.
    expect(first.json.results.some((r) => other.ids.includes(r.id))).toBe(false);
  });

  it('gives an admin every session, newest first, and refuses a trainee', async () => {
    const a = await trainerWithSessions(3);
    const b = await trainerWithSessions(3);
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const page = await get<Page>(admin, '/api/sessions/paginated_list/?page_size=100');
    expect(page.status).toBe(200);
    expect(page.json.count).toBeGreaterThanOrEqual(6);
    const ids = page.json.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(ids).toEqual(expect.arrayContaining([...a.ids, ...b.ids]));
    expect(page.json.results.find((r) => r.id === b.ids[0])).toMatchObject({ trainer_name: b.trainer.username });

    const refused = await get<{ error: string }>(a.traineeToken, '/api/sessions/paginated_list/');
    expect(refused.status).toBe(403);
  });

  it('refuses page sizes outside 1..100 and page numbers below 1 with the field named', async () => {
    const a = await trainerWithSessions(1);
    for (const query of ['page_size=0', 'page_size=101', 'page_number=0', 'page_size=abc']) {
      const r = await get<{ error: string }>(a.trainerToken, `/api/sessions/paginated_list/?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.json.error).toContain(query.split('=')[0]);
    }
  });
});

describe('GET /api/sessions/:id/', () => {
  it('names the session’s trainer', async () => {
    const a = await trainerWithSessions(1);
    const row = await get<Row>(a.trainerToken, `/api/sessions/${a.ids[0]}/`);
    expect(row.json).toMatchObject({ id: a.ids[0], trainer_name: a.trainer.username });
  });
});
