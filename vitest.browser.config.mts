import { defineConfig } from 'vitest/config';

// Browser tests: Chromium (playwright-core) against one server of their own, started by the
// global setup on a free port with a temporary, freshly seeded state folder. Two files run at
// once (measured on two cores: 390 s one at a time, 231 s two at a time). A file that changes a
// session's status or counts what a session holds does it on a session it created; where files
// share a seeded demo session they look only at what their own trainee did there. The one shared
// clock change, trading-room-screens stepping the historical demo session's periods, is harmless:
// no other file waits on that session's periods.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/browser/setup/test-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
