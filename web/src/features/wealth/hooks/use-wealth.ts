/**
 * The player's wealth mandate (answers, SAA, own group limits with the current allocation, the
 * models by profile), kept current by the session channel: the player's or the trainer's changes
 * (`wealth_updated`) and whatever moves the allocation (fills, each step's values).
 */
import { useCallback } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchWealth, type WealthPlayerView } from '../api/wealth-api';

const EVENTS: readonly LiveEventType[] = ['wealth_updated', 'order_executed', 'update_wallets', 'portfolio_value_updated', 'historical_step_updated'];

export function useWealth(playerId: number | null) {
  const { sessionId } = useSessionLive();
  const version = useEventVersion(EVENTS, 300);
  const load = useCallback(() => (playerId === null ? Promise.reject(new Error('No player')) : fetchWealth(sessionId, playerId)), [sessionId, playerId]);
  return useLiveResource<WealthPlayerView>(load, `${version}|${playerId}`);
}
