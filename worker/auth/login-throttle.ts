/**
 * Growing delay after failed sign-ins, counted per (username, client address) so that
 * nobody elsewhere can lock a classmate out by typing their name. The first few failures
 * are free; after that each one doubles the wait, capped at a minute so a mistyped
 * password never turns into a lockout. A success clears the count.
 */
import type { Env } from '../env';

const FREE_FAILURES = 3;
const BASE_DELAY_SECONDS = 2;
const MAX_DELAY_SECONDS = 60;
/** A count older than this is forgotten. */
const FORGET_AFTER_SECONDS = 15 * 60;

export function throttleKey(username: string, clientAddress: string): string {
  return `${username.toLowerCase()}|${clientAddress}`;
}

export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Seconds the caller must still wait, or 0. */
export async function secondsBlocked(env: Env, key: string, now = Date.now()): Promise<number> {
  const row = await env.DB.prepare('SELECT blocked_until FROM login_throttle WHERE key = ?')
    .bind(key)
    .first<{ blocked_until: number }>();
  if (!row || row.blocked_until <= now) return 0;
  return Math.ceil((row.blocked_until - now) / 1000);
}

export async function recordFailure(env: Env, key: string, now = Date.now()): Promise<void> {
  const row = await env.DB.prepare('SELECT failures, updated_at FROM login_throttle WHERE key = ?')
    .bind(key)
    .first<{ failures: number; updated_at: number }>();
  const stale = !row || now - row.updated_at > FORGET_AFTER_SECONDS * 1000;
  const failures = (stale ? 0 : row.failures) + 1;
  const blockedUntil = now + delayAfter(failures) * 1000;
  await env.DB.prepare(
    `INSERT INTO login_throttle (key, failures, blocked_until, updated_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT(key) DO UPDATE SET failures = ?2, blocked_until = ?3, updated_at = ?4`,
  )
    .bind(key, failures, blockedUntil, now)
    .run();
}

export async function clearFailures(env: Env, key: string): Promise<void> {
  await env.DB.prepare('DELETE FROM login_throttle WHERE key = ?').bind(key).run();
}
