/**
 * A local server of the benchmark's own: temporary state, free port, seeded, signed in as admin.
 * It runs a snapshot of the sources copied at start: `wrangler dev` rebuilds and restarts on
 * every change to the files it watches, and an edit made during a run would otherwise drop
 * the objects, their sockets and their caches in the middle of a measurement.
 *
 * Two runtimes (BENCH_RUNTIME): `workerd` (the default) bundles the Worker as `wrangler deploy`
 * does and runs it in workerd through Miniflare, the runtime alone on the port, as production
 * runs it; `wrangler` runs `wrangler dev`, whose proxy Worker sits in front of every request
 * and socket (and caps this machine at a few hundred requests per second).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebApp, freePort, prepareDatabase, startWrangler, stopServer, waitForServer } from '../scripts/lib/local-server';
import { startWorkerd } from './workerd-server';

export interface BenchServer {
  url: string;
  token: string;
  /** The JWT secret the server was started with: the bench mints its own tokens with it. */
  jwtSecret: string;
  /** Port of wrangler's devtools inspector (the isolate's heap is read through it). */
  inspectorPort: number;
  /** Process id of `wrangler dev` (its descendants include workerd). */
  pid: number;
  get<T = unknown>(path: string): Promise<T>;
  /** POST JSON as admin; throws on a non-2xx answer. */
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  stop(): void;
}

const SNAPSHOT = ['worker', 'domain', 'durable-objects', 'db', 'dist/web', 'package.json', 'tsconfig.json', 'wrangler.toml', '.dev.vars'];

/** Copies what `wrangler dev` builds and serves into `dir` (node_modules linked, not copied). */
function snapshotSources(dir: string): void {
  mkdirSync(join(dir, 'dist'));
  for (const entry of SNAPSHOT) if (existsSync(entry)) cpSync(entry, join(dir, entry), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
}

export const BENCH_RUNTIME = process.env.BENCH_RUNTIME === 'wrangler' ? 'wrangler dev' : 'workerd (Miniflare, no dev proxy)';

/** Starts the server; `vars` are extra Worker vars (e.g. BENCH_HOOKS). BENCH_SERVER_LOG=1 shows wrangler's output. */
export async function startBenchServer(vars: Record<string, string> = {}): Promise<BenchServer> {
  const stateDir = mkdtempSync(join(tmpdir(), 'ttp-bench-'));
  const sourceDir = mkdtempSync(join(tmpdir(), 'ttp-bench-src-'));
  await prepareDatabase(stateDir);
  buildWebApp();
  snapshotSources(sourceDir);
  const port = await freePort();
  const inspectorPort = await freePort();
  const jwtSecret = randomBytes(32).toString('hex');
  const allVars = { JWT_SECRET: jwtSecret, ...vars };
  let runtime: { pid: number; stop: () => void | Promise<void> };
  if (process.env.BENCH_RUNTIME === 'wrangler') {
    // wrangler dev runs in the snapshot (the spawned process takes the cwd of the moment).
    const cwd = process.cwd();
    process.chdir(sourceDir);
    try {
      const child = startWrangler({ port, stateDir, inspectorPort, vars: allVars, output: process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore' });
      runtime = { pid: child.pid!, stop: () => stopServer(child) };
    } finally {
      process.chdir(cwd);
    }
  } else {
    runtime = await startWorkerd({ sourceDir, stateDir, port, inspectorPort, vars: allVars });
  }
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    void runtime.stop();
    rmSync(stateDir, { recursive: true, force: true });
    rmSync(sourceDir, { recursive: true, force: true });
  };
  // Whatever ends the bench (an error, Ctrl-C), the server goes with it.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  try {
    await waitForServer(`${url}/api/health`);
  } catch (error) {
    stop();
    throw error;
  }
  const res = await fetch(`${url}/api/auth/get_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  const { access } = (await res.json()) as { access: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${access}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
  return {
    url,
    token: access,
    jwtSecret,
    inspectorPort,
    pid: runtime.pid,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    stop,
  };
}
