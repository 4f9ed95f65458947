/**
 * Everything a refused request must leave as it was, read back as one JSON text: every row of
 * every table of the sessions' objects (the books, orders, settings and clock documents), what
 * the player reads of their books (the object's memory, which could drift from its storage),
 * and the D1 rows of the platform (users, classes, persons, sessions, market data), the sign-in
 * throttle and token tables excepted (a failed sign-in is rightly counted there).
 */
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { digestRows, storageDigest } from '../../../durable-objects/trading-session/kernel/storage-digest';
import { directApi } from './direct-api';
import { stubOf } from './sessions';

type Row = Record<string, unknown>;

/** The object's SQLite, table by table, rows in their stored order. */
export async function sessionStorage(sessionId: number): Promise<Record<string, Row[]>> {
  return runInDurableObject(stubOf(sessionId), (_o, state) => {
    const sql = state.storage.sql;
    const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name").toArray();
    return Object.fromEntries(tables.map(({ name }) => [name, sql.exec(`SELECT * FROM "${name}" ORDER BY rowid`).toArray()]));
  });
}

/** Large reference tables are compared by size and last row id, the rest row by row. */
const D1_ROWS_IN_FULL = 400;
const D1_SKIPPED = /throttle|refresh|token|revok/i;

async function d1Rows(): Promise<Record<string, unknown>> {
  // Read each time: a table added since is covered too.
  const d1Tables = (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' AND name NOT LIKE 'd1_%' ORDER BY name",
    ).all<{ name: string }>()
  ).results
    .map((t) => t.name)
    .filter((name) => !D1_SKIPPED.test(name));
  // One round trip: each table's size, and its rows when it is small.
  const results = await env.DB.batch(
    d1Tables.flatMap((name) => [
      env.DB.prepare(`SELECT COUNT(*) AS n, MAX(rowid) AS last FROM "${name}"`),
      env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid LIMIT ${D1_ROWS_IN_FULL + 1}`),
    ]),
  );
  return Object.fromEntries(
    d1Tables.map((name, k) => {
      const [size, rows] = [results[2 * k]!.results[0], results[2 * k + 1]!.results];
      return [name, rows.length > D1_ROWS_IN_FULL ? size : rows];
    }),
  );
}

/**
 * What must not change, as digests: each table of each session's object (computed by the object
 * over every table in its sqlite_master: a table a feature adds is covered unnamed), what the
 * player reads of their books, and each D1 table (small ones row by row, large reference tables
 * by size and last row id). Cheap enough to take around every request of the fuzz test.
 */
export type Digest = Record<string, string>;

export async function digest(sessionIds: readonly number[], playerToken: string): Promise<Digest> {
  const parts: Digest = {};
  for (const id of new Set(sessionIds)) {
    const tables = await runInDurableObject(stubOf(id), (_o, state) => storageDigest(state.storage.sql));
    for (const [table, d] of Object.entries(tables)) parts[`session ${id} table ${table}`] = d;
    const res = await directApi(`/api/sessions/${id}/retrieve_player/`, { token: playerToken });
    parts[`session ${id} reads`] = res.status === 200 ? digestRows([[await res.text()]]) : `status ${res.status}`;
  }
  for (const [table, rows] of Object.entries(await d1Rows())) parts[`d1 ${table}`] = Array.isArray(rows) ? digestRows(rows.map((r) => Object.values(r as Row))) : JSON.stringify(rows);
  return parts;
}

/** The parts whose digests differ (a part present on one side only counts). */
export function digestChanges(before: Digest, after: Digest): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]).sort();
}

export interface Snapshot {
  text: string;
  storage: Record<number, Record<string, Row[]>>;
}

/** The state of `sessionIds` (storage and the player's reads) and of D1. */
export async function snapshot(sessionIds: readonly number[], playerToken: string): Promise<Snapshot> {
  const storage: Record<number, Record<string, Row[]>> = {};
  const reads: Record<number, unknown> = {};
  for (const id of new Set(sessionIds)) {
    storage[id] = await sessionStorage(id);
    const res = await directApi(`/api/sessions/${id}/retrieve_player/`, { token: playerToken });
    reads[id] = res.status === 200 ? await res.json() : res.status;
  }
  const d1 = await d1Rows();
  const text = JSON.stringify({ storage, reads, d1 });
  return { text, storage };
}

/**
 * What must hold after any accepted request: every stored number finite, money in whole minor
 * units, each wallet equal to the sum of its ledger entries, no reserve below zero.
 */
export function booksProblems(storage: Record<string, Row[]>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(storage)) {
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'number' && !Number.isFinite(value)) problems.push(`${table}.${column} holds ${value}`);
      }
    }
  }
  const ledger = new Map<string, number>();
  for (const e of storage.ledger ?? []) ledger.set(`${e.player_id}/${e.currency}`, (ledger.get(`${e.player_id}/${e.currency}`) ?? 0) + Number(e.amount));
  for (const w of storage.wallets ?? []) {
    const key = `${w.player_id}/${w.currency}`;
    if (!Number.isSafeInteger(w.balance) || !Number.isSafeInteger(w.reserved)) problems.push(`wallet ${key} is not in whole minor units: ${w.balance}, ${w.reserved}`);
    if ((ledger.get(key) ?? 0) !== w.balance) problems.push(`wallet ${key} holds ${w.balance} but its ledger sums to ${ledger.get(key) ?? 0}`);
    if (Number(w.reserved) < 0) problems.push(`wallet ${key} reserves ${w.reserved}`);
  }
  return problems;
}
