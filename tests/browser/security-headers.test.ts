/**
 * The app's pages under their content security policy (web/public/_headers, served by the same
 * local server `npm start` runs): the headers are on every page, deep links included, and the
 * main screens (sign-in, bond calculator, dashboards, a trainee's session, the trainer's console,
 * with their charts and live channels) run without one violation. Also the web side of token
 * rotation and logout: a refresh stores the rotated token, and Logout revokes the sign-in.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { REAL_TIME_SESSION_ID } from './setup/fixtures';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Collects every CSP violation of the page: the DOM event, and Chromium's console report. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(`[console] ${msg.text()}`);
  });
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  return violations;
}

/** The violations seen so far: the console's and the page's own (from every document it loaded). */
async function violationsOf(page: Page, fromConsole: string[]): Promise<string[]> {
  return [...fromConsole, ...(await page.evaluate(() => window.__cspViolations))];
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

async function refreshStatus(refresh: string): Promise<number> {
  const res = await fetch(`${inject('baseUrl')}/api/auth/refresh_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  return res.status;
}

suite('content security policy', () => {
  const browser = useBrowser();

  it('is sent with every page, deep links and files included, with the hardening headers', async () => {
    const base = inject('baseUrl');
    for (const path of ['/auth/login', '/bond-calculator', `/session/${REAL_TIME_SESSION_ID}/markets`, '/dashboard']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
    // The built page has no inline script for the policy to refuse.
    const html = await (await fetch(`${base}/auth/login`)).text();
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/assets\//.test(tag))).toBe(true);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect((await fetch(`${base}${script}`)).headers.get('x-content-type-options')).toBe('nosniff');
    // /api answers carry their own (stricter) policy.
    expect((await fetch(`${base}/api/health`)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('is met by the sign-in page and the bond calculator, and refuses an injected inline script', async () => {
    const { page, context } = await browser.newPage();
    const fromConsole = await watchCsp(page);
    const res = await page.goto('/auth/login');
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.goto('/bond-calculator');
    await expect.poll(() => page.getByTestId('bond-cleanPrice').innerText()).toMatch(/\d/);
    expect(await violationsOf(page, fromConsole)).toEqual([]);

    // The watch works and the policy is in force: an injected inline script does not run, and is reported.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => page.evaluate(() => window.__cspViolations)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await context.close();
  });

  it('is met by a trainee’s dashboard and trading room, charts and live channel included, and a refresh stores the rotated token', async () => {
    const { page, context } = await browser.newPage();
    const fromConsole = await watchCsp(page);
    await signIn(page, 'trainee1');
    await page.waitForURL('**/dashboard');
    const picker = page.getByRole('dialog', { name: 'Who is trading?' });
    await picker.getByRole('button', { name: 'Alice Martin' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Join' }).first().waitFor();

    const res = await page.goto(`/session/${REAL_TIME_SESSION_ID}`);
    expect(res?.headers()['content-security-policy']).toContain("connect-src 'self'");
    await page.waitForURL(`**/session/${REAL_TIME_SESSION_ID}/markets`);
    await page.getByRole('tab', { name: /Equities/ }).waitFor();
    await page.getByText('Live', { exact: true }).first().waitFor();
    // chart.js draws on a canvas it sizes with inline styles.
    await page.getByRole('img', { name: /price history$/ }).waitFor();
    await screenshot(page, 'csp-trainee-markets');
    await page.goto(`/session/${REAL_TIME_SESSION_ID}/metrics`);
    await page.locator('[data-metric]').first().waitFor();
    await page.getByText('Live', { exact: true }).first().waitFor();

    // An access token about to expire: the next calls refresh it, and the rotated refresh token is kept.
    const before = (await cookie(context, 'refresh'))!;
    await context.addCookies([{ name: 'token_exp', value: String(Math.floor(Date.now() / 1000) + 5), url: inject('baseUrl') }]);
    await page.goto(`/session/${REAL_TIME_SESSION_ID}/markets`);
    await page.getByRole('tab', { name: /Equities/ }).waitFor();
    await expect.poll(() => cookie(context, 'refresh')).not.toBe(before);
    await page.getByText('Live', { exact: true }).first().waitFor();

    expect(await violationsOf(page, fromConsole)).toEqual([]);
    await context.close();
  });

  it('is met by the trainer’s dashboard and console, and Logout revokes the sign-in on the server', async () => {
    const { page, context } = await browser.newPage();
    const fromConsole = await watchCsp(page);
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByText('Demo Class').first().waitFor();
    await page.goto(`/session/${REAL_TIME_SESSION_ID}/overview`);
    await page.getByLabel('Players', { exact: true }).getByRole('row').filter({ hasText: 'trainee1' }).waitFor();
    await page.getByRole('img', { name: 'Benchmark and players evolution' }).waitFor();
    await screenshot(page, 'csp-console-overview');
    expect(await violationsOf(page, fromConsole)).toEqual([]);

    const refresh = (await cookie(context, 'refresh'))!;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'trainer' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    // Best effort, but on a live server it lands: a copy of the token no longer refreshes.
    await expect.poll(() => refreshStatus(refresh)).toBe(401);
    await context.close();
  });
});
