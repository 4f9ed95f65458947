import type { KlassSummary } from '../../domain/people/accounts';

export type { KlassSummary };

type KlassRow = Omit<KlassSummary, 'trainer' | 'trainees'> & { trainer_id: number; trainer_username: string };

/** Which classes: a trainer's, those with the given ids, or (neither) all. */
export interface KlassFilter {
  trainerId?: number;
  ids?: number[];
}

function whereOf(filter: KlassFilter): { sql: string; params: unknown[] } {
  if (filter.ids) return { sql: 'WHERE k.id IN (SELECT value FROM json_each(?1))', params: [JSON.stringify(filter.ids)] };
  if (filter.trainerId !== undefined) return { sql: 'WHERE k.trainer_id = ?1', params: [filter.trainerId] };
  return { sql: '', params: [] };
}

/** The classes, newest first, with their trainees by username. */
export async function klassSummaries(db: D1Database, filter: KlassFilter = {}): Promise<KlassSummary[]> {
  const where = whereOf(filter);
  const klassSql = `SELECT k.id, k.name, k.start_date, k.end_date, k.created_at, k.trainer_id, u.username AS trainer_username,
      (SELECT COUNT(*) FROM trading_sessions s WHERE s.klass_id = k.id) AS session_count
    FROM klasses k JOIN users u ON u.id = k.trainer_id ${where.sql}
    ORDER BY k.created_at DESC, k.id DESC`;
  const memberSql = `SELECT m.klass_id, u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id
    JOIN klasses k ON k.id = m.klass_id ${where.sql} ORDER BY u.username`;
  const [klasses, members] = await db.batch<Record<string, unknown>>([db.prepare(klassSql).bind(...where.params), db.prepare(memberSql).bind(...where.params)]);
  const byKlass = new Map<number, { id: number; username: string }[]>();
  for (const m of (members?.results ?? []) as { klass_id: number; id: number; username: string }[]) {
    const list = byKlass.get(m.klass_id) ?? [];
    list.push({ id: m.id, username: m.username });
    byKlass.set(m.klass_id, list);
  }
  return ((klasses?.results ?? []) as KlassRow[]).map(({ trainer_id, trainer_username, ...k }) => ({
    ...k,
    trainer: { id: trainer_id, username: trainer_username },
    trainees: byKlass.get(k.id) ?? [],
  }));
}
