/**
 * The built Worker in workerd alone, as production runs it, with no file watcher: bundled once
 * by `wrangler deploy --dry-run` and started through Miniflare with the bindings wrangler.toml
 * declares (D1, the Durable Objects, `[vars]`, the `.dev.vars` secret, the `[assets]` of
 * dist/web with the single-page-application fallback and run_worker_first for /api/*), workerd
 * serving the port itself (no dev proxy in front). `npm start`, the benchmarks and the browser
 * tests all start their server with it (`startLocalServer` in local-server.ts prepares and calls it).
 *
 * The bundle and a copy of dist/web go to a temporary folder of this server's own, so an edit or
 * a rebuild made while it runs changes nothing it serves. State goes where `wrangler dev
 * --persist-to <stateDir>` keeps it (`<stateDir>/v3`), so the database that `prepareDatabase`
 * and `npm run create-admin` write is the one served. If workerd dies, Miniflare starts it again
 * on the same ports (`restarts` counts it). When this process exits, for whatever reason,
 * Miniflare's exit hook kills workerd.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { DEFAULT_STATE_DIR } from '../../db/local-database';
import { LOCAL_MARKET_SEED } from '../../domain/market/default-market';

export interface WorkerdServerOptions {
  port: number;
  /** The Worker's entry module, instead of wrangler.toml's `main` (the bench builds its own). */
  entry?: string;
  /** Wrangler's state folder (default `.wrangler/state`, the one `wrangler dev` uses). */
  stateDir?: string;
  /** Extra Worker vars, over wrangler.toml's `[vars]` and `.dev.vars` (e.g. a test's own JWT_SECRET). */
  vars?: Record<string, string>;
  /** The Worker's console output and the runtime's warnings: printed ('inherit', the default) or dropped. */
  output?: 'inherit' | 'ignore';
  /** Called when workerd died and Miniflare started it again. */
  onRestart?: () => void;
}

export interface WorkerdServer {
  url: string;
  port: number;
  /** workerd's devtools inspector, on a port the OS chose, so two servers never collide. */
  inspectorPort: number;
  /** Process id of the workerd serving the port (read when asked: a restart changes it); 0 if not found. */
  readonly pid: number;
  /** How many times workerd died and was started again. */
  readonly restarts: number;
  /** Stops workerd and removes the bundle; safe to call more than once. */
  stop(): Promise<void>;
}

/** Bundles the Worker as `wrangler deploy` would, into `outDir`. */
function bundleWorker(outDir: string, entry?: string): void {
  const built = spawnSync('wrangler', ['deploy', ...(entry ? [entry] : []), '--dry-run', '--outdir', outDir], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (built.status !== 0) throw new Error(`Bundling the Worker failed:\n${built.stdout}\n${built.stderr}`);
}

/** The workerd child of this process that serves `port` (Miniflare gives no handle on it). */
function workerdPid(port: number): number {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n');
  for (const row of rows) {
    const [pid, ppid] = row.trim().split(/\s+/, 2).map(Number);
    if (ppid === process.pid && row.includes('workerd') && row.includes(`--socket-addr=entry=127.0.0.1:${port} `)) return pid!;
  }
  return 0;
}

export async function startWorkerd(opts: WorkerdServerOptions): Promise<WorkerdServer> {
  const stateDir = resolve(opts.stateDir ?? DEFAULT_STATE_DIR);
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: build the web app first');
  const buildDir = mkdtempSync(join(tmpdir(), 'ttp-worker-'));
  const removeBuild = () => rmSync(buildDir, { recursive: true, force: true });
  // Whatever ends this process (a signal, an error), the bundle goes with it.
  process.once('exit', removeBuild);
  const outDir = join(buildDir, 'worker');
  const assetsDir = join(buildDir, 'web');
  let restarts = 0;
  let mf: Miniflare | undefined;
  try {
    bundleWorker(outDir, opts.entry);
    // One module, named after the entry (index.js for worker/index.ts).
    const bundled = readdirSync(outDir).filter((f) => f.endsWith('.js'));
    const main = bundled.includes('index.js') ? 'index.js' : bundled[0];
    if (!main) throw new Error(`The Worker bundle in ${outDir} has no .js module`);
    cpSync('dist/web', assetsDir, { recursive: true });
    // wrangler.toml's bindings, vars and assets, and the `.dev.vars` next to it, read as `wrangler dev` reads them.
    const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
    const { modulesRules: _rules, assets, ...rest } = workerOptions as typeof workerOptions & { modulesRules?: unknown; assets?: Record<string, unknown> };
    const quiet = opts.output === 'ignore';
    mf = new Miniflare(
      convertV4MiniflareOptions({
        workers: [
          {
            ...(rest as object),
            name: 'trading-training-platform',
            modules: [{ type: 'ESModule', path: join(outDir, main) }],
            modulesRoot: outDir,
            // The local market seed unless .dev.vars or the caller set one (a deployment's is a secret).
            bindings: { MARKET_SEED: String(LOCAL_MARKET_SEED), ...(workerOptions.bindings ?? {}), ...(opts.vars ?? {}) },
            ...(assets ? { assets: { ...assets, directory: assetsDir } } : {}),
          },
        ],
        host: '127.0.0.1',
        port: opts.port,
        // The OS picks the inspector's port: two servers never collide (the bench reads the heap through it).
        inspectorPort: 0,
        // No fetch of the Request.cf object from the network (the Worker does not read it): a placeholder.
        cf: false,
        resourcePersistencePath: join(stateDir, 'v3'),
        log: new Log(quiet ? LogLevel.NONE : LogLevel.WARN),
        ...(quiet ? { handleStructuredLogs: () => {} } : {}),
        unsafeHandleRuntimeRestart: () => {
          restarts++;
          opts.onRestart?.();
        },
      } as never),
    );
    await mf.ready;
  } catch (error) {
    await mf?.dispose().catch(() => {});
    process.removeListener('exit', removeBuild);
    removeBuild();
    throw error;
  }
  const inspectorPort = Number((await mf.getInspectorURL()).port);
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${opts.port}`,
    port: opts.port,
    inspectorPort,
    get pid() {
      return workerdPid(opts.port);
    },
    get restarts() {
      return restarts;
    },
    stop() {
      stopping ??= mf!
        .dispose()
        .catch(() => {})
        .finally(() => {
          process.removeListener('exit', removeBuild);
          removeBuild();
        });
      return stopping;
    },
  };
}
