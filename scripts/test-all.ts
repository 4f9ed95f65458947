/**
 * `npm test`: type-check, domain unit tests, Worker and Durable Object integration tests in
 * workerd, tests of the local server as `npm start` runs it (tests/server, from Node), and browser
 * tests in Chromium. Ends with the line `N passed, N failed` (plus `, N skipped` and the reason
 * when something was skipped).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, chromiumAvailable } from '../tests/browser/setup/chromium';
import { buildWebApp } from './lib/local-server';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

const tallies: Tally[] = [];
const reasons: string[] = [];
const reportDir = join(tmpdir(), `ttp-test-${process.pid}`);
mkdirSync(reportDir, { recursive: true });

function typecheck(): Tally {
  console.log('\n== Type-check (tsc)');
  const r = spawnSync('tsc', ['-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' });
  return { name: 'type-check', passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1, skipped: 0 };
}

function vitestSuite(name: string, config: string): Tally {
  console.log(`\n== ${name}`);
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const r = spawnSync('vitest', ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
  });
  if (!existsSync(report)) {
    console.error(`${name}: no report (exit ${r.status}); counted as one failure`);
    return { name, passed: 0, failed: 1, skipped: 0 };
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  // A file that failed to load has no failed tests but a failed suite: count it too.
  const brokenFiles = json.numFailedTests === 0 && r.status !== 0 ? Math.max(1, json.numFailedTestSuites) : 0;
  return { name, passed: json.numPassedTests, failed: json.numFailedTests + brokenFiles, skipped: json.numPendingTests + json.numTodoTests };
}

tallies.push(typecheck());
// The Worker config serves dist/web as assets: build it before anything loads the config.
buildWebApp();
tallies.push(vitestSuite('domain unit tests', 'vitest.domain.config.mts'));
tallies.push(vitestSuite('worker and Durable Object integration tests', 'vitest.config.mts'));
tallies.push(vitestSuite('local server tests', 'vitest.server.config.mts'));

const ci = process.env.CI === 'true';
if (!chromiumAvailable() && ci) {
  console.error(`\n== browser tests\nChromium not found at ${CHROMIUM_PATH}; with CI=true this fails the run.`);
  tallies.push({ name: 'browser tests', passed: 0, failed: 1, skipped: 0 });
} else {
  const browser = vitestSuite('browser tests', 'vitest.browser.config.mts');
  if (!chromiumAvailable()) reasons.push(`browser tests: Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`);
  tallies.push(browser);
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\n== Summary');
for (const t of tallies) console.log(`  ${t.name.padEnd(46)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
const total = tallies.reduce((a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
for (const reason of reasons) console.log(`  skipped: ${reason}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
