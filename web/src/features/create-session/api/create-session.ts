/** `POST /api/sessions/`: creates a session (status Creating) for a class. */
import { apiRequest, sessionsClient } from '@/lib/api-client';

export interface CreatedSession {
  id: number;
}

export function createSession(payload: Record<string, unknown>): Promise<CreatedSession> {
  return apiRequest(() => sessionsClient.index.$post({ json: payload } as never)) as Promise<CreatedSession>;
}
