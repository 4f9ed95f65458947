/**
 * Options seen by the staff and in the blotter (issue 17; spec 001 §2 "Options (non-active)",
 * 000 §2 player modal and Session Instruments): a trainee's options entered through the API on
 * a chain of a historical session of its own (two calls and a written put left open, one call
 * closed early at the bid, one exercised at intrinsic); the trainee's Blotter 'Options' tab lists
 * the two closed contracts, the latest first, with the server's figures; the trainer's player
 * modal 'Options' tab shows the open ones marked, the written put's collateral and the closed
 * ones; and a session being created offers the option assets under 'Options' with their
 * underlying.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import type { OptionAssetChain, OptionContractView } from '../../domain/contracts/options';
import { formatNumber, formatPercent } from '../../domain/format';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee2';
const PERSON = 'Trader 2';
const UNDERLYING = 'MSFT.O';
const OPTIONS = 'MSFT.O-OPT';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; name: string; ticker: string; resourcetype: string };
type Entered = { new_contract: OptionContractView };
type Closed = { contract_data: OptionContractView };

/** As the screens print them: two decimals grouped; a sign on a non-zero figure. */
const money = (v: number) => formatNumber(v, { decimals: 2, mode: 'halfEven' });
const signed = (v: number) => {
  const text = formatNumber(v, { decimals: 2, mode: 'halfEven' });
  return /[1-9]/.test(text) ? (v > 0 ? `+${text}` : text) : text.replace('-', '');
};
const price = (v: number | null) => formatNumber(v, { decimals: 2 });
const strike = (v: number) => formatNumber(v, { decimals: 2, minDecimals: 0 });

suite('options: blotter tab, trainer view, session instruments', () => {
  const browser = useBrowser();
  let trainer = '';
  let klassId = 0;
  let sessionId = 0;
  let underlyingName = '';
  let open: OptionContractView[] = [];
  let closedEarly: OptionContractView;
  let exercised: OptionContractView;

  beforeAll(async () => {
    ({ access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD }));
    const { access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD });
    klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const ids = assets.filter((a) => a.ric === UNDERLYING || a.ric === OPTIONS).map((a) => a.id);
    expect(ids).toHaveLength(2);
    underlyingName = assets.find((a) => a.ric === UNDERLYING)!.name;
    // Ten minutes a period: the session stays on its first quote date while the test runs.
    const session = await api<{ id: number }>('/api/sessions/', trainer, { klass_id: klassId, scenario_type: 1, start_date: isoDaysAgo(210), end_date: isoDaysAgo(30), frequency: 5, historical_sleep_time: 600 });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: ids });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });

    const player = await api<{ id: number }>(`/api/sessions/${sessionId}/retrieve_player/`, trainee);
    const person = (await api<{ id: number; name: string }[]>('/api/persons/', trainee)).find((p) => p.name === PERSON)!.id;
    const chains = await api<Record<string, OptionAssetChain>>(`/api/sessions/${sessionId}/fetch_options_chains`, trainee);
    const chain = Object.values(chains).find((c) => c.ric === OPTIONS)!;
    // An expiry a few weeks out: nothing expires while the test runs.
    const expiration = chain.expiration_dates.find((d, i) => chain.expiration_days[i]! >= 21)!;
    const atm = chain.atm_strike;
    const step = chain.strike_step;
    const enter = (type_int: 0 | 1, k: number, txn: 'buy' | 'sell', contracts: number) =>
      api<Entered>(`/api/players/${player.id}/enter_options_contract`, trainee, {
        session_id: sessionId,
        options_asset: OPTIONS,
        contract: { strike: k, expiration, type_int },
        txn,
        contracts,
        person,
        investment_rationale: 'Options desk test',
      });
    // The nearest strike above the money with a bid (so it can be sold back).
    const above = chain.contracts.filter((r) => r.type_int === 0 && r.expiration === expiration && r.strike > atm && r.bid > 0).sort((a, b) => a.strike - b.strike)[0]?.strike ?? atm;
    const calls = await enter(0, atm, 'buy', 2);
    const put = await enter(1, atm, 'sell', 1);
    open = [calls.new_contract, put.new_contract];
    const toClose = await enter(0, above, 'buy', 1);
    closedEarly = (await api<Closed>(`/api/players/${player.id}/early_close_options_contract`, trainee, { session_id: sessionId, contract_id: toClose.new_contract.id })).contract_data;
    expect(closedEarly.status).toBe('Closed early');
    // An in-the-money call, exercised at once: cash-settled at intrinsic.
    const itm = await enter(0, atm - step, 'buy', 1);
    exercised = (await api<Closed>(`/api/players/${player.id}/early_exercise_options_contract`, trainee, { session_id: sessionId, contract_id: itm.new_contract.id })).contract_data;
    expect(exercised.status).toBe('Exercised');
  }, 120_000);

  it("lists the trainee's closed contracts on the Blotter's Options tab, the latest first, with the server's figures", async () => {
    const { page, context } = await browser.newPage({ width: 1600, height: 900 });
    try {
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/blotter`);
      await page.getByRole('tab', { name: 'Options' }).click();
      const table = page.locator('[aria-label="Closed options contracts"]');
      await table.locator('tbody tr[data-contract-id]').first().waitFor();
      for (const header of ['Asset', 'Transaction', 'Type', 'Premium', 'Currency', 'Strike', 'Close spot', 'Open price', 'Close price', 'Contracts', 'Equity equivalent', 'Open IV', 'PnL', 'Intrinsic value', 'Delta hedge PnL', 'Overall PnL', 'Status']) {
        await expect(table.getByRole('columnheader', { name: header, exact: true }).count()).resolves.toBe(1);
      }
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      // The exercise came last: it is first.
      await expect(rows.nth(0).getAttribute('data-contract-id')).resolves.toBe(String(exercised.id));
      await expect(rows.nth(1).getAttribute('data-contract-id')).resolves.toBe(String(closedEarly.id));
      for (const [i, c] of [exercised, closedEarly].entries()) {
        const cells = (await rows.nth(i).locator('th, td').allInnerTexts()).map((t) => t.trim());
        expect(cells.slice(0, 14)).toEqual([
          c.asset_name,
          'Buy',
          'Call',
          money(c.premium),
          'USD',
          strike(c.strike),
          c.expiration_date,
          price(c.close_spot),
          price(c.open_price),
          price(c.close_price),
          '1',
          '+100',
          formatPercent(c.open_iv, 1),
          signed(c.pnl),
        ]);
        expect(cells[14]).toBe(`${price(c.intrinsic_value)}\n${signed(c.intrinsic_pnl)}`);
        expect(cells.slice(15, 17)).toEqual([signed(c.delta_hedge_pnl), signed(c.overall_pnl)]);
        // The status, and the closing date (the session's scenario date) under it.
        expect(cells[17]).toBe(`${c.status}\n${c.closing_timestamp!.slice(0, 10)}`);
      }
      // Closed early at the bid: the PnL is (bid − ask paid) × 100; exercised at intrinsic: (intrinsic − ask) × 100.
      expect(closedEarly.pnl).toBeCloseTo((closedEarly.close_price! - closedEarly.open_price) * 100, 2);
      expect(exercised.close_price).toBeCloseTo(exercised.close_spot! - exercised.strike, 6);
      // A loss is red with its minus sign, a gain green with its plus.
      const pnlCell = rows.nth(1).locator('td').nth(12);
      const color = await pnlCell.locator('span').first().getAttribute('data-accent-color');
      if (Math.abs(closedEarly.pnl) >= 0.005) expect(color).toBe(closedEarly.pnl > 0 ? 'green' : 'red');
      await screenshot(page, 'options-blotter-tab');
    } finally {
      await context.close();
    }
  }, 120_000);

  it("shows the trainer the player's open options marked, the written put's collateral and the closed ones, read only", async () => {
    const { page, context } = await browser.newPage({ width: 1600, height: 1000 });
    try {
      await signIn(page, 'trainer');
      await page.waitForURL('**/dashboard');
      await page.goto(`/session/${sessionId}/overview`);
      await page.getByRole('row').filter({ hasText: USER }).getByRole('button', { name: 'Details' }).click();
      const modal = page.getByRole('dialog', { name: USER });
      await modal.getByRole('tab', { name: 'Options' }).click();
      const active = modal.locator(`[aria-label="Player's active options contracts"]`);
      await expect.poll(() => active.locator('tbody tr[data-contract-id]').count()).toBe(2);
      const [calls, put] = open as [OptionContractView, OptionContractView];
      const callRow = (await active.locator(`tr[data-contract-id="${calls.id}"]`).innerText()).replace(/\s+/g, ' ');
      expect(callRow).toContain(`${calls.asset_name} USD Buy Call ${strike(calls.strike)} ${calls.expiration_date}`);
      expect(callRow).toContain(`2 ${money(calls.premium)} ${price(calls.open_price)}`);
      // Marked at the quote of the moment: bid / ask, the spot, and the bought side's PnL at the bid.
      const [mark] = ((await api<OptionContractView[]>(`/api/players/${calls.player_id}/get_options_contracts`, trainer, { session_id: sessionId })).filter((c) => c.id === calls.id)) as [OptionContractView];
      expect(callRow).toContain(`${price(mark.current_bid)} / ${price(mark.current_ask)} ${price(mark.underlying_spot)}`);
      expect(callRow).toContain(signed(mark.overall_pnl));
      const putRow = (await active.locator(`tr[data-contract-id="${put.id}"]`).innerText()).replace(/\s+/g, ' ');
      expect(putRow).toContain(`${put.asset_name} USD Sell Put ${strike(put.strike)}`);
      expect(putRow).toContain(`1 ${money(put.premium)} ${price(put.open_price)}`);
      expect(put.collateral).toBeGreaterThan(0);
      expect(putRow).toContain(money(put.collateral));
      // Net premiums: the calls' premium paid, the put's received.
      const totals = modal.getByTestId('options-totals-USD');
      expect((await totals.innerText()).replace(/\s+/g, ' ')).toContain(`Net premiums (USD) ${signed(put.premium - calls.premium)}`);
      expect((await totals.innerText()).replace(/\s+/g, ' ')).toContain('Active contracts 2');
      const closed = modal.locator(`[aria-label="Player's closed options contracts"] tbody tr[data-contract-id]`);
      await expect.poll(() => closed.count()).toBe(2);
      const exercisedRow = (await closed.first().innerText()).replace(/\s+/g, ' ');
      expect(exercisedRow).toMatch(new RegExp(`^${exercised.asset_name} USD Buy Call ${money(exercised.premium)} ${strike(exercised.strike)} `));
      expect(exercisedRow).toContain(`${signed(exercised.overall_pnl)} Exercised`);
      // Read only: nothing to trade, close or exercise.
      await expect(modal.getByRole('button', { name: /Exercise|Close contract|Sell to close|Buy to close/ }).count()).resolves.toBe(0);
      await screenshot(page, 'options-trainer-view');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('offers the option assets under Options with their underlying while a session is created', async () => {
    const created = await api<{ id: number }>('/api/sessions/', trainer, { klass_id: klassId, scenario_type: 0 });
    const { page, context } = await browser.newPage({ width: 1440, height: 900 });
    try {
      await signIn(page, 'trainer');
      await page.waitForURL('**/dashboard');
      await page.goto(`/session/${created.id}`);
      await page.getByRole('link', { name: 'Session Settings' }).click();
      const instruments = page.getByRole('region', { name: 'Session Instruments' });
      await instruments.getByRole('combobox', { name: 'Instrument family' }).click();
      await page.getByRole('option', { name: 'Options', exact: true }).click();
      const row = instruments.getByRole('row').filter({ hasText: 'MSFT options' });
      await row.waitFor();
      expect((await row.innerText()).replace(/\s+/g, ' ')).toContain(`MSFT options MSFT OPT on ${underlyingName} (MSFT)`);
      expect(await row.innerText()).toContain('Option');
      // Searching the underlying's name finds its options.
      await instruments.getByLabel('Search instruments').fill(underlyingName);
      await row.getByRole('checkbox', { name: 'Select MSFT options' }).click();
      await instruments.getByText('Finish saving your instrument selection.').waitFor();
      await screenshot(page, 'options-session-instruments');
    } finally {
      await context.close();
    }
  }, 120_000);
});
