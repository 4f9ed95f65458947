/**
 * An instrument before its first trading day (issue 26): in a spring 2020 session Solana
 * (listed 2020-04-10) shows 'Not listed yet' in Markets and its ticket takes no order, on a
 * laptop and on a phone; the trainer's instrument list of a 2019 session says when it lists
 * and does not let it be chosen.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { NOT_LISTED_YET } from '../../domain/market/instrument';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { api, signInAsPerson } from './setup/session-api';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

type Asset = { id: number; ric: string; name: string; ticker: string };

async function trainerSession(period: { start_date: string; end_date: string }, rics: string[] | null) {
  const { access } = await api<{ access: string }>('/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD });
  const klassId = (await api<{ id: number; name: string }[]>('/api/klasses/', access)).find((k) => k.name === DEMO_CLASS_NAME)!.id;
  const assets = await api<Asset[]>('/api/underlying_assets/?resourcetype=Crypto', access);
  const created = await api<{ id: number }>('/api/sessions/', access, { klass_id: klassId, scenario_type: 1, ...period, frequency: 5, historical_sleep_time: 600 });
  if (rics) {
    await api(`/api/sessions/${created.id}/update_underlying_assets/`, access, { underlying_assets: assets.filter((a) => rics.includes(a.ric)).map((a) => a.id) });
    await api(`/api/sessions/${created.id}/play_pause/`, access, { current_status: 3 });
    await api(`/api/sessions/${created.id}/play_pause/`, access, { current_status: 0 });
  }
  return { id: created.id, assets };
}

suite('an instrument before its first trading day', () => {
  const browser = useBrowser();

  it('shows Not listed yet in Markets and a ticket that takes no order, at laptop and phone widths', async () => {
    const { id } = await trainerSession({ start_date: '2020-04-06', end_date: '2020-05-29' }, ['BTC=', 'SOL=']);
    for (const [width, height, name] of [
      [1280, 800, 'laptop'],
      [390, 844, 'phone'],
    ] as const) {
      const { page, context } = await browser.newPage({ width, height });
      try {
        await signInAsPerson(page, 'trainee5', 'Trader 5');
        await page.goto(`/session/${id}/markets`);
        await page.getByRole('tab', { name: /Crypto/ }).click();
        // A row of the table on a laptop, a card on a phone.
        const sol = page.locator('tr[data-ric="SOL="]:visible, [data-instrument-card="SOL="]:visible');
        await sol.getByText(NOT_LISTED_YET).waitFor();
        await expect(page.locator('tr[data-ric="BTC="]:visible, [data-instrument-card="BTC="]:visible').getByText(NOT_LISTED_YET).count()).resolves.toBe(0);
        await sol.getByRole('button', { name: /^Trade / }).click();
        const ticket = page.getByRole('dialog', { name: /^Order · / });
        await ticket.getByText(`${NOT_LISTED_YET}: it has no price and takes no order before its first trading day.`).waitFor();
        await expect(ticket.getByRole('button', { name: 'Place Order' }).isDisabled()).resolves.toBe(true);
        await screenshot(page, `listing-not-listed-yet-${name}`);
      } finally {
        await context.close();
      }
    }
  });

  it('tells the trainer of a 2019 session that Solana lists only in 2020, and does not let it be chosen', async () => {
    const { id, assets } = await trainerSession({ start_date: '2019-01-02', end_date: '2019-06-28' }, null);
    const solana = assets.find((a) => a.ric === 'SOL=')!;
    const { page, context } = await browser.newPage({ width: 1280, height: 800 });
    try {
      await signIn(page, 'trainer');
      await page.waitForURL('**/dashboard');
      await page.goto(`/session/${id}`);
      await page.getByRole('link', { name: 'Session Settings' }).click();
      const instruments = page.getByRole('region', { name: 'Session Instruments' });
      await instruments.getByLabel('Search instruments').fill(solana.ticker);
      await instruments.getByText('Listed from 2020-04-10, after this session’s last day').waitFor();
      const box = instruments.getByRole('checkbox', { name: `${solana.name} is listed only from 2020-04-10, after this session's last day` });
      await expect(box.isDisabled()).resolves.toBe(true);
      await instruments.getByLabel('Search instruments').fill('ETH');
      await instruments.getByText('Listed from 2015-08-07').waitFor();
      await screenshot(page, 'listing-console-eth');
    } finally {
      await context.close();
    }
  });
});
