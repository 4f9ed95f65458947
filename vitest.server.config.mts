import { defineConfig } from 'vitest/config';

// The local server as `npm start` runs it (scripts/lib/local-server.ts), tested from Node on a
// temporary state folder and a free port: it never touches the data of a running `npm start`.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
