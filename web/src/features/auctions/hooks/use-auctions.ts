/** The session's auctions (`list_auctions_by_session`: a player sees only its own offer), kept current by the auction events. */
import { useCallback, useState } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchAuctions, type AuctionView } from '../api/auctions-api';

const EVENTS: readonly LiveEventType[] = ['new_auction_created', 'new_auction_response', 'auction_closed', 'update_tbill_asset_interplayer_amount'];

export function useAuctions() {
  const { sessionId } = useSessionLive();
  const [local, setLocal] = useState(0);
  const version = useEventVersion(EVENTS, 150);
  const load = useCallback(() => fetchAuctions(sessionId), [sessionId]);
  const resource = useLiveResource<AuctionView[]>(load, `${version}|${local}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}
