/**
 * The outbox of what the admin's errors page needs from this session (issue 13): a row per
 * thing to report, written in the same transaction as the change that produced it, and
 * flushed to D1 by the alarm (report-flush.ts). The rows are written by SQLite triggers on the
 * kernel's own tables, so every path that stores a failed execution, an order or an ODA (a
 * call, a market step, a forced order, finishing) reports without the engine knowing: nothing
 * can commit the change and miss the report. A row names what changed (`kind`, `key`), not
 * its content: the flush reads the current state, so many changes to one order between two
 * flushes are one report (the key's row replaced, with a new id each time, which is how
 * the flush tells a row rewritten while it waited on D1 from the one it sent).
 */
import type { StorageMigration } from '../../../storage/migrations';

/** 'fwd_oda': a forward contract's stop loss and take profit (a trigger of features/fx-forwards.ts, key the contract id). */
export type ReportKind = 'error' | 'order' | 'oda' | 'books' | 'fwd_oda';

export interface OutboxRow {
  id: number;
  kind: ReportKind;
  key: string;
}

/**
 * On-open and on-close orders (any status), and pending orders tried at least once; an update
 * also when the order was one of those (it leaves the lists). A pending order retried at every
 * step is reported at every flush, so its tries stay current; the outbox keeps one row for it.
 */
const orderOfInterest = (row: 'NEW' | 'OLD') =>
  `(json_extract(${row}.json, '$.resourcetype') IN ('MarketOnOpenOrder', 'MarketOnCloseOrder') OR (${row}.status = 0 AND json_extract(${row}.json, '$.execution_tries') > 0))`;

// Delete then insert rather than INSERT OR REPLACE: a trigger's conflict clause gives way to the
// outer statement's, and the kernel's upserts (ON CONFLICT DO UPDATE) would make it fail.
const report = (kind: ReportKind, key: string) =>
  `BEGIN DELETE FROM report_outbox WHERE kind = '${kind}' AND key = ${key}; INSERT INTO report_outbox (kind, key) VALUES ('${kind}', ${key}); END;`;
const odaKey = (row: 'NEW' | 'OLD') => `${row}.player_id || '|' || ${row}.ric`;

export const REPORT_MIGRATIONS: readonly StorageMigration[] = [
  {
    id: 45,
    sql: `
      CREATE TABLE report_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, key TEXT NOT NULL, UNIQUE (kind, key));
      CREATE TABLE books_findings (player_id INTEGER PRIMARY KEY, json TEXT NOT NULL);
      CREATE TRIGGER report_failed_execution AFTER INSERT ON failed_executions ${report('error', 'NEW.id')}
      CREATE TRIGGER report_order_placed AFTER INSERT ON orders WHEN ${orderOfInterest('NEW')} ${report('order', 'NEW.id')}
      CREATE TRIGGER report_order_changed AFTER UPDATE ON orders WHEN ${orderOfInterest('NEW')} OR ${orderOfInterest('OLD')} ${report('order', 'NEW.id')}
      CREATE TRIGGER report_oda_set AFTER INSERT ON odas ${report('oda', odaKey('NEW'))}
      CREATE TRIGGER report_oda_changed AFTER UPDATE ON odas ${report('oda', odaKey('NEW'))}
      CREATE TRIGGER report_oda_removed AFTER DELETE ON odas ${report('oda', odaKey('OLD'))}
      CREATE TRIGGER report_oda_position AFTER UPDATE ON positions
        WHEN OLD.quantity != NEW.quantity AND EXISTS (SELECT 1 FROM odas WHERE player_id = NEW.player_id AND ric = NEW.ric)
        ${report('oda', odaKey('NEW'))}`,
  },
  {
    id: 46,
    // The books' audit's running sums of the ledger, up to the entry `last_id` (books-check.ts).
    sql: `
      CREATE TABLE ledger_sums (player_id INTEGER NOT NULL, currency TEXT NOT NULL, total INTEGER NOT NULL, PRIMARY KEY (player_id, currency));
      CREATE TABLE ledger_sums_mark (id INTEGER PRIMARY KEY CHECK (id = 1), last_id INTEGER NOT NULL);`,
  },
];

/** A finding of the books' audit for the flush (its own rows, written by the step hook). */
export function reportBooks(sql: SqlStorage, playerId: number): void {
  sql.exec("DELETE FROM report_outbox WHERE kind = 'books' AND key = ?", String(playerId));
  sql.exec("INSERT INTO report_outbox (kind, key) VALUES ('books', ?)", String(playerId));
}

export function outboxBatch(sql: SqlStorage, limit: number): OutboxRow[] {
  return sql.exec<{ id: number; kind: string; key: string }>('SELECT id, kind, key FROM report_outbox ORDER BY id LIMIT ?', limit).toArray() as OutboxRow[];
}

export function outboxEmpty(sql: SqlStorage): boolean {
  return sql.exec('SELECT 1 FROM report_outbox LIMIT 1').toArray().length === 0;
}

/** Removes the rows sent; one rewritten since (a new id) stays for the next flush. */
export function clearSent(sql: SqlStorage, ids: readonly number[]): void {
  if (ids.length) sql.exec('DELETE FROM report_outbox WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(ids));
}
