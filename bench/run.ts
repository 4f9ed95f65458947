/**
 * `npm run bench`: prints the benchmark figures of this machine (2 cores), each with its
 * target where the issue sets one. Starts its own local server; stops by itself.
 */
import { cpus } from 'node:os';
import { benchProvider, benchRetrieveHistory } from './market.bench';
import { startBenchServer } from './server';

console.log(`Benchmarks on ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
benchProvider();
const server = await startBenchServer();
try {
  await benchRetrieveHistory(server);
} finally {
  server.stop();
}
