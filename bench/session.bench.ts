/**
 * The session object on the bench's own local server (its build with the bench hooks; workerd alone by default, see server.ts):
 * - orders per second with SQLite writes: one RPC places 5,000 market orders, each committed
 *   in its own storage transaction, in a historical session of 300 players × 200 instruments;
 * - one period step of that session (pending orders, revaluation of every player, history
 *   rows, broadcasts), players holding 15–16 positions each;
 * - in a real-time session of the same size: `POST /api/orders/` from 300 clients at
 *   150 orders/s for a minute, and the orders checked against the players' deals; then a
 *   price update reaching 300 websockets, first to last client; the session's memory.
 * Times of calls to the object are wall times less the round trip of the cheapest call (the
 * Worker cannot time the object: locally they share an isolate whose clock stands still while
 * JavaScript runs). Load generators run as a second process (bench/load/*) and stop by themselves.
 */
import { BENCH_RESOURCETYPES } from './engine.bench';
import { mb, sampleMemory, type MemorySample } from './memory';
import { BENCH_RUNTIME, type BenchServer } from './server';
import { benchCall, createBenchSession, mintToken, roundTrip, startLoad, type BenchSession } from './session-client';
import { line, summarize } from './stats';

const PLAYERS = 300;
const INSTRUMENTS = 200;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** USD instruments always quoted (no bonds, which mature): cash is held in USD only. */
function tradableUsd(s: BenchSession): string[] {
  return s.instruments.filter((i) => i.variable_currency === 'USD' && ['Equity', 'ETF', 'Crypto'].includes(i.resourcetype)).map((i) => i.ric);
}

export async function benchSessionObject(server: BenchServer): Promise<void> {
  console.log(`\nSession object, historical, ${PLAYERS} players × ${INSTRUMENTS} instruments (${BENCH_RUNTIME}, SQLite on disk)`);
  const s = await createBenchSession(server, { players: PLAYERS, instruments: INSTRUMENTS, scenario_type: 1, resourcetypes: BENCH_RESOURCETYPES });
  const path = `/api/_bench/sessions/${s.session_id}`;
  const rics = tradableUsd(s);
  const hop = await roundTrip(server, s.session_id);
  // Every player buys 10 units of 15 instruments (300 orders per call).
  let setupOrders = 0;
  let setupMs = 0;
  for (const ric of rics.slice(0, 15)) {
    const r = await benchCall<{ executed: number }>(server, `${path}/orders`, { count: PLAYERS, ric });
    setupOrders += r.data.executed;
    setupMs += r.wallMs - hop;
  }
  const big = await benchCall<{ executed: number; refused: number }>(server, `${path}/orders`, { count: 5_000, ric: rics[15]! });
  const rate = big.data.executed / ((big.wallMs - hop) / 1000);
  line(`orders per second with SQLite writes (5,000 in one call, ${big.data.refused} refused)`, `${fmt(rate)}/s`, '≥ 2,000/s', rate >= 2_000);
  line(`  while building positions (${setupOrders} orders, 300 per call)`, `${fmt(setupOrders / (setupMs / 1000))}/s`);

  // 5 warm-up steps, then 50 measured; after each, the books' audit the step left due, timed
  // apart: it runs in an alarm run of its own right after the step, outside its transaction.
  const steps: number[] = [];
  const audits: number[] = [];
  for (let k = 0; k < 55; k++) {
    steps.push((await benchCall(server, `${path}/step`)).wallMs - hop);
    const audit = await benchCall<{ audited: boolean }>(server, `${path}/audit`);
    if (audit.data.audited) audits.push(audit.wallMs - hop);
  }
  const warm = summarize(steps.slice(5));
  line(`one period step (${warm.n} steps after 5 warm-up, 15–16 positions each)`, `p50 ${warm.p50.toFixed(0)} ms`, '≤ 30 ms', warm.p50 <= 30);
  line('', `max ${warm.max.toFixed(0)} ms`, '≤ 60 ms', warm.max <= 60);
  const audited = summarize(audits.slice(5));
  line(`  the books' audit after it, its own alarm run (${audited.n} audits)`, `p50 ${audited.p50.toFixed(0)} ms, max ${audited.max.toFixed(0)} ms`);
  line('  first step (cold simulation caches)', `${steps[0]!.toFixed(0)} ms`);
  line('  (round trip subtracted above: HTTP, Worker, RPC)', `${hop.toFixed(1)} ms`);
}

interface WsReport {
  ticks: { timestamp: number; clients: number; spreadMs: number }[];
  frameBytes: number;
}

/**
 * 300 sockets; 20 ticks spaced 1.1 s (and the alarm's own); the spread of each tick's arrival
 * over the clients. Ticks are told apart by their timestamp, which has a resolution of one
 * second in real time (quotes move by the second), so two ticks must not share a second.
 * Returns the memory sampled while the sockets are open.
 */
async function fanOut(server: BenchServer, s: BenchSession, tokens: string[]): Promise<MemorySample> {
  const hop = await roundTrip(server, s.session_id);
  const quiet: number[] = []; // ticks before any socket is open, for comparison
  for (let k = 0; k < 10; k++) quiet.push((await benchCall(server, `/api/_bench/sessions/${s.session_id}/tick`)).wallMs - hop);
  const load = startLoad('ws-clients.ts', { url: server.url, sessionId: s.session_id, tokens, timeoutMs: 120_000 });
  const ready = await load.next<{ ready?: number; connectMs?: number; error?: string }>();
  if (!ready.ready) throw new Error(`websocket clients: ${ready.error}`);
  const tickMs: number[] = [];
  for (let k = 0; k < 20; k++) {
    tickMs.push((await benchCall(server, `/api/_bench/sessions/${s.session_id}/tick`)).wallMs - hop);
    await new Promise((res) => setTimeout(res, 1_100));
  }
  const during = await sampleMemory(server);
  load.stop();
  const report = await load.next<WsReport>();
  await load.exited(5_000);
  const full = report.ticks.filter((t) => t.clients === tokens.length);
  const spread = summarize(full.map((t) => t.spreadMs));
  line(`price update to ${tokens.length} websockets, first to last (${full.length} ticks)`, `p50 ${spread.p50.toFixed(1)} ms`);
  line('', `p99 ${spread.p99.toFixed(1)} ms`, '≤ 50 ms', spread.p99 <= 50);
  if (full.length < report.ticks.length) line('  ticks some client never received', `${report.ticks.length - full.length}`);
  line(`  one tick in the object (quotes, revaluation, sends to ${tokens.length} sockets)`, `p50 ${summarize(tickMs).p50.toFixed(0)} ms`);
  line('  same, before any socket was open', `p50 ${summarize(quiet).p50.toFixed(0)} ms`);
  line('  send_price frame', `${(report.frameBytes / 1024).toFixed(1)} KB`);
  line('  connecting the sockets (each until its snapshot)', `${(ready.connectMs! / 1000).toFixed(1)} s`);
  return during;
}

interface LoadReport {
  sent: number;
  ok: number;
  latencies: number[];
  failures: Record<string, number>;
  okPerClient: number[];
  duplicates: number;
  late: boolean;
  elapsedMs: number;
}

const LOAD_RATE = 150;
const LOAD_MS = 60_000;

/** 300 clients, 150 orders/s for 60 s; then every player's deals against the 2xx answers. */
async function orderLoad(server: BenchServer, s: BenchSession, tokens: string[]): Promise<void> {
  const crypto = s.instruments.filter((i) => i.resourcetype === 'Crypto').map((i) => i.ric);
  const load = startLoad('order-load.ts', { url: server.url, sessionId: s.session_id, tokens, rics: crypto, rate: LOAD_RATE, durationMs: LOAD_MS });
  const r = await load.next<LoadReport>();
  await load.exited(5_000);
  const trainerToken = await mintToken(server, s.trainer, 1);
  const res = await fetch(`${server.url}/api/sessions/${s.session_id}/fetch_players/`, { headers: { Authorization: `Bearer ${trainerToken}` } });
  const players = (await res.json()) as { name: string; deals: number }[];
  const deals = new Map(players.map((p) => [p.name, p.deals]));
  const mismatched = s.users.filter((u, k) => deals.get(u.username) !== r.okPerClient[k]).length;
  const executed = players.reduce((a, p) => a + p.deals, 0);
  const failed = Object.values(r.failures).reduce((a, n) => a + n, 0);
  const lat = summarize(r.latencies);
  const exact = executed === r.ok && mismatched === 0 && r.duplicates === 0;
  line(`POST /api/orders/ 2xx latency (${tokens.length} clients, ${(r.sent / (LOAD_MS / 1000)).toFixed(0)} orders/s offered, ${LOAD_MS / 1000} s)`, `p50 ${lat.p50.toFixed(1)} ms`);
  line('', `p99 ${lat.p99.toFixed(1)} ms`, '≤ 50 ms', lat.p99 <= 50);
  line(`  2xx answers per second (the last came after ${(r.elapsedMs / 1000).toFixed(1)} s)`, `${(r.ok / (r.elapsedMs / 1000)).toFixed(0)}/s`);
  line(`orders: ${fmt(r.sent)} sent, ${fmt(r.ok)} 2xx, ${fmt(failed)} failed${r.late ? `, ${fmt(r.sent - r.ok - failed)} unanswered` : ''}; executed`, fmt(executed), 'executed = 2xx, per player', exact);
  if (mismatched) line('  players whose deals differ from their 2xx answers', fmt(mismatched));
  if (r.duplicates) line('  order ids answered twice', fmt(r.duplicates));
  for (const [why, n] of Object.entries(r.failures)) line(`  failed: ${why}`, fmt(n));
}

export async function benchLiveSession(server: BenchServer): Promise<void> {
  console.log(`\nReal-time session, ${PLAYERS} players × ${INSTRUMENTS} instruments (${BENCH_RUNTIME}), clients in a second process on loopback`);
  const before = await sampleMemory(server);
  const s = await createBenchSession(server, { players: PLAYERS, instruments: INSTRUMENTS, scenario_type: 0, resourcetypes: BENCH_RESOURCETYPES });
  const tokens = await Promise.all(s.users.map((u) => mintToken(server, u, 0)));
  // The order load first: after 300 sockets have come and gone, wrangler dev's proxy has been
  // seen to lose connections to the Worker and stop the server.
  await orderLoad(server, s, tokens);
  const loaded = await fanOut(server, s, tokens); // sampled with the 300 sockets open
  if (before.heapUsed !== null && loaded.heapUsed !== null) {
    const growth = loaded.heapUsed - before.heapUsed;
    line('memory of the session: isolate heap growth (after GC)', mb(growth), '≤ 32 MB', growth <= 32 * 1024 * 1024);
    line('  heap before the session / after the load, 300 sockets open', `${mb(before.heapUsed)} / ${mb(loaded.heapUsed)}`);
  } else line('memory of the session: isolate heap', 'not reported by the inspector');
  if (before.rss !== null && loaded.rss !== null) {
    const growth = loaded.rss - before.rss;
    const verdict = before.heapUsed === null ? { target: '≤ 32 MB', met: growth <= 32 * 1024 * 1024 } : { target: undefined, met: undefined };
    line('  workerd RSS growth (grows with every request under wrangler dev)', mb(growth), verdict.target, verdict.met);
  }
  // Finished, the session's alarm stops ticking.
  const trainer = await mintToken(server, s.trainer, 1);
  await fetch(`${server.url}/api/sessions/${s.session_id}/finish/`, { method: 'POST', headers: { Authorization: `Bearer ${trainer}` } });
}
