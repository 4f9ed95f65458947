/**
 * Fuzz cases of the session settings calls.
 */
import { HISTORICAL_BODY, freshSession, type ContractCase } from './world';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'settings.update_period_length': async (w) => ({ sessionId: (w.historicalId ??= await freshSession(w, HISTORICAL_BODY)) }),
};
