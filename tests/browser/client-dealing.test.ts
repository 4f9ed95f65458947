/**
 * Client dealing in the browser (issue 16; spec 001 §2, §4, §5, 000 §2, 002 §2; banking.md §8).
 * A historical client-money session of its own, its scenario created by the admin's call:
 * - trainee4 opens the Cash tab's client-money view (the starting book as period 0), opens
 *   Adjust Client Rates ('Set next period's Rates Offer'), sees the limits, is refused a loan rate
 *   above the maximum, saves loan rates half a point under the reference and deposit rates a
 *   quarter point over it; the session steps to its next period (the tests' clock route); without a reload the
 *   view turns to period 1 and the current period's loans and deposits tables show the awards at
 *   the saved rates, as the server has them, and more business than a bank that kept its rates;
 * - the Markets header shows the yield curve; the trainer's Client Dealing tab and the player
 *   modal's Client Money tab show the bank; paused, Adjust Client Rates is disabled with its reason;
 * - the admin's Client Dealing data tab: planning chart, create form with the spec's defaults,
 *   the list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { formatNumber } from '../../domain/format';
import type { ClientCards } from '../../domain/contracts/client-dealing';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, nextPeriod, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee4';
const PERSON = 'Trader 4';
const OTHER = 'trainee5';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const pct3 = (v: number) => `${formatNumber(v, { decimals: 3 })}%`;
const money = (v: number) => formatNumber(v, { decimals: 2 });
const round3 = (v: number) => Math.round(v * 1000) / 1000;

suite('client dealing', () => {
  const browser = useBrowser();
  let sessionId = 0;
  let trainer = '';
  let admin = '';
  let trainee = '';
  let otherPlayerId = 0;
  const cards = (token: string, playerId?: number) => api<ClientCards>('/api/client_money/get_client_loans_depos/', token, { session_id: sessionId, ...(playerId ? { player_id: playerId } : {}) });

  beforeAll(async () => {
    const token = async (username: string) => (await api<{ access: string }>('/api/auth/get_token/', null, { username, password: DEMO_PASSWORD })).access;
    trainer = await token('trainer');
    admin = await token('admin');
    trainee = await token(USER);
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const dates = { start_date: isoDaysAgo(210), end_date: isoDaysAgo(30) };
    const scenario = await api<{ id: number }>('/api/admin/create_client_dealing_scenario/', admin, { ...dates, freq: 5, name: 'browser client dealing' });
    const aapl = (await api<{ id: number; ric: string }[]>('/api/underlying_assets/', trainer)).find((a) => a.ric === 'AAPL.O')!.id;
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
    const players = await api<{ id: number; name: string }[]>(`/api/sessions/${sessionId}/fetch_players/`, trainer);
    otherPlayerId = players.find((p) => p.name === OTHER)!.id;
  });

  async function openCash(page: Page) {
    await signInAsPerson(page, USER, PERSON);
    await page.goto(`/session/${sessionId}/markets`);
    await page.getByRole('tab', { name: 'Cash' }).click();
    const view = page.locator('[aria-label="Client money"]');
    await view.waitFor();
    return view;
  }

  it('a trainee sets next period’s rates and sees the awards after the step, live', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 1000 });
    try {
      const view = await openCash(page);
      await expect.poll(() => view.innerText()).toContain('Period 0');
      const start = await cards(trainee);
      expect(start.period).toBe(0);
      // The starting book: the current loans table lists the four tenors with the bank's slice.
      const currentLoans = view.locator('[aria-label="Current period loans"]');
      for (const c of start.current_loans) {
        await expect.poll(() => currentLoans.getByRole('row', { name: new RegExp(`^${c.tenor}`) }).innerText()).toContain(money(c.awarded_sum));
      }
      expect(await view.locator('[aria-label="Previous period loans"]').innerText()).toContain('No period yet.');
      await screenshot(page, 'client-dealing-cash-start');

      // The modal: view mode first, the limits shown; then edit, refused above the maximum.
      await view.getByRole('button', { name: 'Adjust Client Rates' }).click();
      const modal = page.getByRole('dialog', { name: "Set next period's Rates Offer" });
      await modal.waitFor();
      const loanTable = modal.locator('[aria-label="Loan rates"]');
      const first = start.future_loans[0]!;
      expect(await loanTable.getByRole('row', { name: new RegExp(`^${first.tenor}`) }).innerText()).toContain(pct3(first.max));
      await screenshot(page, 'client-dealing-rates-view');
      await modal.getByRole('button', { name: 'Edit' }).click();
      await modal.getByLabel(`Loan rate ${first.tenor}`).fill(String(first.max + 1));
      await modal.getByText(`Between ${first.min} and ${first.max}`).waitFor();
      expect(await modal.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await screenshot(page, 'client-dealing-rates-refused');

      // Loans half a point under the bank's reference-priced starting rates, deposits a quarter over.
      const loanRates = Object.fromEntries(start.future_loans.map((c) => [c.tenor, round3(Math.max(c.min, c.rate - 0.5))]));
      const depoRates = Object.fromEntries(start.future_depos.map((c) => [c.tenor, round3(Math.min(c.max, c.rate + 0.25))]));
      for (const [tenor, rate] of Object.entries(loanRates)) await modal.getByLabel(`Loan rate ${tenor}`).fill(String(rate));
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByRole('button', { name: 'Edit' }).waitFor();
      await expect.poll(() => loanTable.getByRole('row', { name: new RegExp(`^${first.tenor}`) }).innerText()).toContain(pct3(loanRates[first.tenor]!));
      await modal.getByRole('radio', { name: 'Deposits' }).click();
      await modal.getByRole('button', { name: 'Edit' }).click();
      for (const [tenor, rate] of Object.entries(depoRates)) await modal.getByLabel(`Deposit rate ${tenor}`).fill(String(rate));
      await screenshot(page, 'client-dealing-rates-edit');
      await modal.getByRole('button', { name: 'Save' }).click();
      await modal.getByRole('button', { name: 'Edit' }).waitFor();
      const saved = await cards(trainee);
      expect(Object.fromEntries(saved.future_loans.map((c) => [c.tenor, c.rate]))).toEqual(loanRates);
      expect(Object.fromEntries(saved.future_depos.map((c) => [c.tenor, c.rate]))).toEqual(depoRates);
      await modal.getByRole('button', { name: 'Close' }).click();
      await modal.waitFor({ state: 'hidden' });

      // The step (run now rather than after the pass time): the view turns to period 1 without a reload.
      await nextPeriod(sessionId);
      await expect.poll(() => view.innerText(), { timeout: 15_000, interval: 250 }).toContain('Period 1');
      const after = await cards(trainee);
      expect(after.period).toBe(1);
      const other = await cards(trainer, otherPlayerId);
      for (const c of after.current_loans) {
        expect(c.rate).toBe(loanRates[c.tenor]);
        const row = currentLoans.getByRole('row', { name: new RegExp(`^${c.tenor}`) });
        await expect.poll(() => row.innerText()).toContain(money(c.awarded_sum));
        expect(await row.innerText()).toContain(pct3(c.rate));
        // The cheaper bank wins more of the re-priced business than one that kept its rates.
        expect(c.awarded_sum).toBeGreaterThan(other.current_loans.find((o) => o.tenor === c.tenor)!.awarded_sum);
      }
      const currentDepos = view.locator('[aria-label="Current period deposits"]');
      for (const c of after.current_depos) {
        expect(c.rate).toBe(depoRates[c.tenor]);
        await expect.poll(() => currentDepos.getByRole('row', { name: new RegExp(`^${c.tenor}`) }).innerText()).toContain(money(c.awarded_sum));
        expect(c.awarded_sum).toBeGreaterThan(other.current_depos.find((o) => o.tenor === c.tenor)!.awarded_sum);
      }
      // Period 0 moved to the previous tables.
      expect(await view.locator('[aria-label="Previous period loans"]').innerText()).not.toContain('No period yet.');
      await screenshot(page, 'client-dealing-cash-awarded');

      // The Markets header's yield curve.
      await page.getByRole('tab', { name: /^Equities/ }).click();
      const curve = page.locator('[aria-label="Yield curve"]');
      await curve.waitFor();
      expect(await curve.innerText()).toContain('Yield curve (USD)');
      expect(await curve.innerText()).toContain('Period 1');
      await screenshot(page, 'client-dealing-yield-curve');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('the trainer sees the bank in the Client Dealing tab and the player modal; paused, the trainee may not adjust', async () => {
    const staff = await browser.newPage({ width: 1440, height: 1000 });
    const bank = await browser.newPage({ width: 1280, height: 900 });
    try {
      const { page } = staff;
      await signIn(page, 'trainer');
      await page.waitForURL('**/dashboard');
      await page.goto(`/session/${sessionId}/overview`);
      await page.getByRole('tab', { name: 'Client Dealing' }).click();
      const table = page.locator('[aria-label="Client Dealing"]');
      const mine = await cards(trainee);
      const row = table.getByRole('row', { name: new RegExp(`^${USER}`) });
      await expect.poll(() => row.innerText()).toContain(money(mine.loans / 1_000_000));
      expect(await row.innerText()).toContain(money(mine.depos / 1_000_000));
      await page.locator('[aria-label="Client money overview"]').waitFor();
      await screenshot(page, 'client-dealing-console');

      await page.getByRole('tab', { name: 'Overview', exact: true }).click();
      const details = page.getByRole('button', { name: 'Details' });
      await page.getByRole('row').filter({ hasText: USER }).filter({ has: details }).getByRole('button', { name: 'Details' }).click();
      const modal = page.getByRole('dialog', { name: USER });
      await modal.getByRole('tab', { name: 'Client Money' }).click();
      const loans = modal.locator('[aria-label="Current period loans"]');
      await expect.poll(() => loans.innerText()).toContain(money(mine.current_loans[0]!.awarded_sum));
      expect(await modal.getByRole('button', { name: 'Adjust Client Rates' }).count()).toBe(0);
      await screenshot(page, 'client-dealing-player-modal');

      // Paused: the trainee's Adjust Client Rates is disabled and says why.
      await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 1 });
      const view = await openCash(bank.page);
      const adjust = view.getByRole('button', { name: 'Adjust Client Rates' });
      await expect.poll(() => adjust.isDisabled()).toBe(true);
      await view.getByText('Client-rate adjustment is not possible while the session is paused').waitFor();
      await view.getByRole('button', { name: 'Client Profile' }).click();
      const profile = bank.page.getByRole('dialog', { name: 'Client Profile' });
      await profile.locator('[aria-label="Client market next period"]').waitFor();
      await screenshot(bank.page, 'client-dealing-paused-profile');
    } finally {
      await staff.context.close();
      await bank.context.close();
    }
  }, 120_000);

  it('the admin plans and creates a scenario in the Client Dealing data tab', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 1100 });
    try {
      await signIn(page, 'admin');
      await page.waitForURL('**/dashboard/data');
      await page.goto('/dashboard/data');
      await page.getByRole('tab', { name: 'Client Dealing' }).click();
      const planning = page.locator('[aria-label="Scenario planning"]');
      await planning.getByRole('button', { name: 'Plan' }).click();
      await planning.getByRole('img', { name: /10-year and 13-week yields/ }).waitFor();
      await expect.poll(() => planning.getByLabel('Planning summary').innerText()).toMatch(/^\d+ periods/);

      const form = page.locator('[aria-label="Create scenario"]');
      expect(await form.getByLabel('AUM').inputValue()).toBe('100000000');
      expect(await form.getByLabel('AUM').getAttribute('step')).toBe('10000000');
      expect(await form.getByLabel('Name').inputValue()).toBe('sample');
      expect(await form.getByLabel('Depos gamma').inputValue()).toBe('5');
      await form.getByLabel('Name').fill('browser planned');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText(/^Scenario \d+ 'browser planned' created\.$/).waitFor();
      const list = page.locator('[aria-label="Client dealing scenarios"]');
      await expect.poll(() => list.innerText()).toContain('browser planned');
      expect(await list.innerText()).toContain('100,000,000');
      await screenshot(page, 'client-dealing-admin');
    } finally {
      await context.close();
    }
  }, 90_000);
});
