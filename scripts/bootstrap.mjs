#!/usr/bin/env node
// Runs on whatever Node is on PATH (the machine's may be 20): installs dependencies when
// they are missing or stale, then hands over to an npm script, which runs on the Node 22
// that the `node` dev dependency puts first on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/bootstrap.mjs <npm-script> [args...]');
  process.exit(2);
}

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (first run)...');
  const cmd = existsSync('package-lock.json') ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const r = spawnSync('npm', cmd, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The npm script runs in a process group of its own, and a stop reaches all of it: `npm run`
// starts each script under `sh -c`, which dies on a signal without passing it on, so a signal
// sent to the npm process alone would leave the server (and workerd) running. A stop is
// Ctrl-C or SIGTERM/SIGHUP here, or the parent going away (`kill` of `npm start`: npm and its
// shell die without telling us).
const posix = process.platform !== 'win32';
const child = spawn('npm', ['run', '--silent', target, '--', ...process.argv.slice(3)], { stdio: 'inherit', detached: posix, shell: !posix });
let stopping = false;
function stop(signal) {
  stopping = true;
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (posix) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  stop('SIGTERM');
}, 500);
child.on('error', (error) => {
  console.error(`Could not run npm: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearInterval(orphaned);
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
