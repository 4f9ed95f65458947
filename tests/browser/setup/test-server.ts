/**
 * Global setup of the browser tests: one server for every test file, on a free port, with a
 * temporary state folder migrated and seeded for the test (demo data, then sessions made through
 * the API), so it never collides with `npm start` or another run. It is the server `npm start`
 * runs (the built Worker in workerd, no file watcher), so an edit to the sources during a run
 * changes nothing it serves; its JWT secret is the tests' own. Its entry is the tests' build of
 * the Worker (setup/test-worker: the app with `/api/_test` in front, where a test moves a
 * session's clock instead of waiting for it), which `npm start` never bundles. The web app is
 * built here unless `npm test` built it already (WEB_APP_BUILT=1). Tests read its address with
 * `inject('baseUrl')`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebAppUnlessBuilt, freePort, prepareDatabase, waitForServer } from '../../../scripts/lib/local-server';
import { startWorkerd, type WorkerdServer } from '../../../scripts/lib/workerd-server';
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
  let server: WorkerdServer | undefined;
  const stop = async () => {
    await server?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(stateDir);
    buildWebAppUnlessBuilt();
    server = await startWorkerd({
      port: await freePort(),
      stateDir,
      entry: 'tests/browser/setup/test-worker/index.ts',
      vars: { JWT_SECRET: randomBytes(32).toString('hex'), ALLOW_TEST_CLOCK: '1' },
      output: process.env.BROWSER_SERVER_LOGS ? 'inherit' : 'ignore',
    });
    await waitForServer(`${server.url}/api/health`, 30_000);
    await seedBrowserSessions(server.url);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('stateDir', stateDir);
  return stop;
}
