/**
 * `npm start`: local secret, migrated and seeded database, built web app, and the built Worker
 * in workerd (no file watcher: `npm run dev` is the watching server) serving API and app on
 * http://127.0.0.1:8787 (PORT overrides the port). Ctrl-C or SIGTERM stops workerd and exits.
 */
import { startLocalServer, type WorkerdServer } from './lib/local-server';
import { welcome } from './lib/welcome';

const port = Number(process.env.PORT ?? 8787);

let server: WorkerdServer | undefined;
// First of the listeners (Miniflare adds its own, which would exit with 130/143): exiting runs
// Miniflare's exit hook, which kills workerd, and removes the bundle; a requested stop exits 0.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.prependListener(signal, () => {
    if (server) console.log(`\nStopping the server (${signal}).`);
    process.exit(0);
  });
}

try {
  server = await startLocalServer({
    port,
    progress: (step) => console.log(step),
    onRestart: () => console.error('workerd stopped unexpectedly and was started again (open websockets were dropped).'),
  });
} catch (error) {
  console.error(`The server could not start: ${(error as Error).message}`);
  process.exit(1);
}
await welcome(server.url);
