/**
 * What the trainee-side browser tests share: the API called as a user (to arrange a session or
 * check what the screen shows against the server) and signing in as a person of the team.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { signIn } from './browser';

/** A JSON call to the tests' server; a non-2xx answer fails the test with its text. */
export async function api<T>(path: string, token: string | null, json?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in and answers the person picker (spec 001 §2: required until a person is chosen). */
export async function signInAsPerson(page: Page, username: string, person: string): Promise<void> {
  await signIn(page, username);
  await page.waitForURL('**/dashboard');
  const picker = page.getByRole('dialog', { name: 'Who is trading?' });
  await picker.getByRole('button', { name: person }).click();
  await picker.waitFor({ state: 'hidden' });
}

/**
 * Moves a session's clock to `ms` and runs what is due then (a historical period, a tick), through
 * the tests' own `/api/_test` route: a test steps the session instead of waiting for it. From then
 * on the session's time is the test's (its real alarm stays an hour away).
 */
export async function advanceSession(sessionId: number, ms: number): Promise<void> {
  await api(`/api/_test/sessions/${sessionId}/advance/`, null, { ms });
}

/** Runs a running historical session's next period now, as its timer would after its pass time. */
export async function nextPeriod(sessionId: number): Promise<void> {
  await api(`/api/_test/sessions/${sessionId}/next_period/`, null, {});
}
