/**
 * The Options screens' reads, kept current by the session channel (spec 001 §7):
 * - `useOptionChains(live)`: every option asset's chain; again at each new quote date
 *   (`send_new_period_options_chains`) and, in a real-time session while `live` (the Markets tab
 *   shows), every 15 s, as the spot moves the quotes under a day's fixed surface.
 * - `useOptionPositions(playerId)`: the option assets with the player's contracts; read again when
 *   a contract is entered, closed, exercised or expired, and marked in place from the contracts
 *   `update_options_contracts_price` carries (every tick in real time: no read per tick).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { usePlayerContracts, type PlayerContractsRead } from '@/lib/room/use-player-contracts';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { fetchChains, fetchOptionsInstruments, type OptionAssetChain, type OptionContractView, type OptionsInstrument } from '../api/options-api';

/** How often a real-time session's chains are read again while the Markets tab shows. */
export const REAL_TIME_CHAIN_REFRESH_MS = 15_000;

const CHAIN_EVENTS: readonly LiveEventType[] = ['send_new_period_options_chains', 'session_updated'];
const POSITION_EVENTS: readonly LiveEventType[] = [
  'options_contract_closed',
  'options_contract_execised_early',
  'expiring_contracts_update',
  'player_entered_new_options_contract',
];

export function useOptionChains(live: boolean) {
  const { sessionId } = useSessionLive();
  const { realTime } = useSessionFlags();
  const [tick, setTick] = useState(0);
  const version = useEventVersion(CHAIN_EVENTS, 150);
  useEffect(() => {
    if (!live || !realTime) return;
    const timer = setInterval(() => setTick((n) => n + 1), REAL_TIME_CHAIN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, realTime]);
  const load = useCallback(() => fetchChains(sessionId), [sessionId]);
  return useLiveResource<Record<string, OptionAssetChain>>(load, `${version}|${tick}`);
}

const POSITIONS: PlayerContractsRead<OptionsInstrument[]> = { fetch: fetchOptionsInstruments, events: POSITION_EVENTS, debounceMs: 250 };

/** The caller's own positions (`playerId` null) or, for the staff, a player's. */
export function useOptionPositions(playerId: number | null) {
  const resource = usePlayerContracts(POSITIONS, playerId);

  // The marks received since the last read, by contract id (a new read starts them afresh).
  const [marks, setMarks] = useState<{ of: OptionsInstrument[] | null; byId: ReadonlyMap<number, OptionContractView> }>({ of: null, byId: new Map() });
  useSessionEvents((event) => {
    if (event.type !== 'update_options_contracts_price' || (playerId !== null && event.data.player_id !== playerId)) return;
    const marked = event.data.contracts as unknown as OptionContractView[];
    setMarks((prev) => {
      const byId = new Map(prev.of === resource.data ? prev.byId : []);
      for (const c of marked) byId.set(c.id, c);
      return { of: resource.data, byId };
    });
  });
  const data = useMemo(() => {
    if (!resource.data || marks.of !== resource.data || marks.byId.size === 0) return resource.data;
    return resource.data.map((i) => ({ ...i, options_contracts: i.options_contracts.map((c) => (c.status === 'Active' ? (marks.byId.get(c.id) ?? c) : c)) }));
  }, [resource.data, marks]);
  return { ...resource, data };
}
