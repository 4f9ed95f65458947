/**
 * A player's T-bill contracts and the session's bills (`get_tbill_contracts`, or the staff's
 * `get_tbill_contracts_by_player_id`), kept current by the session channel: a purchase, a sale,
 * an auction's issue, a redemption and each period's revaluation (`update_tbill_contracts`), the
 * face offered back (`update_tbill_asset_interplayer_amount`), a closed auction, wallet changes.
 */
import { useCallback, useState } from 'react';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchOwnTBills, fetchPlayerTBills, type TBillContracts } from '../api/tbills-api';

const EVENTS: readonly LiveEventType[] = ['update_tbill_contracts', 'update_tbill_asset_interplayer_amount', 'auction_closed', 'update_wallets', 'session_updated'];

export function useTBills(playerId: number | null) {
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
  const version = useEventVersion(EVENTS, 200, mine);
  const load = useCallback(() => (playerId === null ? fetchOwnTBills(sessionId) : fetchPlayerTBills(sessionId, playerId)), [sessionId, playerId]);
  const resource = useLiveResource<TBillContracts>(load, `${version}|${local}|${playerId}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}
