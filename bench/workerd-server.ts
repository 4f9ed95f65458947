/**
 * The Worker in workerd alone, as production runs it: bundled by `wrangler deploy --dry-run`
 * and started through Miniflare with the bindings wrangler.toml declares, serving its port
 * from workerd itself (no dev proxy Worker in front). State goes where `wrangler dev
 * --persist-to` keeps it, so the database `prepareDatabase` migrated and seeded is the one served.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

export async function startWorkerd(opts: { sourceDir: string; stateDir: string; port: number; inspectorPort: number; vars: Record<string, string> }) {
  const outDir = join(opts.sourceDir, 'dist', 'worker');
  const built = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', outDir], { cwd: opts.sourceDir, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (built.status !== 0) throw new Error(`Bundling the Worker failed:\n${built.stdout}\n${built.stderr}`);
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(opts.sourceDir, 'wrangler.toml'));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
    workers: [
      {
        ...(workerOptions as object),
        name: 'trading-training-platform',
        modules: [{ type: 'ESModule', path: join(outDir, 'index.js') }],
        modulesRoot: outDir,
        bindings: { ...(workerOptions.bindings ?? {}), ...opts.vars },
      },
    ],
    host: '127.0.0.1',
    port: opts.port,
    inspectorPort: opts.inspectorPort,
      resourcePersistencePath: join(opts.stateDir, 'v3'),
    } as never),
  );
  await mf.ready;
  // workerd runs as a child of this process.
  return { pid: process.pid, stop: () => mf.dispose() };
}
