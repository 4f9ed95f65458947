/**
 * FX forwards in the browser (issue 15, spec 001 §2, 000 §2 and §4): a trainee buys a forward
 * from the Markets 'FX Forwards' tab (the limit usage and remaining hedge amount, the Forward
 * Contract modal with the outright it opens at), offsets it from the contract list after the
 * confirmation with a rationale, and finds both contracts on the Blotter's FX Forwards tab with
 * their labels and the realised PnL; the trainer sees the player's forwards in the player modal
 * with no Offset, and the API refuses the trainer's offset with 403. A historical session of its
 * own, so market hours never decide a result.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { formatMoney, formatNumber, formatSignedMoney } from '../../domain/format';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee4';
const PERSON = 'Trader 4';
const RIC = 'EUR3M=';
const TICKER = 'EURUSD 3M';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; resourcetype: string };
type Contract = {
  id: number;
  amount: number;
  open_price: number;
  close_price: number | null;
  delivery_timestamp: string | null;
  offset: string | null;
  realized_pnl: number | null;
  reporting_realized_pnl: number | null;
  closing_contract_for: number | null;
};
type Contracts = { contracts: Contract[]; fx_fwds_limit_usage: number; remaining_reporting_absolute_hedge_amount: number };

suite('FX forwards', () => {
  const browser = useBrowser();
  let trainer = '';
  let trainee = '';
  let sessionId = 0;
  const own = () => api<Contracts>('/api/players/get_fwd_contracts', trainee, { session_id: sessionId });

  beforeAll(async () => {
    ({ access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD }));
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const ids = assets.filter((a) => a.ric === RIC || a.ric === 'EUR=').map((a) => a.id);
    expect(ids).toHaveLength(2);
    const session = await api<{ id: number }>('/api/sessions/', trainer, {
      klass_id: klassId,
      scenario_type: 1,
      start_date: isoDaysAgo(210),
      end_date: isoDaysAgo(30),
      frequency: 5,
      historical_sleep_time: 600,
    });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: ids });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
  });

  it("a forward bought and offset from the player's screens", async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/markets`);
      await page.getByRole('tab', { name: /^FX Forwards/ }).click();
      // Radix puts the table's label on its frame.
      const table = page.locator('[aria-label="FX forwards"]');
      const row = table.locator(`tr[data-ric="${RIC}"]`);
      await row.waitFor().catch(async (error: unknown) => {
        await screenshot(page, 'fx-forwards-failed-markets');
        throw error;
      });
      for (const header of ['Forward', 'Tenor · maturity', 'Bid', 'Ask', 'Swap points', 'Open contracts']) {
        await expect(table.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
      }
      // No ODA on the forward's row: ODA is per contract.
      await expect(row.getByRole('button', { name: `ODA ${TICKER}` }).count()).resolves.toBe(0);
      // Outrights to 4 decimals, the 3M tenor, the limit usage at 0 % with the whole hedge amount left.
      await expect.poll(async () => (await row.innerText()).match(/\b1\.\d{4}\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(await row.innerText()).toMatch(/3M · \d{4}-\d{2}-\d{2}/);
      const before = await own();
      await expect.poll(() => page.getByTestId('fwd-limit-usage').innerText()).toBe('0.00%');
      expect(await page.getByTestId('fwd-remaining-hedge').innerText()).toBe(formatMoney(before.remaining_reporting_absolute_hedge_amount, 'USD'));
      await screenshot(page, 'fx-forwards-markets-tab');

      // The Forward Contract modal: a buy opens at the ask outright.
      await row.getByRole('button', { name: `Trade ${TICKER}` }).click();
      const dialog = page.getByRole('dialog', { name: `Forward Contract · ${TICKER}` });
      await dialog.waitFor();
      await dialog.getByLabel('Amount (EUR)').fill('0');
      await expect.poll(() => dialog.getByTestId('fwd-blocked').innerText()).toBe('Enter an amount above 0');
      await dialog.getByLabel('Amount (EUR)').fill('1000000');
      await dialog.getByLabel(/Investment rationale/).fill('Hedging the euro receivables');
      const askText = (await dialog.getByText('Ask outright', { exact: true }).locator('..').innerText()).match(/\d\.\d{4}/)![0];
      expect(await dialog.getByTestId('fwd-open-price').innerText()).toBe(askText);
      await screenshot(page, 'fx-forwards-contract-modal');
      await dialog.getByRole('button', { name: 'Buy forward' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const opened = (await own()).contracts.find((c) => c.delivery_timestamp === null)!;
      expect(opened).toMatchObject({ amount: 1_000_000 });
      expect(formatNumber(opened.open_price, { decimals: 4 })).toBe(askText);
      await expect.poll(() => row.innerText()).toContain('+1,000,000 EUR (1)');
      await expect.poll(() => page.getByTestId('fwd-limit-usage').innerText()).not.toBe('0.00%');

      // The contract list: the open contract with its close side and PnL, then the offset after the confirmation.
      await row.getByRole('button', { name: `Show contracts ${TICKER}` }).click();
      const list = page.getByRole('dialog', { name: `Forward contracts · ${TICKER}` });
      const contractRow = list.locator(`tr[data-contract-id="${opened.id}"]`);
      await contractRow.waitFor();
      expect(await contractRow.innerText()).toContain(formatNumber(opened.open_price, { decimals: 4 }));
      expect(await contractRow.innerText()).toContain('inactive');
      await screenshot(page, 'fx-forwards-contract-list');
      await contractRow.getByRole('button', { name: `Offset contract ${opened.id}` }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(`Offset contract #${opened.id}?`).waitFor();
      await confirm.getByLabel(/Investment rationale/).fill('Receivables came in early');
      await screenshot(page, 'fx-forwards-offset-confirm');
      await confirm.getByRole('button', { name: 'Offset contract' }).click();
      await confirm.waitFor({ state: 'hidden' });
      const after = await own();
      const closed = after.contracts.find((c) => c.id === opened.id)!;
      const closing = after.contracts.find((c) => c.closing_contract_for === opened.id)!;
      expect(closed.offset).toBe(`Offset by #${closing.id}`);
      expect(closing.offset).toBe(`Offsetting #${opened.id}`);
      // Settled now: amount × (close side − open price), to the cent.
      expect(closed.realized_pnl).toBeCloseTo(Math.round(1_000_000 * (closed.close_price! - opened.open_price) * 100) / 100, 6);
      await expect.poll(() => list.getByText("You don't have any active forward contracts yet.").count()).toBe(1);
      await list.getByRole('button', { name: 'Close' }).first().click();

      // The blotter's FX Forwards tab: both contracts with their labels, the realised PnL in USD.
      await page.goto(`/session/${sessionId}/blotter`);
      await page.getByRole('tab', { name: 'FX Forwards' }).click();
      const blotter = page.locator('[aria-label="Matured forward contracts"]');
      const closedRow = blotter.locator(`tr[data-contract-id="${opened.id}"]`);
      await closedRow.waitFor();
      const text = await closedRow.innerText();
      expect(text).toContain(`Offset by #${closing.id}`);
      expect(text).toContain('Hedging the euro receivables');
      expect(text).toContain(formatSignedMoney(closed.reporting_realized_pnl, 'USD').replace(/^-(?=USD 0\.00$)/, ''));
      expect(await blotter.locator(`tr[data-contract-id="${closing.id}"]`).innerText()).toContain(`Offsetting #${opened.id}`);
      await screenshot(page, 'fx-forwards-blotter-tab');
    } finally {
      await context.close();
    }
  });

  it('the trainer has no offset on a player\'s forward and the API refuses it with 403', async () => {
    const contract = await api<Contract>('/api/forward_contracts/buy_forward_contract', trainee, { session_id: sessionId, financial_instrument: RIC, amount: -250_000 });
    const res = await fetch(`${browser.baseUrl()}/api/forward_contracts/close_forward_contract`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${trainer}` },
      body: JSON.stringify({ session_id: sessionId, contract_id: contract.id }),
    });
    expect(res.status).toBe(403);

    // The player's Portfolio: the FX hedge row with Show contracts instead of Close.
    const player = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signInAsPerson(player.page, USER, PERSON);
      await player.page.goto(`/session/${sessionId}/portfolio`);
      const hedge = player.page.locator(`[aria-label="FX hedge positions"] tr[data-ric="${RIC}"]`);
      await hedge.waitFor();
      expect(await hedge.innerText()).toContain('-250,000 EUR');
      await expect(hedge.getByRole('button', { name: /^Close/ }).count()).resolves.toBe(0);
      await hedge.getByRole('button', { name: `Show contracts ${TICKER}` }).click();
      await player.page.getByRole('dialog', { name: `Forward contracts · ${TICKER}` }).locator(`tr[data-contract-id="${contract.id}"]`).waitFor();
      await screenshot(player.page, 'fx-forwards-portfolio');
    } finally {
      await player.context.close();
    }

    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signIn(page, 'trainer');
      await page.waitForURL('**/dashboard');
      await page.goto(`/session/${sessionId}/overview`);
      await page.getByRole('row').filter({ hasText: USER }).getByRole('button', { name: 'Details' }).click();
      const modal = page.getByRole('dialog', { name: USER });
      await modal.getByRole('tab', { name: 'FX Forwards' }).click();
      const row = modal.locator(`tr[data-contract-id="${contract.id}"]`);
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Sell[\s\S]*-250,000 EUR/);
      expect(await row.innerText()).toContain('View only');
      await expect(modal.getByRole('button', { name: /Offset/ }).count()).resolves.toBe(0);
      await modal.getByRole('columnheader', { name: 'Trainer action' }).waitFor();
      await screenshot(page, 'fx-forwards-trainer-view');
    } finally {
      await context.close();
    }
  });
});
