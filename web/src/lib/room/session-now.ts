import { ScenarioType } from '@domain/enums';
import type { SessionView } from '@domain/session/session-record';

/**
 * The session's time now, for the terms a contract opened now would get: the scenario date's
 * close in a historical session, the clock in real time.
 */
export function sessionNow(session: SessionView | null): number {
  if (session?.scenario_type === ScenarioType.Historical && session.scenario_date) return Date.parse(`${session.scenario_date}T21:00:00Z`);
  return Date.now();
}
