/**
 * `npm test`: type-check, domain unit tests, Worker and Durable Object integration tests in
 * workerd, tests of the local server as `npm start` runs it (tests/server, from Node), and browser
 * tests in Chromium. The web app is built once, before the suites (they are told so by
 * WEB_APP_BUILT=1). Each stage prints its seconds, and the summary lists them; the run ends with
 * the line `N passed, N failed` (plus `, N skipped` and the reason when something was skipped).
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
  seconds?: number;
}

const tallies: Tally[] = [];
const reasons: string[] = [];
const reportDir = join(tmpdir(), `ttp-test-${process.pid}`);
mkdirSync(reportDir, { recursive: true });

/** Runs a stage and records its seconds, printed as it ends and again in the summary. */
function timed(stage: () => Tally): Tally {
  const started = performance.now();
  const tally = stage();
  tally.seconds = (performance.now() - started) / 1000;
  console.log(`-- ${tally.name}: ${tally.seconds.toFixed(1)} s`);
  return tally;
}

function build(): Tally {
  console.log('\n== Web app build (vite)');
  try {
    buildWebApp();
    return { name: 'web app build', passed: 0, failed: 0, skipped: 0 };
  } catch (error) {
    console.error(String(error));
    return { name: 'web app build', passed: 0, failed: 1, skipped: 0 };
  }
}

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
    env: { ...process.env, WEB_APP_BUILT: '1' },
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

const started = performance.now();
tallies.push(timed(typecheck));
// The Worker config serves dist/web as assets: build it before anything loads the config.
tallies.push(timed(build));
tallies.push(timed(() => vitestSuite('domain unit tests', 'vitest.domain.config.mts')));
tallies.push(timed(() => vitestSuite('worker and Durable Object integration tests', 'vitest.config.mts')));
tallies.push(timed(() => vitestSuite('local server tests', 'vitest.server.config.mts')));

const ci = process.env.CI === 'true';
if (!chromiumAvailable() && ci) {
  console.error(`\n== browser tests\nChromium not found at ${CHROMIUM_PATH}; with CI=true this fails the run.`);
  tallies.push({ name: 'browser tests', passed: 0, failed: 1, skipped: 0 });
} else {
  const browser = timed(() => vitestSuite('browser tests', 'vitest.browser.config.mts'));
  if (!chromiumAvailable()) reasons.push(`browser tests: Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`);
  tallies.push(browser);
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\n== Summary');
const seconds = (t: { seconds?: number }) => (t.seconds === undefined ? '' : `${t.seconds.toFixed(0).padStart(5)} s  `);
for (const t of tallies) console.log(`  ${t.name.padEnd(46)} ${seconds(t)}${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
console.log(`  ${'all stages'.padEnd(46)} ${seconds({ seconds: (performance.now() - started) / 1000 })}`);
const total = tallies.reduce((a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
for (const reason of reasons) console.log(`  skipped: ${reason}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
