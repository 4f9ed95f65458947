/**
 * Fuzz cases of the admin's error reports.
 */
import { env } from 'cloudflare:workers';
import { T0, type RouteCase } from './world';

/** Routes that are not session calls: a valid request each, by route. */
export const routeCases: Record<string, RouteCase> = {
  'POST /api/errors/mark_error_as_seen': {
    token: 'admin',
    // An execution error as the session object reports it (tests/worker/error-monitoring.test.ts makes real ones).
    valid: async (w) => {
      const row = await env.DB.prepare(
        "INSERT INTO execution_errors (session_id, local_id, order_id, player_id, player_name, ric, message, at, reported_at) VALUES (?, ?, 1, 1, 'p', 'AAPL.O', 'Cannot buy past limit', ?, ?) RETURNING id",
      )
        .bind(w.sessionId, Math.floor(Math.random() * 1e9), T0, T0)
        .first<{ id: number }>();
      return { body: { id: row!.id } };
    },
  },
  'POST /api/errors/get_players_with_differences': { token: 'admin', valid: async () => ({ body: { difference: 50_000 } }) },
};
