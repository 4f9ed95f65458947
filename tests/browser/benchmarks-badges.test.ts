/**
 * Benchmarks and the class view in the browser (issue 14): a trainee sets their own benchmark in
 * percent on the Benchmarks screen of a session that allows it and sees it on the Portfolio; the
 * Badges card unlocks 'First trade' live after an order; the trainer sees the biases table on
 * the Performance tab. A session of its own (historical: trading never waits for market hours).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee5';
const PERSON = 'Trader 5';


const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; name: string; ticker: string; resourcetype: string; listed: boolean; variable_currency: string };

async function join(page: Page, sessionId: number): Promise<void> {
  await signInAsPerson(page, USER, PERSON);
  await page.goto(`/session/${sessionId}/portfolio`);
  await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
}

async function fromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

suite('benchmarks, badges and biases', () => {
  const browser = useBrowser();
  let trainer = '';
  let trainee = '';
  let sessionId = 0;
  let equity: Asset;

  beforeAll(async () => {
    ({ access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD }));
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    equity = assets.find((a) => a.resourcetype === 'Equity' && a.listed && a.variable_currency === 'USD')!;
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      start_date: isoDaysAgo(210),
      end_date: isoDaysAgo(30),
      frequency: 5,
      historical_sleep_time: 600,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: [equity.id] });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
    await api(`/api/sessions/${sessionId}/update_allow_individual_benchmark/`, trainer, { value: true });
  });

  it('lets a trainee set their own benchmark in percent and shows it on the Portfolio; First trade unlocks live', async () => {
    const { page, context } = await browser.newPage({ width: 1400, height: 900 });
    await join(page, sessionId);

    // The Portfolio's right column: the session's benchmark, and every badge locked.
    const benchmarkCard = page.locator('[aria-labelledby="benchmark-title"]');
    await benchmarkCard.getByText('Session benchmark', { exact: true }).waitFor();
    const badges = page.getByRole('list', { name: 'Badges' });
    const firstTrade = badges.locator('[data-badge="first_trade"]');
    await firstTrade.waitFor();
    expect(await firstTrade.getAttribute('data-unlocked')).toBe('false');
    expect(await firstTrade.innerText()).toContain('To unlock: Get an order filled or enter a contract.');

    // The Benchmarks screen, offered because the trainer allows individual benchmarks.
    await page.getByRole('navigation', { name: 'Trading room' }).getByRole('link', { name: 'Benchmarks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Benchmarks' }).waitFor();
    await page.getByLabel('Index funds', { exact: true }).getByRole('row').filter({ hasText: '.SPX' }).waitFor();

    // A row without a weight is refused with the spec's text before anything is sent.
    await page.getByRole('combobox', { name: 'Fund or equity, row 1' }).click();
    await page.getByRole('option', { name: 'S&P 500 (.SPX)' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Missing Weight' }).waitFor();

    await page.getByLabel('Weight in percent, row 1').fill('60');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('combobox', { name: 'Fund or equity, row 2' }).click();
    await page.getByRole('option', { name: `${equity.name} (${equity.ric})` }).click();
    await page.getByLabel('Weight in percent, row 2').fill('40');
    await expect.poll(() => page.getByLabel('Total weight').innerText()).toContain('100.00%');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Your own since/).waitFor();
    await fromTop(page, 'benchmarks-screen');

    // Sent as fractions.
    const saved = await api<{ individual: boolean; components: { ric: string; weight: number }[] }>(`/api/sessions/${sessionId}/fetch_player_benchmark/`, trainee);
    expect(saved.individual).toBe(true);
    expect(saved.components.map((c) => [c.ric, c.weight])).toEqual([
      ['.SPX', 0.6],
      [equity.ric, 0.4],
    ]);

    // On the Portfolio: the individual composition in percent.
    await page.getByRole('navigation', { name: 'Trading room' }).getByRole('link', { name: 'Portfolio' }).click();
    await benchmarkCard.getByText('Individual', { exact: true }).waitFor();
    const composition = benchmarkCard.getByLabel('Benchmark composition', { exact: true });
    await expect.poll(() => composition.innerText()).toMatch(/\.SPX\s+S&P 500\s+60\.00%/);
    expect(await composition.innerText()).toMatch(new RegExp(`${equity.ric.replace('.', '\\.')}[\\s\\S]*40\\.00%`));

    // An order: the badge unlocks while the page is open, with a toast.
    await api('/api/orders/', trainee, { session_id: sessionId, financial_instrument: equity.id, transaction: 0, quantity: 100 });
    await page.getByRole('region', { name: 'Notifications' }).getByText('Badge unlocked: First trade').waitFor();
    await expect.poll(() => firstTrade.getAttribute('data-unlocked')).toBe('true');
    expect(await firstTrade.innerText()).toMatch(/First trade\s*Unlocked \d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'benchmarks-portfolio');
    // The right column without the notices over it.
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    await page.locator('[aria-labelledby="badges-title"]').locator('..').screenshot({ path: 'test-results/screens/benchmarks-portfolio-column.png' });
    await context.close();
  });

  it('shows the trainer the biases table, with each formula and the reason of a figure that cannot be computed', async () => {
    const { page, context } = await browser.newPage({ width: 1400, height: 900 });
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.goto(`/session/${sessionId}/performance`);
    // Radix's Table.Root carries the label on its wrapper.
    const table = page.locator('.rt-TableRoot[aria-labelledby="biases-title"]');
    await table.waitFor();
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader') }).filter({ hasText: /.+/ });
    await expect.poll(() => row.count()).toBeGreaterThan(1);
    // The trainee bought once and never sold: no disposition effect yet, a single position (concentration 1), all at home.
    const traded = table.locator('tr').filter({ has: page.locator('[data-bias="concentration"]', { hasText: '1.00' }) }).first();
    await traded.waitFor();
    expect(await traded.locator('[data-bias="disposition_effect"]').innerText()).toMatch(/—\s*never reduced a position/);
    expect(await traded.locator('[data-bias="home_bias"]').innerText()).toContain('100.0%');
    // The formula of each column, from the server's definitions.
    await table.getByRole('button', { name: 'Concentration: formula' }).focus();
    await page.getByRole('tooltip').filter({ hasText: 'Herfindahl index' }).first().waitFor();
    await screenshot(page, 'benchmarks-trainer-biases');
    await context.close();

    // The admin's session page shows the same table under the players.
    const admin = await browser.newPage({ width: 1400, height: 900 });
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL('**/dashboard/**');
    await admin.page.goto(`/dashboard/sessions/${sessionId}/players`);
    const adminTable = admin.page.locator('.rt-TableRoot[aria-labelledby="biases-title"]');
    await adminTable.locator('[data-bias="concentration"]', { hasText: '1.00' }).waitFor();
    await screenshot(admin.page, 'benchmarks-admin-biases');
    await admin.context.close();
  });
});
