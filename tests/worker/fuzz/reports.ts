/**
 * Fuzz cases of the individual reports.
 */
import { directPost } from '../setup/direct-api';
import { must, freshSession, type ContractCase } from './world';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // A trainee reads their report once the session is finished.
  'reports.individual_get': async (w) => {
    const sessionId = await freshSession(w);
    await must(directPost(w.tokens.trainer, `/api/sessions/${sessionId}/finish/`, {}), 'finish');
    return { sessionId };
  },
};
