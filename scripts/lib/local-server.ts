/**
 * Prepares and starts the local server: the `.dev.vars` secret, migrations, demo seed, web build,
 * then the built Worker in workerd (`startLocalServer`, what `npm start` runs) or the watching
 * `wrangler dev` (`startWrangler`, what `npm run dev` runs), bound to 127.0.0.1. `npm start` uses
 * the default state folder; the soak benchmark and the tests use a temporary one on a free port,
 * so they never share data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { applyLocalMigrations, openLocalDatabase, wranglerStateArgs, DEFAULT_STATE_DIR } from '../../db/local-database';
import { drizzle } from 'drizzle-orm/libsql';
import { seedDemoData } from '../../db/seed/demo-data';
import { seedMarketReference } from '../../db/seed/market-reference';
import { ensureDevSecret } from './dev-secret';
import { startWorkerd, type WorkerdServer, type WorkerdServerOptions } from './workerd-server';

export type { WorkerdServer } from './workerd-server';

export interface WranglerDevOptions {
  port: number;
  /** The Worker's entry module, instead of wrangler.toml's `main`. */
  entry?: string;
  stateDir?: string;
  /** Extra `--var` bindings for wrangler dev. */
  vars?: Record<string, string>;
  /** Where wrangler's output goes; 'inherit' prints it. */
  output?: 'inherit' | 'ignore';
  /** Port of wrangler's devtools inspector; give a free one so two servers never collide. */
  inspectorPort?: number;
}

export interface LocalServerOptions extends WorkerdServerOptions {
  /** Told each step as it begins ("Migrating and seeding the local database...", ...). */
  progress?: (step: string) => void;
  /**
   * Seed the demo users and class (the default, as `npm start` does). False leaves the database
   * as a deployment has it: the market's reference data and no one but who create-admin made.
   */
  demoData?: boolean;
}

/**
 * What `npm start` runs: the local JWT secret in `.dev.vars` (created once, so tokens survive
 * restarts), the migrated and seeded database of `stateDir`, the web app built into dist/web,
 * and the built Worker serving both in workerd, with no file watcher. Resolves once
 * `/api/health` answers. The soak benchmark and the create-admin test start theirs with it too.
 */
export async function startLocalServer(opts: LocalServerOptions): Promise<WorkerdServer> {
  const { progress = () => {}, demoData = true, ...serverOptions } = opts;
  ensureDevSecret();
  progress('Migrating and seeding the local database...');
  await prepareDatabase(opts.stateDir, { demoData });
  progress('Building the web app...');
  buildWebAppUnlessBuilt();
  progress('Bundling the Worker and starting it in workerd...');
  const server = await startWorkerd(serverOptions);
  try {
    await waitForServer(`${server.url}/api/health`, 30_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export async function prepareDatabase(stateDir = DEFAULT_STATE_DIR, { demoData = true } = {}): Promise<void> {
  applyLocalMigrations(stateDir);
  const client = openLocalDatabase(stateDir);
  try {
    await seedMarketReference(drizzle(client));
    if (demoData) await seedDemoData(client);
  } finally {
    client.close();
  }
}

/** The production build, whoever calls it: a test runner's NODE_ENV=test would give React's development build. */
export function buildWebApp(): void {
  const r = spawnSync('vite', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('Building the web app failed');
}

/** The build, unless this run's caller built it already and said so (`npm test` sets WEB_APP_BUILT=1 for its suites). */
export function buildWebAppUnlessBuilt(): void {
  if (process.env.WEB_APP_BUILT !== '1') buildWebApp();
}

/** `wrangler dev`, which watches the sources and rebuilds on every change: `npm run dev`. */
export function startWrangler(opts: WranglerDevOptions): ChildProcess {
  const args = ['dev', ...(opts.entry ? [opts.entry] : []), '--ip', '127.0.0.1', '--port', String(opts.port), '--show-interactive-dev-session=false', ...wranglerStateArgs(opts.stateDir ?? DEFAULT_STATE_DIR)];
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
