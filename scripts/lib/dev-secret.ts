/** Creates the git-ignored `.dev.vars` with a random JWT secret when there is none. */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function ensureDevSecret(file = '.dev.vars'): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^JWT_SECRET=.{32,}$/m.test(current)) return;
  const line = `JWT_SECRET=${randomBytes(48).toString('hex')}\n`;
  writeFileSync(file, current && !current.endsWith('\n') ? `${current}\n${line}` : current + line, { mode: 0o600 });
  console.log(`Created a local JWT secret in ${file}`);
}
