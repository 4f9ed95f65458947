/**
 * Fuzz cases of repos (issue 15): against a bond bought for each valid request.
 */
import { directGet, directPost } from '../setup/direct-api';
import { assetIds } from '../setup/sessions';
import { must, creatingSession, type World, type ContractCase } from './world';

/** A running session trading a US Treasury and the USD 1-week repo (issue 15), made once per world. */
async function reposSession(w: World): Promise<number> {
  if (w.reposId) return w.reposId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['91282CPE5=', 'USD1WRP=']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.reposId = id);
}

/** 10,000 face of the Treasury bought by the player, so that the repo example has its collateral. */
async function repoableBond(w: World): Promise<{ sessionId: number }> {
  const sessionId = await reposSession(w);
  await must(directPost(w.tokens.player, '/api/orders/', { session_id: sessionId, financial_instrument: '91282CPE5=', transaction: 0, quantity: 10_000 }), 'buy a bond');
  return { sessionId };
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // Repos (issue 15): against a bond bought for each valid request.
  'repos.enter': async (w) => repoableBond(w),
  'repos.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
};
