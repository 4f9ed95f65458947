/**
 * Node-side access to the local D1 database that `wrangler dev` serves: migrations through
 * wrangler (the same command a deployment uses), reads and writes through @libsql/client on
 * the SQLite file that wrangler keeps under its state folder.
 */
import { createClient, type Client } from '@libsql/client';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DEFAULT_STATE_DIR = '.wrangler/state';

export function wranglerStateArgs(stateDir: string): string[] {
  return stateDir === DEFAULT_STATE_DIR ? [] : ['--persist-to', stateDir];
}

export function applyLocalMigrations(stateDir = DEFAULT_STATE_DIR): void {
  const r = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...wranglerStateArgs(stateDir)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (r.status !== 0) throw new Error(`Migrating the local database failed:\n${r.stdout}\n${r.stderr}`);
}

/** The SQLite file of the (single) local D1 database under the wrangler state folder. */
export function localDatabaseFile(stateDir = DEFAULT_STATE_DIR): string {
  const dir = resolve(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite') : [];
  if (files.length !== 1) {
    throw new Error(`Expected one local D1 database in ${dir}, found ${files.length}. Run the migrations first.`);
  }
  return join(dir, files[0]!);
}

export function openLocalDatabase(stateDir = DEFAULT_STATE_DIR): Client {
  return createClient({ url: `file:${localDatabaseFile(stateDir)}` });
}
