/**
 * Fuzz cases of individual benchmarks.
 */
import { directGet, directPost } from '../setup/direct-api';
import { must, type ContractCase } from './world';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'benchmark.preview_instrument': async (w) => ({ body: { asset_id: w.assets['AAPL.O']! } }),
  // A player sets their own benchmark while the trainer allows individual benchmarks.
  'benchmark.update_player': async (w) => {
    await must(directPost(w.tokens.trainer, `/api/sessions/${w.sessionId}/update_allow_individual_benchmark/`, { value: true }), 'allow individual benchmarks');
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { params: { player_id: String(own.id) } };
  },
};
