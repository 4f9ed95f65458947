/**
 * Websocket clients of one session, run as a second process by the fan-out benchmark:
 * `tsx bench/load/ws-clients.ts '{"url","sessionId","tokens":[...],"timeoutMs"}'`.
 * Opens one socket per token, waits for each one's `snapshot`, prints `{"ready":…}`, then
 * records when each client receives each `send_price` (by its data.timestamp). On "stop" on
 * stdin (or its end), or at `timeoutMs`, it closes everything, prints `{"ticks":[…],"frameBytes"}`
 * (ticks that began after every socket was open) and exits.
 * Frames are not parsed: the type and timestamp are read from the frame's first bytes, so the
 * clients' own work adds as little as possible to the spread.
 */
interface Input {
  url: string;
  sessionId: number;
  tokens: string[];
  timeoutMs: number;
}

const input = JSON.parse(process.argv[2]!) as Input;
// A step's events for one socket arrive as one array frame; its prices come after any fills.
const PRICE = /"type":"send_price","data":\{"timestamp":(\d+)/;
const received = new Map<number, number[]>(); // timestamp → receive times (ms, this process)
const sockets: WebSocket[] = [];
let finished = false;
let frameBytes = 0;
let readyAt = Number.POSITIVE_INFINITY; // ticks that began before every socket was open are left out

function open(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${input.url.replace(/^http/, 'ws')}/api/session/${input.sessionId}/?token=${encodeURIComponent(token)}`);
    sockets.push(ws);
    const timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000);
    ws.onmessage = (event) => {
      const at = performance.now();
      const text = event.data as string;
      const m = PRICE.exec(text.slice(0, 4_000));
      if (m) {
        frameBytes = text.length;
        const ts = Number(m[1]);
        let list = received.get(ts);
        if (!list) received.set(ts, (list = []));
        list.push(at);
      } else if (text.includes('"type":"snapshot"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    ws.onerror = () => reject(new Error('websocket error'));
  });
}

function finish(): void {
  if (finished) return;
  finished = true;
  // A moment for frames still on the way; then close every socket cleanly (close handshake,
  // at most 5 s), report and leave.
  setTimeout(async () => {
    const ticks = [...received]
      .filter(([, times]) => Math.min(...times) >= readyAt)
      .map(([timestamp, times]) => ({ timestamp, clients: times.length, spreadMs: Math.max(...times) - Math.min(...times) }));
    const closed = sockets.map((ws) => new Promise((r) => (ws.readyState === WebSocket.CLOSED ? r(null) : ws.addEventListener('close', r))));
    for (const ws of sockets) ws.close(1000);
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

export {};
