/**
 * A local server of the benchmark's own: temporary state, free port, seeded, signed in as admin.
 *
 * Two runtimes (BENCH_RUNTIME): `workerd` (the default) is the server `npm start` runs, the
 * Worker bundled once as `wrangler deploy` does and run in workerd alone through Miniflare
 * (scripts/lib/workerd-server.ts), as production runs it; an edit made during a run changes
 * nothing it serves. `wrangler` runs `wrangler dev`, whose proxy Worker sits in front of every
 * request and socket (and caps this machine at a few hundred requests per second); it watches
 * the files it serves and restarts on any change, so it runs on a snapshot of the sources copied
 * at start, or an edit made during a run would drop the objects, their sockets and their caches
 * in the middle of a measurement.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebApp, freePort, prepareDatabase, startWrangler, stopServer, waitForServer } from '../scripts/lib/local-server';
import { startWorkerd } from '../scripts/lib/workerd-server';
import { LOCAL_MARKET_SEED } from '../domain/market/default-market';

export interface BenchServer {
  url: string;
  token: string;
  /** The JWT secret the server was started with: the bench mints its own tokens with it. */
  jwtSecret: string;
  /** Port of the devtools inspector (the isolate's heap is read through it). */
  inspectorPort: number;
  /** Process id of the workerd serving the Worker, or of `wrangler dev` (whose descendants include it). */
  readonly pid: number;
  get<T = unknown>(path: string): Promise<T>;
  /** POST JSON as admin; throws on a non-2xx answer. */
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  stop(): void;
}

const SNAPSHOT = ['worker', 'platform', 'domain', 'durable-objects', 'db', 'bench/worker', 'dist/web', 'package.json', 'tsconfig.json', 'wrangler.toml', '.dev.vars'];

/** Copies what `wrangler dev` builds and serves into `dir` (node_modules linked, not copied). */
function snapshotSources(dir: string): void {
  mkdirSync(join(dir, 'dist'));
  for (const entry of SNAPSHOT) if (existsSync(entry)) cpSync(entry, join(dir, entry), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
}

export const BENCH_RUNTIME = process.env.BENCH_RUNTIME === 'wrangler' ? 'wrangler dev' : 'workerd (Miniflare, no dev proxy)';

/** The bench's own build of the Worker (production's app plus the bench hooks), when there is one. */
const BENCH_ENTRY = existsSync('bench/worker/index.ts') ? 'bench/worker/index.ts' : undefined;

/**
 * Starts the server on the bench's entry (bench/worker/index.ts, when present); `vars` are extra
 * Worker vars. BENCH_SERVER_LOG=1 shows the server's output.
 */
export async function startBenchServer(vars: Record<string, string> = {}): Promise<BenchServer> {
  const stateDir = mkdtempSync(join(tmpdir(), 'ttp-bench-'));
  const cleanups: (() => void)[] = [() => rmSync(stateDir, { recursive: true, force: true })];
  await prepareDatabase(stateDir);
  buildWebApp();
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('hex');
  const allVars = { JWT_SECRET: jwtSecret, MARKET_SEED: String(LOCAL_MARKET_SEED), ...vars };
  const output = process.env.BENCH_SERVER_LOG === '1' ? 'inherit' : 'ignore';
  let runtime: { pid: () => number; inspectorPort: number; stop: () => void };
  if (process.env.BENCH_RUNTIME === 'wrangler') {
    const sourceDir = mkdtempSync(join(tmpdir(), 'ttp-bench-src-'));
    cleanups.push(() => rmSync(sourceDir, { recursive: true, force: true }));
    snapshotSources(sourceDir);
    const inspectorPort = await freePort();
    // wrangler dev runs in the snapshot (the spawned process takes the cwd of the moment).
    const cwd = process.cwd();
    process.chdir(sourceDir);
    try {
      const child = startWrangler({ port, entry: BENCH_ENTRY, stateDir, inspectorPort, vars: allVars, output });
      runtime = { pid: () => child.pid!, inspectorPort, stop: () => stopServer(child) };
    } finally {
      process.chdir(cwd);
    }
  } else {
    const server = await startWorkerd({
      port,
      entry: BENCH_ENTRY,
      stateDir,
      vars: allVars,
      output,
      onRestart: () => console.log('  (workerd stopped unexpectedly and was started again: the objects and their sockets were dropped)'),
    });
    runtime = { pid: () => server.pid, inspectorPort: server.inspectorPort, stop: () => void server.stop() };
  }
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    runtime.stop();
    for (const cleanup of cleanups) cleanup();
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
    inspectorPort: runtime.inspectorPort,
    get pid() {
      return runtime.pid();
    },
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    stop,
  };
}
