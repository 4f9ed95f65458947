/**
 * The interbank RFQ in the browser (issue 16; spec 001 §2, §5, §6, §9; banking.md §9): two trainees
 * of a client-money session complete an RFQ. trainee2 opens Interbank Requests from the Cash tab
 * (the amount's default 10,000,000, the empty texts), picks trainee3's bank and sends; trainee3 sees
 * the badge count the request, quotes 5.00 / 5.10 and sends (locked in, 'Waiting hit'); trainee2
 * sees the quote arrive live, hits Borrow at 5.10: both deal tables show the deal, the remaining
 * interbank limit is 90,000,000 on both sides, and the server's books agree. A historical session of
 * its own, its scenario created by the admin's call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const ASKER = { user: 'trainee2', person: 'Trader 2' };
const QUOTER = { user: 'trainee3', person: 'Trader 3' };
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string };
type Book = { interbank_amount: number; remaining_limit: number; other_players: { id: number; name: string }[]; deals: { side: string; amount: number; rate: number; current: boolean }[] };

suite('interbank RFQ', () => {
  const browser = useBrowser();
  let sessionId = 0;
  const tokens: Record<string, string> = {};
  const book = (user: string) => api<Book>('/api/players/get_interbank', tokens[user]!, { session_id: sessionId });

  beforeAll(async () => {
    const token = async (username: string) => (await api<{ access: string }>('/api/auth/get_token/', null, { username, password: DEMO_PASSWORD })).access;
    const trainer = await token('trainer');
    const admin = await token('admin');
    tokens[ASKER.user] = await token(ASKER.user);
    tokens[QUOTER.user] = await token(QUOTER.user);
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const dates = { start_date: isoDaysAgo(210), end_date: isoDaysAgo(30) };
    const scenario = await api<{ id: number }>('/api/admin/create_client_dealing_scenario/', admin, { ...dates, freq: 5, aum: 100_000_000 });
    const aapl = (await api<Asset[]>('/api/underlying_assets/', trainer)).find((a) => a.ric === 'AAPL.O')!.id;
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      ...dates,
      frequency: 5,
      historical_sleep_time: 600,
      client_money: true,
      client_money_scenario: scenario.id,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: [aapl] });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
  });

  async function openRequests(page: Page, who: { user: string; person: string }) {
    await signInAsPerson(page, who.user, who.person);
    await page.goto(`/session/${sessionId}/markets`);
    await page.getByRole('tab', { name: 'Cash' }).click();
    const button = page.getByRole('button', { name: /^Interbank Requests/ });
    await button.waitFor();
    return button;
  }

  it('two trainees complete an RFQ: one sends, the other quotes, the first hits Borrow', async () => {
    const asker = await browser.newPage({ width: 1440, height: 1000 });
    const quoter = await browser.newPage({ width: 1440, height: 1000 });
    try {
      const quoterBank = (await book(ASKER.user)).other_players.find((p) => p.name === QUOTER.user) ?? (await book(ASKER.user)).other_players[0]!;

      // trainee2: the modal, its defaults and empty texts; the RFQ sent to trainee3's bank.
      await (await openRequests(asker.page, ASKER)).click();
      const modal = asker.page.getByRole('dialog', { name: 'Interbank Requests' });
      await modal.waitFor();
      await modal.getByText('No interbank requests at the moment.').waitFor();
      await modal.getByText('No responses yet.').waitFor();
      expect(await modal.getByLabel(/^Amount/).inputValue()).toBe('10000000');
      await expect.poll(() => modal.getByLabel('Interbank figures').innerText()).toContain('Remaining interbank limit USD 100,000,000.00');
      expect(await modal.getByRole('button', { name: 'Send RFQ' }).isDisabled()).toBe(true);
      await modal.getByRole('checkbox', { name: quoterBank.name }).click();
      await screenshot(asker.page, 'interbank-rfq-form');
      await modal.getByRole('button', { name: 'Send RFQ' }).click();
      await modal.getByRole('button', { name: 'Cancel RFQ' }).waitFor();
      // One active RFQ at a time.
      await expect.poll(() => modal.getByRole('button', { name: 'Send RFQ' }).isDisabled()).toBe(true);

      // trainee3: the badge counts the request; the quote 5.00 / 5.10 sent and locked in.
      const button = await openRequests(quoter.page, QUOTER);
      await expect.poll(() => button.getAttribute('aria-label')).toBe('Interbank Requests (1 waiting)');
      await screenshot(quoter.page, 'interbank-badge');
      await button.click();
      const quoterModal = quoter.page.getByRole('dialog', { name: 'Interbank Requests' });
      const request = quoterModal.locator('[aria-label="Interbank RFQ sent to you"]');
      await request.waitFor();
      expect(await request.innerText()).toContain('USD 10,000,000.00');
      await request.getByLabel(/^Bid for/).fill('5');
      await request.getByLabel(/^Ask for/).fill('4.9');
      await expect.poll(() => request.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await request.getByLabel(/^Ask for/).fill('5.1');
      await screenshot(quoter.page, 'interbank-quote');
      await request.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => request.innerText()).toContain('Waiting hit');
      expect(await request.getByLabel(/^Bid for/).count()).toBe(0);

      // trainee2: the quote arrives live (with its notification); Borrow at the ask.
      const responses = modal.locator('[aria-label="Responses to your RFQ"]');
      await responses.waitFor();
      await expect.poll(() => responses.innerText()).toContain('5.10');
      expect(await responses.innerText()).toContain('Waiting hit');
      await asker.page.getByText(/^Quote from /).first().waitFor();
      await screenshot(asker.page, 'interbank-quote-received');
      await responses.getByRole('button', { name: 'Borrow' }).click();
      const current = modal.locator('[aria-label="Current interbank deals"]');
      await current.waitFor();
      await expect.poll(() => current.innerText()).toContain('Borrowed');
      expect(await current.innerText()).toContain('10,000,000');
      expect(await current.innerText()).toContain('5.10');
      await expect.poll(() => modal.getByLabel('Interbank figures').innerText()).toContain('Remaining interbank limit USD 90,000,000.00');
      await screenshot(asker.page, 'interbank-deal-asker');

      // trainee3 sees its loan; the server's books agree on both sides.
      const lent = quoterModal.locator('[aria-label="Current interbank deals"]');
      await expect.poll(() => lent.innerText()).toContain('Lent');
      await expect.poll(() => quoterModal.getByLabel('Interbank figures').innerText()).toContain('Remaining interbank limit USD 90,000,000.00');
      await screenshot(quoter.page, 'interbank-deal-quoter');
      const a = await book(ASKER.user);
      const b = await book(QUOTER.user);
      expect(a).toMatchObject({ interbank_amount: -10_000_000, remaining_limit: 90_000_000 });
      expect(b).toMatchObject({ interbank_amount: 10_000_000, remaining_limit: 90_000_000 });
      expect(a.deals[0]).toMatchObject({ side: 'borrow', amount: 10_000_000, rate: 5.1, current: true });
    } finally {
      await asker.context.close();
      await quoter.context.close();
    }
  }, 120_000);
});
