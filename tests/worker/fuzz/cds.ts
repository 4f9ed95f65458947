/**
 * Fuzz cases of CDS (issue 15): in a session trading one.
 */
import { directGet, directPost } from '../setup/direct-api';
import { assetIds } from '../setup/sessions';
import { must, creatingSession, type World, type ContractCase } from './world';

/** A running session trading the Italy 5-year CDS (issue 15), made once per world. */
async function cdsSession(w: World): Promise<number> {
  if (w.cdsId) return w.cdsId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['ITGV5YUSAC=R']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.cdsId = id);
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // CDS (issue 15): in a session trading one.
  'cds.enter': async (w) => ({ sessionId: await cdsSession(w) }),
  'cds.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
};
