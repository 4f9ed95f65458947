/**
 * Data the browser tests need beyond the demo seed: a running historical session and a
 * finished one for Demo Class (index rows, as session creation writes them; the session
 * objects load their roster from them on first connection).
 */
import type { Client } from '@libsql/client';

export const RUNNING_SESSION_ID = 1;
export const FINISHED_SESSION_ID = 2;

export async function seedBrowserFixtures(client: Client): Promise<void> {
  const klass = await client.execute("SELECT id, trainer_id FROM klasses WHERE name = 'Demo Class'");
  const { id, trainer_id } = klass.rows[0] as unknown as { id: number; trainer_id: number };
  await client.batch([
    {
      sql: `INSERT INTO trading_sessions (id, klass_id, trainer_id, status, scenario_type, risk_approach, create_date)
            VALUES (?, ?, ?, 1, 1, 0, '2026-11-20T10:00:00.000Z')`,
      args: [RUNNING_SESSION_ID, id, trainer_id],
    },
    {
      sql: `INSERT INTO trading_sessions (id, klass_id, trainer_id, status, scenario_type, risk_approach, create_date, finish_date)
            VALUES (?, ?, ?, 2, 0, 1, '2026-11-01T09:00:00.000Z', '2026-11-10T17:00:00.000Z')`,
      args: [FINISHED_SESSION_ID, id, trainer_id],
    },
  ]);
}
