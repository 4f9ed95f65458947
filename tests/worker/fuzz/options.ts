/**
 * Fuzz cases of options (issue 17): in a session with MSFT options.
 */
import { directGet, directPost } from '../setup/direct-api';
import { assetIds } from '../setup/sessions';
import type { JsonBody } from '../setup/fuzz-probes';
import { must, creatingSession, type World, type ContractCase } from './world';

/** A running session trading Microsoft and its options (issue 17), made once per world. */
async function optionsSession(w: World): Promise<number> {
  if (w.optionsId) return w.optionsId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['MSFT.O', 'MSFT.O-OPT']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.optionsId = id);
}

/** The player of the options session, and a request body buying one contract of its chain (deepest in the money call of the third expiry: exercisable). */
async function optionsTrade(w: World): Promise<{ sessionId: number; playerId: number; body: JsonBody }> {
  const sessionId = await optionsSession(w);
  const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
  const chains = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/fetch_options_chains`), 'chains');
  const chain = Object.values(chains)[0] as { expiration_dates: string[]; contracts: { strike: number; expiration: string; type_int: number }[] };
  const expiration = chain.expiration_dates[2]!;
  const strike = Math.min(...chain.contracts.filter((r) => r.expiration === expiration).map((r) => r.strike));
  return { sessionId, playerId: own.id as number, body: { options_asset: 'MSFT.O-OPT', contract: { strike, expiration, type_int: 0 }, txn: 'buy', contracts: 1 } };
}

async function boughtOption(w: World): Promise<{ sessionId: number; params: Record<string, string>; body: JsonBody }> {
  const t = await optionsTrade(w);
  const bought = await must(directPost(w.tokens.player, `/api/players/${t.playerId}/enter_options_contract`, { session_id: t.sessionId, ...t.body }), 'buy an option');
  const id = (bought.new_contract as { id: number }).id;
  return { sessionId: t.sessionId, params: { player_id: String(t.playerId) }, body: { player_id: t.playerId, contract_id: id } };
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // Options (issue 17): in a session with MSFT options; closing and exercising act on a contract bought for each request.
  'options.enter': async (w) => {
    const t = await optionsTrade(w);
    return { sessionId: t.sessionId, params: { player_id: String(t.playerId) }, body: { ...t.body, player_id: t.playerId } };
  },
  'options.close': async (w) => boughtOption(w),
  'options.exercise': async (w) => boughtOption(w),
  'options.contracts': async (w) => {
    const t = await optionsTrade(w);
    return { sessionId: t.sessionId, params: { player_id: String(t.playerId) }, body: { player_id: t.playerId } };
  },
  'options.instruments': async (w) => ({ sessionId: await optionsSession(w) }),
};
