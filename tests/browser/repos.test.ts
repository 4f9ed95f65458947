/**
 * Repos in the browser (issue 15, spec 001 §2, §5): a trainee who holds a US Treasury (bought
 * through the API) enters a repo on it from the Markets 'Repos' tab: the list with its currency,
 * ask and maturity, the Repo modal with the collateral bond and its available repoable amount,
 * the refusal above it, Max, the cash received and the repurchase amount; then the contract list
 * shows the open repo, the row counts it, the blotter's Repos tab is still empty (nothing matured)
 * and the repoed bond cannot be sold. A historical session of its own.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { formatMoney, formatNumber } from '../../domain/format';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee6';
const PERSON = 'Trader 6';
const BOND = '91282CPE5=';
const REPO = 'USD1WRP=';
const TICKER = 'USD REPO 1W';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string };
type Contract = { id: number; repoed_quantity: number; cash: number; repurchase_amount: number; settled: boolean; settlement_date: string; repo_instrument: string };
type Contracts = { contracts: Contract[]; instruments: { ric: string; maturity_date: string | null }[]; collateral: { ric: string; available_repoable_amount: number }[] };

suite('repos', () => {
  const browser = useBrowser();
  let trainee = '';
  let sessionId = 0;
  const own = () => api<Contracts>('/api/players/get_repo_contracts', trainee, { session_id: sessionId });

  beforeAll(async () => {
    const { access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const ids = assets.filter((a) => [BOND, REPO, 'USD1MRP='].includes(a.ric)).map((a) => a.id);
    expect(ids).toHaveLength(3);
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
    // The collateral: 1,000,000 face of the Treasury, bought through the API.
    await api('/api/orders/', trainee, { session_id: sessionId, financial_instrument: BOND, transaction: 0, quantity: 1_000_000 });
  });

  it('a repo entered on a held bond from the Markets Repos tab', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/markets`);
      await page.getByRole('tab', { name: /^Repos/ }).click();
      const table = page.locator('[aria-label="Repos"]');
      const row = table.locator(`tr[data-ric="${REPO}"]`);
      await row.waitFor().catch(async (error: unknown) => {
        await screenshot(page, 'repos-failed-markets');
        throw error;
      });
      for (const header of ['Repo', 'Currency', 'Ask (%)', 'Maturity', 'Open repos']) {
        await expect(table.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
      }
      const before = await own();
      const maturity = before.instruments.find((i) => i.ric === REPO)!.maturity_date!;
      await expect.poll(() => row.innerText()).toContain(`${maturity} · `);
      expect(await row.innerText()).toContain('USD');
      expect(await page.getByTestId('repo-open-count').innerText()).toBe('0');
      await screenshot(page, 'repos-markets-tab');

      // The Repo modal: the bond preselected with its available amount; above it refused; Max.
      await row.getByRole('button', { name: `Trade ${TICKER}` }).click();
      const dialog = page.getByRole('dialog', { name: `Repo · ${TICKER}` });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByTestId('repo-available').innerText()).toContain('available repoable amount 1,000,000');
      await dialog.getByLabel('Amount (face)').fill('1000001');
      await expect.poll(() => dialog.getByTestId('repo-blocked').innerText()).toBe('The amount is above the available repoable amount');
      await expect(dialog.getByRole('button', { name: 'Enter repo' }).isDisabled()).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'Max' }).click();
      expect(await dialog.getByLabel('Amount (face)').inputValue()).toBe('1000000');
      await expect.poll(() => dialog.getByTestId('repo-figures').innerText()).toMatch(/Cash received now\s+USD [\d,]+\.\d\d/);
      await screenshot(page, 'repos-repo-modal');
      await dialog.getByRole('button', { name: 'Enter repo' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Booked on the server: the whole face repoed, the cash at the haircut; the row counts it.
      const after = await own();
      const opened = after.contracts.find((c) => !c.settled)!;
      expect(opened).toMatchObject({ repo_instrument: REPO, repoed_quantity: 1_000_000, settlement_date: maturity });
      expect(after.collateral.find((c) => c.ric === BOND)!.available_repoable_amount).toBe(0);
      await expect.poll(() => row.innerText()).toContain('1,000,000 (1)');
      await expect.poll(() => page.getByTestId('repo-open-count').innerText()).toBe('1');

      // The contract list: the open repo with its cash and repurchase amount.
      await row.getByRole('button', { name: `Show contracts ${TICKER}` }).click();
      const list = page.getByRole('dialog', { name: `Repo contracts · ${TICKER}` });
      const contractRow = list.locator(`tr[data-repo-id="${opened.id}"]`);
      await contractRow.waitFor();
      const text = await contractRow.innerText();
      expect(text).toContain(formatMoney(opened.cash, 'USD').replace('USD ', ''));
      expect(text).toContain(formatMoney(opened.repurchase_amount, 'USD').replace('USD ', ''));
      expect(text).toContain(formatNumber(1_000_000, { decimals: 0 }));
      await screenshot(page, 'repos-contract-list');
      await list.getByRole('button', { name: 'Close' }).first().click();

      // Nothing matured yet: the blotter's Repos tab says so.
      await page.goto(`/session/${sessionId}/blotter`);
      await page.getByRole('tab', { name: 'Repos' }).click();
      await page.getByText("You don't have any matured repos yet.").waitFor();
      await screenshot(page, 'repos-blotter-empty');

      // The repoed face cannot be sold.
      const sell = await fetch(`${inject('baseUrl')}/api/orders/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${trainee}` },
        body: JSON.stringify({ session_id: sessionId, financial_instrument: BOND, transaction: 1, quantity: 1 }),
      });
      expect(sell.status).toBe(400);
      expect(((await sell.json()) as { error: string }).error).toBe('Cannot sell');
    } finally {
      await context.close();
    }
  });
});
