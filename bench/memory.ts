/**
 * Memory of the bench server: the Worker isolate's V8 heap, read through the devtools inspector
 * (workerd's own, or wrangler's proxy of it: `Runtime.getHeapUsage` after a forced GC; the
 * Worker and all its Durable Objects share that isolate locally), and the resident size of the
 * workerd process that runs the Worker (wrangler dev runs a second workerd as its proxy; that
 * one is left out).
 */
import { execFileSync } from 'node:child_process';

export interface MemorySample {
  /** V8 heap in use, bytes; null when the inspector did not answer. */
  heapUsed: number | null;
  /** Resident set of the Worker's workerd process, bytes. */
  rss: number | null;
}

/** Resident set of the workerd process that runs the Worker: `rootPid` or under it (the one with the inspector), bytes. */
export function workerdRss(rootPid: number): number | null {
  if (!(rootPid > 0)) return null;
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), rssKb: Number(m[3]), args: m[4]! }));
  const ours = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) if (ours.has(r.ppid) && !ours.has(r.pid)) ours.add(r.pid), (grew = true);
  }
  const workerd = rows.filter((r) => ours.has(r.pid) && r.args.includes('workerd') && r.args.includes('--inspector-addr'));
  return workerd.length === 1 ? workerd[0]!.rssKb * 1024 : null;
}

/**
 * Devtools protocol calls to the Worker's isolate (workerd's inspector, or wrangler's proxy of it). The
 * runtime answers only while the isolate runs something, so a cheap request is sent now and
 * then until every answer is in. Resolves with the results in order, or null on timeout.
 */
export async function inspectorCalls(server: { url: string; inspectorPort: number }, methods: string[], timeoutMs = 20_000): Promise<unknown[] | null> {
  // workerd's own inspector lists the Worker's isolate at /json; wrangler's proxy serves it at /ws.
  const listed = await fetch(`http://127.0.0.1:${server.inspectorPort}/json`)
    .then((r) => r.json() as Promise<{ id: string; webSocketDebuggerUrl: string }[]>)
    .then((list) => list.find((t) => t.id.startsWith('core:user:'))?.webSocketDebuggerUrl)
    .catch(() => undefined);
  return new Promise((resolve) => {
    // The inspector proxy wants a local Origin (undici's WebSocket takes headers as an extension).
    const ws = new WebSocket(listed ?? `ws://127.0.0.1:${server.inspectorPort}/ws`, { headers: { Origin: 'http://localhost' } } as never);
    const results: unknown[] = [];
    const pump = setInterval(() => void fetch(`${server.url}/api/health`).then((r) => r.text()).catch(() => {}), 100);
    const done = (value: unknown[] | null) => {
      clearTimeout(timer);
      clearInterval(pump);
      try {
        ws.close();
      } catch {
        // Already closed.
      }
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, method: methods[0] }));
    ws.onmessage = (event) => {
      const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (!msg.id || msg.id > methods.length) return; // the proxy's own traffic
      results[msg.id - 1] = msg.result;
      if (msg.id < methods.length) ws.send(JSON.stringify({ id: msg.id + 1, method: methods[msg.id] }));
      else done(results);
    };
    ws.onerror = () => done(null);
  });
}

/** The isolate's heap in use after a full GC. */
async function isolateHeap(server: { url: string; inspectorPort: number }): Promise<number | null> {
  const r = await inspectorCalls(server, ['HeapProfiler.collectGarbage', 'Runtime.getHeapUsage']);
  const usage = r?.[1] as { usedSize?: number } | undefined;
  return typeof usage?.usedSize === 'number' ? usage.usedSize : null;
}

export async function sampleMemory(server: { url: string; pid: number; inspectorPort: number }): Promise<MemorySample> {
  return { heapUsed: await isolateHeap(server), rss: workerdRss(server.pid) };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
