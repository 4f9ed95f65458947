import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

/** The figure shown for one output ('cleanPrice', 'yieldPct', ...). */
const output = (page: Page, key: string) => page.getByTestId(`bond-${key}`);

/** Full-page screenshot from the top, with no focused control (the header is sticky). */
async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Excel's PRICE/YIELD help example: 5.75 % semiannual 30/360 bond settled 2008-02-15. */
async function enterExcelBond(page: Page): Promise<void> {
  await page.getByLabel('Settlement date').fill('2008-02-15');
  await page.getByLabel('Maturity date').fill('2017-11-15');
  await page.getByLabel('Coupon (%)').fill('5.75');
  await choose(page, 'Frequency', 'Semiannual');
  await choose(page, 'Day count', '30U/360');
  await page.getByLabel('Redemption').fill('100');
}

suite('bond calculator', () => {
  const browser = useBrowser();

  it('shows the defaults to a signed-out visitor, with a Log in link', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/bond-calculator');
    await page.getByRole('heading', { name: 'Bond calculator' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');

    const today = new Date().toISOString().slice(0, 10);
    expect(await page.getByLabel('Settlement date').inputValue()).toBe(today);
    expect((await page.getByLabel('Maturity date').inputValue()).slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 10));
    expect(await page.getByLabel('Coupon (%)').inputValue()).toBe('5');
    expect(await page.getByLabel('Redemption').inputValue()).toBe('100');
    expect(await page.getByLabel('Yield (%)').inputValue()).toBe('5');
    expect(await page.getByLabel('Frequency', { exact: true }).textContent()).toBe('Semiannual');
    expect(await page.getByLabel('Day count', { exact: true }).textContent()).toBe('30U/360');
    expect(await page.getByRole('radio', { name: 'Yield' }).getAttribute('aria-checked')).toBe('true');
    // A 5 % coupon at a 5 % yield, settled on a coupon date, prices at par.
    expect(await output(page, 'cleanPrice').textContent()).toBe('100.000000');
    expect(await output(page, 'accruedDays').textContent()).toBe('0');
    // Laptop: inputs left, results right.
    const inputs = (await page.getByRole('heading', { name: 'Bond', exact: true }).boundingBox())!;
    const results = (await page.getByRole('heading', { name: 'Results' }).boundingBox())!;
    expect(results.x).toBeGreaterThan(inputs.x + 300);
    expect(Math.abs(results.y - inputs.y)).toBeLessThan(5);
    await context.close();
  });

  it('prices from a yield, solves a yield from a price, and explains impossible input', async () => {
    const { page, context } = await browser.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/bond-calculator');
    await enterExcelBond(page);
    await page.getByLabel('Yield (%)').fill('6.5');

    // Outputs follow the typing: no submit button.
    await expect.poll(() => output(page, 'cleanPrice').textContent()).toBe('94.634362');
    expect(await output(page, 'accruedInterest').textContent()).toBe('1.437500');
    expect(await output(page, 'accruedDays').textContent()).toBe('90');
    expect(await output(page, 'yieldPct').textContent()).toBe('6.5000');
    const cleanRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Clean price/ }) });
    await cleanRow.getByText('Solved').waitFor({ timeout: 5_000 });
    expect(await page.getByText('NaN').count()).toBe(0);
    await screenshotFromTop(page, 'bond-calculator');

    // Yield from price (Excel's YIELD example).
    await page.getByRole('radio', { name: 'Price' }).click();
    expect(await page.getByLabel('Clean price').inputValue()).toBe('100');
    await page.getByLabel('Maturity date').fill('2016-11-15');
    await page.getByLabel('Clean price').fill('95.04287');
    await expect.poll(() => output(page, 'yieldPct').textContent()).toBe('6.5000');
    expect(await output(page, 'cleanPrice').textContent()).toBe('95.042870');
    const yieldRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Yield/ }) });
    expect(await yieldRow.getByText('Solved').isVisible()).toBe(true);

    // Maturity before settlement: the message replaces the results.
    await page.getByLabel('Maturity date').fill('2007-11-15');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Maturity must be after settlement.');
    expect(await output(page, 'cleanPrice').count()).toBe(0);
    expect(await page.getByLabel('Maturity date').getAttribute('aria-invalid')).toBe('true');
    await screenshotFromTop(page, 'bond-calculator-error');

    // A negative price.
    await page.getByLabel('Maturity date').fill('2016-11-15');
    await page.getByLabel('Clean price').fill('-5');
    await expect.poll(() => alert.textContent()).toBe('Price must be positive.');
    expect(await output(page, 'yieldPct').count()).toBe(0);

    // A price no yield produces, and an empty coupon.
    await page.getByLabel('Clean price').fill('100000000');
    await expect.poll(() => alert.textContent()).toBe('No yield produces a clean price of 100,000,000.00. It is too high for this bond.');
    await page.getByLabel('Clean price').fill('95.04287');
    await page.getByLabel('Coupon (%)').fill('');
    await expect.poll(() => alert.textContent()).toBe('Enter a coupon rate.');
    await page.getByLabel('Coupon (%)').fill('abc');
    await expect.poll(() => alert.textContent()).toBe('Coupon must be a number, like 5.75.');
    await page.getByLabel('Coupon (%)').fill('5.75');
    await expect.poll(() => output(page, 'yieldPct').textContent()).toBe('6.5000');
    expect(await page.getByRole('alert').count()).toBe(0);

    // Back to yield: the yield input kept its value; a yield outside the solver's range is refused.
    await page.getByRole('radio', { name: 'Yield' }).click();
    expect(await page.getByLabel('Yield (%)').inputValue()).toBe('6.5');
    await page.getByLabel('Yield (%)').fill('-150');
    await expect.poll(() => alert.textContent()).toBe('Yield must be between -90% and 1,000%.');
    await context.close();
  });

  it('stacks the inputs above the results on a phone', async () => {
    const { page, context } = await browser.newPage({ width: 375, height: 740 });
    page.setDefaultTimeout(10_000);
    await page.goto('/bond-calculator');
    await enterExcelBond(page);
    await page.getByLabel('Yield (%)').fill('6.5');
    await expect.poll(() => output(page, 'cleanPrice').textContent()).toBe('94.634362');

    const settlement = (await page.getByLabel('Settlement date').boundingBox())!;
    const maturity = (await page.getByLabel('Maturity date').boundingBox())!;
    const results = (await page.getByRole('heading', { name: 'Results' }).boundingBox())!;
    expect(maturity.y).toBeGreaterThan(settlement.y + settlement.height - 1);
    expect(results.y).toBeGreaterThan(maturity.y);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotFromTop(page, 'bond-calculator-phone');
    await context.close();
  });
});
