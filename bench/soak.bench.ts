/**
 * Soak: the server exactly as `npm start` starts it (`startLocalServer`: the `.dev.vars` secret,
 * migrated and seeded database, built web app, the built Worker in workerd with no watcher; only
 * a temporary state folder and a free port differ, and no bench hooks), with the demo sessions
 * `npm start` makes, under a class-sized load for SOAK_MINUTES (default 10):
 * - 300 websockets on one real-time session, each pinging every 10 s as the web client does;
 * - 20 orders/s over HTTP from that session's 300 players (market orders of 1 unit on its
 *   crypto instruments, buy then sell, each with its own client_order_id).
 * Everything through the public API: the trainer adds 300 trainees to Demo Class
 * (`add_new_user_to_klass`), creates the session (the class's demo trainees play in it too) and
 * starts it; the players sign in with `get_token` (access tokens are refreshed every 10 minutes).
 * Afterwards each player's blotter is checked against the answers: every order answered 2xx is
 * executed exactly once, none refused (4xx) or lost is executed. Prints a line a minute while
 * it runs. Load generators run as second processes (bench/load/*) and stop by themselves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../db/seed/demo-data';
import { OrderStatus, ScenarioType, SessionStatus } from '../domain/enums';
import { diversified, ensureDemoSessions, type Asset } from '../scripts/lib/demo-sessions';
import { freePort, startLocalServer, type WorkerdServer } from '../scripts/lib/local-server';
import { mb, sampleMemory, workerdRss } from './memory';
import { startLoad, type LoadProcess } from './session-client';
import { line, summarize } from './stats';

const PLAYERS = 300;
const RATE = 20;
const PING_MS = 10_000;
const P99_TARGET_MS = 250;
const PLAYER_PASSWORD = 'soak-player-password';
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Tokens {
  access: string;
  refresh: string;
}

interface OrderReport {
  sent: number;
  ok: number;
  answeredLatencies: number[];
  answeredSlots: number[];
  failures: Record<string, number>;
  late: boolean;
  elapsedMs: number;
  /** Per client, per order: HTTP status, 0 network error, -1 no answer. */
  outcomes: number[][];
}

interface SocketReport {
  sockets: number;
  openAtEnd: number;
  closedDuringRun: number;
  closeReasons: Record<string, number>;
  pingsSent: number;
  pongs: number;
  pongP99Ms: number | null;
  pricesMin: number;
  pricesMedian: number;
  longestPriceGapMs: number;
}

async function call<T>(url: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** `fn` over `items`, `width` at a time, results in order. */
async function inPool<T, R>(items: readonly T[], width: number, fn: (item: T, k: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let k = next++; k < items.length; k = next++) out[k] = await fn(items[k]!, k);
    }),
  );
  return out;
}

const signIn = (url: string, username: string, password: string) => call<Tokens>(url, '/api/auth/get_token/', null, { username, password });

async function alive(url: string): Promise<{ ok: boolean; ms: number }> {
  const t0 = performance.now();
  const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.ok,
    () => false,
  );
  return { ok, ms: performance.now() - t0 };
}

/** Resolves true when `p` settles, false after `ms`, whichever comes first. */
function settledWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms))),
  ]).finally(() => clearTimeout(timer));
}

interface Setup {
  sessionId: number;
  instruments: number;
  rics: string[];
  players: { username: string; tokens: Tokens }[];
}

/** Demo sessions as `npm start` makes them, then 300 trainees, their real-time session, their tokens. */
async function setUp(url: string): Promise<Setup> {
  await ensureDemoSessions(url);
  const trainer = await signIn(url, 'trainer', DEMO_PASSWORD);
  const klasses = await call<{ id: number; name: string }[]>(url, '/api/klasses/', trainer.access);
  const klass = klasses.find((k) => k.name === DEMO_CLASS_NAME);
  if (!klass) throw new Error(`${DEMO_CLASS_NAME} is missing`);
  const names = Array.from({ length: PLAYERS }, (_, k) => `soak_p${String(k + 1).padStart(3, '0')}`);
  await inPool(names, 4, (username) => call(url, '/api/klasses/add_new_user_to_klass/', trainer.access, { username, password: PLAYER_PASSWORD, klass_id: klass.id }));
  const assets = await call<Asset[]>(url, '/api/underlying_assets/', trainer.access);
  const picked = diversified(assets);
  const rics = assets.filter((a) => picked.includes(a.id) && a.resourcetype === 'Crypto').map((a) => a.ric);
  if (rics.length === 0) throw new Error('no crypto instrument to trade around the clock');
  const { id } = await call<{ id: number }>(url, '/api/sessions/', trainer.access, { klass_id: klass.id, scenario_type: ScenarioType.RealTime });
  await call(url, `/api/sessions/${id}/update_underlying_assets/`, trainer.access, { underlying_assets: picked });
  await call(url, `/api/sessions/${id}/play_pause/`, trainer.access, { current_status: SessionStatus.Creating });
  await call(url, `/api/sessions/${id}/play_pause/`, trainer.access, { current_status: SessionStatus.Paused });
  const roster = await call<{ name: string }[]>(url, `/api/sessions/${id}/fetch_players/`, trainer.access);
  if (roster.length < PLAYERS) throw new Error(`the session has ${roster.length} players, expected at least ${PLAYERS}`);
  const tokens = await inPool(names, 4, (username) => signIn(url, username, PLAYER_PASSWORD));
  return { sessionId: id, instruments: picked.length, rics, players: names.map((username, k) => ({ username, tokens: tokens[k]! })) };
}

/**
 * Each player's executed orders against the answers: counts of 2xx orders not executed
 * (missing), orders executed more than once or executed although refused (doubled), and lost
 * orders that were executed all the same.
 */
async function verify(url: string, s: Setup, outcomes: number[][]): Promise<{ missing: number; doubled: number; lostExecuted: number; checked: number }> {
  // Fresh access tokens: the run may have outlived the first ones. A new sign-in, as the load
  // process may have rotated (spent) the refresh tokens of the first.
  const access = await inPool(s.players, 4, async (p) => (await signIn(url, p.username, PLAYER_PASSWORD)).access);
  const blotters = await inPool(access, 4, (token) =>
    call<{ client_order_id: string | null; status: number }[]>(url, `/api/players/get_blotter/?session_id=${s.sessionId}`, token),
  );
  let missing = 0;
  let doubled = 0;
  let lostExecuted = 0;
  let checked = 0;
  blotters.forEach((orders, k) => {
    const executed = new Map<string, number>();
    for (const o of orders) if (o.status === OrderStatus.Executed && o.client_order_id) executed.set(o.client_order_id, (executed.get(o.client_order_id) ?? 0) + 1);
    const sent = outcomes[k] ?? [];
    sent.forEach((status, n) => {
      const times = executed.get(`soak-${k}-${n}`) ?? 0;
      executed.delete(`soak-${k}-${n}`);
      checked++;
      if (status >= 200 && status < 300) {
        if (times === 0) missing++;
        if (times > 1) doubled++;
      } else if (status >= 400 && status < 500) {
        if (times > 0) doubled++; // refused, yet executed
      } else if (times > 0) {
        lostExecuted++;
        if (times > 1) doubled++;
      }
    });
    // Executed orders with a soak id that was never sent.
    for (const id of executed.keys()) if (id.startsWith(`soak-${k}-`)) doubled++;
  });
  return { missing, doubled, lostExecuted, checked };
}

async function run(server: WorkerdServer, durationMs: number, loads: LoadProcess[]): Promise<void> {
  const url = server.url;
  const t0 = performance.now();
  const s = await setUp(url);
  line(
    `setup: demo sessions, ${PLAYERS} trainees added, session #${s.sessionId} (${s.instruments} instruments, orders on ${s.rics.join(', ')}), ${PLAYERS} sign-ins`,
    `${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  const before = await sampleMemory({ url, pid: server.pid, inspectorPort: server.inspectorPort });
  const tokens = s.players.map((p) => p.tokens.access);

  const sockets = startLoad('soak-sockets.ts', { url, sessionId: s.sessionId, tokens, pingMs: PING_MS, timeoutMs: durationMs + 240_000 });
  loads.push(sockets);
  const ready = await sockets.next<{ ready?: number; connectMs?: number; error?: string }>();
  if (!ready.ready) throw new Error(`websocket clients: ${ready.error}`);
  line(`${ready.ready} websockets open (each until its snapshot)`, `${(ready.connectMs! / 1000).toFixed(1)} s`);

  const orders = startLoad('order-load.ts', {
    url,
    sessionId: s.sessionId,
    tokens,
    rics: s.rics,
    rate: RATE,
    durationMs,
    idPrefix: 'soak',
    refreshTokens: s.players.map((p) => p.tokens.refresh),
  });
  loads.push(orders);
  const reportP = orders.next<OrderReport>();
  const started = performance.now();
  for (let minute = 1; !(await settledWithin(reportP, Math.max(0, started + minute * 60_000 - performance.now()))); minute++) {
    const h = await alive(url);
    const rss = workerdRss(server.pid);
    console.log(
      `  ${String(minute).padStart(3)} min: server ${h.ok ? `alive (health ${h.ms.toFixed(0)} ms)` : 'NOT answering'}, workerd RSS ${rss === null ? '?' : mb(rss)}, restarts ${server.restarts}`,
    );
  }
  const r = await reportP;
  await orders.exited(5_000);
  sockets.stop();
  const sr = await sockets.next<SocketReport>();
  await sockets.exited(15_000);
  const health = await alive(url);
  const after = await sampleMemory({ url, pid: server.pid, inspectorPort: server.inspectorPort });
  const check = await verify(url, s, r.outcomes);

  const statuses = r.outcomes.flat();
  const ok = statuses.filter((st) => st >= 200 && st < 300).length;
  const refused = statuses.filter((st) => st >= 400 && st < 500).length;
  const lost = statuses.length - ok - refused;
  const lat = summarize(r.answeredLatencies);
  console.log(`  -- after ${((r.elapsedMs) / 60_000).toFixed(1)} min of load`);
  line('orders sent', fmt(r.sent));
  line('  answered 2xx', fmt(ok));
  line('  answered 4xx', fmt(refused));
  for (const [why, n] of Object.entries(r.failures)) if (/^4\d\d /.test(why)) line(`    ${why.slice(0, 54)}`, fmt(n));
  line('  lost (no answer, 5xx or network error)', fmt(lost), '0, every order answered', lost === 0);
  for (const [why, n] of Object.entries(r.failures)) if (!/^4\d\d /.test(why)) line(`    ${why.slice(0, 54)}`, fmt(n));
  if (r.late) line('    (answers still missing 30 s after the last order)', fmt(statuses.filter((st) => st === -1).length));
  line(`  doubled (executed twice, or although refused)`, fmt(check.doubled), '0', check.doubled === 0);
  line(`  missing (answered 2xx, not executed; ${fmt(check.checked)} checked)`, fmt(check.missing), '0', check.missing === 0);
  if (check.lostExecuted) line('  lost, yet executed', fmt(check.lostExecuted));
  line(`order latency, answered orders (${fmt(lat.n)}, ${RATE} orders/s offered)`, `p50 ${lat.p50.toFixed(1)} ms`);
  line('', `p99 ${lat.p99.toFixed(1)} ms`, `≤ ${P99_TARGET_MS} ms`, lat.p99 <= P99_TARGET_MS);
  line('', `max ${lat.max.toFixed(0)} ms`);
  // p99 minute by minute: a server that degrades over the run shows a trend, a noisy machine spikes.
  const byMinute: number[][] = [];
  r.answeredSlots.forEach((at, k) => (byMinute[Math.floor(at / 60_000)] ??= []).push(r.answeredLatencies[k]!));
  console.log(`    p99 by minute (ms): ${byMinute.map((m) => summarize(m).p99.toFixed(0)).join(', ')}`);
  line(`sockets open at the end (answering a ping)`, `${sr.openAtEnd} of ${PLAYERS}`, `${PLAYERS} of ${PLAYERS}`, sr.openAtEnd === PLAYERS);
  if (sr.closedDuringRun) line('  closed during the run', fmt(sr.closedDuringRun));
  for (const [why, n] of Object.entries(sr.closeReasons)) line(`    ${why.slice(0, 54)}`, fmt(n));
  line('  pings answered', `${fmt(sr.pongs)} of ${fmt(sr.pingsSent)}`);
  line('  price updates per socket (fewest / median)', `${fmt(sr.pricesMin)} / ${fmt(sr.pricesMedian)}`);
  line('  longest an open socket has gone without a price', `${(sr.longestPriceGapMs / 1000).toFixed(1)} s`);
  line('server alive at the end (GET /api/health)', health.ok ? `yes, ${health.ms.toFixed(0)} ms` : 'no', 'alive', health.ok);
  line('  workerd restarts during the run', fmt(server.restarts), '0', server.restarts === 0);
  const rss = (m: { rss: number | null }) => (m.rss === null ? '?' : mb(m.rss));
  const heap = (m: { heapUsed: number | null }) => (m.heapUsed === null ? '?' : mb(m.heapUsed));
  line('memory: workerd RSS, before the load / at the end', `${rss(before)} / ${rss(after)}`);
  line('  isolate heap after GC, before the load / at the end', `${heap(before)} / ${heap(after)}`);
}

export async function benchSoak(): Promise<void> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  if (!(minutes > 0)) throw new Error(`SOAK_MINUTES must be a positive number, not ${process.env.SOAK_MINUTES}`);
  console.log(
    `\nSoak, ${minutes} min: the server as \`npm start\` starts it (workerd, no watcher), ${PLAYERS} websockets on one real-time session, ${RATE} orders/s from its ${PLAYERS} players`,
  );
  const stateDir = mkdtempSync(join(tmpdir(), 'ttp-soak-'));
  let server: WorkerdServer | undefined;
  const loads: LoadProcess[] = [];
  const t0 = performance.now();
  try {
    server = await startLocalServer({
      port: await freePort(),
      stateDir,
      progress: (step) => console.log(`  ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s  ${step}`),
      onRestart: () => console.log('  (workerd stopped unexpectedly and was started again)'),
    });
    console.log(`  ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s  serving ${server.url}`);
    await run(server, Math.round(minutes * 60_000), loads);
  } finally {
    // Load processes still running (the run failed half-way) are told to stop, then killed.
    for (const load of loads) load.stop();
    await Promise.all(loads.map((load) => load.exited(5_000)));
    await server?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
