import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { LOCAL_MARKET_SEED } from './domain/market/default-market';

// Worker and Durable Object integration tests, inside workerd, against real local D1 and
// Durable Object storage (isolated per test file). The secret is the tests' own.
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./db/migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            JWT_SECRET: 'integration-test-secret-0123456789abcdef0123456789',
            TEST_MIGRATIONS: migrations,
            ALLOW_TEST_CLOCK: '1',
            MARKET_SEED: String(LOCAL_MARKET_SEED),
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      // Three workerd processes at once, also on two cores: a file's time is mostly its runtime's
      // start and module loading, waiting on I/O (measured: 291 s with one at a time, 163 s with three).
      maxWorkers: 3,
      setupFiles: ['./tests/worker/setup/apply-migrations.ts'],
      testTimeout: 20_000,
    },
  };
});
