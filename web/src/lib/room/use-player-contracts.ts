/**
 * The read every contract family's screens share: a player's contracts, the caller's own
 * (`playerId` null) or, for the staff, any player's, read again when the session channel delivers
 * one of the family's `events` about that player (events that name no player count for everyone),
 * gathered over `debounceMs`. `refresh` reads again at once (after the caller's own trade).
 */
import { useCallback, useState } from 'react';
import type { SessionCall } from '@domain/contracts/session-call';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import { callSession } from '@/lib/session-call';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from './use-event-version';
import { useLiveResource, type LiveResource } from './use-live-resource';

export interface PlayerContractsRead<T> {
  /** The family's read: the caller's own when `playerId` is null, else the staff's read of that player. */
  fetch: (sessionId: number, playerId: number | null) => Promise<T>;
  events: readonly LiveEventType[];
  debounceMs?: number;
}

export type PlayerContracts<T> = LiveResource<T> & { refresh: () => void };

export function usePlayerContracts<T>({ fetch, events, debounceMs = 200 }: PlayerContractsRead<T>, playerId: number | null): PlayerContracts<T> {
  const { sessionId } = useSessionLive();
  const [local, setLocal] = useState(0);
  const aboutPlayer = useCallback(
    (event: LiveEvent) => {
      if (playerId === null || !('data' in event)) return true;
      const of = (event.data as { player_id?: unknown } | null)?.player_id;
      return typeof of !== 'number' || of === playerId;
    },
    [playerId],
  );
  const version = useEventVersion(events, debounceMs, aboutPlayer);
  const load = useCallback(() => fetch(sessionId, playerId), [fetch, sessionId, playerId]);
  const resource = useLiveResource<T>(load, `${version}|${local}|${playerId}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}

const quiet = { notify: false } as const;

/**
 * A family's read from its two calls: the player's own (`get_…_contracts`) and the staff's read of
 * one player (`get_…_contracts_by_player_id`). Quiet: the screen shows a failed read itself.
 */
export function ownOrPlayerRead<O>(
  own: SessionCall<object, O, unknown>,
  byPlayer: SessionCall<{ player_id: number }, O, unknown>,
): PlayerContractsRead<O>['fetch'] {
  return (sessionId, playerId) => (playerId === null ? callSession(own, sessionId, {}, quiet) : callSession(byPlayer, sessionId, { player_id: playerId }, quiet));
}
