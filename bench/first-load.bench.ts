/**
 * The trainee's session screen as a fresh page load in Chromium (issue 28): every script the
 * page loads until the network is idle, the price chart's chart.js included, counted gzipped
 * (-9, as the bundle section counts the build's files). The bundle section (bundle.bench.ts)
 * counts only what loads before the first render; this is what a trainee's browser fetches.
 * Signs in as a demo trainee on the bench's server and opens the real-time demo session's
 * Markets at 1280×800.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureDemoSessions } from '../scripts/lib/demo-sessions';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from '../tests/browser/setup/chromium';
import type { BenchServer } from './server';
import { line } from './stats';

const TARGET_KB = 250;

export async function benchFirstLoad(server: BenchServer): Promise<void> {
  console.log('\nThe trainee\'s session screen, fresh page load in Chromium until idle (every script, gzip -9)');
  if (!chromiumAvailable()) {
    line('session screen first load', `not measured: no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  const { realTime } = await ensureDemoSessions(server.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
    const page = await context.newPage();
    // Sign in and pick a person first; then the measured load starts from an empty cache.
    await page.goto('/auth/login');
    await page.getByLabel('Username').fill('trainee2');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    const picker = page.getByRole('dialog', { name: 'Who is trading?' });
    if (await picker.isVisible().catch(() => false)) {
      await picker.getByRole('button').first().click();
      await picker.waitFor({ state: 'hidden' });
    }
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: await context.storageState() });
    const measured = await fresh.newPage();
    const scripts = new Set<string>();
    measured.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await measured.goto(`/session/${realTime}/markets`, { waitUntil: 'networkidle' });
    await measured.getByRole('heading', { level: 1 }).first().waitFor();
    await measured.waitForLoadState('networkidle');
    const sizes = [...scripts].map((path) => ({ path, bytes: gzipSync(readFileSync(join('dist/web', path)), { level: 9 }).length })).sort((a, b) => b.bytes - a.bytes);
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    line(`/session/{id} as trainee (Markets), ${sizes.length} scripts until idle`, `${(total / 1000).toFixed(1)} kB`, `≤ ${TARGET_KB} kB`, total <= TARGET_KB * 1000);
    for (const s of sizes.slice(0, 6)) line(`  ${s.path}`, `${(s.bytes / 1000).toFixed(1)} kB`);
  } finally {
    await browser.close();
  }
}
