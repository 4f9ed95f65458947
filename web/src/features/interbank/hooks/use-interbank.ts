/**
 * A player's side of the interbank market (`get_interbank`, or the staff's
 * `get_interbank_by_player_id`), kept current by the session channel: the RFQ events, a deal
 * repaid, the wallets moving, a new period (open requests lapse at the step).
 */
import { useCallback, useState } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchOwnInterbank, fetchPlayerInterbank, type InterbankBook } from '../api/interbank-api';

const EVENTS: readonly LiveEventType[] = ['rfq_sent', 'rfq_response_sent', 'rfq_hit', 'rfq_cancelled', 'interbank_deal_settled', 'update_wallets', 'historical_step_updated'];

export function useInterbank(playerId: number | null) {
  const { sessionId } = useSessionLive();
  const [local, setLocal] = useState(0);
  const version = useEventVersion(EVENTS, 200);
  const load = useCallback(() => (playerId === null ? fetchOwnInterbank(sessionId) : fetchPlayerInterbank(sessionId, playerId)), [sessionId, playerId]);
  const resource = useLiveResource<InterbankBook>(load, `${version}|${local}|${playerId}`);
  const refresh = useCallback(() => setLocal((n) => n + 1), []);
  return { ...resource, refresh };
}
