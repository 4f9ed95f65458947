/**
 * The administrator's dashboard (issue #13): the menu and its screens, a class created by the
 * form and by CSV (a file with one bad line refused whole, its line shown, nothing created),
 * a trainer's New class with generated trainees and the credentials CSV, and a clone from the
 * sessions list into a new class that keeps an edited limit. Screenshots of every screen at
 * 1280×800 land in test-results/screens/admin-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AssetClass } from '../../domain/enums';
import { STATUS_MESSAGES } from '../../domain/session/status-machine';
import { SKIP_REASON, hasChromium, screenshot, signIn, useBrowser } from './setup/browser';
import { HISTORICAL_SESSION_ID } from './setup/fixtures';

const suite = hasChromium ? describe : describe.skip;
if (!hasChromium) console.warn(SKIP_REASON);

type Json = Record<string, unknown>;
type Klass = { id: number; name: string; trainer: { username: string }; trainees: { username: string }[] };

async function api(base: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function signInStatus(base: string, username: string, password: string): Promise<number> {
  return (await api(base, '/api/auth/get_token/', null, { username, password })).status;
}

async function tokenOf(base: string, username: string): Promise<string> {
  return (await api(base, '/api/auth/get_token/', null, { username, password: 'demo1234' })).body.access as string;
}

async function klasses(base: string, token: string): Promise<Klass[]> {
  return (await api(base, '/api/klasses/', token)).body as unknown as Klass[];
}

/** The rows of the credentials dialog: [username, password, role]. */
async function shownCredentials(page: Page): Promise<string[][]> {
  const table = page.getByLabel('New credentials', { exact: true });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

async function chooseFile(page: Page, label: string, name: string, text: string): Promise<void> {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

suite('admin dashboard: people, classes and the sessions list', () => {
  const browser = useBrowser();

  it('lands on data, shows the menu, and creates a class by the form with the credentials once', async () => {
    const base = browser.baseUrl();
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard/data');
    const menu = page.getByRole('navigation', { name: 'Admin dashboard' });
    for (const item of ['Data', 'Users', 'Trainers', 'Sessions', 'Errors']) await menu.getByRole('link', { name: item }).waitFor();
    expect(await menu.getByRole('link', { name: /Market history|Commands|Initial portfolio/i }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Index Funds' }).waitFor();
    await page.getByLabel('Index funds', { exact: true }).locator('tbody tr').first().waitFor();
    // A refused history file lists its errors by line; nothing is imported.
    await chooseFile(page, 'Index fund history file', 'history.csv', 'timestamp,close,ric,delete_prev_data\n06-28-2022,-5,.SPX,false\n');
    await page.getByRole('region', { name: 'Upload index fund history' }).getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Line 2: close must be a positive number').waitFor();
    await screenshot(page, 'admin-data');
    // Unknown dashboard paths go to data.
    await page.goto('/dashboard/nowhere');
    await page.waitForURL('**/dashboard/data');

    await menu.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/dashboard/users');
    await page.getByLabel('All classes', { exact: true }).getByText('Demo Class').waitFor();
    await screenshot(page, 'admin-users');

    const form = page.getByRole('form', { name: 'Create class' });
    await form.getByRole('button', { name: 'Create class' }).click();
    expect(await form.getByText('Required').count()).toBeGreaterThanOrEqual(2);
    // An existing trainer needs no password; a new one does.
    await form.getByLabel('Trainer name').fill('trainer');
    await form.getByText('Existing', { exact: true }).waitFor();
    expect(await form.getByLabel('Trainer password').count()).toBe(0);
    await form.getByLabel('Class name').fill('  Form Class  ');
    await form.getByLabel('Trainer name').fill(' formcoach ');
    await form.getByLabel('Trainer password').fill('Coach-pass-1');
    await form.getByLabel('Trainee names').fill('  formpupil1 \n formpupil2,formpupil3  ');
    await form.getByText('3 trainees').waitFor();
    await form.getByRole('button', { name: 'Create class' }).click();

    const rows = await shownCredentials(page);
    expect(rows.map((r) => r[0]).sort()).toEqual(['formcoach', 'formpupil1', 'formpupil2', 'formpupil3']);
    await page.getByText('Successful operation').first().waitFor();
    await screenshot(page, 'admin-users-credentials');
    const pupil = rows.find((r) => r[0] === 'formpupil2')!;
    expect(await signInStatus(base, 'formpupil2', pupil[1]!)).toBe(200);
    expect(await signInStatus(base, 'formcoach', 'Coach-pass-1')).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    const table = page.getByLabel('All classes', { exact: true });
    const row = table.getByRole('row').filter({ hasText: 'Form Class' });
    await row.getByText('formcoach').waitFor();
    await row.getByRole('button', { name: 'Trainees of Form Class' }).click();
    await table.getByRole('list', { name: 'Trainees of class Form Class' }).getByText('formpupil3').waitFor();

    // Delete a trainee: asked first.
    await table.getByRole('button', { name: 'Delete trainee formpupil3' }).click();
    await page.getByRole('alertdialog').getByText('Sure to delete?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await klasses(base, await tokenOf(base, 'admin'))).find((k) => k.name === 'Form Class')?.trainees.length).toBe(2);

    // A class with sessions cannot be deleted: its button is disabled and says why.
    const demoDelete = table.getByRole('row').filter({ hasText: 'Demo Class' }).getByRole('button', { name: 'Delete class Demo Class' });
    expect(await demoDelete.isDisabled()).toBe(true);
    await table.getByRole('row').filter({ hasText: 'Demo Class' }).getByLabel('A class with sessions cannot be deleted').hover();
    await page.getByRole('tooltip').getByText('A class with sessions cannot be deleted').first().waitFor();

    // Add a user to the class, the password generated and shown once.
    const add = page.getByRole('form', { name: 'Add user to class' });
    await add.getByLabel('Username').fill(' addedpupil ');
    await add.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: /^Form Class/ }).click();
    await add.getByRole('button', { name: 'Add user' }).click();
    const added = await shownCredentials(page);
    expect(added.map((r) => r[0])).toEqual(['addedpupil']);
    expect(await signInStatus(base, 'addedpupil', added[0]![1]!)).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await klasses(base, await tokenOf(base, 'admin'))).find((k) => k.name === 'Form Class')?.trainees.map((t) => t.username)).toContain('addedpupil');
    await context.close();
  });

  it('refuses a class CSV with one bad line (line shown, nothing created), then creates from a good one', async () => {
    const base = browser.baseUrl();
    const admin = await tokenOf(base, 'admin');
    const before = await klasses(base, admin);
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard/data');
    await page.goto('/dashboard/users');
    const upload = page.getByRole('region', { name: 'Upload class CSV' });
    const header = 'klass_name,trainer,trainer_pass,user_pass,users,persons';
    const good = 'CSV Desk,csvcoach,Coach-pass-2,Pupil-pass-2,csvpupil1 csvpupil2,Ann Lee|Al Lee;Bob Stone';
    await chooseFile(page, 'Class CSV file', 'bad.csv', `${header}\n${good}\n,csvcoach,,,csvpupil3,\n`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('The file has errors: nothing was created').waitFor();
    const errors = upload.getByLabel('Errors by line', { exact: true });
    await errors.getByRole('cell', { name: '3', exact: true }).waitFor();
    await screenshot(page, 'admin-users-csv-errors');
    expect((await klasses(base, admin)).map((k) => k.id).sort()).toEqual(before.map((k) => k.id).sort());
    expect(await signInStatus(base, 'csvpupil1', 'Pupil-pass-2')).toBe(401);

    await chooseFile(page, 'Class CSV file', 'good.csv', `${header}\n${good}\n`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    const rows = await shownCredentials(page);
    expect(rows.map((r) => r[0]).sort()).toEqual(['csvcoach', 'csvpupil1', 'csvpupil2']);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('All classes', { exact: true }).getByText('CSV Desk').waitFor();
    expect(await signInStatus(base, 'csvpupil1', 'Pupil-pass-2')).toBe(200);
    await context.close();
  });

  it('lists trainers with their classes and sets a password', async () => {
    const base = browser.baseUrl();
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard/data');
    await page.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Trainers' }).click();
    const table = page.getByLabel('Trainers list', { exact: true });
    const row = table.getByRole('row').filter({ hasText: 'formcoach' });
    await row.getByText('Form Class').waitFor();
    await table.getByRole('row').filter({ hasText: 'Demo Class' }).waitFor();
    await screenshot(page, 'admin-trainers');
    await row.getByRole('button', { name: 'Set password of formcoach' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New password').fill('Coach-pass-9');
    await dialog.getByLabel('Repeat password').fill('Coach-pass-9');
    await screenshot(page, 'admin-trainers-set-password');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await signInStatus(base, 'formcoach', 'Coach-pass-9')).toBe(200);
    await context.close();
  });

  it("creates a trainer's New class with generated trainees and downloads their credentials", async () => {
    const base = browser.baseUrl();
    const { page, context } = await browser.newPage();
    await signIn(page, 'trainer');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'New class' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Class name').fill('Generated Class');
    await dialog.getByRole('radio', { name: 'Generate names' }).click();
    await dialog.getByLabel('Username prefix').fill('genpupil');
    await dialog.getByLabel('Start number').fill('5');
    await dialog.getByLabel('End number').fill('3');
    await dialog.getByText('The end number must be at least the start number').waitFor();
    await dialog.getByLabel('End number').fill('7');
    await dialog.getByTestId('generated-names-preview').getByText('genpupil5, genpupil6, genpupil7 (3 trainees)').waitFor();
    await screenshot(page, 'trainer-new-class');
    await dialog.getByRole('button', { name: 'Create class' }).click();

    const rows = await shownCredentials(page);
    expect(rows.map((r) => r[0])).toEqual(['genpupil5', 'genpupil6', 'genpupil7']);
    await screenshot(page, 'trainer-new-class-credentials');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('credentials-Generated-Class.csv');
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n');
    expect(csv[0]).toBe('username,password,role');
    expect(csv.slice(1)).toEqual(rows.map((r) => `${r[0]},${r[1]},trainee`));
    expect(await signInStatus(base, 'genpupil6', rows[1]![1]!)).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // The new class is selected on the dashboard.
    await page.getByRole('heading', { name: 'Sessions — Generated Class' }).waitFor();
    const mine = await klasses(base, await tokenOf(base, 'trainer'));
    expect(mine.find((k) => k.name === 'Generated Class')?.trainer.username).toBe('trainer');
    await context.close();
  });

  it('clones a session from the list into a new class, keeping an edited limit', async () => {
    const base = browser.baseUrl();
    const admin = await tokenOf(base, 'admin');
    const source = HISTORICAL_SESSION_ID;
    // Edit a class limit first (as the trainer does in the console).
    const view = (await api(base, `/api/sessions/${source}/fetch_session/`, admin)).body as { asset_class_options: { asset_class: number; pv_limit: number; risk_weight: number }[] };
    const equities = view.asset_class_options.find((o) => o.asset_class === AssetClass.Equities) ?? { asset_class: AssetClass.Equities, pv_limit: 1, risk_weight: 1 };
    const edited = [{ ...equities, pv_limit: 0.37 }, ...view.asset_class_options.filter((o) => o.asset_class !== AssetClass.Equities)];
    expect((await api(base, `/api/sessions/${source}/update_asset_class_options/`, admin, { asset_class_options: edited })).status).toBe(200);
    const sourceTrainees = (await klasses(base, admin)).find((k) => k.name === 'Demo Class')!.trainees.length;

    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard/data');
    await page.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Sessions' }).click();
    const table = page.getByLabel('Sessions list', { exact: true });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Open session ${source}` }) });
    await row.waitFor();
    await page.getByRole('navigation', { name: 'Pages' }).getByText(/^1–\d+ of \d+$/).waitFor();
    await screenshot(page, 'admin-sessions');

    await row.getByRole('button', { name: `Clone session ${source}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Clone class name').fill('Clone Class');
    await dialog.getByLabel('Clone trainer username').fill('clonecoach');
    await dialog.getByLabel('Clone trainee username starting sequence').fill('clonepupil');
    await screenshot(page, 'admin-sessions-clone');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();

    const rows = await shownCredentials(page);
    expect(rows.filter((r) => r[2] === 'trainee').map((r) => r[0])).toEqual(Array.from({ length: sourceTrainees }, (_, i) => `clonepupil${i + 1}`));
    await screenshot(page, 'admin-sessions-clone-credentials');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    const cloneKlass = (await klasses(base, admin)).find((k) => k.name === 'Clone Class')!;
    expect(cloneKlass.trainer.username).toBe('clonecoach');
    const list = (await api(base, '/api/sessions/paginated_list/?page_number=1&page_size=20', admin)).body as { results: { id: number; klass_id: number; status: number }[] };
    const clone = list.results.find((s) => s.klass_id === cloneKlass.id)!;
    expect(clone.status).toBe(3);
    // The list shows the clone, newest first.
    await table.getByRole('link', { name: `Open session ${clone.id}` }).waitFor();
    expect(list.results[0]!.id).toBe(clone.id);
    const cloned = (await api(base, `/api/sessions/${clone.id}/fetch_session/`, admin)).body as typeof view;
    expect(cloned.asset_class_options.find((o) => o.asset_class === AssetClass.Equities)?.pv_limit).toBe(0.37);

    // Row rules: a session being created can be deleted but not ended; ask before deleting.
    const cloneRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Open session ${clone.id}` }) });
    expect(await cloneRow.getByRole('button', { name: `End session ${clone.id}` }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: `Delete session ${source}` }).isDisabled()).toBe(true);
    // A disabled action says why.
    await cloneRow.getByLabel(STATUS_MESSAGES.cannotFinishCreating).hover();
    await page.getByRole('tooltip').getByText(STATUS_MESSAGES.cannotFinishCreating).first().waitFor();
    await screenshot(page, 'admin-sessions-disabled-reason');
    await cloneRow.getByRole('button', { name: `Delete session ${clone.id}` }).click();
    await page.getByRole('alertdialog').getByText('Sure to delete?').waitFor();
    await screenshot(page, 'admin-sessions-delete-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    // Compute reports: off while creating, and on a running session it queues every player's report.
    expect(await cloneRow.getByRole('button', { name: `Compute reports of session ${clone.id}` }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: `Compute reports of session ${source}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Compute reports' }).click();
    await page.getByText(new RegExp(`Session ${source}: \\d+ reports queued for computing`)).waitFor();
    await context.close();
  });
});
