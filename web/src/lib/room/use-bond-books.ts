/**
 * A player's HTM and AFS books (AC, FV, FV − AC, DV01, duration, breakdown), kept current by
 * the session channel: fills and wallet changes, each step's portfolio values, and the
 * trainer's Allow/Lock (`htm_updated`).
 */
import { useCallback } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchOwnBondBooks, fetchPlayerBondBooks, type BondBooksView } from './bond-books-api';

const EVENTS: readonly LiveEventType[] = ['order_executed', 'update_wallets', 'portfolio_value_updated', 'historical_step_updated', 'htm_updated'];

export function useBondBooks(playerId: number | null) {
  const { sessionId } = useSessionLive();
  const version = useEventVersion(EVENTS, 300);
  const load = useCallback(() => (playerId === null ? fetchOwnBondBooks(sessionId) : fetchPlayerBondBooks(sessionId, playerId)), [sessionId, playerId]);
  return useLiveResource<BondBooksView>(load, `${version}|${playerId}`);
}
