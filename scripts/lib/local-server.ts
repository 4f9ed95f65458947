/**
 * Prepares and starts the local server: migrations, demo seed, web build and `wrangler dev`
 * bound to 127.0.0.1. `npm start` uses it with the default state folder; browser tests and
 * benchmarks use it with a temporary one on a free port, so they never share data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { applyLocalMigrations, openLocalDatabase, wranglerStateArgs, DEFAULT_STATE_DIR } from '../../db/local-database';
import { drizzle } from 'drizzle-orm/libsql';
import { seedDemoData } from '../../db/seed/demo-data';
import { seedMarketReference } from '../../db/seed/market-reference';

export interface LocalServerOptions {
  port: number;
  stateDir?: string;
  /** Extra `--var` bindings for wrangler dev. */
  vars?: Record<string, string>;
  /** Where wrangler's output goes; 'inherit' prints it. */
  output?: 'inherit' | 'ignore';
  /** Port of wrangler's devtools inspector; tests give a free one so two servers never collide. */
  inspectorPort?: number;
}

export async function prepareDatabase(stateDir = DEFAULT_STATE_DIR): Promise<void> {
  applyLocalMigrations(stateDir);
  const client = openLocalDatabase(stateDir);
  try {
    await seedMarketReference(drizzle(client));
    await seedDemoData(client);
  } finally {
    client.close();
  }
}

export function buildWebApp(): void {
  const r = spawnSync('vite', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('Building the web app failed');
}

export function startWrangler(opts: LocalServerOptions): ChildProcess {
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(opts.port), '--show-interactive-dev-session=false', ...wranglerStateArgs(opts.stateDir ?? DEFAULT_STATE_DIR)];
  if (opts.inspectorPort) args.push('--inspector-port', String(opts.inspectorPort));
  for (const [k, v] of Object.entries(opts.vars ?? {})) args.push('--var', `${k}:${v}`);
  return spawn('wrangler', args, {
    stdio: ['ignore', opts.output ?? 'inherit', opts.output ?? 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    detached: process.platform !== 'win32',
  });
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForServer(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopServer(child: ChildProcess): void {
  if (child.exitCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
