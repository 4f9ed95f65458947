/**
 * A digest of everything the session's object stores: every table in `sqlite_master` (the
 * runtime's own `_cf_` tables and SQLite's aside), row by row in rowid order, so a table added by
 * any feature is covered without being named. Two digests are equal when every row of every
 * table is; per table, so a difference names its tables. Tests compare digests before and after
 * a refused request (tests/worker/fuzz.test.ts) instead of dumping the storage.
 */

/** 53-bit FNV-1a-style hash of a text, kept in two 32-bit halves (no BigInt in the hot loop). */
function hashInto(h: [number, number], text: string): void {
  let [a, b] = h;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  h[0] = a;
  h[1] = b;
}

/** A value as text that tells types apart (1 and '1', null and 'null', a blob by its bytes). */
function valueText(v: unknown): string {
  if (v === null) return '\u0000n';
  if (typeof v === 'number') return `\u0000d${v}`;
  if (typeof v === 'string') return `\u0000s${v}`;
  if (v instanceof ArrayBuffer) return `\u0000b${Array.from(new Uint8Array(v)).join(',')}`;
  return `\u0000?${String(v)}`;
}

/** The tables a digest covers: every table of the database, the runtime's and SQLite's own aside. */
export function storedTables(sql: SqlStorage): string[] {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name")
    .toArray()
    .map((t) => t.name);
}

/** The digest of rows (each an array of column values, in a stable order): their count and hash. */
export function digestRows(rows: Iterable<readonly unknown[]>): string {
  const h: [number, number] = [0x811c9dc5, 0x01000193];
  let count = 0;
  for (const row of rows) {
    count++;
    for (const v of row) hashInto(h, valueText(v));
    hashInto(h, '\u0001');
  }
  return `${count}:${(h[0] >>> 0).toString(16)}${(h[1] >>> 0).toString(16)}`;
}

/** Table → digest of its rows, over every table of the object's storage. */
export function storageDigest(sql: SqlStorage): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const table of storedTables(sql)) digests[table] = digestRows(sql.exec(`SELECT * FROM "${table}" ORDER BY rowid`).raw());
  return digests;
}
