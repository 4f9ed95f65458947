/**
 * `npm start`: local secret, migrated and seeded database, built web app, and the Worker
 * serving API and app on http://127.0.0.1:8787 (PORT overrides the port).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-data';
import { USER_TYPE_LABELS } from '../domain/enums';
import { ensureDemoSessions } from './lib/demo-sessions';
import { ensureDevSecret } from './lib/dev-secret';
import { buildWebApp, prepareDatabase, startWrangler, stopServer, waitForServer } from './lib/local-server';

const port = Number(process.env.PORT ?? 8787);
const url = `http://127.0.0.1:${port}`;

ensureDevSecret();
console.log('Migrating and seeding the local database...');
await prepareDatabase();
console.log('Building the web app...');
buildWebApp();

const server = startWrangler({ port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopServer(server);
    process.exit(0);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));

await waitForServer(`${url}/api/health`);
try {
  const demo = await ensureDemoSessions(url);
  console.log(`Demo sessions of Demo Class: real-time #${demo.realTime}, historical #${demo.historical}`);
} catch (error) {
  console.error(`Could not start the demo sessions: ${(error as Error).message}`);
}
console.log(`\n  Trading training platform: ${url}\n`);
console.log('  Demo accounts (local only), password for all:', DEMO_PASSWORD);
for (const a of DEMO_ACCOUNTS) console.log(`    ${a.username.padEnd(10)} ${USER_TYPE_LABELS[a.userType]}`);
console.log('');
