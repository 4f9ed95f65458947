/**
 * Fuzz cases of deposits: one open deposit per currency.
 */
import { directPost } from '../setup/direct-api';
import { must, type ContractCase } from './world';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'deposits.break': async (w) => {
    // One open deposit per currency: break the one an earlier call left, then make the one to break.
    await directPost(w.tokens.player, '/api/deposits/break_deposit/', { session_id: w.sessionId, currency_symbol: 'USD' });
    await must(directPost(w.tokens.player, '/api/deposits/make_deposit/', { session_id: w.sessionId, currency_symbol: 'USD', amount_to_deposit: 1000 }), 'deposit');
    return {};
  },
  'deposits.make': async (w) => {
    // One open deposit per currency: break the one an earlier call left.
    await directPost(w.tokens.player, '/api/deposits/break_deposit/', { session_id: w.sessionId, currency_symbol: 'USD' });
    return {};
  },
};
