import { defineConfig } from 'vitest/config';

// Browser tests: Chromium (playwright-core) against a server of their own, started by the
// global setup on a free port with a temporary, freshly seeded state folder.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/browser/setup/test-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
