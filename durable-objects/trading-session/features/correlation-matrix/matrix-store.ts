/**
 * The correlation matrices' storage: a player's last matrix (saving a new one replaces it, so
 * a player holds at most 15 × 15 pairs) and a row per pair with its state. The pending pairs
 * are the alarm's queue: they live in SQLite, so an evicted object picks them up where it was.
 */
import type { StorageMigration } from '../../../storage/migrations';
import { CorrelationStatus, type CorrelationField } from '../../../../domain/research/correlation';

export const MATRIX_MIGRATIONS: readonly StorageMigration[] = [
  {
    id: 55,
    sql: `CREATE TABLE correlation_matrices (
        id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, created_at INTEGER NOT NULL, as_of INTEGER NOT NULL, fields TEXT NOT NULL
      );
      CREATE INDEX correlation_matrices_player ON correlation_matrices (player_id, id);
      CREATE TABLE correlation_pairs (
        matrix_id INTEGER NOT NULL, pair TEXT NOT NULL, status INTEGER NOT NULL, value REAL, PRIMARY KEY (matrix_id, pair)
      );
      CREATE INDEX correlation_pairs_status ON correlation_pairs (status, matrix_id);`,
  },
];

export interface MatrixRow {
  id: number;
  player_id: number;
  created_at: number;
  as_of: number;
  fields: CorrelationField[];
}

export interface PairRow {
  pair: string;
  status: CorrelationStatus;
  value: number | null;
}

export interface PendingPair {
  matrix_id: number;
  pair: string;
  player_id: number;
  as_of: number;
}

/** Replaces the player's matrix with a new one, every pair pending (one transaction: synchronous writes). */
export function insertMatrix(sql: SqlStorage, m: Omit<MatrixRow, 'id'>, pairs: readonly string[]): number {
  sql.exec('DELETE FROM correlation_pairs WHERE matrix_id IN (SELECT id FROM correlation_matrices WHERE player_id = ?)', m.player_id);
  sql.exec('DELETE FROM correlation_matrices WHERE player_id = ?', m.player_id);
  const { id } = sql
    .exec<{ id: number }>('INSERT INTO correlation_matrices (player_id, created_at, as_of, fields) VALUES (?, ?, ?, ?) RETURNING id', m.player_id, m.created_at, m.as_of, JSON.stringify(m.fields))
    .one();
  for (const pair of pairs) sql.exec('INSERT INTO correlation_pairs (matrix_id, pair, status, value) VALUES (?, ?, ?, NULL)', id, pair, CorrelationStatus.Pending);
  return id;
}

export function lastMatrix(sql: SqlStorage, playerId: number): MatrixRow | null {
  const row = sql
    .exec<{ id: number; player_id: number; created_at: number; as_of: number; fields: string }>(
      'SELECT id, player_id, created_at, as_of, fields FROM correlation_matrices WHERE player_id = ? ORDER BY id DESC LIMIT 1',
      playerId,
    )
    .toArray()[0];
  return row ? { ...row, fields: JSON.parse(row.fields) as CorrelationField[] } : null;
}

export function pairsOf(sql: SqlStorage, matrixId: number): PairRow[] {
  return sql.exec<{ pair: string; status: number; value: number | null }>('SELECT pair, status, value FROM correlation_pairs WHERE matrix_id = ? ORDER BY pair', matrixId).toArray() as PairRow[];
}

/** The oldest matrices' pending pairs first, at most `limit`. */
export function pendingPairs(sql: SqlStorage, limit: number): PendingPair[] {
  return sql
    .exec<{ matrix_id: number; pair: string; player_id: number; as_of: number }>(
      `SELECT p.matrix_id, p.pair, m.player_id, m.as_of FROM correlation_pairs p JOIN correlation_matrices m ON m.id = p.matrix_id
       WHERE p.status = ? ORDER BY p.matrix_id, p.pair LIMIT ?`,
      CorrelationStatus.Pending,
      limit,
    )
    .toArray() as PendingPair[];
}

export function anyPending(sql: SqlStorage): boolean {
  return sql.exec('SELECT 1 FROM correlation_pairs WHERE status = ? LIMIT 1', CorrelationStatus.Pending).toArray().length > 0;
}

export function settlePair(sql: SqlStorage, matrixId: number, pair: string, status: CorrelationStatus, value: number | null): void {
  sql.exec('UPDATE correlation_pairs SET status = ?, value = ? WHERE matrix_id = ? AND pair = ?', status, value, matrixId, pair);
}
