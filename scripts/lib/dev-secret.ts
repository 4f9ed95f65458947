/**
 * Creates the git-ignored `.dev.vars` that `npm run dev` (wrangler dev) reads: a random JWT
 * secret, and the local market seed (a deployment's seed is a secret set by `npm run deploy`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { LOCAL_MARKET_SEED } from '../../domain/market/default-market';

function appendLine(file: string, line: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, current && !current.endsWith('\n') ? `${current}\n${line}\n` : `${current}${line}\n`, { mode: 0o600 });
}

export function ensureDevSecret(file = '.dev.vars'): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!/^JWT_SECRET=.{32,}$/m.test(current)) {
    appendLine(file, `JWT_SECRET=${randomBytes(48).toString('hex')}`);
    console.log(`Created a local JWT secret in ${file}`);
  }
  if (!/^MARKET_SEED=/m.test(readFileSync(file, 'utf8'))) appendLine(file, `MARKET_SEED=${LOCAL_MARKET_SEED}`);
}
