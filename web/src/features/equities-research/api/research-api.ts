/**
 * The reads and writes of equities research (spec 002 §7): the session's equities with their
 * valuation figures, the player's dividends, and the player's correlation matrix. Each names the
 * session; the server answers at the session's time and only to its players and staff.
 */
import { playerDividends, sessionEquities, type PlayerDividends, type SessionEquities } from '@domain/contracts/equities-research';
import { getCorrelationValues, getLastCorrelationMatrix, saveCorrelationMatrix, type CorrelationField, type CorrelationMatrix, type CorrelationValue } from '@domain/contracts/correlation';
import { callSession } from '@/lib/session-call';

export function fetchSessionEquities(sessionId: number): Promise<SessionEquities> {
  return callSession(sessionEquities, sessionId, {}, { notify: false });
}

export function fetchPlayerDividends(sessionId: number): Promise<PlayerDividends> {
  return callSession(playerDividends, sessionId, {}, { notify: false });
}

export function fetchLastMatrix(sessionId: number): Promise<CorrelationMatrix | null> {
  return callSession(getLastCorrelationMatrix, sessionId, {}, { notify: false });
}

/** Saves the rows as the player's matrix and queues its pairs (every one pending). */
export function saveMatrix(sessionId: number, fields: CorrelationField[]): Promise<CorrelationMatrix> {
  return callSession(saveCorrelationMatrix, sessionId, { correlation_fields: fields });
}

export function fetchMatrixValues(sessionId: number, rows: string[], columns: string[]): Promise<CorrelationValue[]> {
  return callSession(getCorrelationValues, sessionId, { rows, columns }, { notify: false });
}
