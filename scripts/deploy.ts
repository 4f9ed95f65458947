/**
 * `npm run deploy`: the same code on Cloudflare. Steps, each skipped when already done:
 *   1. sign-in check (`wrangler whoami`; run `wrangler login` or set CLOUDFLARE_API_TOKEN);
 *   2. the D1 database (`wrangler d1 create`), whose id is written into wrangler.toml;
 *   3. D1 migrations (`wrangler d1 migrations apply DB --remote`);
 *   4. the JWT_SECRET secret (`wrangler secret put`), generated at random; and the MARKET_SEED
 *      secret, generated once and never replaced: the market is a pure function of time under
 *      it, so a new seed would rewrite every session's history (and a known one tells the future);
 *   5. build of the web app and `wrangler deploy` (Durable Object migrations come from
 *      the [[migrations]] of wrangler.toml);
 *   6. the first administrator: `ADMIN_PASSWORD=... npm run create-admin -- --username NAME --remote`.
 * Without an account it stops after a dry-run bundle, which proves the Worker builds.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildWebApp } from './lib/local-server';

const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';

function wrangler(args: string[], input?: string) {
  return spawnSync('wrangler', args, { encoding: 'utf8', input, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
}

function must(args: string[], input?: string): string {
  const r = wrangler(args, input);
  if (r.status !== 0) {
    console.error(`wrangler ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
  return r.stdout;
}

buildWebApp();
const dry = wrangler(['deploy', '--dry-run', '--outdir', 'dist/worker']);
if (dry.status !== 0) {
  console.error(dry.stdout, dry.stderr);
  process.exit(1);
}
console.log('Worker bundle builds (dry run in dist/worker).');

if (wrangler(['whoami']).status !== 0 || /not authenticated/i.test(wrangler(['whoami']).stdout)) {
  console.log(`
Not signed in to Cloudflare, so nothing was deployed. To deploy:
  npx wrangler login            (or export CLOUDFLARE_API_TOKEN=...)
  npm run deploy                (creates D1, applies migrations, sets JWT_SECRET and MARKET_SEED, deploys)
  ADMIN_PASSWORD=... npm run create-admin -- --username <name> --remote`);
  process.exit(0);
}

let toml = readFileSync('wrangler.toml', 'utf8');
if (toml.includes(PLACEHOLDER_ID)) {
  const out = must(['d1', 'create', 'trading-platform']);
  const id = /database_id\s*=\s*"([0-9a-f-]{36})"/.exec(out)?.[1] ?? /"database_id":\s*"([0-9a-f-]{36})"/.exec(out)?.[1];
  if (!id) {
    console.error(`Could not read the new database id from:\n${out}`);
    process.exit(1);
  }
  toml = toml.replace(PLACEHOLDER_ID, id);
  writeFileSync('wrangler.toml', toml);
  console.log(`Created D1 database ${id} (wrangler.toml updated: commit it).`);
}
must(['d1', 'migrations', 'apply', 'DB', '--remote']);
const secrets = must(['secret', 'list']);
if (!secrets.includes('JWT_SECRET')) {
  must(['secret', 'put', 'JWT_SECRET'], randomBytes(48).toString('hex'));
  console.log('Set a random JWT_SECRET.');
}
// Set once: deploy never overwrites it (see above). `wrangler secret put MARKET_SEED` by hand would.
if (secrets.includes('MARKET_SEED')) console.log('MARKET_SEED is set: kept (it is never rotated).');
else {
  must(['secret', 'put', 'MARKET_SEED'], String(randomInt(1, 2 ** 31)));
  console.log('Set a random MARKET_SEED (kept for the life of the deployment).');
}
console.log(must(['deploy']));
console.log('Deployed. Create the first administrator with:\n  ADMIN_PASSWORD=... npm run create-admin -- --username <name> --remote');
