/**
 * Options in the browser (issue 17, spec 001 §2 "Options", §5, §9; banking.md §6): a trainee opens
 * the Options route (its menu entry shows in a session holding an option asset), sees the chain of
 * the option asset (calls left, strike and % ATM in the middle, puts right, the ATM strike
 * highlighted) with the ATM IV card and the charts, is told 'Please re-select desired contract'
 * before picking one, buys 2 ATM calls by clicking the ask (the trade card shows the ask, the
 * premium 100 × ask × 2 and +200 shares), sees them in Positions with the total premiums, and
 * sells them back at the bid after a confirmation saying what it receives. A historical session of
 * its own: the spot holds for the period, so the fills are at the quotes the screen showed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import type { OptionAssetChain, OptionsInstrument } from '../../domain/contracts/options';
import { formatNumber } from '../../domain/format';
import { SKIP_REASON, hasChromium, screenshot, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

const USER = 'trainee3';
const PERSON = 'Trader 3';
const UNDERLYING = 'AAPL.O';
const OPTIONS = 'AAPL.O-OPT';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Asset = { id: number; ric: string; resourcetype: string };

/** As the screens print them. */
const money = (v: number) => `USD ${formatNumber(v, { decimals: 2, mode: 'halfEven' })}`;
const price = (v: number) => formatNumber(v, { decimals: 2 });
const strikeText = (v: number) => formatNumber(v, { decimals: 2, minDecimals: 0, grouping: false });

suite('options: chain, trade card, positions', () => {
  const browser = useBrowser();
  let trainee = '';
  let sessionId = 0;

  beforeAll(async () => {
    const { access: trainer } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
    ({ access: trainee } = await api<{ access: string }>('/api/auth/get_token/', null, { username: USER, password: DEMO_PASSWORD }));
    const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', trainer)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
    const assets = await api<Asset[]>('/api/underlying_assets/', trainer);
    const ids = assets.filter((a) => a.ric === UNDERLYING || a.ric === OPTIONS).map((a) => a.id);
    expect(ids).toHaveLength(2);
    // Ten minutes a period: the session stays on its first quote date while the test runs.
    const session = await api<{ id: number }>('/api/sessions/', trainer, { klass_id: klassId, scenario_type: 1, start_date: isoDaysAgo(210), end_date: isoDaysAgo(30), frequency: 5, historical_sleep_time: 600 });
    sessionId = session.id;
    await api(`/api/sessions/${sessionId}/update_underlying_assets/`, trainer, { underlying_assets: ids });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 3 });
    await api(`/api/sessions/${sessionId}/play_pause/`, trainer, { current_status: 0 });
  });

  it('buys calls from the chain, sees them in Positions and closes them', async () => {
    const { page, context } = await browser.newPage({ width: 1440, height: 1000 });
    try {
      await signInAsPerson(page, USER, PERSON);
      await page.goto(`/session/${sessionId}/markets`);
      // The menu offers Options in a session holding an option asset, after Open Orders.
      const menu = page.getByRole('navigation', { name: 'Trading room' });
      await menu.getByRole('link', { name: 'Options' }).click();
      await page.waitForURL(`**/session/${sessionId}/options`);
      const links = await menu.getByRole('link').allInnerTexts();
      expect(links.indexOf('Options')).toBe(links.indexOf('Open Orders') + 1);

      const chains = await api<Record<string, OptionAssetChain>>(`/api/sessions/${sessionId}/fetch_options_chains`, trainee);
      const chain = Object.values(chains).find((c) => c.ric === OPTIONS)!;
      expect(chain).toBeDefined();
      // The screen opens on the first expiry at least three weeks out.
      const i = chain.expiration_days.findIndex((d) => d >= 21);
      const expiration = chain.expiration_dates[i]!;
      const days = chain.expiration_days[i]!;
      const atm = chain.atm_strike;
      const call = chain.contracts.find((r) => r.expiration === expiration && r.strike === atm && r.type_int === 0)!;
      expect(call.ask).toBeGreaterThan(0);
      expect(call.bid).toBeGreaterThan(0);

      // The chain: calls, strike and % ATM, puts; the ATM row highlighted; the expiry in days.
      const table = page.locator(`[aria-label="${chain.name} chain"]`);
      const atmRow = table.locator(`tr[data-strike="${atm}"]`);
      await atmRow.waitFor();
      expect(await atmRow.getAttribute('data-atm')).toBe('true');
      for (const header of ['Calls', 'Puts', 'Strike', '% ATM', 'Delta', 'Volume', 'IV %', 'Bid', 'Ask', 'OI']) {
        expect(await table.getByRole('columnheader', { name: header, exact: true }).count()).toBeGreaterThanOrEqual(1);
      }
      await expect.poll(() => page.getByRole('combobox', { name: 'Expiry' }).innerText()).toBe(`${days} d`);
      expect(await page.getByTestId('option-spot').innerText()).toBe(`${formatNumber(chain.underlying_spot, { decimals: 2 })} USD`);
      expect(await page.getByTestId('atm-iv-card').innerText()).toMatch(/ATM IV % change/);

      // Nothing selected: ordering is refused with the spec's warning.
      const card = page.getByRole('form', { name: 'Option trade' });
      expect(await card.getByTestId('option-blocked').innerText()).toBe('Please re-select desired contract');
      expect(await card.getByRole('button', { name: 'BUY', exact: true }).isDisabled()).toBe(true);

      // Click the ATM call's ask: Buy 2 calls at the ask.
      await table.getByRole('button', { name: `Buy ${strikeText(atm)} call at ${price(call.ask)}` }).click();
      await card.getByLabel('Contracts').fill('2');
      expect(await card.getByTestId('option-contract').innerText()).toContain(`${strikeText(atm)} Call`);
      const premium = Math.round(100 * call.ask * 2 * 100) / 100;
      await expect.poll(() => card.innerText()).toContain(money(premium));
      const text = await card.innerText();
      expect(text).toContain(`Price (ask)\n${price(call.ask)}`);
      expect(text).toContain('+200 shares');
      expect(await card.getByTestId('option-summary').innerText()).toContain(`BUY 2 × ${chain.ticker} ${strikeText(atm)} Call @ ${price(call.ask)}`);
      await page.getByRole('img', { name: /implied volatility by strike/ }).waitFor();
      await screenshot(page, 'options-markets');

      await card.getByRole('button', { name: 'BUY', exact: true }).click();
      await page.getByText('Option bought').first().waitFor();

      // The server holds 2 calls at the ask the card showed, the premium paid.
      const held = await api<OptionsInstrument[]>('/api/players/get_options_instruments', trainee, { session_id: sessionId });
      const active = held.flatMap((h) => h.options_contracts).filter((c) => c.status === 'Active');
      expect(active).toHaveLength(1);
      expect(active[0]).toMatchObject({ transaction: 'Buy', contract_type: 'Call', strike: atm, contracts: 2, open_price: call.ask, premium, equity_equivalent: 200, expiration_date: expiration });

      // Positions: the instrument with its total premiums, the contract with its figures.
      await page.getByRole('tab', { name: 'Positions' }).click();
      const positions = page.locator('[aria-label="Options positions"]');
      const instrumentRow = positions.locator(`tr[data-instrument="${OPTIONS}"]`);
      await expect.poll(() => instrumentRow.innerText()).toContain(`USD -${formatNumber(premium, { decimals: 2 })}`);
      const contractRow = page.locator(`tr[data-contract-id="${active[0]!.id}"]`);
      const rowText = await contractRow.innerText();
      expect(rowText).toMatch(new RegExp(`Buy\\s+Call\\s+${strikeText(atm)}`));
      expect(rowText).toContain(price(call.ask));
      expect(await contractRow.getByRole('button', { name: 'Delta Hedge' }).isDisabled()).toBe(true);
      await screenshot(page, 'options-positions');

      // Sell to close at the bid: the confirmation says what it receives.
      const bid = active[0]!.current_bid!;
      await contractRow.getByRole('button', { name: /^Sell to close/ }).click();
      const confirm = page.getByRole('alertdialog');
      await expect.poll(() => confirm.innerText()).toContain(`you receive ${money(Math.round(100 * bid * 2 * 100) / 100)}`);
      await screenshot(page, 'options-close-confirm');
      await confirm.getByRole('button', { name: 'Sell', exact: true }).click();
      await page.getByText('Option sold').first().waitFor();
      await positions.getByText('No active options contracts.').waitFor();

      const after = await api<OptionsInstrument[]>('/api/players/get_options_instruments', trainee, { session_id: sessionId });
      const closed = after.flatMap((h) => h.options_contracts).find((c) => c.id === active[0]!.id);
      if (closed) {
        expect(closed.status).toBe('Closed early');
        expect(closed.close_price).toBe(bid);
        expect(closed.pnl).toBeCloseTo((bid - call.ask) * 200, 2);
      }
      await screenshot(page, 'options-positions-closed');

      // Back on the chain: a click on the ATM put's bid selects it to write, with the collateral it reserves.
      await page.getByRole('tab', { name: 'Markets' }).click();
      const put = chain.contracts.find((r) => r.expiration === expiration && r.strike === atm && r.type_int === 1)!;
      await table.getByRole('button', { name: `Sell ${strikeText(atm)} put at ${price(put.bid)}` }).click();
      await expect.poll(() => card.getByTestId('option-summary').innerText()).toContain(`SELL 2 × ${chain.ticker} ${strikeText(atm)} Put @ ${price(put.bid)}`);
      // banking.md §6: max(ask + 20 % S − otm, ask + 10 % K) × 100 × contracts, otm = max(0, S − K) for a put.
      const otm = Math.max(0, chain.underlying_spot - atm);
      const collateral = Math.max(put.bid + 0.2 * chain.underlying_spot - otm, put.bid + 0.1 * atm) * 100 * 2;
      const written = await card.innerText();
      expect(written).toContain(`Price (bid)\n${price(put.bid)}`);
      expect(written).toContain('-200 shares');
      expect(written).toContain(`Collateral reserved (estimate)\n${money(Math.round(collateral * 100) / 100)}`);
      await screenshot(page, 'options-write-ticket');
      // The expiry steps forward with Next; the selection of another expiry is dropped.
      await page.getByRole('button', { name: 'Next expiry' }).click();
      await expect.poll(() => page.getByRole('combobox', { name: 'Expiry' }).innerText()).toBe(`${chain.expiration_days[i + 1]} d`);
      expect(await card.getByTestId('option-blocked').innerText()).toBe('Please re-select desired contract');
    } catch (error) {
      await screenshot(page, 'options-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
