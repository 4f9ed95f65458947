/**
 * The trainer's dashboard and session console (issue 7): the create form's validation (the
 * same texts as the server's refusal), a historical session created, stocked with
 * instruments, finished and played from the console, a trainee's trade showing in the players
 * table, an asset-class limit that the order path then enforces, and the paused overlay.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

type Json = Record<string, unknown>;

async function api(base: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function tokenOf(base: string, username: string): Promise<string> {
  return (await api(base, '/api/auth/get_token/', null, { username, password: 'demo1234' })).body.access as string;
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

suite('trainer dashboard and session console', () => {
  const raw = useBrowser();
  // Page errors end up in the test output: a screen that throws shows as an empty page otherwise.
  const browser = {
    ...raw,
    async newPage(viewport?: { width: number; height: number }) {
      const made = await raw.newPage(viewport);
      made.page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
      made.page.on('console', (msg) => {
        if (msg.type() === 'error') console.error(`[console] ${msg.text()}`);
      });
      made.page.on('response', (res) => {
        if (res.status() >= 500) console.error(`[${res.status()}] ${res.request().method()} ${res.url()}`);
      });
      return made;
    },
  };

  it('refuses an invalid create form with the spec texts, as the server does', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('form', { name: 'Create session' }).waitFor();
    // Real time (the default): auctions and client dealing are off and say why.
    await dialog.getByText('Auctions require a historical session.').waitFor();
    await dialog.getByText('Client dealing requires a historical session.').waitFor();
    expect(await dialog.getByRole('switch', { name: 'Auctions' }).isDisabled()).toBe(true);
    await choose(page, 'Scenario type', 'Historical');
    // The shown duration: periods × pass time, in hours and minutes.
    await dialog.getByLabel('Frequency (days)').fill('5');
    await dialog.getByLabel('Pass time (seconds per period)').fill('120');
    await dialog.getByTestId('historical-duration').getByText(/\d+ (h|min)/).waitFor();

    await dialog.getByLabel('Frequency (days)').fill('0');
    await dialog.getByLabel('Pass time (seconds per period)').fill('5000');
    await dialog.getByLabel('Start date').fill(isoDaysAgo(10));
    await dialog.getByLabel('End date').fill(isoDaysAgo(20));
    await dialog.getByLabel('News importances').fill('1, 9');
    await dialog.getByLabel('Short sell leverage').fill('150');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.getByText('Please input a valid number!').first().waitFor();
    expect(await dialog.getByText('Please input a valid number!').count()).toBe(2);
    await dialog.getByText('The start date must be before the end date.').waitFor();
    await dialog.getByText('News importances must be a comma-separated list of numbers from 1 to 5.').waitFor();
    await dialog.getByText('Limits must be between 0 and 100').waitFor();
    // A historical session may run auctions and client dealing (a real-time one says why not).
    expect(await dialog.getByRole('switch', { name: 'Auctions' }).isDisabled()).toBe(false);
    expect(await dialog.getByRole('switch', { name: 'Client dealing' }).isDisabled()).toBe(false);
    expect(await dialog.getByText('Auctions require a historical session.').count()).toBe(0);
    await screenshot(page, 'trainer-create-session-errors');

    // The server refuses the same payload with the same text.
    const base = browser.baseUrl();
    const token = await tokenOf(base, 'trainer');
    const klassId = ((await api(base, '/api/klasses/', token)).body as unknown as { id: number; name: string }[]).find((k) => k.name === 'Demo Class')!.id;
    const refused = await api(base, '/api/sessions/', token, { klass_id: klassId, scenario_type: 1, frequency: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Please input a valid number!');
    await context.close();
  });

  it('creates a historical session, stocks and plays it, follows a trade, enforces a limit and pauses it', async () => {
    const base = browser.baseUrl();
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByText('Demo Class').first().waitFor();

    // --- Create from the dashboard.
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Scenario type', 'Historical');
    await dialog.getByLabel('Start date').fill(isoDaysAgo(150));
    await dialog.getByLabel('End date').fill(isoDaysAgo(30));
    await dialog.getByLabel('Frequency (days)').fill('5');
    // The longest pass time: no period passes while the test trades.
    await dialog.getByLabel('Pass time (seconds per period)').fill('2000');
    await screenshot(page, 'trainer-create-session-form');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const token = await tokenOf(base, 'trainer');
    const klassId = ((await api(base, '/api/klasses/', token)).body as unknown as { id: number; name: string }[]).find((k) => k.name === 'Demo Class')!.id;
    const rows = (await api(base, `/api/sessions/?klass_id=${klassId}`, token)).body as unknown as { id: number; status: number }[];
    const sessionId = Math.max(...rows.map((r) => r.id));
    // The class channel puts the new session in the table, creating, with no toggle.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(sessionId), exact: true }) });
    await row.getByText('Creating').waitFor();
    expect(await row.getByRole('button', { name: /^(Pause|Play) session/ }).count()).toBe(0);
    expect(await row.getByRole('link', { name: 'Join session' }).getAttribute('target')).toBe('_blank');
    await screenshot(page, 'trainer-dashboard-new-session');

    // --- The console while creating: full-screen overlay, Finish Creating disabled with the banner.
    await page.goto(`/session/${sessionId}`);
    await page.waitForURL(`**/session/${sessionId}/overview`);
    await page.getByText('The Session is being Created').waitFor();
    await page
      .getByText('Please select and save the Session Instruments (Session Settings tab) in order to finish creating the session.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Finish Creating' }).isDisabled()).toBe(true);
    await screenshot(page, 'console-creating');

    // --- Instruments: three USD equities, picked by search.
    const equities = ((await api(base, '/api/underlying_assets/?resourcetype=Equity', token)).body as unknown as {
      id: number;
      name: string;
      ticker: string;
      listed: boolean;
      variable_currency: string;
    }[]).filter((a) => a.listed && a.variable_currency === 'USD').slice(0, 3);
    await page.getByRole('link', { name: 'Session Settings' }).click();
    const instruments = page.getByRole('region', { name: 'Session Instruments' });
    await instruments.getByText('Select and save some instruments.').first().waitFor();
    for (const e of equities) {
      await instruments.getByLabel('Search instruments').fill(e.ticker);
      await instruments.getByRole('checkbox', { name: `Select ${e.name}` }).first().click();
    }
    await instruments.getByText('Finish saving your instrument selection.').waitFor();
    await screenshot(page, 'console-instruments-selecting');
    await instruments.getByRole('button', { name: 'Save instruments (3)' }).click();
    await instruments.getByText('Finish saving your instrument selection.').waitFor({ state: 'hidden' });

    // --- Finish creating (the page reloads), then play.
    await page.getByRole('button', { name: 'Finish Creating' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByText('The Session is Paused').waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.getByTestId('session-overlay').waitFor({ state: 'hidden' });
    await page.getByText('Timeline and progress').waitFor();

    // --- A trainee trades (through the API); the players table follows.
    const traineeToken = await tokenOf(base, 'trainee2');
    const players = page.getByLabel('Players', { exact: true });
    const trainee2 = players.getByRole('row').filter({ hasText: 'trainee2' });
    await trainee2.waitFor();
    const order = await api(base, '/api/orders/', traineeToken, { session_id: sessionId, financial_instrument: equities[0]!.id, transaction: 0, quantity: 100 });
    expect(order.status).toBe(201);
    // Deals column (the 7th cell after the selector and the name).
    await expect.poll(async () => (await trainee2.getByRole('cell').nth(5).textContent())?.trim(), { timeout: 15_000 }).toBe('1');
    await screenshot(page, 'console-overview-running');

    // The player modal: the fill in the blotter.
    await trainee2.getByRole('button', { name: 'Details' }).click();
    const modal = page.getByRole('dialog', { name: 'trainee2' });
    await modal.getByRole('tab', { name: 'Blotter' }).click();
    await modal.getByLabel('Blotter', { exact: true }).getByText(equities[0]!.name).waitFor();
    await screenshot(page, 'console-player-blotter');
    // …and the portfolio summary the trainee sees, at the top of the PnL breakdown.
    await modal.getByRole('tab', { name: 'PnL Breakdown' }).click();
    await modal.getByText('Market value', { exact: true }).waitFor();
    await modal.getByText(/^Market value − initial AUM/).waitFor();
    await screenshot(page, 'console-player-pnl');
    await modal.getByRole('button', { name: 'Close' }).last().click();

    // --- An asset-class limit lowers the trainee's maximum (the order path's refusal says how much).
    const oversized = { session_id: sessionId, financial_instrument: equities[1]!.id, transaction: 0, quantity: 1_000_000_000 };
    const before = await api(base, '/api/orders/', traineeToken, oversized);
    expect(before.status).toBe(400);
    const maxBefore = (before.body.details as { max_quantity: number }).max_quantity;
    await page.getByRole('link', { name: 'Session Settings' }).click();
    const limits = page.getByRole('region', { name: 'Asset Class Limits' });
    await limits.getByRole('button', { name: 'Edit' }).click();
    await limits.getByLabel('Equities limit').fill('150');
    await limits.getByRole('button', { name: 'Save' }).click();
    await limits.getByText('Limits must be between 0 and 100').waitFor();
    await limits.getByLabel('Equities limit').fill('1');
    await limits.getByRole('button', { name: 'Save' }).click();
    await limits.getByRole('button', { name: 'Edit' }).waitFor();
    await limits.getByRole('cell', { name: '1.00%' }).waitFor();
    await screenshot(page, 'console-settings');
    const after = await api(base, '/api/orders/', traineeToken, oversized);
    expect(after.status).toBe(400);
    expect(after.body.error).toBe('Cannot buy past limit');
    const maxAfter = (after.body.details as { max_quantity: number }).max_quantity;
    expect(maxAfter).toBeGreaterThan(0);
    expect(maxAfter).toBeLessThan(maxBefore / 50);

    // --- Pause: the overlay says so.
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('The Session is Paused').waitFor();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    await screenshot(page, 'console-paused');

    // --- Macro background: saved by the trainer, read by the players.
    await page.getByRole('link', { name: 'Macro Background' }).click();
    await page.getByLabel('Macro background').fill('Rates are rising; equities wobble.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await api(base, `/api/sessions/${sessionId}/fetch_macro_background/`, traineeToken)).body.macro_background)
      .toBe('Rates are rising; equities wobble.');
    await page.getByRole('link', { name: 'Performance' }).click();
    await page.getByText('Return versus volatility').waitFor();
    await screenshot(page, 'console-performance');

    // --- The dashboard's toggle plays it again; the class channel updates the row.
    await page.goto('/dashboard');
    const dashboardRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(sessionId), exact: true }) });
    await dashboardRow.getByRole('button', { name: `Play session ${sessionId}` }).click();
    await dashboardRow.getByRole('button', { name: `Pause session ${sessionId}` }).waitFor();
    await dashboardRow.getByText('Running').waitFor();
    await context.close();
  });

  it('edits the trading windows of a real-time session and counts down its delay', async () => {
    const base = browser.baseUrl();
    const token = await tokenOf(base, 'trainer');
    const klassId = ((await api(base, '/api/klasses/', token)).body as unknown as { id: number; name: string }[]).find((k) => k.name === 'Demo Class')!.id;
    const created = await api(base, '/api/sessions/', token, { klass_id: klassId, scenario_type: 0, trading_time_type: 1, delay_minutes_left: 2 });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const crypto = ((await api(base, '/api/underlying_assets/?resourcetype=Crypto', token)).body as unknown as { id: number; listed: boolean }[]).find((a) => a.listed)!;
    await api(base, `/api/sessions/${id}/update_underlying_assets/`, token, { underlying_assets: [crypto.id] });

    const { page, context } = await browser.newPage();
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.goto(`/session/${id}/trading-intervals`);
    const windows = page.getByRole('region', { name: 'Trading windows (GMT+0)' });
    await windows.getByRole('cell', { name: '00:00' }).waitFor();
    await windows.getByRole('button', { name: 'Edit' }).click();
    await windows.getByRole('button', { name: 'Add interval' }).click();
    await windows.getByLabel('From').nth(1).fill('14:00');
    await windows.getByLabel('To').nth(1).fill('');
    await windows.getByRole('button', { name: 'Save' }).click();
    await windows.getByText('Missing Interval').waitFor();
    await windows.getByLabel('To').nth(1).fill('18:30');
    await windows.getByRole('button', { name: 'Save' }).click();
    await windows.getByRole('button', { name: 'Edit' }).waitFor();
    const record = (await api(base, `/api/sessions/${id}/fetch_session/`, token)).body as { trading_intervals: { start: string; end: string }[] };
    expect(record.trading_intervals).toEqual([
      { start: '00:00', end: '13:00' },
      { start: '14:00', end: '18:30' },
    ]);
    await screenshot(page, 'console-trading-windows');

    // Finish Creating with a delay: the countdown overlay, and no main button until it starts.
    await page.getByRole('button', { name: 'Finish Creating' }).click();
    await page.getByRole('button', { name: 'Finish Creating' }).waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByText('2 minutes until session starts').waitFor();
    expect(await page.getByRole('button', { name: /^(Play|Pause)$/ }).count()).toBe(0);
    await screenshot(page, 'console-delay');
    await context.close();
  });

  it('shows the running real-time demo session on a phone, with a trader in the evolution chart', async () => {
    const base = browser.baseUrl();
    const token = await tokenOf(base, 'trainer');
    const assets = (await api(base, '/api/sessions/1/fetch_session_assets/?session_id=1', token)).body as unknown as { asset_id: number; resourcetype: string }[];
    const crypto = assets.find((a) => a.resourcetype === 'Crypto')!;
    // Crypto trades around the clock: the fill does not depend on when the test runs.
    const trainee3 = await tokenOf(base, 'trainee3');
    // Its rationale is a formula: the blotter's CSV below must hand it to a spreadsheet as text.
    const rationale = '=HYPERLINK("https://evil.test","Click")';
    const order = await api(base, '/api/orders/', trainee3, { session_id: 1, financial_instrument: crypto.asset_id, transaction: 0, quantity: 1, investment_rationale: rationale });
    expect(order.status).toBe(201);
    // A limit far under the market stays open, for the trainer to cancel.
    const limit = await api(base, '/api/orders/', trainee3, { session_id: 1, financial_instrument: crypto.asset_id, transaction: 0, quantity: 1, resourcetype: 'LimitOrder', limit_price: 0.01 });
    expect(limit.status).toBe(201);
    const { page, context } = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.goto('/session/1/overview');
    await page.getByLabel('Players', { exact: true }).getByRole('row').filter({ hasText: 'trainee1' }).waitFor();
    await page.getByRole('button', { name: 'Freeze' }).waitFor();
    // trainee3 is the only trader: selected by default, drawn with the benchmark.
    await page.getByRole('checkbox', { name: 'Show trainee3 in the chart' }).and(page.locator('[data-state="checked"]')).waitFor();
    await page.getByRole('img', { name: 'Benchmark and players evolution' }).waitFor();
    await screenshot(page, 'console-phone');

    // Both CSVs: the table as shown, and the server's open orders of every player.
    const tableCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await tableCsv).suggestedFilename()).toBe('players_session_1.csv');
    const openCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Open orders CSV' }).click();
    const openFile = await openCsv;
    expect(openFile.suggestedFilename()).toBe('open_orders_session_1.csv');
    const { readFileSync } = await import('node:fs');
    const text = readFileSync((await openFile.path())!, 'utf8');
    expect(text.split('\n')[0]).toBe('session,user,underlying_asset_ric,resourcetype,transaction,currency,limit_price,quantity,timestamp');
    expect(text).toContain('trainee3');

    // The trainer cancels the open order from the player modal.
    await page.getByRole('row').filter({ hasText: 'trainee3' }).getByRole('button', { name: 'Details' }).click();
    const modal = page.getByRole('dialog', { name: 'trainee3' });
    // A real-time cash session: the Cash tab has the deposits table; the report waits for the finish.
    await modal.getByRole('tab', { name: 'Cash' }).click();
    await modal.locator('[aria-label="Deposits"]').waitFor();
    await modal.getByRole('tab', { name: 'Individual Report' }).click();
    await modal.getByText('Reports are available when the session is finished.').waitFor();
    await modal.getByRole('tab', { name: /Open Orders/ }).click();
    await screenshot(page, 'console-phone-open-orders');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.getByText('No open orders.').waitFor();
    await modal.getByRole('tab', { name: 'Blotter' }).click();
    await modal.getByText('Canceled').waitFor();
    const blotterCsv = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download CSV' }).click();
    const blotterText = readFileSync((await (await blotterCsv).path())!, 'utf8');
    expect(blotterText).toContain(`"'=HYPERLINK(""https://evil.test"",""Click"")"`);
    expect(blotterText).not.toMatch(/,"?=HYPERLINK/);
    await context.close();
  });
});
