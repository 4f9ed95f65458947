/**
 * The repo screens' shared read: a player's repos with the session's repo instruments (ask,
 * maturity if opened now) and the player's bonds that may be repoed (`get_repo_contracts`, or the
 * staff's `get_repo_contracts_by_player_id`), kept current by the session channel: a repo
 * settled, the wallets moving (an order, a repo entered, a coupon), a new period or daily roll.
 */
import { useCallback, useState } from 'react';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchOwnRepos, fetchPlayerRepos, type RepoContracts } from '../api/repos-api';

const EVENTS: readonly LiveEventType[] = ['repo_settled', 'update_wallets', 'update_instruments', 'historical_step_updated'];

export function useRepoContracts(playerId: number | null) {
  const { sessionId } = useSessionLive();
  const [local, setLocal] = useState(0);
  const mine = useCallback(
    (event: LiveEvent) => {
      if (playerId === null || !('data' in event)) return true;
      const of = (event.data as { player_id?: unknown } | null)?.player_id;
      return typeof of !== 'number' || of === playerId;
    },
    [playerId],
  );
  const version = useEventVersion(EVENTS, 300, mine);
  const load = useCallback(() => (playerId === null ? fetchOwnRepos(sessionId) : fetchPlayerRepos(sessionId, playerId)), [sessionId, playerId]);
  const resource = useLiveResource<RepoContracts>(load, `${version}|${local}|${playerId}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}
