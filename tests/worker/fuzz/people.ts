/**
 * Fuzz cases of people and classes (persons, klasses, trainers): each valid request acts on fresh
 * names and accounts, never the world's trainees.
 */
import { env } from 'cloudflare:workers';
import { UserType } from '../../../domain/enums';
import { PASSWORD, createUser, unique } from '../setup/fixtures';
import { type World, type RouteCase } from './world';

const klassCsvHeader = 'klass_name,trainer,trainer_pass,user_pass,users,persons';

async function trainerNameOf(w: World): Promise<string> {
  const row = await env.DB.prepare('SELECT u.username FROM klasses k JOIN users u ON u.id = k.trainer_id WHERE k.id = ?').bind(w.klassId).first<{ username: string }>();
  return row!.username;
}

/** A new trainee of the world's class (not one of its players), for calls that take one away. */
async function freshMember(w: World): Promise<number> {
  const trainee = await createUser(UserType.Trainee);
  await env.DB.prepare('INSERT INTO klass_members (klass_id, user_id) VALUES (?, ?)').bind(w.klassId, trainee.id).run();
  return trainee.id;
}

/** Routes that are not session calls: a valid request each, by route. */
export const routeCases: Record<string, RouteCase> = {
  'POST /api/persons': { token: 'player', valid: async () => ({ body: { name: 'Desk B' } }) },
  'POST /api/klasses/add_new_user_to_klass': {
    token: 'trainer',
    valid: async (w) => ({ body: { username: 'fuzz_newcomer', password: PASSWORD, klass_id: w.klassId } }),
  },
  // People and classes: each valid request acts on fresh names and accounts, never the world's trainees.
  'POST /api/klasses': {
    token: 'trainer',
    valid: async (w) => ({ body: { name: unique('Fuzz class'), trainer_username: await trainerNameOf(w), trainee_usernames: [unique('fuzz_t')] } }),
  },
  'POST /api/klasses/upload_klass_csv': {
    token: 'admin',
    valid: async (w) => ({
      body: { form: { klass_details_file: new File([`${klassCsvHeader}\n${unique('Fuzz csv')},${await trainerNameOf(w)},,,,\n`], 'klasses.csv', { type: 'text/csv' }) } },
    }),
  },
  'POST /api/klasses/remove_trainee': { token: 'trainer', valid: async (w) => ({ body: { klass_id: w.klassId, user_id: await freshMember(w) } }) },
  'POST /api/klasses/reset_password': { token: 'trainer', valid: async (w) => ({ body: { klass_id: w.klassId, user_id: await freshMember(w) } }) },
  'POST /api/trainers/:trainer_id/set_password': {
    token: 'admin',
    valid: async () => ({ params: { trainer_id: String((await createUser(UserType.Trainer)).id) }, body: { password: 'Fuzz-pass-123' } }),
  },
};
