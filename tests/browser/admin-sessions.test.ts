/**
 * The administrator's session page and errors page (issue #13): New Order at a forced price by
 * the admin, seen in the player's blotter at that price; Close positions with its summary; the
 * spec's messages for a missing session and a wrong player path; an execution error from a real
 * failed fill (a trainee's market-on-open buy that finds the cash gone at the open) arriving live
 * on the errors page and marked seen; a cached balance corrupted and the player listed under
 * players with differences above the threshold only.
 *
 * It uses the test routes of the browser tests' server (tests/browser/setup/test-worker: the
 * session object's test clock and a corrupt-wallet hook under /api/_test, which production's
 * build does not have), on sessions of its own. With SCREENSHOTS=1, screenshots at 1280×800
 * land in test-results/screens/admin-session-*.png and admin-errors-*.png.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './setup/chromium';
import { SKIP_REASON, hasChromium, screenshot } from './setup/browser';
import { FINISHED_SESSION_ID, REAL_TIME_SESSION_ID } from './setup/fixtures';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

type Json = Record<string, unknown> & { error?: string; details?: Record<string, unknown> };
const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday, US markets open
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

/** A table by its label (Radix puts `aria-label` on the table's frame). */
function tableOf(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

suite('admin session page and errors page', () => {
  let browser: Browser | undefined;
  let base = '';
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    base = inject('baseUrl');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function api(path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${base}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function tokenOf(username: string): Promise<string> {
    if (!tokens.has(username)) tokens.set(username, (await api('/api/auth/get_token/', null, { username, password: 'demo1234' })).body.access as string);
    return tokens.get(username)!;
  }

  async function adminPage(): Promise<Page> {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
    page.on('response', (res) => {
      if (res.status() >= 500) console.error(`[${res.status()}] ${res.request().method()} ${res.url()}`);
    });
    await page.goto('/auth/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard/**');
    return page;
  }

  async function advance(sessionId: number, ms: number): Promise<void> {
    const res = await api(`/api/_test/sessions/${sessionId}/advance/`, null, { ms });
    expect(res.status).toBe(200);
  }

  /** A running session of Demo Class on the test clock, with the given instruments. */
  async function runningSession(body: Record<string, unknown>, rics: string[]): Promise<number> {
    const trainer = await tokenOf('trainer');
    const klassId = ((await api('/api/klasses/', trainer)).body as unknown as { id: number; name: string }[]).find((k) => k.name === 'Demo Class')!.id;
    const created = await api('/api/sessions/', trainer, { klass_id: klassId, ...body });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await advance(id, T0);
    const assets = (await api('/api/underlying_assets/', trainer)).body as unknown as { id: number; ric: string }[];
    const ids = rics.map((ric) => assets.find((a) => a.ric === ric)!.id);
    expect((await api(`/api/sessions/${id}/update_underlying_assets/`, trainer, { underlying_assets: ids })).status).toBe(200);
    expect((await api(`/api/sessions/${id}/play_pause/`, trainer, { current_status: 3 })).body.status).toBe(0);
    expect((await api(`/api/sessions/${id}/play_pause/`, trainer, { current_status: 0 })).body.status).toBe(1);
    return id;
  }

  async function order(username: string, sessionId: number, body: Record<string, unknown>) {
    return api('/api/orders/', await tokenOf(username), { session_id: sessionId, transaction: 0, resourcetype: 'MarketOrder', ...body });
  }

  async function playerIdOf(sessionId: number, name: string): Promise<number> {
    const players = (await api(`/api/sessions/${sessionId}/fetch_players/`, await tokenOf('admin'))).body as unknown as { id: number; name: string }[];
    return players.find((p) => p.name === name)!.id;
  }

  it('shows the session, places a New Order at a forced price seen in the blotter, and closes every position', async () => {
    const page = await adminPage();
    const admin = await tokenOf('admin');
    // A session path goes to its players.
    await page.goto(`/dashboard/sessions/${REAL_TIME_SESSION_ID}`);
    await page.waitForURL(`**/dashboard/sessions/${REAL_TIME_SESSION_ID}/players`);
    const players = tableOf(page, 'Players');
    await players.getByRole('link', { name: 'trainee1' }).waitFor();
    const header = page.getByTestId('session-header');
    await header.getByText('Running', { exact: true }).waitFor();
    await header.getByText('Demo Class', { exact: true }).waitFor();
    await header.getByText('trainer', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Open the session console/ }).waitFor();
    expect(await page.getByRole('link', { name: /Open the session console/ }).getAttribute('href')).toBe(`/session/${REAL_TIME_SESSION_ID}`);
    await screenshot(page, 'admin-session-players');

    // The player's page: blotter, open orders, New Order with its defaults.
    await players.getByRole('link', { name: 'trainee1' }).click();
    const playerId = await playerIdOf(REAL_TIME_SESSION_ID, 'trainee1');
    await page.waitForURL(`**/dashboard/sessions/${REAL_TIME_SESSION_ID}/players/${playerId}`);
    const form = page.getByRole('form', { name: 'New Order' });
    expect(await form.getByLabel('Quantity').inputValue()).toBe('100');
    expect(await form.getByLabel('Forced price').inputValue()).toBe('1');
    await form.getByText('Bond prices are per 100 of nominal.').waitFor();

    const assets = (await api(`/api/sessions/${REAL_TIME_SESSION_ID}/fetch_session_assets/`, admin)).body as unknown as { ric: string; name: string; resourcetype: string; variable_currency: string }[];
    const stock = assets.find((a) => a.resourcetype === 'Equity' && a.variable_currency === 'USD')!;
    await form.getByRole('combobox', { name: 'Instrument' }).click();
    await page.getByRole('option', { name: `${stock.name} (${stock.ric})` }).click();
    await form.getByLabel('Forced price').fill('123.45');
    await form.getByLabel('Quantity').fill('7');
    await form.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Successful operation').first().waitFor();

    // In the blotter at that price, by the admin person, marked forced.
    const blotter = tableOf(page, 'Blotter');
    const row = blotter.locator('tbody tr', { hasText: stock.name }).filter({ hasText: '123.45' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('forced');
    expect(await row.first().textContent()).toContain('admin');
    const served = (await api(`/api/players/get_blotter/?session_id=${REAL_TIME_SESSION_ID}&player_id=${playerId}`, admin)).body as unknown as { open_price: number; forced_price: number | null; quantity: number }[];
    expect(served.some((o) => o.forced_price === 123.45 && o.open_price === 123.45 && o.quantity === 7)).toBe(true);
    await screenshot(page, 'admin-session-player');

    // The admin person now exists and is the form's own option, not listed twice.
    await form.getByRole('combobox', { name: 'Person' }).click();
    expect(await page.getByRole('option', { name: 'Admin person' }).count()).toBe(1);
    expect(await page.getByRole('option', { name: 'admin', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Close positions: asks, then the summary.
    await page.getByRole('button', { name: 'Close positions' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close positions' }).click();
    const summary = page.getByTestId('close-positions-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.textContent()).toMatch(/\d+ positions? closed, \d+ failed\./);
    await screenshot(page, 'admin-session-close-positions');
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    // The spec's messages.
    await page.goto(`/dashboard/sessions/${REAL_TIME_SESSION_ID}/players/abc`);
    await page.getByText('Player id missing in url, wrong path?').waitFor();
    await page.goto('/dashboard/sessions/987654/players');
    await page.getByText('Session 987654 not found!').waitFor();
    await screenshot(page, 'admin-session-not-found');

    // A finished session: Play/Pause and End disabled.
    await page.goto(`/dashboard/sessions/${FINISHED_SESSION_ID}/players`);
    await page.getByTestId('session-header').getByText('Finished', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Play', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'End', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-session-finished');
    await page.context().close();
  });

  it('lists an execution error from a real failed fill as it happens, and marks it seen', async () => {
    const id = await runningSession({ scenario_type: 0, starting_cash_amount: 10_000 }, ['AAPL.O']);
    const maxBuy = async () => (await order('trainee1', id, { financial_instrument: 'AAPL.O', quantity: 10_000_000 })).body.details!.max_quantity as number;
    // A market-on-open buy reserves only part of its cost; a market order then spends the rest.
    const moo = await order('trainee1', id, { financial_instrument: 'AAPL.O', quantity: Math.floor((await maxBuy()) * 0.9), resourcetype: 'MarketOnOpenOrder' });
    expect(moo.status).toBe(201);
    expect((await order('trainee1', id, { financial_instrument: 'AAPL.O', quantity: await maxBuy() })).status).toBe(201);
    await advance(id, T0 + 5_000);

    const page = await adminPage();
    await page.goto('/dashboard/errors');
    const tabs = page.getByRole('tablist', { name: 'Error lists' });
    await page.getByRole('tab', { name: /Pending MOO\/MOC/ }).click();
    await tableOf(page, 'Pending market-on-open orders').locator('tbody tr', { hasText: 'AAPL.O' }).first().waitFor();
    await screenshot(page, 'admin-errors-pending-moo');
    await tabs.getByRole('tab', { name: /Execution errors/ }).click();

    // At the open the cash is gone: the fill fails, and the error arrives on the open page.
    await advance(id, (moo.body.execute_at as number) + 4_000);
    const errors = tableOf(page, 'Execution errors');
    const row = errors.locator('tbody tr', { hasText: 'Cannot buy past limit' }).filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('trainee1');
    expect(await row.textContent()).toContain('New');
    await screenshot(page, 'admin-errors-execution');

    await row.getByRole('button', { name: /Mark error \d+ as seen/ }).click();
    await page.getByText('Successful operation').first().waitFor();
    await row.getByText('Seen').waitFor();
    await screenshot(page, 'admin-errors-execution-seen');
    const listed = (await api('/api/errors/get_execution_errors/?page_size=100', await tokenOf('admin'))).body.results as { session_id: number; seen: boolean }[];
    expect(listed.filter((e) => e.session_id === id).map((e) => e.seen)).toEqual([true]);

    await tabs.getByRole('tab', { name: /Tried and failed/ }).click();
    const tried = tableOf(page, 'Pending orders tried and failed').locator('tbody tr', { hasText: 'AAPL.O' });
    await tried.first().waitFor();
    expect(await tried.first().textContent()).toContain('Cannot buy past limit');
    await screenshot(page, 'admin-errors-tried');
    await tabs.getByRole('tab', { name: /Executed MOO\/MOC/ }).click();
    await tableOf(page, 'Executed market-on-open orders').waitFor();
    await screenshot(page, 'admin-errors-executed-moo');
    await tabs.getByRole('tab', { name: /Pending SL\/TP/ }).click();
    await tableOf(page, 'Pending stop loss and take profit').waitFor();
    await screenshot(page, 'admin-errors-sl-tp');
    await page.context().close();
  });

  it('lists a player whose cached balance was corrupted under players with differences, above the threshold only', async () => {
    const id = await runningSession(HISTORICAL, ['AAPL.O']);
    expect((await order('trainee1', id, { financial_instrument: 'AAPL.O', quantity: 10 })).status).toBe(201);

    const victim = await playerIdOf(id, 'trainee2');
    const corrupted = await api(`/api/_test/sessions/${id}/corrupt_wallet/`, null, { player_id: victim, currency: 'USD', minor: 7_500_000 });
    expect(corrupted.body).toEqual({ changed: 1 });
    // The audit runs at the next period step (30 s in the scenario), reported to D1 by the alarm.
    await advance(id, T0 + 30_000);
    await advance(id, T0 + 35_000);

    const page = await adminPage();
    await page.goto('/dashboard/errors');
    await page.getByRole('tab', { name: /Players with differences/ }).click();
    expect(await page.getByLabel('Difference above').inputValue()).toBe('50000');
    expect(await page.getByLabel('Difference above').getAttribute('step')).toBe('10000');
    const table = tableOf(page, 'Players with differences');
    const row = table.locator('tbody tr', { hasText: 'trainee2' }).filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('75,000.00');
    await screenshot(page, 'admin-errors-differences');

    await page.getByLabel('Difference above').fill('80000');
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Difference above').fill('70000');
    await row.waitFor();
    await page.context().close();
  });
});
