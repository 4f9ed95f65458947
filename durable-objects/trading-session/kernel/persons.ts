/**
 * The person behind an order must be one of the caller's. Checked against D1 the first time a
 * person trades in the session, then known here: the order path reads no D1 after that.
 */
import { Refusal, forbidden, invalid } from '../../../domain/refusal';
import type { Actor } from './actor';

export async function checkPerson(sql: SqlStorage, db: D1Database, userId: number, personId: number | null | undefined): Promise<void> {
  if (personId == null) return;
  const known = sql.exec<{ user_id: number }>('SELECT user_id FROM persons WHERE id = ?', personId).toArray()[0];
  if (known) {
    if (known.user_id !== userId) throw forbidden('That person is not one of yours');
    return;
  }
  const row = await db.prepare('SELECT user_id, name FROM persons WHERE id = ?').bind(personId).first<{ user_id: number; name: string }>();
  if (!row || row.user_id !== userId) throw row ? forbidden('That person is not one of yours') : invalid('Person not found');
  sql.exec('INSERT OR IGNORE INTO persons (id, user_id, name) VALUES (?, ?, ?)', personId, userId, row.name);
}

/** A call's load: the person the caller names (if any) must be theirs. */
export function callerPerson(k: { sql: SqlStorage; env: { DB: D1Database } }, input: { person?: number | null }, actor: Actor): Promise<void> {
  return checkPerson(k.sql, k.env.DB, actor.caller.user_id, input.person);
}

/**
 * A staff call's load: the person an administrator names for a player must be the player's
 * (checkPerson speaks to the trader, "not one of yours"; here the administrator named it).
 */
export async function playerPerson(k: { sql: SqlStorage; env: { DB: D1Database } }, playerUserId: number, personId: number | null | undefined): Promise<void> {
  try {
    await checkPerson(k.sql, k.env.DB, playerUserId, personId);
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'forbidden') throw invalid('That person is not one of the player’s');
    throw error;
  }
}

/** Names of the persons who traded in the session, for the blotter's User column. */
export function personNames(sql: SqlStorage): Map<number, string> {
  return new Map(sql.exec<{ id: number; name: string | null }>('SELECT id, name FROM persons').toArray().flatMap((r) => (r.name ? [[r.id, r.name] as const] : [])));
}
