/**
 * `npm run dev`: as `npm start`, but served by `wrangler dev`, which watches the sources and
 * rebuilds the Worker on every change (the web app is built once; rebuild it with
 * `npm run build:web`). For development only: under a class-sized load the watcher's proxy has
 * stopped the server; `npm start` serves the built Worker in workerd without it.
 */
import { ensureDevSecret } from './lib/dev-secret';
import { buildWebApp, prepareDatabase, startWrangler, stopServer, waitForServer } from './lib/local-server';
import { welcome } from './lib/welcome';

const port = Number(process.env.PORT ?? 8787);
const url = `http://127.0.0.1:${port}`;

ensureDevSecret();
console.log('Migrating and seeding the local database...');
await prepareDatabase();
console.log('Building the web app...');
buildWebApp();

const server = startWrangler({ port });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopServer(server);
    process.exit(0);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));

await waitForServer(`${url}/api/health`);
await welcome(url);
