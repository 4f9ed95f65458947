/**
 * A local server of the benchmark's own: temporary state, free port, seeded, signed in as admin.
 * It runs a snapshot of the sources copied at start: `wrangler dev` rebuilds and restarts on
 * every change to the files it watches, and an edit made during a run would otherwise drop
 * the objects, their sockets and their caches in the middle of a measurement.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebApp, freePort, prepareDatabase, startWrangler, stopServer, waitForServer } from '../scripts/lib/local-server';

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
  // wrangler dev runs in the snapshot (the spawned process takes the cwd of the moment).
  const cwd = process.cwd();
  process.chdir(sourceDir);
  let child: ReturnType<typeof startWrangler>;
  try {
    child = startWrangler({ port, stateDir, inspectorPort, vars: { JWT_SECRET: jwtSecret, ...vars }, output: process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore' });
  } finally {
    process.chdir(cwd);
  }
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopServer(child);
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
    pid: child.pid!,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    stop,
  };
}
