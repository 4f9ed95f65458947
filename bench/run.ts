/**
 * `npm run bench`: prints the benchmark figures of this machine (2 cores), each with its
 * target where the issue sets one. Starts its own local server (with the bench hooks on);
 * stops it, and every load process, by itself. A section that fails says so and the run goes
 * on; if the server died with it (wrangler dev's proxy can: workers-sdk#15317), a new one is
 * started for the next section. `BENCH_ONLY="session object" npm run bench` runs one section.
 */
import { cpus, loadavg } from 'node:os';
import { benchEngine } from './engine.bench';
import { benchProvider, benchRetrieveHistory } from './market.bench';
import { startBenchServer, type BenchServer } from './server';
import { benchLiveSession, benchSessionObject } from './session.bench';

console.log(`Benchmarks on ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(2)}`);
// BENCH_ONLY=<section name part> runs the server sections matching it (and skips the in-process ones).
const only = process.env.BENCH_ONLY?.toLowerCase();
if (!only) {
  benchProvider();
  benchEngine();
}

const sections: [string, (server: BenchServer) => Promise<void>][] = (
  [
    ['retrieve_history', benchRetrieveHistory],
    ['session object', benchSessionObject],
    ['real-time session', benchLiveSession],
  ] as [string, (server: BenchServer) => Promise<void>][]
).filter(([name]) => !only || name.includes(only));
const vars = { BENCH_HOOKS: '1' };
let server = await startBenchServer(vars);
try {
  for (const [name, run] of sections) {
    try {
      await run(server);
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      console.log(`  ${name}: could not be measured: ${String(error).split('\n')[0]}${cause ? ` (${cause})` : ''}`);
      const alive = await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false);
      if (!alive) {
        console.log('  (the server had stopped; starting a new one)');
        server.stop();
        server = await startBenchServer(vars);
      }
    }
  }
} finally {
  server.stop();
}
console.log(`\nDone, load average ${loadavg()[0]!.toFixed(2)} (other processes on this machine slow every figure down).`);
