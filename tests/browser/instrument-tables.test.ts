/**
 * The Markets instrument tables (spec 000 §2): the class's own columns, a name search, columns
 * that sort, and the details dialogs of a bond (real-time sessions) and an ETF. Read only, in
 * the real-time demo session (its bonds and ETFs).
 */
import { describe, expect, it } from 'vitest';
import { REAL_TIME_SESSION_ID } from './setup/fixtures';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

suite('instrument tables', () => {
  const browser = useBrowser();

  it('shows the bonds’ analytics, sorts them by yield, searches by name and opens a bond’s and an ETF’s details', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signInAsPerson(page, 'trainee5', 'Trader 5');
      await page.goto(`/session/${REAL_TIME_SESSION_ID}/markets`);
      await page.getByRole('tab', { name: /^Bonds/ }).click();
      const table = page.getByRole('tabpanel').getByRole('table');
      for (const header of ['Next coupon', 'Coupon', 'DV01', 'Duration', 'Yield', 'Rating']) {
        await expect(table.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
      }
      // The analytics arrive from each bond's details.
      await page.waitForFunction(() => [...document.querySelectorAll('[role=tabpanel] tbody tr')].every((tr) => /\d+\.\d{3}%/.test(tr.textContent ?? '')));
      const yieldHeader = table.getByRole('columnheader', { name: 'Yield', exact: true });
      await yieldHeader.getByRole('button').click();
      await expect(yieldHeader.getAttribute('aria-sort')).resolves.toBe('ascending');
      const column = await table.locator('thead th').allTextContents();
      const at = column.findIndex((t) => t.trim() === 'Yield');
      const yields = async () =>
        (await table.locator(`tbody tr`).evaluateAll((rows, k) => rows.map((r) => r.children[k]?.textContent ?? ''), at)).map((t) => Number.parseFloat(t));
      const ascending = await yields();
      expect(ascending.length).toBeGreaterThan(1);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await yieldHeader.getByRole('button').click();
      await expect(yieldHeader.getAttribute('aria-sort')).resolves.toBe('descending');
      expect(await yields()).toEqual([...ascending].reverse());
      await screenshot(page, 'instrument-tables-bonds-by-yield');

      // A search narrows the list to the matching names or tickers.
      const firstTicker = (await table.locator('tbody tr th').first().locator('div').first().textContent())!.trim();
      await page.getByRole('tabpanel').getByLabel('Search instruments').fill(firstTicker);
      await expect(table.locator('tbody tr').count()).resolves.toBe(1);
      await page.getByRole('tabpanel').getByLabel('Search instruments').fill('no such bond');
      await page.getByText('No instrument matches “no such bond”.').waitFor();
      await page.getByRole('tabpanel').getByLabel('Search instruments').fill('');

      await page.getByRole('button', { name: `Details of ${firstTicker}` }).click();
      const bond = page.getByRole('dialog');
      await bond.getByText('ISIN').waitFor();
      await expect(bond.getByText('Modified duration').count()).resolves.toBe(1);
      await screenshot(page, 'instrument-tables-bond-details');
      await bond.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('tab', { name: /^ETFs/ }).click();
      const etfPanel = page.getByRole('tabpanel');
      await etfPanel.getByRole('button', { name: /^Details of / }).first().click();
      const etf = page.getByRole('dialog');
      await etf.getByText('Top holdings').waitFor();
      await etf.getByText('Objectives').waitFor();
      await expect(etf.getByRole('link').count()).resolves.toBeGreaterThan(0);
      await screenshot(page, 'instrument-tables-etf-details');
    } finally {
      await context.close();
    }
  });
});
