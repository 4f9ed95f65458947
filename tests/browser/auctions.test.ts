/**
 * Central-bank auctions and T-bills in the browser (issue 16; spec 000 §2 Central Bank tab, 001
 * §2 Auctions route and TBills): the trainer starts an auction at the day's historical rate from
 * the Central Bank tab; a trainee bids from the Auctions route (the discounted value shown), sees
 * View Bid; the trainer sees the offer and issues the security; the trainee sees 'Auction has
 * concluded' with its allotment, the bill on the Markets 'TBills' tab, sells it before term after
 * 'Sell TBill before term?' and finds it on the blotter's TBills tab as 'Sold before term'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee2';
const PERSON = 'Trader 2';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string };

suite('central-bank auctions and T-bills', () => {
  const browser = useBrowser();
  let sessionId = 0;

  beforeAll(async () => {
    const { access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const apple = assets.find((a) => a.ric === 'AAPL.O')!.id;
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      start_date: isoDaysAgo(210),
      end_date: isoDaysAgo(30),
      frequency: 5,
      historical_sleep_time: 600,
      show_auctions: true,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: [apple] });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
  });

  it('a trainer starts an auction, a trainee bids, the trainer issues, the trainee holds the bill and sells it before term', async () => {
    const staff = await browser.newPage({ width: 1440, height: 1000 });
    const player = await browser.newPage({ width: 1440, height: 900 });
    try {
      // The trainer's Central Bank tab: the day's historical rate, the generated series and maturity; Start.
      await signIn(staff.page, 'trainer');
      await staff.page.waitForURL('**/dashboard');
      await staff.page.goto(`/session/${sessionId}/central-bank`);
      await staff.page.getByRole('heading', { name: 'Create auction' }).waitFor();
      await expect.poll(() => staff.page.getByTestId('auction-rate').innerText()).toMatch(/Rate: \d+\.\d{3} % · initial ask \d+\.\d{6}/);
      await expect(staff.page.getByLabel('Auction series').inputValue()).resolves.toBe(`TB-US13WK80M${sessionId}`);
      await staff.page.getByRole('button', { name: 'Start' }).click();
      const card = staff.page.locator('[data-auction-id]').first();
      await card.getByText(`TB-US13WK80M${sessionId}`).waitFor();
      await card.getByText('No submitted offers yet.').waitFor();
      await expect(card.getByRole('button', { name: 'Issue Security' }).isDisabled()).resolves.toBe(true);
      await screenshot(staff.page, 'central-bank-auction-started');

      // The trainee's Auctions route: Bid, the discounted value, then View Bid.
      await signInAsPerson(player.page, USER, PERSON);
      await player.page.goto(`/session/${sessionId}/auctions`);
      const row = player.page.locator('tr[data-auction-id]').first();
      await row.getByRole('button', { name: 'Bid', exact: true }).click();
      const dialog = player.page.getByRole('dialog');
      await dialog.getByLabel(/Value \(face, USD\)/).fill('1000000');
      await expect.poll(() => dialog.innerText()).toMatch(/Discounted value[^\n]*\nUSD [\d,]+\.\d{2}/);
      await screenshot(player.page, 'auction-bid-dialog');
      await dialog.getByRole('button', { name: 'Bid', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: 'View Bid' }).waitFor();
      await row.getByRole('button', { name: 'View Bid' }).click();
      await expect(player.page.getByRole('dialog').getByRole('button', { name: 'Waiting auction close' }).isDisabled()).resolves.toBe(true);
      await player.page.keyboard.press('Escape');

      // The trainer sees the offer and issues the security.
      await card.getByRole('cell', { name: '1,000,000' }).waitFor();
      await card.getByRole('button', { name: 'Issue Security' }).click();
      await card.getByText('Issued 1,000,000').waitFor();
      await screenshot(staff.page, 'central-bank-auction-issued');

      // The trainee sees the result…
      await row.getByText('Auction has concluded').waitFor();
      await expect.poll(() => row.getByTestId('allotted').innerText()).toBe('Allotted 1,000,000 of 1,000,000');
      await screenshot(player.page, 'auctions-concluded');

      // …holds the bill on the Markets TBills tab, and sells it before term.
      await player.page.goto(`/session/${sessionId}/markets`);
      await player.page.getByRole('tab', { name: /^TBills/ }).click();
      const bill = player.page.getByRole('tabpanel').locator(`tr[data-ric="TB-US13WK80M${sessionId}"]`);
      await bill.waitFor();
      await expect.poll(() => bill.innerText()).toMatch(/13WK[\s\S]*USD[\s\S]*\d+\.\d{3}[\s\S]*1,000,000/);
      await screenshot(player.page, 'tbills-markets-tab');
      await bill.getByRole('button', { name: `Show contracts TB-US13WK80M${sessionId}` }).click();
      const list = player.page.getByRole('dialog');
      const contract = list.locator('tr[data-contract-id]').first();
      await contract.waitFor();
      expect(await contract.innerText()).toMatch(/1,000,000[\s\S]*Active/);
      await contract.getByRole('button', { name: 'Sell' }).click();
      const confirm = player.page.getByRole('alertdialog');
      await confirm.getByText('Sell TBill before term?').waitFor();
      await screenshot(player.page, 'tbill-sell-confirm');
      await confirm.getByRole('button', { name: 'Sell' }).click();
      await list.getByText('No active TBill contracts.').waitFor();
      await player.page.keyboard.press('Escape');

      await player.page.goto(`/session/${sessionId}/blotter`);
      await player.page.getByRole('tab', { name: 'TBills' }).click();
      const sold = player.page.getByRole('tabpanel').locator('tr[data-contract-id]').first();
      await sold.waitFor();
      expect(await sold.innerText()).toMatch(/TB-US13WK80M\d+[\s\S]*13WK[\s\S]*1,000,000[\s\S]*Sold before term/);
      await screenshot(player.page, 'tbills-blotter');
    } finally {
      await staff.context.close();
      await player.context.close();
    }
  }, 120_000);
});
