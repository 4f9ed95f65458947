/**
 * Fuzz cases of T-bills (issue 16): in the auctions session, which lists the market's USD bills.
 */
import { directGet, directPost } from '../setup/direct-api';
import { must, type ContractCase } from './world';
import { auctionsSession } from './auctions';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // T-bills and auctions (issue 16): in a historical session with auctions on, which lists the market's USD bills.
  'tbills.enter': async (w) => ({ sessionId: await auctionsSession(w) }),
  'tbills.sell': async (w) => {
    const sessionId = await auctionsSession(w);
    const bought = await must(directPost(w.tokens.player, '/api/tbills/enter_tbill_contract', { session_id: sessionId, fin_id: 'USTB13WK=', amount: 10_000 }), 'buy a T-bill');
    return { sessionId, body: { contract_id: bought.id as number } };
  },
  'tbills.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
};
