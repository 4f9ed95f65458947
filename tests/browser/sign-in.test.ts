import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FINISHED_SESSION_ID, HISTORICAL_SESSION_ID, REAL_TIME_SESSION_ID } from './setup/fixtures';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

/** Resolves with the first frame a page's websocket to `pathPart` receives that matches. */
function waitForFrame(page: Page, pathPart: string, match: (payload: string) => boolean, timeoutMs = 15_000) {
  return new Promise<{ url: string; payload: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no frame on ${pathPart} within ${timeoutMs} ms`)), timeoutMs);
    page.on('websocket', (ws: WebSocket) => {
      if (!ws.url().includes(pathPart)) return;
      ws.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (match(text)) {
          clearTimeout(timer);
          resolve({ url: ws.url(), payload: text });
        }
      });
    });
  });
}

suite('sign-in and dashboards', () => {
  const browser = useBrowser();

  it('shows Invalid credentials for a wrong password and the field texts for empty fields', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('Please input a your username!').isVisible()).toBe(true);
    expect(await page.getByText('Please input your Password!').isVisible()).toBe(true);

    await signIn(page, 'trainee2', 'wrong-password');
    await page.getByText('Invalid credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await screenshot(page, 'login-invalid-credentials');
    await context.close();
  });

  it('lands the trainer on the trainer dashboard with the class channel live', async () => {
    const { page, context } = await browser.newPage();
    const welcome = waitForFrame(page, '/api/klass/', (p) => p.includes('"channel_welcome"'));
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByText('Demo Class').first().waitFor();
    const frame = await welcome;
    expect(frame.url).toMatch(/\/api\/klass\/\?klass_id=\d+&token=/);
    expect(JSON.parse(frame.payload).data).toMatchObject({ channel: 'klass', username: 'trainer' });
    // Other test files add classes for the demo trainer (the newest is auto-selected): pick Demo Class.
    const demoRow = page.getByRole('row').filter({ hasText: 'Demo Class' });
    await demoRow.getByRole('button', { name: 'Select' }).click();
    await page.getByRole('cell', { name: String(REAL_TIME_SESSION_ID), exact: true }).first().waitFor();
    await demoRow.getByRole('button', { name: 'Members' }).click();
    await page.getByText('trainee6').waitFor();
    await screenshot(page, 'trainer-dashboard-members');
    await context.close();
  });

  it('lands the admin on the admin dashboard, connected to the admin channel', async () => {
    const { page, context } = await browser.newPage();
    const welcome = waitForFrame(page, '/api/admin/', (p) => p.includes('"channel_welcome"'));
    await signIn(page, 'admin');
    // The admin dashboard's landing is its data screen (issue #13).
    await page.waitForURL('**/dashboard/data');
    expect(JSON.parse((await welcome).payload).data).toMatchObject({ channel: 'admin', username: 'admin' });
    await page.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('All classes', { exact: true }).getByText('Demo Class').waitFor();
    await page.getByText('Live', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-dashboard');
    await context.close();
  });

  it('makes a trainee with two persons pick one, then lists the class sessions with Join and View Returns', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainee1');
    await page.waitForURL('**/dashboard');
    const picker = page.getByRole('dialog', { name: 'Who is trading?' });
    await picker.waitFor();
    await picker.getByRole('button', { name: 'Alice Martin' }).waitFor();
    await picker.getByRole('button', { name: 'Bruno Keller' }).waitFor();
    await screenshot(page, 'trainee-person-picker');
    // The picker cannot be dismissed without a choice.
    await page.keyboard.press('Escape');
    expect(await picker.isVisible()).toBe(true);

    await picker.getByRole('button', { name: 'Bruno Keller' }).click();
    await picker.waitFor({ state: 'hidden' });
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'person')?.value).toContain('Bruno');

    const join = page.getByRole('link', { name: 'Join' });
    await join.first().waitFor();
    // Other test files may have added sessions to Demo Class: the demo ones are listed, newest first.
    const hrefs = await Promise.all((await join.all()).map((l) => l.getAttribute('href')));
    expect(hrefs).toContain(`/session/${HISTORICAL_SESSION_ID}`);
    expect(hrefs).toContain(`/session/${REAL_TIME_SESSION_ID}`);
    expect(hrefs.indexOf(`/session/${HISTORICAL_SESSION_ID}`)).toBeLessThan(hrefs.indexOf(`/session/${REAL_TIME_SESSION_ID}`));
    expect(await join.first().getAttribute('target')).toBe('_blank');
    const returns = await Promise.all((await page.getByRole('link', { name: 'View Returns' }).all()).map((l) => l.getAttribute('href')));
    expect(returns).toContain(`/session/${FINISHED_SESSION_ID}`);
    await screenshot(page, 'trainee-dashboard');

    // A reload keeps the chosen person: no picker.
    await page.reload();
    await join.first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Who is trading?' }).isVisible()).toBe(false);
    await context.close();
  });

  it('lets a trainee add a person by name in the picker', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainee3');
    const picker = page.getByRole('dialog', { name: 'Who is trading?' });
    await picker.waitFor();
    await picker.getByLabel('New person name').fill('Chloe Dubois');
    await picker.getByRole('button', { name: 'Add person' }).click();
    await picker.getByRole('button', { name: 'Chloe Dubois' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect((await context.cookies()).find((c) => c.name === 'person')?.value).toContain('Chloe');
    await context.close();
  });

  it('opens the session channel from the session page and shows it live', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainee2');
    await page.waitForURL('**/dashboard');
    const welcome = waitForFrame(page, `/api/session/${REAL_TIME_SESSION_ID}/`, (p) => p.includes('"channel_welcome"'));
    const pong = waitForFrame(page, `/api/session/${REAL_TIME_SESSION_ID}/`, (p) => p === '{"type":"pong"}', 30_000);
    await page.goto(`/session/${REAL_TIME_SESSION_ID}`);
    expect(JSON.parse((await welcome).payload).data).toMatchObject({ channel: 'session', username: 'trainee2' });
    await page.getByText('Live', { exact: true }).first().waitFor();
    // The keep-alive ping every 10 s is answered by the object's auto-response.
    expect((await pong).payload).toBe('{"type":"pong"}');
    await screenshot(page, 'session-frame');
    await context.close();
  });

  it('logs out from the user menu', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'trainer' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    expect((await context.cookies()).filter((c) => ['token', 'refresh'].includes(c.name) && c.value)).toEqual([]);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    await context.close();
  });
});

suite('route map', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor of any path but /bond-calculator to /auth/login', async () => {
    const { page, context } = await browser.newPage();
    for (const path of ['/', '/dashboard', '/session/1', '/auth/other', '/no/such/page']) {
      await page.goto(path);
      await page.waitForURL('**/auth/login');
    }
    await page.goto('/bond-calculator');
    expect(new URL(page.url()).pathname).toBe('/bond-calculator');
    await context.close();
  });

  it('sends a signed-in user of an unknown path, or of the login page, to /dashboard', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainee4');
    await page.waitForURL('**/dashboard');
    for (const path of ['/no/such/page', '/auth/login', '/']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
    await page.goto('/bond-calculator');
    expect(new URL(page.url()).pathname).toBe('/bond-calculator');
    await context.close();
  });

  it('lets a trainee sign in and see their sessions on a phone', async () => {
    const { page, context } = await browser.newPage({ width: 375, height: 740 });
    await signIn(page, 'trainee5');
    const picker = page.getByRole('dialog', { name: 'Who is trading?' });
    await picker.getByRole('button', { name: 'Trader 5' }).click();
    await page.getByRole('link', { name: 'Join' }).first().waitFor();
    await screenshot(page, 'trainee-dashboard-phone');
    await context.close();
  });
});
