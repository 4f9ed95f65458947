/**
 * A player's option contracts for the blotter's Options tab and the trainer's player modal
 * (spec 001 §7 `get_options_contracts`: every status), kept current by the session channel:
 * the contract events (entered, closed, exercised early, expired) reload the list; the price
 * updates (`update_options_contracts_price`, the player's active contracts marked at the tick's
 * or period's spot) replace the active rows in place, without a request.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getOptionsContracts, type OptionContractView } from '@domain/contracts/options';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import { callSession } from '@/lib/session-call';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';

export type { OptionContractView };

const quiet = { notify: false } as const;

/** Every option contract of a player (the player's own, or any player's for the staff). */
export function fetchOptionContracts(sessionId: number, playerId: number): Promise<OptionContractView[]> {
  return callSession(getOptionsContracts, sessionId, { player_id: playerId }, quiet);
}

const CONTRACT_EVENTS: readonly LiveEventType[] = ['player_entered_new_options_contract', 'options_contract_closed', 'options_contract_execised_early', 'expiring_contracts_update'];

function playerOf(event: LiveEvent): number | null {
  const of = 'data' in event ? (event.data as { player_id?: unknown } | null)?.player_id : undefined;
  return typeof of === 'number' ? of : null;
}

/** Closed, exercised, assigned or worthless contracts, the latest closed first. */
export function closedContracts(contracts: readonly OptionContractView[]): OptionContractView[] {
  const closedAt = (c: OptionContractView) => (c.closing_timestamp ? Date.parse(c.closing_timestamp) : 0);
  return contracts.filter((c) => c.status !== 'Active').sort((a, b) => closedAt(b) - closedAt(a) || b.id - a.id);
}

/** Open contracts, the nearest expiry first. */
export function activeContracts(contracts: readonly OptionContractView[]): OptionContractView[] {
  return contracts.filter((c) => c.status === 'Active').sort((a, b) => a.expiration_date.localeCompare(b.expiration_date) || a.ric.localeCompare(b.ric) || a.strike - b.strike || a.id - b.id);
}

/**
 * A player's contracts; `playerId` null while the caller's own player is still loading (data
 * stays null). `live` applies the price updates to the active contracts.
 */
export function useOptionContracts(playerId: number | null, live = false) {
  const { sessionId } = useSessionLive();
  const mine = useCallback((event: LiveEvent) => playerOf(event) === playerId, [playerId]);
  const version = useEventVersion(CONTRACT_EVENTS, 200, mine);
  const load = useCallback((): Promise<OptionContractView[] | null> => (playerId === null ? Promise.resolve(null) : fetchOptionContracts(sessionId, playerId)), [sessionId, playerId]);
  const resource = useLiveResource(load, `${version}|${playerId}`);
  const [marks, setMarks] = useState<ReadonlyMap<number, OptionContractView>>(new Map());
  useEffect(() => setMarks(new Map()), [playerId, resource.data]);
  useSessionEvents((event) => {
    if (!live || event.type !== 'update_options_contracts_price' || event.data.player_id !== playerId) return;
    setMarks(new Map(event.data.contracts.map((c) => [c.id, c as unknown as OptionContractView])));
  });
  // Only an active row takes the newer mark: a contract the list already shows closed stays closed.
  const data = useMemo(() => resource.data?.map((c) => (c.status === 'Active' && marks.get(c.id)?.status === 'Active' ? marks.get(c.id)! : c)) ?? null, [resource.data, marks]);
  return { ...resource, data };
}
