/**
 * A trainer manages the trainees of their own class from the Members dialog (issue #13): adds
 * one with a generated password (shown once, it signs in), resets another's (the new password
 * signs in, the old one no longer), removes one (asked first; gone from the dialog and from
 * GET /api/klasses/). Any signed-in user changes their own password from the user menu.
 * The demo class and its trainees are left alone: this file works on classes it creates.
 * Screenshots at 1280×800 land in test-results/screens/trainer-members*.png and change-password*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE } from '../../domain/people/usernames';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

type Json = Record<string, unknown>;
type Credential = { username: string; password: string; role: string };
type Klass = { id: number; name: string; trainer: { username: string }; trainees: { id: number; username: string }[] };

async function api(base: string, method: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

async function signInStatus(base: string, username: string, password: string): Promise<number> {
  return (await api(base, 'POST', '/api/auth/get_token/', null, { username, password })).status;
}

async function tokenOf(base: string, username: string, password = 'demo1234'): Promise<string> {
  return (await api(base, 'POST', '/api/auth/get_token/', null, { username, password })).body.access as string;
}

async function klassNamed(base: string, token: string, name: string): Promise<Klass | undefined> {
  return ((await api(base, 'GET', '/api/klasses/', token)).body as unknown as Klass[]).find((k) => k.name === name);
}

/** The rows of the credentials dialog: [username, password, role]. */
async function shownCredentials(page: Page): Promise<string[][]> {
  const table = page.getByLabel('New credentials', { exact: true });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

suite('trainer: members of their class; anyone: their own password', () => {
  const browser = useBrowser();

  it('adds a trainee with a generated password, resets a password and removes a trainee', async () => {
    const base = browser.baseUrl();
    const trainer = await tokenOf(base, 'trainer');
    const name = 'Members Class';
    const created = await api(base, 'POST', '/api/klasses/', trainer, { name, trainer_username: 'trainer', trainee_usernames: ['mempupil1', 'mempupil2'] });
    expect(created.status).toBe(201);
    const klassId = (created.body.klass as Klass).id;
    const first = (created.body.credentials as Credential[]).find((c) => c.username === 'mempupil1')!;

    const { page, context } = await browser.newPage();
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByLabel('Classes', { exact: true }).getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Members' }).click();
    const dialog = page.getByRole('dialog', { name: `Members of ${name}` });
    const trainees = dialog.getByLabel(`Trainees of ${name}`, { exact: true });
    await trainees.getByText('mempupil2').waitFor();

    // Add: a typed password shorter than the rule is refused here; empty, it is generated.
    const add = dialog.getByRole('form', { name: 'Add trainee' });
    await add.getByLabel('Username', { exact: true }).fill(' mempupil3 ');
    await add.getByLabel('Password', { exact: true }).fill('short');
    await add.getByRole('button', { name: 'Add trainee' }).click();
    await add.getByText(PASSWORD_MESSAGE).waitFor();
    await add.getByLabel('Password', { exact: true }).fill('');
    await add.getByRole('button', { name: 'Add trainee' }).click();
    const added = await shownCredentials(page);
    expect(added.map((r) => r[0])).toEqual(['mempupil3']);
    expect(await signInStatus(base, 'mempupil3', added[0]![1]!)).toBe(200);
    await page.getByText('Successful operation').first().waitFor();
    await page.getByRole('dialog', { name: 'New trainee — mempupil3' }).getByRole('button', { name: 'Close' }).click();
    await trainees.getByText('mempupil3').waitFor();
    await dialog.getByText('3 trainees').waitFor();

    // Reset: asked first, the new password shown once; the old one stops working.
    await trainees.getByRole('button', { name: 'Reset password of mempupil1' }).click();
    await page.getByRole('alertdialog').getByText('mempupil1 gets a new generated password').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
    const reset = await shownCredentials(page);
    expect(reset.map((r) => [r[0], r[2]])).toEqual([['mempupil1', 'trainee']]);
    expect(reset[0]![1]).not.toBe(first.password);
    expect(await signInStatus(base, 'mempupil1', reset[0]![1]!)).toBe(200);
    expect(await signInStatus(base, 'mempupil1', first.password)).toBe(401);
    await page.getByRole('dialog', { name: 'New password — mempupil1' }).getByRole('button', { name: 'Close' }).click();

    // Remove: 'Sure to delete?' first, saying what stays; Cancel changes nothing.
    await trainees.getByRole('button', { name: 'Remove mempupil2 from class' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('Sure to delete?').waitFor();
    await ask.getByText('Their account and the books of their finished sessions stay.').waitFor();
    await screenshot(page, 'trainer-members-remove-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await klassNamed(base, trainer, name))?.trainees.map((t) => t.username)).toContain('mempupil2');
    await trainees.getByRole('button', { name: 'Remove mempupil2 from class' }).click();
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => trainees.getByText('mempupil2').count()).toBe(0);
    await dialog.getByText('2 trainees').waitFor();
    expect((await klassNamed(base, trainer, name))?.trainees.map((t) => t.username).sort()).toEqual(['mempupil1', 'mempupil3']);
    // The account stays.
    expect(await signInStatus(base, 'mempupil2', (created.body.credentials as Credential[]).find((c) => c.username === 'mempupil2')!.password)).toBe(200);
    await screenshot(page, 'trainer-members');
    await context.close();

    // Leave the trainer's dashboard as other files expect it (Demo Class newest): the class goes.
    expect((await api(base, 'DELETE', `/api/klasses/delete_klass/?klass_id=${klassId}`, trainer)).status).toBe(200);
  });

  it('changes their own password from the user menu and signs in with it', async () => {
    const base = browser.baseUrl();
    const admin = await tokenOf(base, 'admin');
    // A fresh trainer, so the demo trainer keeps demo1234.
    const made = await api(base, 'POST', '/api/klasses/', admin, { name: 'Password Class', trainer_username: 'pwdcoach', trainer_password: 'Coach-pass-1' });
    expect(made.status).toBe(201);

    const { page, context } = await browser.newPage();
    await signIn(page, 'pwdcoach', 'Coach-pass-1');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'pwdcoach' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').waitFor();
    // The rules first (in the dialog), then the server's refusal of a wrong current password.
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm new password').fill('other');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText(PASSWORD_MESSAGE).waitFor();
    await dialog.getByText('The passwords differ').waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill('Coach-pass-2');
    await dialog.getByLabel('Confirm new password').fill('Coach-pass-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The current password is not right').waitFor();
    expect(await signInStatus(base, 'pwdcoach', 'Coach-pass-1')).toBe(200);
    await screenshot(page, 'change-password-refused');

    await dialog.getByLabel('Current password').fill('Coach-pass-1');
    await screenshot(page, 'change-password');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Successful operation').first().waitFor();
    expect(await signInStatus(base, 'pwdcoach', 'Coach-pass-1')).toBe(401);
    await context.close();

    // Signs in with the new password through the sign-in page.
    const again = await browser.newPage();
    await signIn(again.page, 'pwdcoach', 'Coach-pass-2');
    await again.page.waitForURL('**/dashboard');
    await again.page.getByText('Password Class').first().waitFor();
    await again.context.close();
  });
});
