/**
 * Demo data for local use only: an admin, a trainer, six trainees (all with password
 * `demo1234`), "Demo Class" led by the trainer, and persons for each trainee (two on
 * trainee1 to exercise the person picker). Idempotent: running it again changes nothing.
 * A real deployment never runs this; it creates its first admin with `npm run create-admin`.
 */
import type { Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { UserType } from '../../domain/enums';
import { hashPassword } from '../../worker/auth/password';
import { klasses, klassMembers, persons, users } from '../schema';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_CLASS_NAME = 'Demo Class';
export const DEMO_TRAINEES = ['trainee1', 'trainee2', 'trainee3', 'trainee4', 'trainee5', 'trainee6'] as const;

export const DEMO_ACCOUNTS: { username: string; userType: UserType; persons: string[] }[] = [
  { username: 'admin', userType: UserType.Admin, persons: [] },
  { username: 'trainer', userType: UserType.Trainer, persons: [] },
  ...DEMO_TRAINEES.map((username, i) => ({
    username,
    userType: UserType.Trainee,
    persons: i === 0 ? ['Alice Martin', 'Bruno Keller'] : [`Trader ${i + 1}`],
  })),
];

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export async function seedDemoData(client: Client, today = new Date()): Promise<void> {
  const db = drizzle(client);
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
    if (existing) continue;
    const [created] = await db
      .insert(users)
      .values({
        username: account.username,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        userType: account.userType,
        email: `${account.username}@demo.local`,
      })
      .returning({ id: users.id });
    if (account.persons.length) {
      await db.insert(persons).values(account.persons.map((name) => ({ userId: created!.id, name })));
    }
  }

  const [trainer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'trainer'));
  const start = new Date(today);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const end = new Date(today);
  end.setUTCMonth(end.getUTCMonth() + 5);
  await db
    .insert(klasses)
    .values({ name: DEMO_CLASS_NAME, startDate: isoDate(start), endDate: isoDate(end), trainerId: trainer!.id })
    .onConflictDoNothing();
  const [klass] = await db.select({ id: klasses.id }).from(klasses).where(eq(klasses.name, DEMO_CLASS_NAME));
  for (const username of DEMO_TRAINEES) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    await db.insert(klassMembers).values({ klassId: klass!.id, userId: u!.id }).onConflictDoNothing();
  }
}
