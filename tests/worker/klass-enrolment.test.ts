/** `POST /api/klasses/add_new_user_to_klass/`: who may enrol an existing trainee where. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { PASSWORD, createUser, signIn, signedInClass, unique } from './setup/fixtures';
import { post } from './setup/sessions';

const enrol = (token: string, username: string, klassId: number) =>
  post(token, '/api/klasses/add_new_user_to_klass/', { username, password: 'irrelevant-1', klass_id: klassId });

async function classesOf(userId: number): Promise<number[]> {
  const { results } = await env.DB.prepare('SELECT klass_id FROM klass_members WHERE user_id = ? ORDER BY klass_id').bind(userId).all<{ klass_id: number }>();
  return results.map((r) => r.klass_id);
}

describe('enrolling an existing trainee', () => {
  it('refuses a trainer who would take another class’s trainee, and lets an administrator do it', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const theirs = b.trainees[0]!;

    const refused = await enrol(a.trainerToken, theirs.username, a.klassId);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(`${theirs.username} already belongs to another class: only an administrator can enrol them in this one`);
    expect(await classesOf(theirs.id)).toEqual([b.klassId]);

    const admin = await createUser(UserType.Admin);
    const allowed = await enrol((await signIn(admin)).access, theirs.username, a.klassId);
    expect(allowed).toMatchObject({ status: 201, json: { id: theirs.id, klass_id: a.klassId } });
    expect(await classesOf(theirs.id)).toEqual([a.klassId, b.klassId].sort((x, y) => x - y));
    // The trainee's password is not the enrolling call's: it signs in as before.
    expect((await signIn(theirs, unique('ip'), PASSWORD)).access).toBeTruthy();

    // Now also a member of a's class: a's trainer enrolling them again changes nothing and is no error.
    expect((await enrol(a.trainerToken, theirs.username, a.klassId)).status).toBe(201);
  });

  it('lets a trainer enrol a trainee of no class, or one already in their own class', async () => {
    const a = await signedInClass();
    const loose = await createUser(UserType.Trainee);
    expect(await enrol(a.trainerToken, loose.username, a.klassId)).toMatchObject({ status: 201, json: { id: loose.id } });
    expect(await classesOf(loose.id)).toEqual([a.klassId]);
    expect((await enrol(a.trainerToken, a.trainees[0]!.username, a.klassId)).status).toBe(201);
    expect(await classesOf(a.trainees[0]!.id)).toEqual([a.klassId]);
  });
});
