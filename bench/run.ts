/**
 * `npm run bench`: prints the benchmark figures of this machine (2 cores), each with its
 * target where the issue sets one. Starts its own local server (the bench's build of the Worker, with its hooks, bench/worker);
 * stops it, and every load process, by itself. A section that fails says so and the run goes
 * on; if the server died with it (wrangler dev's proxy can: workers-sdk#15317), a new one is
 * started for the next section. Last comes the soak, on a server of its own started exactly as
 * `npm start` starts it (SOAK_MINUTES, default 10). `BENCH_ONLY="session object" npm run bench`
 * runs one section (`BENCH_ONLY=soak` the soak alone).
 */
import { cpus, loadavg } from 'node:os';
import { benchBundle } from './bundle.bench';
import { benchEngine } from './engine.bench';
import { benchFirstLoad } from './first-load.bench';
import { benchOptionChains, benchProvider, benchRetrieveHistory } from './market.bench';
import { startBenchServer, type BenchServer } from './server';
import { benchLiveSession, benchSessionObject } from './session.bench';
import { benchSoak } from './soak.bench';

console.log(`Benchmarks on ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(2)}`);
// BENCH_ONLY=<section name part> runs the server sections matching it (and skips the in-process ones).
const only = process.env.BENCH_ONLY?.toLowerCase();
if (!only) {
  benchProvider();
  benchEngine();
}
if (!only || 'options'.includes(only)) benchOptionChains();
// The web bundle's first load per route: in-process, and alone with BENCH_ONLY=bundle.
if (!only || 'bundle'.includes(only)) benchBundle();

/** A section runs on the bench's server (with the hooks), or, `ownServer`, starts one of its own once that one has stopped. */
type Section = [string, (server: BenchServer) => Promise<void>] | [string, () => Promise<void>, 'ownServer'];
const sections = (
  [
    ['retrieve_history', benchRetrieveHistory],
    ['first load', benchFirstLoad],
    ['session object', benchSessionObject],
    ['real-time session', benchLiveSession],
    ['soak', benchSoak, 'ownServer'],
  ] as Section[]
).filter(([name]) => !only || name.includes(only));

const failed = (name: string, error: unknown) => {
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  console.log(`  ${name}: could not be measured: ${String(error).split('\n')[0]}${cause ? ` (${cause})` : ''}`);
};
const vars = {};
const shared = sections.filter((s) => s.length === 2);
let server = shared.length ? await startBenchServer(vars) : undefined;
try {
  for (const [name, run] of shared) {
    try {
      await run(server!);
    } catch (error) {
      failed(name, error);
      const alive = await fetch(`${server!.url}/api/health`).then((r) => r.ok, () => false);
      if (!alive) {
        console.log('  (the server had stopped; starting a new one)');
        server!.stop();
        server = await startBenchServer(vars);
      }
    }
  }
} finally {
  server?.stop();
}
for (const [name, run] of sections.filter((s) => s.length === 3)) {
  try {
    await (run as () => Promise<void>)();
  } catch (error) {
    failed(name, error);
  }
}
console.log(`\nDone, load average ${loadavg()[0]!.toFixed(2)} (other processes on this machine slow every figure down).`);
