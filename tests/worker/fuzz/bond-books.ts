/**
 * Fuzz cases of the HTM and AFS books (issue 15).
 */
import { directGet, directPost } from '../setup/direct-api';
import { assetIds } from '../setup/sessions';
import { must, creatingSession, type World, type ContractCase } from './world';

/** A running session trading the US Treasury 3.125% 2041 as HTM and Apple 3.85% 2043 as AFS (issue 15), made once per world. */
async function htmSession(w: World): Promise<number> {
  if (w.htmId) return w.htmId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['912810QT8=', '037833AL4=']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.htmId = id);
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // HTM and AFS books (issue 15): the trainer's lock in a session with HTM bonds; any player's books.
  'bond_books.switch_htm_permission': async (w) => ({ sessionId: await htmSession(w) }),
  'bond_books.get_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
};
