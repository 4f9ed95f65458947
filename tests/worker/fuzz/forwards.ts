/**
 * Fuzz cases of FX forwards (issue 15): in a session trading one; each call on a contract gets a fresh one.
 */
import { directGet, directPost } from '../setup/direct-api';
import { assetIds } from '../setup/sessions';
import type { JsonBody } from '../setup/fuzz-probes';
import { must, creatingSession, type World, type ContractCase } from './world';

/** A running session trading the EURUSD 3-month forward (issue 15), made once per world. */
async function forwardsSession(w: World): Promise<number> {
  if (w.forwardsId) return w.forwardsId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['EUR3M=']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.forwardsId = id);
}

/** An open forward contract of the player (with a stop loss when `oda`), in the forwards session. */
async function openForward(w: World, oda = false): Promise<{ sessionId: number; body: JsonBody }> {
  const sessionId = await forwardsSession(w);
  const c = await must(directPost(w.tokens.player, '/api/forward_contracts/buy_forward_contract', { session_id: sessionId, financial_instrument: 'EUR3M=', amount: 100_000 }), 'buy a forward');
  if (oda) await must(directPost(w.tokens.player, '/api/forward_contracts/set_forward_contract_oda', { session_id: sessionId, contract_id: c.id, stop_loss_price: 0.5 }), 'forward stop loss');
  return { sessionId, body: { contract_id: c.id as number } };
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // FX forwards (issue 15): in a session trading one; each call on a contract gets a fresh one.
  'forwards.buy': async (w) => ({ sessionId: await forwardsSession(w) }),
  'forwards.close': async (w) => openForward(w),
  'forwards.set_oda': async (w) => openForward(w),
  'forwards.update_oda': async (w) => openForward(w, true),
  'forwards.delete_oda': async (w) => openForward(w, true),
  // The admin's forced forward for the player of the forwards session.
  'forwards.force': async (w) => {
    const sessionId = await forwardsSession(w);
    const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
    return { sessionId, body: { player_id: own.id as number, financial_instrument: 'EUR3M=', amount: 100_000, forced_price: 1.1 } };
  },
  'forwards.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
};
