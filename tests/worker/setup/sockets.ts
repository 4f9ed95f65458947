/** Opens live-channel sockets through the Worker and waits for typed events. */
import { exports } from 'cloudflare:workers';
import { parseLiveEvent, type LiveEvent } from '../../../domain/live-events';

export interface TestSocket {
  ws: WebSocket;
  frames: string[];
  next<T extends LiveEvent['type']>(type: T, timeoutMs?: number): Promise<Extract<LiveEvent, { type: T }>>;
  nextRaw(match: (frame: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): void;
}

export async function connect(path: string): Promise<{ status: number; socket?: TestSocket; body?: unknown }> {
  const res = await exports.default.fetch(new Request(`http://platform.test${path}`, { headers: { Upgrade: 'websocket' } }));
  if (!res.webSocket) return { status: res.status, body: await res.json().catch(() => null) };
  const ws = res.webSocket;
  ws.accept();
  const frames: string[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (e) => {
    const raw = String(e.data);
    // A batch frame (several events for this socket at once) counts as its events, in order.
    if (raw.startsWith('[')) for (const item of JSON.parse(raw) as unknown[]) frames.push(JSON.stringify(item));
    else frames.push(raw);
    for (const w of waiters.splice(0)) w();
  });
  let cursor = 0;
  const nextRaw = (match: (frame: string) => boolean, timeoutMs = 3000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
      const check = () => {
        while (cursor < frames.length) {
          const frame = frames[cursor++]!;
          if (match(frame)) {
            clearTimeout(timer);
            resolve(frame);
            return;
          }
        }
        waiters.push(check);
      };
      check();
    });
  const socket: TestSocket = {
    ws,
    frames,
    nextRaw,
    async next(type, timeoutMs) {
      const frame = await nextRaw((f) => parseLiveEvent(f)?.type === type, timeoutMs);
      return parseLiveEvent(frame) as never;
    },
    close: () => ws.close(1000, 'done'),
  };
  return { status: res.status, socket };
}
