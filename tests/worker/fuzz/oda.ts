/**
 * Fuzz cases of stop orders (ODA): a position to put them on.
 */
import { directPost } from '../setup/direct-api';
import { must, type World, type ContractCase } from './world';

/** Puts `quantity` of AAPL in the player's book (the ODA calls need a position). */
async function holdAapl(w: World, sessionId: number) {
  await must(directPost(w.tokens.player, '/api/orders/', { session_id: sessionId, financial_instrument: 'AAPL.O', transaction: 0, quantity: 10 }), 'buy AAPL');
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'oda.create': async (w) => (await holdAapl(w, w.sessionId), {}),
  'oda.update': async (w) => (await holdAapl(w, w.sessionId), {}),
};
