/**
 * The individual report in the browser (issue #14): a trainee trades in a historical session of
 * their own (through the API), the trainer finishes it, the session object computes the reports;
 * the trainee opens Individual Report from the room's menu, sees the figures the server computed,
 * and downloads the PDF; the trainer's player modal shows the same return on its Individual
 * Report tab.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import type { IndividualReportAnswer } from '../../domain/contracts/reports';
import { formatSignedMoney } from '../../domain/format';
import { formatReturnPercent } from '../../domain/reports/individual-report-figures';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee4';
const PERSON = 'Trader 4';


const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; name: string; resourcetype: string; listed: boolean; variable_currency: string };

async function fromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

suite('the individual report', () => {
  const browser = useBrowser();
  let trainer = '';
  let trainee = '';
  let sessionId = 0;
  let report: IndividualReportAnswer;
  let equities: Asset[] = [];

  beforeAll(async () => {
    ({ access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD }));
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    equities = assets.filter((a) => a.resourcetype === 'Equity' && a.listed && a.variable_currency === 'USD').slice(0, 2);
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      start_date: isoDaysAgo(210),
      end_date: isoDaysAgo(30),
      frequency: 5,
      historical_sleep_time: 600,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: equities.map((e) => e.id) });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });

    // Known trades: 100 of the first equity bought and 40 sold back (intraday), 50 of the second held.
    const order = (asset: Asset, transaction: number, quantity: number) =>
      api('/api/orders/', trainee, { session_id: sessionId, financial_instrument: asset.id, transaction, quantity, resourcetype: 'MarketOrder' });
    await order(equities[0]!, 0, 100);
    await order(equities[0]!, 1, 40);
    await order(equities[1]!, 0, 50);
    await api(`/api/sessions/${sessionId}/finish/`, trainer, {});

    // The session object computes the reports on its alarm, just after the finish.
    for (let tries = 0; ; tries++) {
      report = await api<IndividualReportAnswer>('/api/individual_report/get/', trainee, { session_id: sessionId });
      if (report.status === 1 || tries >= 60) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(report.status).toBe(1);
  });

  it('shows a trainee their report after the finish, with the figures and the PDF download', async () => {
    const r = report.report!;
    expect(r.trades).toMatchObject({ total: 3, intraday: 1 });
    const { page } = await browser.newPage({ width: 1400, height: 900 });
    await signInAsPerson(page, USER, PERSON);
    await page.goto(`/session/${sessionId}`);

    // Finished: the menu offers Individual Report.
    await page.getByRole('navigation', { name: 'Trading room' }).getByRole('link', { name: 'Individual Report' }).click();
    await page.getByRole('heading', { level: 1, name: 'Individual Report' }).waitFor();
    const view = page.getByTestId('individual-report');
    await view.waitFor();
    expect(await view.locator('[data-figure="Return"]').innerText()).toContain(formatReturnPercent(r.returns.return_percent));
    expect(await view.locator('[data-figure="Realized PnL"]').innerText()).toContain(formatSignedMoney(r.returns.realized_pnl, 'USD'));
    expect(await view.locator('[data-figure="Total trades"]').innerText()).toContain('3');
    expect(await view.locator('[data-figure="Intraday"]').innerText()).toContain('33.33%');
    // The breakdown charts, the deals and the definitions.
    await view.getByRole('img', { name: 'Return by instrument: PnL per group' }).waitFor();
    const deals = view.getByLabel('Deals', { exact: true });
    expect(await deals.getByRole('row').count()).toBe(1 + 3);
    await deals.getByText('Intraday', { exact: true }).last().waitFor();
    await view.getByText('A trade is an executed order.').waitFor();
    await fromTop(page, 'individual-report-trainee');

    const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`individual_report_${sessionId}_${report.player_id}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows the trainer the same return on the player modal’s Individual Report tab', async () => {
    const r = report.report!;
    const { page } = await browser.newPage({ width: 1400, height: 900 });
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.goto(`/session/${sessionId}`);
    const row = page.getByLabel('Players', { exact: true }).getByRole('row').filter({ hasText: USER });
    await row.getByRole('button', { name: 'Details' }).click();
    const modal = page.getByRole('dialog', { name: USER });
    await modal.getByRole('tab', { name: 'Individual Report' }).click();
    const view = modal.getByTestId('individual-report');
    await view.waitFor();
    expect(await view.locator('[data-figure="Return"]').innerText()).toContain(formatReturnPercent(r.returns.return_percent));
    await view.getByRole('button', { name: 'Download PDF' }).waitFor();
    await screenshot(page, 'individual-report-player-modal');
  });

  it('lets the admin compute the reports again on the session page and open a player’s report page', async () => {
    const r = report.report!;
    const { page } = await browser.newPage({ width: 1400, height: 900 });
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard**');
    await page.goto(`/dashboard/sessions/${sessionId}/players`);
    const table = page.getByLabel('Individual reports', { exact: true });
    const row = table.getByRole('row').filter({ hasText: USER });
    await row.getByText('Ready').waitFor();

    // Asks first, then computes every report again; they come back ready.
    await page.getByRole('button', { name: 'Compute reports' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Compute the reports again?' });
    await confirm.getByRole('button', { name: 'Compute again' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(/^Reports computed: \d+ ready\.$/).waitFor({ timeout: 30_000 });
    await row.getByText('Ready').waitFor();
    await fromTop(page, 'individual-report-admin-compute');

    await row.getByRole('link', { name: 'View report' }).click();
    await page.waitForURL(`**/dashboard/sessions/${sessionId}/players/*/individual-report`);
    const view = page.getByTestId('individual-report');
    await view.getByRole('heading', { name: USER }).waitFor();
    expect(await view.locator('[data-figure="Total trades"]').innerText()).toContain(String(r.trades.total));
    await fromTop(page, 'individual-report-admin-page');

    // A player the session does not have: 'No report'.
    await page.goto(`/dashboard/sessions/${sessionId}/players/9999/individual-report`);
    await page.getByText('No report', { exact: true }).waitFor();
  });
});
