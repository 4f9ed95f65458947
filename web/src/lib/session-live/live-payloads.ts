/**
 * Schemas of the session channel's payloads that domain/live-events.ts checks only loosely (the
 * session record, passed_time): the reducer
 * parses them here before it reads them, and leaves out what does not match, instead of casting.
 *
 * Relative imports only: the domain unit tests load this file in plain Node, without the
 * app's path aliases.
 */
import { z } from 'zod';
import type { SessionView } from '../../../../domain/session/session-record';

const int = z.number().int();

/**
 * The session record (`fetch_session`, the snapshot, `session_updated`, `historical_step_updated`):
 * the server's `sessionView`. The fields the screens decide on are checked; the rest is the
 * server's settings, passed through as the record carries them.
 */
const sessionRecordFields = z.looseObject({
  id: int,
  status: int,
  scenario_type: int,
  risk_approach: int,
  period: int,
  reporting_currency: z.string(),
  currently_passing_time: z.boolean(),
});
export const sessionRecordSchema = z.custom<SessionView>((value) => sessionRecordFields.safeParse(value).success);

/** `passed_time`: where the historical clock stands after a period passed. */
export const passedTimeSchema = z.object({
  period: int.optional(),
  scenario_date: z.string().optional(),
  elapsed_days: z.number().optional(),
  remaining_simulated_days: z.number().optional(),
  remaining_session_time: z.number().nullable().optional(),
});
