/**
 * HTTP order load, run as a second process by the order benchmark:
 * `tsx bench/load/order-load.ts '{"url","sessionId","tokens":[...],"rics":[...],"rate","durationMs"}'`.
 * One client per token; together they send `rate` orders/s, each client on its own fixed
 * schedule, staggered evenly. A client sends its next order at its slot, or as soon as its
 * previous answer is in when that comes later (so its buy and sell stay in order), and the
 * latency counts from the slot: a server that falls behind shows it (no coordinated omission).
 * Each order is a market order of 1 unit with its own client_order_id, buy then sell in turn.
 * Keep-alive connections (MAX_SOCKETS of them), so the server is measured, not TCP setup.
 * Prints one JSON line (every 2xx latency, every answered order's latency and when it was due,
 * the failures, each client's 2xx count, and each order's outcome: its HTTP status, 0 for a
 * network error, -1 for no answer) and exits; it stops sending at `durationMs` and abandons
 * answers still missing 30 s later. Optional: `idPrefix` (client order ids are `<idPrefix>-<client>-<n>`, default `load`),
 * and `refreshTokens`, one per client, with which every access token is renewed through
 * `POST /api/auth/refresh_token/` each `refreshEveryMs` (default 10 minutes), for runs longer
 * than an access token lives.
 */
import { Agent, request } from 'node:http';
import { loadInput } from './input';

interface Input {
  url: string;
  sessionId: number;
  tokens: string[];
  rics: string[];
  rate: number;
  durationMs: number;
  idPrefix?: string;
  refreshTokens?: string[];
  refreshEveryMs?: number;
}

/**
 * Few keep-alive connections: with dozens, wrangler dev's proxy lost a connection to the Worker
 * under this load and stopped the whole server (workers-sdk#15317, #15451); with 4 it did not.
 */
const MAX_SOCKETS = 4;
/**
 * workerd closes a keep-alive connection after 5 s idle, without a Keep-Alive hint: a socket idle
 * that long could be reused just as the server closes it ("socket hang up", the order never
 * sent). The agent drops its idle sockets first.
 */
const IDLE_MS = 4_000;
const input = loadInput<Input>();
const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, timeout: IDLE_MS });
const target = new URL('/api/orders/', input.url);
const clients = input.tokens.length;
const tokens = [...input.tokens];
const periodMs = (clients * 1000) / input.rate; // each client's interval
const latencies: number[] = [];
const answeredLatencies: number[] = [];
/** When each answered order was due, ms from the start (parallel to answeredLatencies). */
const answeredSlots: number[] = [];
const outcomes: number[][] = Array.from({ length: clients }, () => []);
const failures = new Map<string, number>();
const okPerClient = new Array<number>(clients).fill(0);
const orderIds = new Set<number>();
let duplicates = 0;
let sent = 0;

function post(token: string | null, body: string, url = target, via = agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const req = request(url, { method: 'POST', agent: via, headers: { ...auth, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function fail(key: string): void {
  failures.set(key, (failures.get(key) ?? 0) + 1);
}

async function client(k: number, start: number): Promise<void> {
  const offset = (k * periodMs) / clients;
  for (let n = 0; offset + n * periodMs < input.durationMs; n++) {
    const slot = start + offset + n * periodMs;
    const wait = slot - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = JSON.stringify({
      session_id: input.sessionId,
      financial_instrument: input.rics[k % input.rics.length],
      transaction: n % 2,
      quantity: 1,
      resourcetype: 'MarketOrder',
      client_order_id: `${input.idPrefix ?? 'load'}-${k}-${n}`,
    });
    sent++;
    outcomes[k]![n] = -1;
    try {
      const res = await post(tokens[k]!, body);
      outcomes[k]![n] = res.status;
      if (res.status < 500) {
        answeredLatencies.push(performance.now() - slot);
        answeredSlots.push(slot - start);
      }
      if (res.status >= 200 && res.status < 300) {
        latencies.push(performance.now() - slot);
        okPerClient[k]!++;
        const id = (JSON.parse(res.text) as { id: number }).id;
        if (orderIds.has(id)) duplicates++;
        orderIds.add(id);
      } else fail(`${res.status} ${res.text.slice(0, 120)}`);
    } catch (error) {
      outcomes[k]![n] = 0;
      fail(`network ${String(error).slice(0, 120)}`);
    }
  }
}

/** Renews every access token (two at a time, on connections of their own); a failed renewal keeps the old token. */
const refreshAgent = new Agent({ keepAlive: true, maxSockets: 2, timeout: IDLE_MS });
async function refreshAll(): Promise<void> {
  const url = new URL('/api/auth/refresh_token/', input.url);
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < clients; k = next++) {
      try {
        const res = await post(null, JSON.stringify({ refresh: input.refreshTokens![k] }), url, refreshAgent);
        if (res.status === 200) {
          // Refresh tokens rotate: the one just sent is spent, its successor is the next one to send.
          const pair = JSON.parse(res.text) as { access: string; refresh: string };
          tokens[k] = pair.access;
          input.refreshTokens![k] = pair.refresh;
        }
      } catch {
        // Kept the old token.
      }
    }
  };
  await Promise.all([worker(), worker()]);
}
if (input.refreshTokens) setInterval(() => void refreshAll(), input.refreshEveryMs ?? 600_000).unref();

const start = performance.now() + 100;
const all = Promise.all(Array.from({ length: clients }, (_, k) => client(k, start)));
const giveUp = new Promise<'late'>((r) => setTimeout(() => r('late'), input.durationMs + 30_000).unref());
const late = (await Promise.race([all, giveUp])) === 'late';
const elapsedMs = performance.now() - start;
const report = { sent, ok: latencies.length, latencies, answeredLatencies, answeredSlots, failures: Object.fromEntries(failures), okPerClient, duplicates, late, elapsedMs, outcomes };
process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
