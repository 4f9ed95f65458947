#!/usr/bin/env node
// Runs on whatever Node is on PATH (the machine's may be 20): installs dependencies when
// they are missing or stale, then hands over to an npm script, which runs on the Node 22
// that the `node` dev dependency puts first on PATH.
import { spawnSync } from 'node:child_process';
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

const r = spawnSync('npm', ['run', '--silent', target, '--', ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
