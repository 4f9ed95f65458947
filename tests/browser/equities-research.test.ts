/**
 * Equities Research in the browser (issue 14): a trainee of the real-time demo session opens
 * the screen from the menu, reads the Valuation and Dividends tabs, builds a two-row symmetric
 * correlation matrix, saves and generates it, watches its pairs be computed, sees the 600 × 600
 * heatmap and downloads it as correlation_matrix.png.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { HISTORICAL_SESSION_ID, REAL_TIME_SESSION_ID } from './setup/fixtures';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const SESSION = REAL_TIME_SESSION_ID;
const USER = 'trainee5';
const PERSON = 'Trader 5';


type Asset = { ric: string; ticker: string; name: string; resourcetype: string };

async function join(page: Page): Promise<void> {
  await signInAsPerson(page, USER, PERSON);
}

async function pick(page: Page, label: string, ticker: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(`^${ticker} · `) }).click();
}

suite('equities research', () => {
  const browser = useBrowser();
  let equities: Asset[] = [];

  beforeAll(async () => {
    const { access } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD });
    const assets = await api<Asset[]>(`/api/sessions/${SESSION}/fetch_session_assets/`, access);
    equities = assets.filter((a) => a.resourcetype === 'Equity');
    // The real-time demo session trades equities in several currencies.
    expect(equities.length).toBeGreaterThan(2);
  });

  it('shows valuation and dividends, and generates a correlation matrix the trainee downloads as a PNG', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    await join(page);
    await page.goto(`/session/${SESSION}/markets`);
    await page.getByRole('link', { name: 'Equities Research' }).first().click();
    await page.waitForURL(`**/session/${SESSION}/equities-research`);
    await page.getByRole('heading', { level: 1, name: 'Equities Research' }).waitFor();

    // Valuation: a row per equity with its figures.
    const valuation = page.locator('[aria-label="Valuation"]');
    try {
      await valuation.locator('tr[data-ric]').first().waitFor();
    } catch (error) {
      await screenshot(page, 'equities-research-failed');
      throw error;
    }
    expect(await valuation.locator('tr[data-ric]').count()).toBe(Math.min(20, equities.length));
    const first = valuation.locator('tr[data-ric]').first();
    expect(await first.getByRole('meter', { name: 'Price within its 52-week range' }).count()).toBe(1);
    expect(await first.innerText()).toMatch(/\d+\.\d%/);
    // The currency filter keeps one currency's equities.
    await page.getByRole('combobox', { name: 'Currency filter' }).click();
    await page.getByRole('option', { name: 'EUR' }).click();
    const eurRows = await valuation.locator('tr[data-ric]').allInnerTexts();
    expect(eurRows.length).toBeGreaterThan(0);
    expect(eurRows.every((t) => t.includes('EUR'))).toBe(true);
    await page.getByRole('combobox', { name: 'Currency filter' }).click();
    await page.getByRole('option', { name: 'All currencies' }).click();
    await screenshot(page, 'equities-research-valuation');

    // Dividends.
    await page.getByRole('tab', { name: 'Dividends' }).click();
    const dividends = page.locator('[aria-label="Dividends"]');
    await dividends.locator('tr[data-ric]').first().waitFor();
    expect(await dividends.locator('tr[data-ric]').count()).toBe(Math.min(20, equities.length));
    expect(await page.getByTestId('total-outstanding').innerText()).toMatch(/^USD /);
    await screenshot(page, 'equities-research-dividends');

    // Correlation Matrix: two symmetric rows, Save, Generate.
    await page.getByRole('tab', { name: 'Correlation Matrix' }).click();
    const [a, b] = equities as [Asset, Asset];
    await page.getByRole('switch', { name: 'Symmetric' }).click();
    // Two rows is the least: removing one says why.
    expect(await page.getByRole('button', { name: 'Remove row 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await pick(page, 'Row 1 row equity', a.ticker);
    await pick(page, 'Row 2 row equity', b.ticker);
    // Symmetric copied each row equity into its column.
    expect(await page.getByRole('combobox', { name: 'Row 2 column equity' }).innerText()).toContain(b.ticker);
    await page.getByRole('button', { name: 'Save' }).click();
    const calculations = page.locator('[aria-label="Calculations"]');
    // 2 × 2 cells: A×A, B×B and A×B once.
    await expect.poll(() => calculations.locator('tr[data-pair]').count(), { timeout: 10_000 }).toBe(3);
    await page.getByRole('button', { name: 'Generate' }).click();
    const canvas = page.getByTestId('correlation-heatmap');
    await canvas.waitFor();
    await expect.poll(() => calculations.locator('tr[data-status="1"]').count(), { timeout: 30_000 }).toBe(3);
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([600, 600]);
    // The diagonal cell (an equity with itself, 1.00) is drawn in the palette's strongest blue, not the pending grey.
    const pixel = await canvas.evaluate((c: HTMLCanvasElement) => Array.from(c.getContext('2d')!.getImageData(78 + 20, 64 + 20, 1, 1).data));
    expect(pixel[2]).toBeGreaterThan(pixel[0]! + 40);
    expect(await calculations.innerText()).toContain(`${a.ticker} × ${a.ticker}`);
    await screenshot(page, 'equities-research-correlation');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('correlation_matrix.png');
    const png = await readFile((await download.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(5_000);

    // The matrix is the player's: it is there again after a reload, drawn.
    await page.reload();
    await page.getByRole('tab', { name: 'Correlation Matrix' }).click();
    await page.getByTestId('correlation-heatmap').waitFor();

    // A historical session has no Equities Research in its menu.
    await page.goto(`/session/${HISTORICAL_SESSION_ID}/portfolio`);
    const menu = page.getByRole('navigation', { name: 'Trading room' });
    await menu.getByRole('link', { name: 'Portfolio' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Equities Research' }).count()).toBe(0);
    await context.close();
  });

  it('on a phone the valuation table scrolls inside its card with the names in view', async () => {
    const { page, context } = await browser.newPage({ width: 390, height: 844 });
    await join(page);
    await page.goto(`/session/${SESSION}/equities-research`);
    await page.getByRole('heading', { level: 1, name: 'Equities Research' }).waitFor();
    const rows = page.locator('[aria-label="Valuation"] tr[data-ric]');
    await rows.first().waitFor();
    const name = rows.first().getByRole('rowheader');
    expect(await name.isVisible()).toBe(true);
    await screenshot(page, 'equities-research-phone');
    await context.close();
  });

  it('draws the player’s last matrix on opening: rows against different column equities', async () => {
    const { access } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD });
    const picked = equities.slice(0, 6);
    // Six rows, each against the next equity: rows and columns are different axes.
    const fields = picked.map((e, k) => ({ row: e.ric, col: picked[(k + 1) % picked.length]!.ric }));
    await api('/api/correlation_matrices/', access, { session_id: SESSION, correlation_fields: fields });
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    await join(page);
    await page.goto(`/session/${SESSION}/equities-research`);
    await page.getByRole('tab', { name: 'Correlation Matrix' }).click();
    const canvas = page.getByTestId('correlation-heatmap');
    await canvas.waitFor();
    const calculations = page.locator('[aria-label="Calculations"]');
    // 6 × 6 cells over the same six equities: 21 distinct pairs, all computed.
    await expect.poll(() => calculations.locator('tr[data-status="1"]').count(), { timeout: 30_000 }).toBe(21);
    expect(await page.getByRole('combobox', { name: 'Row 6 column equity' }).innerText()).toContain(picked[0]!.ticker);
    await screenshot(page, 'equities-research-correlation-6');
    await context.close();
  });
});
