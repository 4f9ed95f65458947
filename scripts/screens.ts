/**
 * `npm run screens`: the browser tests with their screenshots on (SCREENSHOTS=1), for people to
 * look at the screens: test-results/screens/<name>.png, at the widths each test uses. `npm test`
 * takes none (no assertion reads them). Extra arguments go to vitest (a file, `-t name`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('test-results/screens', { recursive: true });
const r = spawnSync('vitest', ['run', '--config', 'vitest.browser.config.mts', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, SCREENSHOTS: '1' } });
console.log('Screenshots: test-results/screens/');
process.exit(r.status ?? 1);
