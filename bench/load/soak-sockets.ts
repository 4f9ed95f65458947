/**
 * Websocket clients of one session for the soak, run as a second process:
 * `tsx bench/load/soak-sockets.ts '{"url","sessionId","tokens":[...],"pingMs","timeoutMs"}'`.
 * Opens one socket per token (50 at a time), waits for each one's `snapshot`, prints
 * `{"ready":…,"connectMs"}`; then each socket sends `{"type":"ping"}` every `pingMs` as the web
 * client does (the runtime answers `{"type":"pong"}` without waking the object), on its own
 * schedule, staggered, and counts the `send_price` frames it receives. Nothing reconnects: a
 * socket that closes stays closed. On "stop" on stdin (or at `timeoutMs`) every socket still
 * open is pinged once more; a socket counts as open at the end when it is not closed and
 * answers that ping within 5 s. Prints one JSON report, closes everything and exits.
 */
import { connect, type Socket } from 'node:net';
import { loadInput } from './input';
import { OPCODE, clientFrame, closeFrame, frameReader, upgrade } from './raw-websocket';

interface Input {
  url: string;
  sessionId: number;
  tokens: string[];
  pingMs: number;
  timeoutMs: number;
}

interface Client {
  socket: Socket;
  open: boolean;
  closeReason: string | null;
  prices: number;
  lastPriceAt: number;
  pingsSent: number;
  pongs: number;
  pingAt: number | null;
  pongMs: number[];
  finalPong: boolean;
}

const input = loadInput<Input>();
const PING = JSON.stringify({ type: 'ping' });
const { hostname, port } = new URL(input.url);
const clients: Client[] = [];
const timers: NodeJS.Timeout[] = [];
let finishing = false;
let finalRound = false;

function closed(c: Client, reason: string): void {
  if (!c.open) return;
  c.open = false;
  c.closeReason = finishing ? null : reason;
}

function open(token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    const c: Client = { socket, open: false, closeReason: null, prices: 0, lastPriceAt: 0, pingsSent: 0, pongs: 0, pingAt: null, pongMs: [], finalPong: false };
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000);
    socket.on('error', (e) => (c.open ? closed(c, `error ${e.message}`) : reject(e)));
    socket.on('close', () => closed(c, 'TCP connection closed'));
    const read = frameReader((opcode, head, _length, at, bytes) => {
      if (opcode === OPCODE.close) {
        const code = bytes.length >= 2 ? bytes.readUInt16BE(0) : 1005;
        closed(c, `close frame ${code} ${bytes.subarray(2, 80).toString('utf8')}`.trim());
        socket.end(closeFrame());
      } else if (opcode === OPCODE.ping) {
        socket.write(clientFrame(OPCODE.pong, Buffer.from(bytes)));
      } else if (opcode === OPCODE.text) {
        if (head.startsWith('{"type":"pong"')) {
          c.pongs++;
          if (c.pingAt !== null) c.pongMs.push(at - c.pingAt);
          c.pingAt = null;
          if (finalRound) c.finalPong = true;
        } else if (head.includes('"type":"send_price"')) {
          c.prices++;
          c.lastPriceAt = at;
        } else if (!c.open && head.includes('"type":"snapshot"')) {
          clearTimeout(timer);
          c.open = true;
          resolve(c);
        }
      }
    });
    upgrade(socket, `${hostname}:${port}`, `/api/session/${input.sessionId}/?token=${encodeURIComponent(token)}`, read, reject);
  });
}

function ping(c: Client): void {
  if (!c.open || c.socket.destroyed) return;
  c.pingsSent++;
  c.pingAt = performance.now();
  c.socket.write(clientFrame(OPCODE.text, PING));
}

async function finish(): Promise<void> {
  if (finalRound) return;
  finalRound = true;
  for (const t of timers) clearInterval(t);
  const t0 = performance.now();
  for (const c of clients) ping(c);
  while (performance.now() - t0 < 5_000 && clients.some((c) => c.open && !c.finalPong)) await new Promise((r) => setTimeout(r, 100));
  const now = performance.now();
  const reasons = new Map<string, number>();
  for (const c of clients) if (c.closeReason) reasons.set(c.closeReason, (reasons.get(c.closeReason) ?? 0) + 1);
  const prices = clients.map((c) => c.prices).sort((a, b) => a - b);
  const pongMs = clients.flatMap((c) => c.pongMs).sort((a, b) => a - b);
  const report = {
    sockets: clients.length,
    openAtEnd: clients.filter((c) => c.open && c.finalPong).length,
    closedDuringRun: clients.filter((c) => c.closeReason).length,
    closeReasons: Object.fromEntries(reasons),
    pingsSent: clients.reduce((a, c) => a + c.pingsSent, 0),
    pongs: clients.reduce((a, c) => a + c.pongs, 0),
    pongP99Ms: pongMs.length ? pongMs[Math.floor(0.99 * (pongMs.length - 1))]! : null,
    pricesMin: prices[0] ?? 0,
    pricesMedian: prices[Math.floor(prices.length / 2)] ?? 0,
    /** The longest any open socket has gone without a price, at the end. */
    longestPriceGapMs: Math.max(0, ...clients.filter((c) => c.open).map((c) => now - c.lastPriceAt)),
  };
  finishing = true;
  const ends = clients.map((c) => new Promise((r) => (c.socket.destroyed ? r(null) : c.socket.once('close', r))));
  for (const c of clients) if (!c.socket.destroyed) c.socket.end(closeFrame());
  await Promise.race([Promise.all(ends), new Promise((r) => setTimeout(r, 5_000))]);
  process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
}

setTimeout(() => void finish(), input.timeoutMs).unref();
process.stdin.on('data', () => void finish());
process.stdin.on('end', () => void finish());

const t0 = performance.now();
try {
  for (let k = 0; k < input.tokens.length; k += 50) clients.push(...(await Promise.all(input.tokens.slice(k, k + 50).map(open))));
  const connectMs = performance.now() - t0;
  // Each socket pings every pingMs, the sockets staggered over the interval.
  clients.forEach((c, k) => {
    const start = setTimeout(() => {
      ping(c);
      timers.push(setInterval(() => ping(c), input.pingMs));
    }, (k * input.pingMs) / clients.length);
    timers.push(start);
  });
  process.stdout.write(`${JSON.stringify({ ready: clients.length, connectMs })}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
  process.exit(1);
}
