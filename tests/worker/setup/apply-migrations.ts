import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import { applyD1Migrations, env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { seedMarketReference } from '../../../db/seed/market-reference';

// Setup files run before each test file; both steps are idempotent.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
await seedMarketReference(drizzle(env.DB));
