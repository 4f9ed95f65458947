/**
 * CDS in the browser (issue 15, spec 001 §2): a trainee buys protection from the Markets 'CDS'
 * tab (spreads in basis points, the CDS Contract modal with its maximum, the rate in bp and the
 * premium it costs; an amount above the maximum disabled with the reason), sees the contract in
 * the CDS contract list and on the Blotter's CDS tab with its maturity relative to the scenario
 * date. A historical session of its own (trading never waits for market hours).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee5';
const PERSON = 'Trader 5';
const ITALY = 'ITGV5YUSAC=R';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; resourcetype: string };
type Contracts = { contracts: { amount: number; open_rate: number; transaction: string; maturity_text: string; next_premium: number }[]; limits: { financial_instrument: string; maximum_buy: number }[] };

suite('CDS', () => {
  const browser = useBrowser();
  let trainee = '';
  let sessionId = 0;

  beforeAll(async () => {
    const { access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const cds = assets.filter((a) => a.resourcetype === 'CDS' && (a.ric === ITALY || a.ric === 'VOD3YEUAM=R')).map((a) => a.id);
    expect(cds).toHaveLength(2);
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      start_date: isoDaysAgo(210),
      end_date: isoDaysAgo(30),
      frequency: 5,
      historical_sleep_time: 600,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: cds });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
  });

  it('buys protection from the Markets CDS tab and shows the contract in the list and on the blotter', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/markets`);
      await page.getByRole('tab', { name: /^CDS/ }).click();
      const table = page.getByRole('tabpanel');
      const row = page.getByRole('tabpanel').locator(`tr[data-ric="${ITALY}"]`);
      await row.waitFor();
      for (const header of ['Reference entity', 'Currency', 'Bid (bp)', 'Ask (bp)', 'Maturity']) {
        await expect(table.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
      }
      // Spreads in basis points (a 1.70 % spread shows as 170.00), the 5-year maturity.
      await expect.poll(async () => (await row.innerText()).match(/\b\d{2,4}\.\d{2}\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(await row.innerText()).toMatch(/Italy[\s\S]*USD[\s\S]*5Y ·/);
      await screenshot(page, 'cds-markets-tab');

      // The CDS Contract modal: Buy protection, its maximum, the rate in bp and the premium it costs.
      await page.getByRole('button', { name: 'Trade ITALY 5Y' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('CDS Contract · ITALY 5Y').waitFor();
      await expect.poll(() => dialog.getByTestId('cds-maximum').innerText()).toMatch(/Maximum [\d,]+ USD/);
      const amount = dialog.getByLabel('Amount (USD)');
      await amount.fill('999999999999');
      await expect.poll(() => dialog.getByTestId('cds-blocked').innerText()).toMatch(/The amount is above the maximum/);
      await expect(dialog.getByRole('button', { name: 'Buy protection', exact: true }).last().isDisabled()).resolves.toBe(true);
      await amount.fill('2000000');
      const rateText = await dialog.getByTestId('cds-rate').innerText();
      expect(rateText).toMatch(/^\d+\.\d{2} bp$/);
      await expect.poll(() => dialog.getByTestId('cds-premium').innerText()).toMatch(/[\d,]+\.\d{2}/);
      const premiumText = await dialog.getByTestId('cds-premium').innerText();
      await screenshot(page, 'cds-contract-modal');
      await dialog.locator('button[type=submit]').click();
      await dialog.waitFor({ state: 'hidden' });

      // The server holds the contract at the rate the modal showed, and the premium it announced.
      const own = await api<Contracts>('/api/players/get_cds_contracts', trainee, { session_id: sessionId });
      expect(own.contracts).toHaveLength(1);
      const c = own.contracts[0]!;
      expect(c).toMatchObject({ amount: 2_000_000, transaction: 'Buy protection' });
      expect(`${(c.open_rate * 10_000).toFixed(2)} bp`).toBe(rateText);
      expect(premiumText.replace(/[^\d.]/g, '')).toBe(Math.abs(c.next_premium).toFixed(2));

      // Show contracts: the active contract.
      await row.getByRole('button', { name: 'Show contracts ITALY 5Y' }).click();
      const list = page.getByRole('dialog');
      const contractRow = list.locator('[aria-label="Active CDS contracts"] tbody tr').first();
      await expect.poll(() => contractRow.innerText()).toMatch(/ITALY 5Y[\s\S]*Buy protection[\s\S]*USD[\s\S]*\+2,000,000/);
      expect(await contractRow.innerText()).toContain(rateText.replace(' bp', ''));
      await screenshot(page, 'cds-contract-list');
      await list.getByRole('button', { name: 'Close' }).click();

      // The Blotter's CDS tab: the maturity relative to the scenario date.
      await page.goto(`/session/${sessionId}/blotter`);
      await page.getByRole('tab', { name: 'CDS' }).click();
      const blotter = page.locator('[aria-label="CDS contracts"]');
      await expect.poll(() => blotter.locator('tbody tr').first().innerText()).toMatch(/ITALY 5Y[\s\S]*\+2,000,000[\s\S]*in \d+ days/);
      expect(c.maturity_text).toMatch(/^in \d+ days$/);
      await screenshot(page, 'cds-blotter-tab');
    } finally {
      await context.close();
    }
  }, 150_000);

  // The contract kit's phone layout (issue 27): the instrument, the key figures and Trade stay on
  // a 390 px screen; the other columns open under the row with its Details toggle.
  it('keeps the key columns and Trade on a phone, the rest behind Details', async () => {
    const { page, context } = await browser.newPage({ width: 390, height: 844 });
    try {
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/markets`);
      await page.getByRole('tab', { name: /^CDS/ }).click();
      const panel = page.getByRole('tabpanel');
      const row = panel.locator(`tr[data-ric="${ITALY}"]`);
      await row.waitFor();
      for (const header of ['Reference entity', 'Bid (bp)', 'Ask (bp)', 'Actions']) {
        await expect(panel.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
      }
      for (const header of ['Currency', 'Maturity', 'Net protection', 'Market (GMT)']) {
        await expect(panel.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(0);
      }
      const trade = row.getByRole('button', { name: 'Trade ITALY 5Y' });
      await screenshot(page, 'cds-markets-tab-phone');
      const box = (await trade.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);

      const details = row.getByRole('button', { name: 'Details' });
      expect(await details.getAttribute('aria-expanded')).toBe('false');
      await details.click();
      expect(await details.getAttribute('aria-expanded')).toBe('true');
      const opened = page.locator(`#${await details.getAttribute('aria-controls')}`);
      await expect.poll(() => opened.innerText()).toMatch(/Currency\s+USD[\s\S]*Maturity\s+5Y ·[\s\S]*Net protection\s+\+2,000,000 \(1\)[\s\S]*Market \(GMT\)/);
      await screenshot(page, 'cds-markets-tab-phone-details');

      // The blotter on a phone: the contract's side and amount in the row, its maturity under Details.
      await page.goto(`/session/${sessionId}/blotter`);
      await page.getByRole('tab', { name: 'CDS' }).click();
      const first = page.locator('[aria-label="CDS contracts"] tbody tr').first();
      await expect.poll(() => first.innerText()).toMatch(/ITALY 5Y[\s\S]*Buy protection[\s\S]*\+2,000,000/);
      expect(await first.innerText()).not.toMatch(/in \d+ days/);
      await first.getByRole('button', { name: 'Details' }).click();
      await expect.poll(() => page.locator('[aria-label="CDS contracts"] tbody tr').nth(1).innerText()).toMatch(/Maturity\s+in \d+ days/);
      await screenshot(page, 'cds-blotter-phone');
    } finally {
      await context.close();
    }
  }, 90_000);
});
