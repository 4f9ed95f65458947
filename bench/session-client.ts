/**
 * What the object benchmarks share: bench sessions created through `/api/_bench`, tokens the
 * bench mints itself (it chose the server's JWT_SECRET), and load generators run as a second
 * Node process that reports JSON lines on stdout and stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sign } from 'hono/jwt';
import type { BenchServer } from './server';
import { summarize } from './stats';

export interface BenchUser {
  id: number;
  username: string;
}

export interface BenchSession {
  session_id: number;
  trainer: BenchUser;
  users: BenchUser[];
  instruments: { ric: string; asset_id: number; resourcetype: string; variable_currency: string }[];
}

export async function createBenchSession(server: BenchServer, body: { players: number; instruments: number; scenario_type: 0 | 1; resourcetypes?: string[] }): Promise<BenchSession> {
  return server.post<BenchSession>('/api/_bench/sessions', body);
}

/** POSTs to a bench hook: its answer and the wall time of the call. */
export async function benchCall<T>(server: BenchServer, path: string, body: unknown = {}): Promise<{ data: T; wallMs: number }> {
  const t0 = performance.now();
  const data = await server.post<T>(path, body);
  return { data, wallMs: performance.now() - t0 };
}

/** Median wall time of the cheapest call to the session's object: the round trip (HTTP, Worker, RPC). */
export async function roundTrip(server: BenchServer, sessionId: number): Promise<number> {
  const samples: number[] = [];
  for (let k = 0; k < 25; k++) samples.push((await benchCall(server, `/api/_bench/sessions/${sessionId}/noop`)).wallMs);
  return summarize(samples.slice(5)).p50;
}

/** An access token as the server issues it (HS256 with the bench's JWT_SECRET), valid an hour. */
export function mintToken(server: BenchServer, user: BenchUser, userType: 0 | 1 | 2): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return sign({ kind: 'access', user_id: user.id, username: user.username, user_type: userType, email: `${user.username}@bench.local`, exp }, server.jwtSecret, 'HS256');
}

export interface LoadProcess {
  /** The next JSON line the child prints (rejects if it exits first). */
  next<T>(): Promise<T>;
  /** Tells the child to finish (a line on its stdin). */
  stop(): void;
  /** Resolves when the child has exited; kills it after `graceMs`. */
  exited(graceMs: number): Promise<number | null>;
}

/**
 * Runs `bench/load/<script>` with tsx; `input` goes to it as one JSON argument, or, when larger
 * than one argument may be, in a temporary file named by the argument (`@<file>`, see load/input.ts).
 */
export function startLoad(script: string, input: unknown): LoadProcess {
  let json = JSON.stringify(input);
  let dir: string | undefined;
  if (json.length > 64_000) {
    dir = mkdtempSync(join(tmpdir(), 'ttp-load-'));
    writeFileSync(join(dir, 'input.json'), json);
    json = `@${join(dir, 'input.json')}`;
  }
  const child: ChildProcess = spawn('tsx', [`bench/load/${script}`, json], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin?.on('error', () => {}); // a child that already left
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  const rl = createInterface({ input: child.stdout! });
  rl.on('line', (l) => (waiting.length ? waiting.shift()!(l) : lines.push(l)));
  const done = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      for (const w of waiting.splice(0)) w(null);
      resolve(code);
    }),
  );
  return {
    next<T>() {
      return new Promise<T>((resolve, reject) => {
        const take = (l: string | null) => {
          if (l === null) return reject(new Error(`${script} exited before reporting`));
          try {
            resolve(JSON.parse(l) as T);
          } catch {
            reject(new Error(`${script} printed something else than JSON: ${l.slice(0, 200)}`));
          }
        };
        if (lines.length) take(lines.shift()!);
        else if (child.exitCode !== null) take(null);
        else waiting.push(take);
      });
    },
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.stdin?.end('stop\n');
    },
    async exited(graceMs) {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await done;
      clearTimeout(timer);
      return code;
    },
  };
}
