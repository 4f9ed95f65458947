/**
 * Fuzz cases of wealth management (issue 16): in a Wealth Management session.
 */
import { directGet, directPost } from '../setup/direct-api';
import { must, creatingSession, type World, type ContractCase } from './world';

/** A running Wealth Management session (issue 16, management type 1), made once per world. */
async function wealthSession(w: World): Promise<number> {
  if (w.wealthId) return w.wealthId;
  const id = await creatingSession(w, { scenario_type: 0, management_type: 1 });
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: [w.assets['AAPL.O']!] });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.wealthId = id);
}

/** The player's id in the wealth session. */
async function wealthPlayer(w: World): Promise<{ sessionId: number; playerId: number }> {
  const sessionId = await wealthSession(w);
  const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
  return { sessionId, playerId: own.id as number };
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // Wealth management (issue 16): in a Wealth Management session; the SAA is saved once, so each
  // valid save starts from a reset, and each valid reset from a saved SAA.
  'wealth.update_player_profile': async (w) => ({ sessionId: await wealthSession(w) }),
  'wealth.set_saa': async (w) => {
    const { sessionId, playerId } = await wealthPlayer(w);
    await directPost(w.tokens.trainer, `/api/sessions/${sessionId}/reset_player_saa/`, { player_id: playerId });
    return { sessionId };
  },
  'wealth.update_group_allocations': async (w) => {
    const { sessionId, playerId } = await wealthPlayer(w);
    return { sessionId, params: { player_id: String(playerId) }, body: { player_id: playerId } };
  },
  'wealth.update_session_profile': async (w) => ({ sessionId: await wealthSession(w) }),
  'wealth.reset_saa': async (w) => {
    const { sessionId, playerId } = await wealthPlayer(w);
    await directPost(w.tokens.player, '/api/players/set_strategic_asset_allocations', { session_id: sessionId, strategic_asset_allocations: [{ asset_class: 1, percent: 100 }] });
    return { sessionId, body: { player_id: playerId } };
  },
};
