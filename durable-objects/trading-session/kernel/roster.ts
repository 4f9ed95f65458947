/**
 * The session's own roster (user → player, trainer, class), so every call and socket is
 * checked without reading D1. It is written when the session is created and when a trainee
 * joins the class; an object that has none yet (created before its roster existed) loads it
 * once from D1.
 */
import { UserType } from '../../../domain/enums';
import type { RosterSeed } from '../../../domain/session/session-record';

export type RosterRole = 'player' | 'trainer';

export type RosterEntry = {
  user_id: number;
  username: string;
  role: RosterRole;
  player_id: number | null;
};


export const ROSTER_MIGRATION_SQL = `
  CREATE TABLE session_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE roster (
    user_id INTEGER PRIMARY KEY,
    username TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('player', 'trainer')),
    player_id INTEGER UNIQUE
  );`;

export function writeRoster(storage: DurableObjectStorage, seed: RosterSeed): void {
  storage.transactionSync(() => {
    const sql = storage.sql;
    sql.exec("INSERT OR REPLACE INTO session_meta (key, value) VALUES ('session_id', ?), ('klass_id', ?)", String(seed.session_id), String(seed.klass_id));
    sql.exec("INSERT OR REPLACE INTO roster (user_id, username, role, player_id) VALUES (?, ?, 'trainer', NULL)", seed.trainer.id, seed.trainer.username);
    for (const trainee of seed.trainees) addPlayer(storage, trainee);
  });
}

/** Adds a trainee as a player once; the player id is the next free one in this session. */
export function addPlayer(storage: DurableObjectStorage, trainee: { id: number; username: string }): number {
  const existing = storage.sql.exec<{ player_id: number | null }>('SELECT player_id FROM roster WHERE user_id = ?', trainee.id).toArray()[0];
  if (existing?.player_id != null) return existing.player_id;
  const next = storage.sql.exec<{ next: number }>('SELECT COALESCE(MAX(player_id), 0) + 1 AS next FROM roster').one().next;
  storage.sql.exec("INSERT OR REPLACE INTO roster (user_id, username, role, player_id) VALUES (?, ?, 'player', ?)", trainee.id, trainee.username, next);
  return next;
}

export function hasRoster(storage: DurableObjectStorage): boolean {
  return storage.sql.exec("SELECT 1 FROM session_meta WHERE key = 'session_id'").toArray().length > 0;
}

export function rosterEntry(storage: DurableObjectStorage, userId: number): RosterEntry | null {
  return storage.sql.exec<RosterEntry>('SELECT user_id, username, role, player_id FROM roster WHERE user_id = ?', userId).toArray()[0] ?? null;
}

export function rosterEntries(storage: DurableObjectStorage): RosterEntry[] {
  return storage.sql.exec<RosterEntry>('SELECT user_id, username, role, player_id FROM roster ORDER BY player_id').toArray();
}

/** Reads the class and its trainees from D1 for a session that has no roster yet. */
export async function loadRosterSeed(db: D1Database, sessionId: number): Promise<RosterSeed | null> {
  const session = await db
    .prepare(
      `SELECT s.id, s.klass_id, k.trainer_id, u.username AS trainer_username FROM trading_sessions s
       JOIN klasses k ON k.id = s.klass_id JOIN users u ON u.id = k.trainer_id WHERE s.id = ?`,
    )
    .bind(sessionId)
    .first<{ id: number; klass_id: number; trainer_id: number; trainer_username: string }>();
  if (!session) return null;
  const { results } = await db
    .prepare('SELECT u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id WHERE m.klass_id = ? AND u.user_type = ? ORDER BY u.id')
    .bind(session.klass_id, UserType.Trainee)
    .all<{ id: number; username: string }>();
  return {
    session_id: session.id,
    klass_id: session.klass_id,
    trainer: { id: session.trainer_id, username: session.trainer_username },
    trainees: results,
  };
}
