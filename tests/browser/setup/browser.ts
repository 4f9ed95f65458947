/** One Chromium per test file; a fresh context (cookies, storage) per test. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from './chromium';

export const hasChromium = chromiumAvailable();
export const SKIP_REASON = `Chromium not found at ${CHROMIUM_PATH}: browser tests skipped (install the Debian package chromium)`;

export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (hasChromium) browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    async newPage(viewport = { width: 1280, height: 800 }): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser!.newContext({ viewport, baseURL: inject('baseUrl') });
      const page = await context.newPage();
      // A failing test then shows the browser's exceptions and the server's 5xx answers beside it.
      page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
      page.on('response', (res) => {
        if (res.status() >= 500) console.error(`[${res.status()}] ${res.request().method()} ${res.url()}`);
      });
      return { page, context };
    },
  };
}

export async function signIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A screenshot for people to look at (test-results/screens/<name>.png), taken only when the run
 * asks for them (`npm run screens`, SCREENSHOTS=1): no assertion reads them, and `npm test`
 * spends its time on what it checks.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
