/**
 * What a feature keeps in the session's SQLite, declared by the feature itself: how it writes
 * the change kinds it owns, and how it puts its part into the players' books when they load.
 * The store (store.ts) keeps the core tables (players, wallets, positions, ledger, orders) and
 * hands every other change to its owner; it names no feature's table. A contract family stored
 * as JSON rows (forwards, CDS, repos, T-bills, options) declares itself with `contractTable`.
 */
import type { Change, PlayerState } from '../../../domain/engine/types';
import type { PlayerBook } from '../../../domain/trading/book';

type Sql = SqlStorage;

export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;

/** A writer for each change kind a feature owns. */
export type ChangeWriters = { readonly [K in ChangeKind]?: (sql: Sql, change: ChangeOf<K>) => void };

export interface FeatureStorage {
  readonly writes?: ChangeWriters;
  /** Puts what the feature keeps (open contracts, realised sums) into the players' books. */
  load?(sql: Sql, players: ReadonlyMap<number, PlayerState>): void;
}

/** Each player's book, for a loader that fills it by player id. */
export function bookOf(players: ReadonlyMap<number, PlayerState>, playerId: number): PlayerBook | undefined {
  return players.get(playerId)?.book;
}

/**
 * A contract family whose contracts are JSON rows of one table, with their owner and status as
 * columns: status 0 is open (loaded into the book), anything else closed (kept for the lists).
 * `realized` sums JSON fields of the rows that count (the closed ones, or every booking) into
 * the book: the family's realised PnL, and for repos the cash they settled.
 */
export function contractTable<K extends ChangeKind, C extends { id: number }>(spec: {
  table: string;
  kind: K;
  row(change: ChangeOf<K>): { player_id: number; status: number; contract: C };
  open(book: PlayerBook): Map<number, C>;
  realized?: { rows: 'closed' | 'all'; fields: readonly string[]; into(book: PlayerBook, sums: readonly number[]): void };
}): FeatureStorage {
  const write = (sql: Sql, change: ChangeOf<K>) => {
    const { player_id, status, contract } = spec.row(change);
    sql.exec(
      `INSERT INTO ${spec.table} (id, player_id, status, json) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, json = excluded.json`,
      contract.id,
      player_id,
      status,
      JSON.stringify(contract),
    );
  };
  return {
    writes: { [spec.kind]: write } as ChangeWriters,
    load(sql, players) {
      for (const row of sql.exec<{ player_id: number; json: string }>(`SELECT player_id, json FROM ${spec.table} WHERE status = 0`).toArray()) {
        const book = bookOf(players, row.player_id);
        if (!book) continue;
        const contract = JSON.parse(row.json) as C;
        spec.open(book).set(contract.id, contract);
      }
      const realized = spec.realized;
      if (!realized) return;
      const sums = realized.fields.map((f, k) => `SUM(json_extract(json, '$.${f}')) AS s${k}`).join(', ');
      const where = realized.rows === 'closed' ? 'WHERE status = 1' : '';
      for (const r of sql.exec<Record<string, number | null>>(`SELECT player_id, ${sums} FROM ${spec.table} ${where} GROUP BY player_id`).toArray()) {
        const book = bookOf(players, r.player_id as number);
        if (book) realized.into(book, realized.fields.map((_, k) => r[`s${k}`] ?? 0));
      }
    },
  };
}
