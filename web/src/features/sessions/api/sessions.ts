/** `GET /api/sessions/` (optionally of one class) and `GET /api/sessions/{id}/`. */
import type { SessionIndexRow } from '@domain/live-events';
import { apiRequest, meClient, sessionsClient } from '@/lib/api-client';
import type { SessionView } from '@domain/session/session-record';
import { fetchSession } from '@domain/contracts/reads';
import { callSession } from '@/lib/session-call';

export type SessionRow = SessionIndexRow;

export function listSessions(klassId?: number | null): Promise<SessionRow[]> {
  return apiRequest(() => sessionsClient.index.$get({ query: klassId ? { klass_id: String(klassId) } : {} }));
}

export function getSession(id: number): Promise<SessionRow> {
  return apiRequest(() => sessionsClient[':id'].$get({ param: { id: String(id) } }));
}

/** Ids of the caller's classes, whose channels announce new sessions even before the first one. */
export async function myKlassIds(): Promise<number[]> {
  const me = await apiRequest(() => meClient.me.$get());
  return me.klasses.map((k) => k.id);
}

/** The session record from its object (`fetch_session`): settings, clock and status. */
export function fetchSessionView(id: number): Promise<SessionView> {
  return callSession(fetchSession, id);
}
