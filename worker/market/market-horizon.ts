/**
 * How far in time a caller may read the market (issue #12 "No look-ahead"). The market is a
 * pure function of time, so a price, history point, detail or news item dated after the
 * caller's horizon would hand them the future:
 * - a trainee reads only within a session they play in (`session_id` required; a session they
 *   are not a player of answers as missing) and never after its time: the scenario date's
 *   close in a historical session, now in real time;
 * - trainers and admins read up to now (a historical session's whole period is in the past,
 *   so they can preview it while setting it up).
 * Nobody reads before the market's first date.
 */
import type { Context } from 'hono';
import { fetchMarketClock } from '../../domain/contracts/reads';
import { sessionIdField } from '../../domain/contracts/fields';
import { UserType } from '../../domain/enums';
import { DAY_MS } from '../../domain/constants';
import { EPOCH_MS, SIMULATION_EPOCH } from '../../domain/market/time-grid';
import { invalid } from '../../domain/refusal';
import type { AppEnv } from '../env';
import { callSession } from '../session/session-calls';

export const SESSION_REQUIRED = 'session_id is required: a trainee reads market data within a session they play in';

/** The latest moment (ms) the caller may read, given the session the request names (if any). */
export async function marketHorizon(c: Context<AppEnv>, sessionId: unknown): Promise<number> {
  const now = Date.now();
  if (c.get('user').user_type !== UserType.Trainee) return now;
  const id = namedSession(sessionId);
  if (id === null) throw invalid(SESSION_REQUIRED, { fields: { session_id: 'required' } });
  const clock = await callSession(c, fetchMarketClock, id, {});
  return Math.min(now, Date.parse(clock.session_time));
}

/** The session a request names, if it names one validly (its model prices the answer: market-data.ts). */
export function namedSession(sessionId: unknown): number | null {
  const id = sessionIdField.safeParse(sessionId);
  return sessionId === undefined || sessionId === null || sessionId === '' || !id.success ? null : id.data;
}

/** The end of today (UTC): a date later than this is refused, not clamped (bounded work). */
export function endOfToday(now = Date.now()): number {
  return Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - 1;
}

/** Refuses a moment outside the market's first date and today. */
export function requireMarketDate(ms: number, label: string): void {
  if (!Number.isFinite(ms)) throw invalid(`${label} is not a date`);
  if (ms < EPOCH_MS) throw invalid(`${label} is before the market's first date, ${SIMULATION_EPOCH}`);
  if (ms > endOfToday()) throw invalid(`${label} is after today: the market has no data for future dates`);
}
