/**
 * Websocket clients of one session, run as a second process by the fan-out benchmark:
 * `tsx bench/load/ws-clients.ts '{"url","sessionId","tokens":[...],"timeoutMs"}'`.
 * Opens one socket per token, waits for each one's `snapshot`, prints `{"ready":…}`, then
 * records when each client receives each `send_price` (by its data.timestamp). On "stop" on
 * stdin (or its end), or at `timeoutMs`, it closes everything, prints `{"ticks":[…],"frameBytes"}`
 * (ticks that began after every socket was open) and exits.
 *
 * The 300 clients share one process, where a browser has one each: so that their own work adds
 * as little as possible to the spread, they speak the websocket protocol over raw TCP (RFC 6455:
 * the upgrade, then unmasked server frames) and read only a frame's first bytes for its type
 * and timestamp, never decoding or parsing the whole frame.
 */
import { connect, type Socket } from 'node:net';
import { loadInput } from './input';
import { OPCODE, closeFrame, frameReader, upgrade } from './raw-websocket';

interface Input {
  url: string;
  sessionId: number;
  tokens: string[];
  timeoutMs: number;
}

const input = loadInput<Input>();
// A step's events for one socket arrive as one array frame; its prices come after any fills.
const PRICE = /"type":"send_price","data":\{"timestamp":(\d+)/;
const received = new Map<number, number[]>(); // timestamp → receive times (ms, this process)
const sockets: Socket[] = [];
let finished = false;
let frameBytes = 0;
let readyAt = Number.POSITIVE_INFINITY; // ticks that began before every socket was open are left out
const { hostname, port } = new URL(input.url);

function open(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    socket.setNoDelay(true);
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000);
    socket.once('error', (e) => reject(e));
    const onFrame = (opcode: number, head: string, length: number, at: number) => {
      if (opcode !== OPCODE.text) return;
      const m = PRICE.exec(head);
      if (m) {
        frameBytes = length;
        const ts = Number(m[1]);
        let list = received.get(ts);
        if (!list) received.set(ts, (list = []));
        list.push(at);
      } else if (head.includes('"type":"snapshot"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    upgrade(socket, `${hostname}:${port}`, `/api/session/${input.sessionId}/?token=${encodeURIComponent(token)}`, frameReader(onFrame), reject);
  });
}

function finish(): void {
  if (finished) return;
  finished = true;
  // A moment for frames still on the way; then close every socket, report and leave.
  setTimeout(async () => {
    const ticks = [...received]
      .filter(([, times]) => Math.min(...times) >= readyAt)
      .map(([timestamp, times]) => ({ timestamp, clients: times.length, spreadMs: Math.max(...times) - Math.min(...times) }));
    const closed = sockets.map((s) => new Promise((r) => (s.destroyed ? r(null) : s.once('close', r))));
    for (const s of sockets) s.end(closeFrame());
    await Promise.race([Promise.all(closed), new Promise((r) => setTimeout(r, 5_000))]);
    process.stdout.write(`${JSON.stringify({ ticks, frameBytes })}\n`, () => process.exit(0));
  }, 500);
}

setTimeout(finish, input.timeoutMs).unref();
process.stdin.on('data', finish);
process.stdin.on('end', finish);

const t0 = performance.now();
try {
  for (let k = 0; k < input.tokens.length; k += 50) await Promise.all(input.tokens.slice(k, k + 50).map(open));
  readyAt = performance.now();
  process.stdout.write(`${JSON.stringify({ ready: sockets.length, connectMs: readyAt - t0 })}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
  finish();
}
