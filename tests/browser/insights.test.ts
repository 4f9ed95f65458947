/**
 * Insights in the browser (issue 14, spec 001 §2): a trainee writes a roadmap item with a heading,
 * bold text and an uploaded image, is told the spec's text when no layout is chosen, saves, and
 * sees the item on the Roadmap with its image; then names the portfolio, generates an insights
 * report, sees it go from Creating to Created over the session channel and downloads the PDF.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../fixtures/insights-png';
import { REAL_TIME_SESSION_ID } from './setup/fixtures';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const SESSION = REAL_TIME_SESSION_ID;
const USER = 'trainee6';
const PERSON = 'Trader 6';

async function join(page: Page): Promise<void> {
  await signInAsPerson(page, USER, PERSON);
}

suite('insights', () => {
  const browser = useBrowser();

  it('writes a roadmap item with a heading, bold text and an image, shows it on the Roadmap, and generates a report to download', async () => {
    const { page, context } = await browser.newPage({ width: 1280, height: 900 });
    try {
      await join(page);
      await page.goto(`/session/${SESSION}/insights`);
      await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
      await expect(page.getByRole('link', { name: 'Insights' }).count()).resolves.toBeGreaterThan(0);

      // The team member is the one trading; without a layout, Save says the spec's text.
      await expect(page.getByRole('combobox', { name: 'Team member' }).textContent()).resolves.toBe(PERSON);
      const editor = page.getByRole('textbox', { name: 'Roadmap item text' });
      await editor.click();
      await page.getByRole('button', { name: 'Heading 1' }).click();
      await page.keyboard.type('Rates thesis');
      await page.keyboard.press('Enter');
      await page.keyboard.type('We go ');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('long duration');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' as inflation eases.');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Buy the dips');

      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Insert image (PNG or JPEG, at most 1 MB)' }).click();
      await (await chooser).setFiles({ name: 'curve.png', mimeType: 'image/png', buffer: Buffer.from(gradientPng(320, 160)) });
      await editor.locator('img[data-image-id]').waitFor();

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid layout type' }).count()).resolves.toBe(1);
      await screenshot(page, 'insights-add-item');

      await page.getByRole('radio', { name: /^Text Formatted text/ }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();

      // Saved: the Roadmap shows it, formatted, with the image fetched through the media route.
      const roadmap = page.getByRole('list', { name: 'Roadmap' });
      await roadmap.waitFor();
      const entry = roadmap.getByRole('listitem').filter({ hasText: 'Rates thesis' }).first();
      await entry.getByRole('heading', { name: 'Rates thesis' }).waitFor();
      await expect(entry.locator('strong', { hasText: 'long duration' }).count()).resolves.toBe(1);
      await expect(entry.getByText(PERSON).count()).resolves.toBeGreaterThan(0);
      await expect(entry.locator('li', { hasText: 'Buy the dips' }).count()).resolves.toBe(1);
      const image = entry.locator('img.insights-image');
      await image.waitFor();
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 320, await image.elementHandle());
      expect(await image.getAttribute('src')).toMatch(/^blob:/);

      // Layout 2: the text beside an image chosen for it.
      await page.getByRole('tab', { name: 'Add Item' }).click();
      await page.getByRole('radio', { name: /^Text and image/ }).click();
      await editor.click();
      await page.getByRole('button', { name: 'Align center' }).click();
      await page.keyboard.type('Beside the chart');
      const sideChooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose image' }).click();
      await (await sideChooser).setFiles({ name: 'side.png', mimeType: 'image/png', buffer: Buffer.from(gradientPng(200, 200)) });
      await page.getByRole('img', { name: 'Beside the text' }).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const side = roadmap.getByRole('listitem').filter({ hasText: 'Beside the chart' }).first();
      await side.getByText('Text and image').waitFor();
      const sideImage = side.getByRole('img', { name: 'Beside the text' });
      await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 200, await sideImage.elementHandle());
      // Beside: the image's left edge is right of the text's.
      const [textBox, imageBox] = [await side.getByText('Beside the chart').boundingBox(), await sideImage.boundingBox()];
      expect(imageBox!.x).toBeGreaterThan(textBox!.x + textBox!.width / 2);
      expect(await side.locator('p', { hasText: 'Beside the chart' }).evaluate((p) => getComputedStyle(p).textAlign)).toBe('center');
      // Newest first.
      const entries = await roadmap.getByRole('listitem').filter({ has: page.locator('time') }).allTextContents();
      expect(entries[0]).toContain('Beside the chart');
      await screenshot(page, 'insights-roadmap');

      // View: name the portfolio, generate, see it created over the live channel, download the PDF.
      await page.getByRole('tab', { name: 'View' }).click();
      const name = page.getByRole('textbox', { name: 'Portfolio name' });
      await name.fill('Macro Fund');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The reports are titled with it.').waitFor();
      await page.getByRole('button', { name: 'Generate' }).click();
      const row = page.getByRole('row').filter({ hasText: 'Macro Fund' }).first();
      await row.waitFor();
      await row.getByText('Created', { exact: true }).waitFor({ timeout: 20_000 });
      await expect(row.textContent()).resolves.toContain(PERSON);
      await screenshot(page, 'insights-view');

      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Download' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^insights_report_Macro_Fund_\d+\.pdf$/);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } catch (error) {
      await screenshot(page, 'insights-failed');
      throw error;
    } finally {
      await context.close();
    }
  }, 90_000);

  it('shows the trainer the trainee’s roadmap and reports, read only, on the player modal’s Insights tab', async () => {
    const { page, context } = await browser.newPage({ width: 1400, height: 900 });
    try {
      await signIn(page, 'trainer');
      await page.waitForURL('**/dashboard');
      await page.goto(`/session/${SESSION}`);
      const row = page.getByLabel('Players', { exact: true }).getByRole('row').filter({ hasText: USER });
      await row.getByRole('button', { name: 'Details' }).click();
      const modal = page.getByRole('dialog', { name: USER });
      await modal.getByRole('tab', { name: 'Insights' }).click();
      await modal.getByRole('heading', { name: 'Rates thesis' }).waitFor();
      await modal.getByText('Portfolio name:').filter({ hasText: 'Macro Fund' }).waitFor();
      await modal.getByRole('row').filter({ hasText: 'Macro Fund' }).getByText('Created', { exact: true }).waitFor();
      await modal.locator('img.insights-image').first().waitFor();
      // Nothing to write with: no editor, no Generate.
      expect(await modal.getByRole('textbox', { name: 'Roadmap item text' }).count()).toBe(0);
      expect(await modal.getByRole('button', { name: 'Generate' }).count()).toBe(0);
      await screenshot(page, 'insights-player-modal');
    } catch (error) {
      await screenshot(page, 'insights-player-modal-failed');
      throw error;
    } finally {
      await context.close();
    }
  }, 60_000);
});
