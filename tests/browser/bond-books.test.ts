/**
 * HTM and AFS books in the browser (issue 15; spec 000 §2/§4, 001 §2/§4): a trainee holding an
 * HTM and an AFS bond sees the HTM section locked ('HTM portfolio locked', DV01 and duration),
 * Sell disabled on the HTM bond's ticket with 'Cannot sell' and no Short Sell; the trainer
 * allows HTM rebalancing from the console's status line; the trainee's badge turns to 'HTM
 * rebalancing allowed' live and Sell is offered. The AFS section shows its OCI reserve; the
 * Portfolio its books. A historical session of its own (trading never waits for market hours).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee3';
const PERSON = 'Trader 3';
const HTM = '912810QT8='; // US Treasury 3.125% 2041
const AFS = '037833AL4='; // Apple 3.85% 2043
const HTM_TICKER = 'T 3.125 11/15/41';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; resourcetype: string };

suite('HTM and AFS books', () => {
  const browser = useBrowser();
  let trainee = '';
  let sessionId = 0;

  beforeAll(async () => {
    const { access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const ids = assets.filter((a) => a.ric === HTM || a.ric === AFS).map((a) => a.id);
    expect(ids).toHaveLength(2);
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      start_date: isoDaysAgo(210),
      end_date: isoDaysAgo(30),
      frequency: 5,
      historical_sleep_time: 600,
      allow_short_sell: true,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: ids });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
    for (const ric of [HTM, AFS]) await api('/api/orders/', trainee, { session_id: sessionId, financial_instrument: ric, transaction: 0, quantity: 1_000_000 });
  });

  it('the trainer allows HTM rebalancing; the trainee sees the badge change and Sell offered, disabled with Cannot sell before', async () => {
    const player = await browser.newPage({ width: 1440, height: 900 });
    const staff = await browser.newPage({ width: 1440, height: 900 });
    try {
      const page = player.page;
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/markets`);
      await page.getByRole('tab', { name: /^HTM/ }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByTestId('htm-status').waitFor();
      expect(await panel.getByTestId('htm-status').innerText()).toBe('HTM portfolio locked');
      // DV01 of 1,000,000 face of a 15-year bond: negative, around −1,000 to −1,600 per bp.
      await expect.poll(() => panel.getByTestId('htm-dv01').innerText()).toMatch(/-[\d,]+\.\d{2}$/);
      const dv01 = Number((await panel.getByTestId('htm-dv01').innerText()).split('\n').at(-1)!.replace(/,/g, ''));
      expect(dv01).toBeLessThan(-900);
      expect(dv01).toBeGreaterThan(-2000);
      const row = panel.locator(`tr[data-ric="${HTM}"]`);
      await row.waitFor();
      await screenshot(page, 'htm-markets-locked');

      // The ticket: Sell disabled with 'Cannot sell', no Short Sell on an HTM bond.
      await row.getByRole('button', { name: `Trade ${HTM_TICKER}` }).click();
      const ticket = page.getByRole('dialog');
      await ticket.getByText(`Order · ${HTM_TICKER}`).waitFor();
      const sell = ticket.getByRole('radio', { name: 'Sell', exact: true });
      await expect.poll(() => sell.getAttribute('aria-disabled')).toBe('true');
      await expect(ticket.getByRole('radio', { name: 'Short Sell' }).count()).resolves.toBe(0);
      // aria-disabled, not disabled: a tap still opens the reason.
      await sell.click({ force: true });
      await page.getByRole('dialog').getByText('Cannot sell', { exact: true }).waitFor();
      expect(await page.getByRole('dialog').getByText(/HTM portfolio locked: the instructor/).count()).toBe(1);
      await screenshot(page, 'htm-ticket-cannot-sell');
      await page.keyboard.press('Escape');
      const orderDialog = page.getByRole('dialog', { name: `Order · ${HTM_TICKER}` });
      await orderDialog.getByRole('button', { name: 'Cancel' }).click();
      await orderDialog.waitFor({ state: 'hidden' });

      // The trainer's console: the status line and Allow.
      await signIn(staff.page, 'trainer');
      // Signed in (the dashboard) before the session page, or the page meets the login first.
      await staff.page.waitForURL('**/dashboard');
      await staff.page.goto(`/session/${sessionId}`);
      const control = staff.page.getByTestId('htm-switch');
      await control.waitFor();
      expect(await staff.page.getByTestId('htm-status').innerText()).toBe('HTM portfolio locked');
      await screenshot(staff.page, 'htm-console-locked');
      await control.click();
      await expect.poll(() => staff.page.getByTestId('htm-status').innerText()).toBe('HTM rebalancing allowed');
      expect(await control.innerText()).toContain('Lock');
      await screenshot(staff.page, 'htm-console-allowed');
      // A session with HTM bonds hides VaR (spec 000 §2): in the players table and in its CSV alike.
      const players = staff.page.getByLabel('Players', { exact: true });
      await players.getByRole('columnheader', { name: 'Sharpe' }).waitFor();
      expect(await players.getByRole('columnheader', { name: 'VaR' }).count()).toBe(0);
      const csv = staff.page.waitForEvent('download');
      await staff.page.getByRole('button', { name: 'Download CSV' }).click();
      const { readFileSync } = await import('node:fs');
      const header = readFileSync((await (await csv).path())!, 'utf8').split('\n')[0]!;
      expect(header).toContain('treynor');
      expect(header.split(',')).not.toContain('var');

      // The trainee's screen follows, and the ticket offers Sell.
      await expect.poll(() => panel.getByTestId('htm-status').innerText()).toBe('HTM rebalancing allowed');
      await row.getByRole('button', { name: `Trade ${HTM_TICKER}` }).click();
      await ticket.getByText(`Order · ${HTM_TICKER}`).waitFor();
      await expect.poll(() => ticket.getByRole('radio', { name: 'Sell', exact: true }).getAttribute('aria-disabled')).not.toBe('true');
      await screenshot(page, 'htm-ticket-sell-allowed');
      await page.getByRole('dialog', { name: `Order · ${HTM_TICKER}` }).getByRole('button', { name: 'Cancel' }).click();

      // AFS: its DV01, duration and OCI reserve.
      await page.getByRole('tab', { name: /^AFS/ }).click();
      const afs = page.getByRole('tabpanel');
      await afs.getByTestId('afs-oci-reserve').waitFor();
      expect(await afs.getByTestId('afs-oci-reserve').innerText()).toMatch(/OCI reserve[\s\S]*USD/);
      await screenshot(page, 'afs-markets-tab');

      // Portfolio: the books with amortised cost, fair value and FV − AC.
      await page.goto(`/session/${sessionId}/portfolio`);
      const card = page.locator('[aria-label="HTM and AFS books"]');
      await card.locator(`tr[data-ric="${HTM}"]`).waitFor();
      expect(await card.locator(`tr[data-ric="${HTM}"]`).innerText()).toMatch(/HTM[\s\S]*1,000,000/);
      await card.locator(`tr[data-ric="${AFS}"]`).scrollIntoViewIfNeeded();
      await screenshot(page, 'bond-books-portfolio');
    } finally {
      await player.context.close();
      await staff.context.close();
    }
  });
});
