/**
 * The person behind an order must be one of the caller's. Checked against D1 the first time a
 * person trades in the session, then known here: the order path reads no D1 after that.
 */
import { forbidden, invalid } from '../../../domain/refusal';

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

/** Names of the persons who traded in the session, for the blotter's User column. */
export function personNames(sql: SqlStorage): Map<number, string> {
  return new Map(sql.exec<{ id: number; name: string | null }>('SELECT id, name FROM persons').toArray().flatMap((r) => (r.name ? [[r.id, r.name] as const] : [])));
}
