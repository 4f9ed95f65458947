/** A local server of the benchmark's own: temporary state, free port, seeded, signed in as admin. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebApp, freePort, prepareDatabase, startWrangler, stopServer, waitForServer } from '../scripts/lib/local-server';

export interface BenchServer {
  url: string;
  token: string;
  get<T = unknown>(path: string): Promise<T>;
  stop(): void;
}

export async function startBenchServer(): Promise<BenchServer> {
  const stateDir = mkdtempSync(join(tmpdir(), 'ttp-bench-'));
  await prepareDatabase(stateDir);
  buildWebApp();
  const port = await freePort();
  const child = startWrangler({ port, stateDir, inspectorPort: await freePort(), vars: { JWT_SECRET: randomBytes(32).toString('hex') }, output: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/api/health`);
  const res = await fetch(`${url}/api/auth/get_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  const { access } = (await res.json()) as { access: string };
  return {
    url,
    token: access,
    async get<T>(path: string): Promise<T> {
      const r = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${access}` } });
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return (await r.json()) as T;
    },
    stop() {
      stopServer(child);
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
