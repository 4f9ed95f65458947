import { defineConfig } from 'drizzle-kit';

// One migrations folder for drizzle-kit, wrangler (`migrations_dir`) and the tests.
export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  out: './db/migrations',
});
