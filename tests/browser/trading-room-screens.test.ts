/**
 * The trading room's record-keeping screens (issue 6): Blotter, Open Orders, Portfolio, Metrics,
 * News, Macro Background and Settings. State is set up through the API as the trainee (orders
 * in the historical demo session, where market hours never decide a result), then each screen is
 * checked in the browser, including a fill that arrives while the blotter is open.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { HISTORICAL_SESSION_ID, REAL_TIME_SESSION_ID } from './setup/fixtures';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { api, nextPeriod, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const SESSION = HISTORICAL_SESSION_ID;
const USER = 'trainee3';
const PERSON = 'Trader 3';


type Asset = { ric: string; ticker: string; resourcetype: string; variable_currency: string; bid: number | null; ask: number | null };
type Order = { id: number; status: number; financial_instrument: { underlying_asset: { ric: string } }; investment_rationale: string | null };

/** Places an order, retrying while the session advances to its next period (orders are refused then). */
async function order(token: string, body: Record<string, unknown>): Promise<Order> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api<Order>('/api/orders/', token, { session_id: SESSION, ...body });
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('advancing')) throw error;
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
}

async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/session/${SESSION}/${path}`);
  try {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  } catch (error) {
    await screenshot(page, `trading-room-failed-${path}`);
    throw error;
  }
}

async function fromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

suite('trading room screens', () => {
  const browser = useBrowser();
  let token = '';
  let personId = 0;
  let equities: Asset[] = [];

  beforeAll(async () => {
    ({ access: token } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    personId = (await api<{ id: number; name: string }[]>('/api/persons/', token)).find((p) => p.name === PERSON)!.id;
    const assets = await api<Asset[]>(`/api/sessions/${SESSION}/fetch_session_assets/`, token);
    equities = assets.filter((a) => a.resourcetype === 'Equity' && a.variable_currency === 'USD' && a.ask !== null);
    expect(equities.length).toBeGreaterThan(2);
  });

  /** Signs the trainee in and picks the person, as the trading room requires. */
  async function join(page: Page): Promise<void> {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}\n${error.stack ?? ''}`));
    await signInAsPerson(page, USER, PERSON);
  }

  it("lists a trainee's fills in the blotter, signed, with the person, and shows a new fill live", async () => {
    const first = equities[0]!;
    await order(token, { financial_instrument: first.ric, transaction: 0, quantity: 100, resourcetype: 'MarketOrder', person: personId, investment_rationale: 'Blotter test buy' });
    const { page, context } = await browser.newPage();
    await join(page);
    await openScreen(page, 'blotter', 'Blotter');
    const row = page.getByRole('row').filter({ hasText: first.ticker }).filter({ hasText: 'Blotter test buy' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/\+100/);
    expect(await row.innerText()).toContain(PERSON);
    expect(await row.innerText()).toContain('Executed');

    // A fill while the screen is open arrives through the session channel: no reload.
    const second = equities[1]!;
    await order(token, { financial_instrument: second.ric, transaction: 0, quantity: 40, resourcetype: 'MarketOrder', person: personId, investment_rationale: 'Live blotter buy' });
    await page.getByRole('row').filter({ hasText: 'Live blotter buy' }).waitFor({ timeout: 15_000 });
    await fromTop(page, 'trading-room-blotter');
    await context.close();
  });

  it("shows the deposits of a real-time cash session in the blotter's Deposits tab", async () => {
    await api(`/api/deposits/make_deposit/`, token, { session_id: REAL_TIME_SESSION_ID, amount_to_deposit: 25_000, currency_symbol: 'USD', person: personId });
    const { page, context } = await browser.newPage();
    await join(page);
    await page.goto(`/session/${REAL_TIME_SESSION_ID}/blotter`);
    await page.getByRole('heading', { level: 1, name: 'Blotter' }).waitFor();
    await page.getByRole('tab', { name: 'Cash Exchange' }).waitFor();
    await page.getByRole('tab', { name: 'Deposits' }).click();
    const row = page.getByRole('row').filter({ hasText: 'USD Overnight Deposit' });
    await row.waitFor();
    expect(await row.innerText()).toContain('USD 25,000.00');
    await fromTop(page, 'trading-room-blotter-deposits');
    await context.close();
  });

  it('shows the position and its value in the portfolio, and closes it with an opposite market order', async () => {
    const first = equities[0]!;
    const { page, context } = await browser.newPage();
    await join(page);
    await openScreen(page, 'portfolio', 'Portfolio');
    await page.getByText('Market value', { exact: true }).waitFor();
    const row = page.locator(`tr[data-ric="${first.ric}"]`);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(first.ticker);
    expect(text).toMatch(/\b100\b/);
    expect(text).toMatch(/USD [\d,]+\.\d\d/);
    await page.getByRole('heading', { name: 'Tactical Asset Allocation' }).waitFor();
    await page.getByRole('heading', { name: 'Portfolio Limits' }).waitFor();
    // The demo sessions hold equities in four currencies: the summary shows foreign cash's
    // mark-to-market beside the positions' PnL, income and fees, and how they add up.
    await page.getByText('Cash transaction mark-to-market', { exact: true }).waitFor();
    await page.getByText(/^Market value − initial AUM \(USD [\d,]+\.\d\d\) = PnL \+ cash transaction mark-to-market \+ income − fees\./).waitFor();
    await fromTop(page, 'trading-room-portfolio');

    await row.getByRole('button', { name: `Close ${first.ticker} position` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Sell 100 ${first.ticker} at the market to close the position?`).waitFor();
    await confirm.getByRole('button', { name: 'Close position' }).click();
    const closeOrders = async () => {
      const blotter = await api<Order[] | { orders: Order[] }>(`/api/players/get_blotter/?session_id=${SESSION}`, token);
      return (Array.isArray(blotter) ? blotter : blotter.orders).filter((o) => o.financial_instrument.underlying_asset.ric === first.ric && o.investment_rationale === 'Close position' && o.status === 1).length;
    };
    await expect.poll(closeOrders, { timeout: 15_000 }).toBe(1);
    // Closed: the row goes, or stays for its realised PnL with Close disabled.
    const closeButton = row.getByRole('button', { name: `Close ${first.ticker} position` });
    await expect.poll(async () => (await row.count()) === 0 || (await closeButton.isDisabled()), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('lists far-from-market limit orders as open, cancels one, then all after the confirmation', async () => {
    const [a, b] = [equities[1]!, equities[2]!];
    await order(token, { financial_instrument: a.ric, transaction: 0, quantity: 10, resourcetype: 'LimitOrder', limit_price: Math.round(a.ask! * 50) / 100, person: personId });
    await order(token, { financial_instrument: b.ric, transaction: 0, quantity: 20, resourcetype: 'LimitOrder', limit_price: Math.round(b.ask! * 50) / 100, person: personId });
    await order(token, { financial_instrument: b.ric, transaction: 0, quantity: 30, resourcetype: 'LimitOrder', limit_price: Math.round(b.ask! * 40) / 100, person: personId });
    const { page, context } = await browser.newPage();
    await join(page);
    await openScreen(page, 'open-orders', 'Open Orders');
    const rows = page.locator('tr[data-order-id]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    await page.getByText('No failed executions at this time.').waitFor();
    await fromTop(page, 'trading-room-open-orders');

    await rows.filter({ hasText: a.ticker }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);

    await page.getByRole('button', { name: 'Cancel all open orders' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure to cancel all open orders?').waitFor();
    await screenshot(page, 'trading-room-cancel-all-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No open orders at this moment.').waitFor({ timeout: 15_000 });

    // The cancelled orders are in the blotter, greyed.
    await openScreen(page, 'blotter', 'Blotter');
    await expect.poll(() => page.locator('tr[data-status="Canceled"]').count(), { timeout: 15_000 }).toBe(3);
    await context.close();
  });

  it('lists the delivered news, and the next period\'s news as it arrives, highlighted', { timeout: 90_000 }, async () => {
    const { page, context } = await browser.newPage();
    await join(page);
    await openScreen(page, 'news', 'News');
    const rows = page.locator('tr[data-news-id]');
    const delivered = await api<{ id: string; headline: string }[]>(`/api/sessions/${SESSION}/fetch_passed_news/`, token);
    if (delivered.length > 0) {
      await page.getByRole('button', { name: delivered[0]!.headline }).first().waitFor();
      expect(await rows.count()).toBe(Math.min(30, delivered.length));
    }
    // The session's next period (run now, not after its 120 s) delivers its news over the channel: it appears, marked New.
    await nextPeriod(SESSION);
    const fresh = page.locator('tr.tr-row--new');
    await fresh.first().waitFor({ timeout: 30_000 });
    const passed = await api<{ id: string; headline: string }[]>(`/api/sessions/${SESSION}/fetch_passed_news/`, token);
    expect(passed.length).toBeGreaterThan(delivered.length);
    expect(await rows.count()).toBe(Math.min(30, passed.length));
    const headline = (await fresh.first().getByRole('button').innerText()).trim();
    await page.getByText('Advancing to next period').waitFor({ state: 'hidden', timeout: 30_000 });
    await fromTop(page, 'trading-room-news');
    await fresh.first().getByRole('button').click();
    await page.getByRole('dialog', { name: headline }).waitFor();
    await screenshot(page, 'trading-room-news-story');
    await context.close();
  });

  it('shows a tile per displayed metric filling in live with trend charts, the macro background and the settings with the sound cookie', { timeout: 120_000 }, async () => {
    const { page, context } = await browser.newPage();
    await join(page);
    await openScreen(page, 'metrics', 'Metrics');
    for (const title of ['Portfolio return', 'Volatility', 'Sharpe ratio', 'Beta', 'Value at risk (95%)']) {
      await page.locator('[data-metric]').filter({ hasText: title }).first().waitFor();
    }
    expect(await page.locator('[data-metric]').count()).toBe(8);

    // Metrics need three periods, and the trend a fourth: the session steps them now instead of every 120 s.
    const { access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
    const volatility = page.locator('[data-metric="Volatility"]');
    for (let period = 0; period < 3; period++) await nextPeriod(SESSION);
    await expect.poll(async () => (await volatility.innerText()).includes('%'), { timeout: 30_000 }).toBe(true);
    await nextPeriod(SESSION);
    await page.getByRole('img', { name: 'Volatility trend' }).waitFor({ timeout: 30_000 });
    await page.getByText('Advancing to next period').waitFor({ state: 'hidden', timeout: 30_000 });
    await fromTop(page, 'trading-room-metrics');

    await openScreen(page, 'macro-background', 'Macro Background');
    // The trainer's edit reaches the open screen through session_updated.
    const text = 'Inflation is easing across developed markets.\nCentral banks are expected to cut rates twice this year.';
    await api(`/api/sessions/${SESSION}/update_macro_background/`, trainer, { macro_background: text });
    await page.getByText('Central banks are expected to cut rates twice this year.', { exact: false }).waitFor({ timeout: 15_000 });
    await fromTop(page, 'trading-room-macro-background');

    await openScreen(page, 'settings', 'Settings');
    const sound = page.getByRole('checkbox', { name: 'Sound enabled' });
    expect(await sound.getAttribute('aria-checked')).toBe('true');
    await sound.click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'soundEnabled')?.value).toBe('false');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Sound enabled' }).getAttribute('aria-checked')).toBe('false');
    await fromTop(page, 'trading-room-settings');
    await context.close();
  });

  it('keeps the blotter and portfolio usable on a phone', async () => {
    const { page, context } = await browser.newPage({ width: 375, height: 740 });
    await join(page);
    await openScreen(page, 'blotter', 'Blotter');
    await page.getByRole('row').filter({ hasText: 'Live blotter buy' }).waitFor();
    await screenshot(page, 'trading-room-blotter-phone');
    await openScreen(page, 'portfolio', 'Portfolio');
    await page.locator(`tr[data-ric="${equities[1]!.ric}"]`).waitFor();
    await screenshot(page, 'trading-room-portfolio-phone');
    await context.close();
  });
});
