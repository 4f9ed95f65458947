/**
 * Schema migrations for a Durable Object's SQLite storage: an append-only list, applied
 * once per object inside `blockConcurrencyWhile`, with a table recording the applied ids
 * (the runtime has no `PRAGMA user_version`). Never edit an entry; append. Entries from several
 * lists (an object's kernel and its features) are applied in id order, and ids must be unique.
 */
export interface StorageMigration {
  id: number;
  sql: string;
}

export function applyStorageMigrations(storage: DurableObjectStorage, migrations: readonly StorageMigration[]): void {
  const ids = new Set(migrations.map((m) => m.id));
  if (ids.size !== migrations.length) throw new Error('Two storage migrations share an id');
  const ordered = [...migrations].sort((a, b) => a.id - b.id);
  storage.transactionSync(() => {
    storage.sql.exec('CREATE TABLE IF NOT EXISTS _migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const applied = new Set(storage.sql.exec<{ id: number }>('SELECT id FROM _migrations').toArray().map((r) => r.id));
    for (const m of ordered) {
      if (applied.has(m.id)) continue;
      storage.sql.exec(m.sql);
      storage.sql.exec('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)', m.id, new Date().toISOString());
    }
  });
}
