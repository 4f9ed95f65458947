/**
 * A bank's client cards (`get_client_loans_depos`), kept current by the session channel without
 * a reload: `update_client_cards` carries the whole cards of one bank (after each period's
 * awards, after its saved rates), so the event's payload replaces what is shown when it is this
 * bank's (the player's own channel only gets its own; the staff get every bank's and keep the
 * one they look at). The cards are read once on mount and again after a reconnection snapshot.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { fetchClientCards, type ClientCards } from '../api/client-dealing-api';

/** The cards an `update_client_cards` event carries when they are `playerId`'s (the read cards' bank when null). */
export function pushedCards(event: { type: string; data?: unknown }, playerId: number | null): ClientCards | null {
  if (event.type !== 'update_client_cards') return null;
  const data = event.data as Partial<ClientCards> | null;
  if (!data || typeof data.player_id !== 'number' || !Array.isArray(data.future_loans)) return null;
  return playerId === null || data.player_id === playerId ? (data as ClientCards) : null;
}

export function useClientCards(playerId: number | null) {
  const { sessionId } = useSessionLive();
  const load = useCallback(() => fetchClientCards(sessionId, playerId), [sessionId, playerId]);
  const read = useLiveResource<ClientCards>(load, playerId);
  const [shown, setShown] = useState<ClientCards | null>(null);
  // A fresh read (mount, snapshot, reload after saving) replaces what an event brought before it.
  useEffect(() => setShown(read.data), [read.data]);
  useSessionEvents((event) => {
    const own = playerId ?? read.data?.player_id ?? null;
    const cards = pushedCards(event, own);
    if (cards) setShown(cards);
  });
  return { ...read, data: shown ?? read.data };
}
