/**
 * Global setup of the browser tests: a server of their own on a free port, with a temporary
 * state folder migrated and seeded for the test (demo data, then sessions made through the
 * API), so it never collides with `npm start` or another run. Tests read its address with `inject('baseUrl')`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebApp, freePort, prepareDatabase, startWrangler, stopServer, waitForServer } from '../../../scripts/lib/local-server';
import { chromiumAvailable } from './chromium';
import { seedBrowserSessions } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    stateDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!chromiumAvailable()) {
    project.provide('baseUrl', '');
    project.provide('stateDir', '');
    return;
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'ttp-browser-'));
  await prepareDatabase(stateDir);
  buildWebApp();
  const port = await freePort();
  const server = startWrangler({
    port,
    stateDir,
    inspectorPort: await freePort(),
    vars: { JWT_SECRET: randomBytes(32).toString('hex') },
    output: process.env.BROWSER_SERVER_LOGS ? 'inherit' : 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/api/health`);
  await seedBrowserSessions(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('stateDir', stateDir);
  return () => {
    stopServer(server);
    rmSync(stateDir, { recursive: true, force: true });
  };
}
