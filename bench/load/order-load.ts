/**
 * HTTP order load, run as a second process by the order benchmark:
 * `tsx bench/load/order-load.ts '{"url","sessionId","tokens":[...],"rics":[...],"rate","durationMs"}'`.
 * One client per token; together they send `rate` orders/s, each client on its own fixed
 * schedule, staggered evenly. A client sends its next order at its slot, or as soon as its
 * previous answer is in when that comes later (so its buy and sell stay in order), and the
 * latency counts from the slot: a server that falls behind shows it (no coordinated omission).
 * Each order is a market order of 1 unit with its own client_order_id, buy then sell in turn.
 * Keep-alive connections (MAX_SOCKETS of them), so the server is measured, not TCP setup.
 * Prints one JSON line (every 2xx latency, the failures, each client's 2xx count) and exits; it
 * stops sending at `durationMs` and abandons answers still missing 30 s later.
 */
import { Agent, request } from 'node:http';

interface Input {
  url: string;
  sessionId: number;
  tokens: string[];
  rics: string[];
  rate: number;
  durationMs: number;
}

/**
 * Few keep-alive connections: with dozens, wrangler dev's proxy lost a connection to the Worker
 * under this load and stopped the whole server (workers-sdk#15317, #15451); with 4 it did not.
 */
const MAX_SOCKETS = 4;
const input = JSON.parse(process.argv[2]!) as Input;
const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
const target = new URL('/api/orders/', input.url);
const clients = input.tokens.length;
const periodMs = (clients * 1000) / input.rate; // each client's interval
const latencies: number[] = [];
const failures = new Map<string, number>();
const okPerClient = new Array<number>(clients).fill(0);
const orderIds = new Set<number>();
let duplicates = 0;
let sent = 0;

function post(token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(target, { method: 'POST', agent, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
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
      client_order_id: `load-${k}-${n}`,
    });
    sent++;
    try {
      const res = await post(input.tokens[k]!, body);
      if (res.status >= 200 && res.status < 300) {
        latencies.push(performance.now() - slot);
        okPerClient[k]!++;
        const id = (JSON.parse(res.text) as { id: number }).id;
        if (orderIds.has(id)) duplicates++;
        orderIds.add(id);
      } else fail(`${res.status} ${res.text.slice(0, 120)}`);
    } catch (error) {
      fail(`network ${String(error).slice(0, 120)}`);
    }
  }
}

const start = performance.now() + 100;
const all = Promise.all(Array.from({ length: clients }, (_, k) => client(k, start)));
const giveUp = new Promise<'late'>((r) => setTimeout(() => r('late'), input.durationMs + 30_000).unref());
const late = (await Promise.race([all, giveUp])) === 'late';
const elapsedMs = performance.now() - start;
const report = { sent, ok: latencies.length, latencies, failures: Object.fromEntries(failures), okPerClient, duplicates, late, elapsedMs };
process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
