/**
 * The trainee's live state inside one session, shared by every trading-room screen. It lives in
 * the session's live atoms (lib/session-live), moved by the one live reducer; this module loads
 * what the reducer folds in and gives the room its hooks.
 *
 * `usePlayerLoader()` (called once by `trading-room.tsx`) loads `retrieve_player` and
 * `fetch_session_assets`, again after every (re)connection snapshot, when the session starts or
 * its instruments are saved, and (debounced) when the books changed in a way only the server
 * values; it also shows the spec's 'Order filled' notice for orders that fill later.
 *
 * Hooks:
 * - `usePlayer()` → { player, error, reload } — the player's books (`PlayerView`, null until loaded).
 * - `useSessionAssets()` → { assets, byRic, error, reload } — the session's instruments.
 * - `usePrices()` → Map ric → `LivePrice` (bid, ask, open, accrued, last move up/down).
 * - `usePrice(ric)` → the `LivePrice` of one instrument, or undefined.
 * - `useOrdersVersion()` → a number that grows on every order event (refetch blotters with it).
 * - `useLatestMetrics()` → the last `metrics_received` payload, or null.
 * - `useTradingAllowed()` → null when trading is possible now, else the reason (status, passing time).
 * - `useOdas()` → Map ric → ODA (stop loss, take profit), the server's after each load, then live.
 * - `useMarketOrderRegistry()` → { claimOrder, releaseOrder } by `client_order_id`: the ticket
 *   reports the orders it placed itself, so the 'Order filled' notice shows only for orders that
 *   fill later (limit, on-open/on-close, ODA closes), once per order.
 */
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { SessionStatus } from '@domain/enums';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import {
  dispatchLiveAtom,
  latestMetricsAtom,
  liveSessionIdAtom,
  odasAtom,
  ordersVersionAtom,
  playerAtom,
  pricesAtom,
  revalueRequestsAtom,
  sessionAssetsAtom,
  sessionRecordAtom,
  snapshotsAtom,
} from '@/lib/session-live/live-atoms';
import type { LivePrice } from '@/lib/session-live/live-state';
import { useSessionEvents } from '@/lib/session-live/session-live';
import type { OdaView } from '@domain/session/entities';
import { fetchSessionAssets, retrievePlayer } from './player-api';
import { notifyOrderFilled } from './order-filled-notice';

type Store = ReturnType<typeof useStore>;

/** How long to gather book events before revaluing through `retrieve_player`. */
const REVALUE_DEBOUNCE_MS = 250;

/** `client_order_id`s of the orders the room placed itself and reports from their own answer. */
const claimedOrdersAtom = atom<ReadonlySet<string>>(new Set<string>());

let playerRequest = 0;

/** Loads the player's books; an answer that a later request overtook is dropped. */
function loadPlayer(store: Store, sessionId: number): void {
  const request = ++playerRequest;
  const current = () => request === playerRequest && store.get(liveSessionIdAtom) === sessionId;
  retrievePlayer(sessionId)
    .then((player) => current() && store.set(dispatchLiveAtom, { type: 'player_loaded', player }))
    .catch((error: unknown) => {
      if (current() && !isSessionExpiredError(error)) store.set(dispatchLiveAtom, { type: 'player_failed', error: errorMessage(error) });
    });
}

function loadAssets(store: Store, sessionId: number): void {
  const current = () => store.get(liveSessionIdAtom) === sessionId;
  fetchSessionAssets(sessionId)
    .then((assets) => current() && store.set(dispatchLiveAtom, { type: 'assets_loaded', assets }))
    .catch((error: unknown) => {
      if (current() && !isSessionExpiredError(error)) store.set(dispatchLiveAtom, { type: 'assets_failed', error: errorMessage(error) });
    });
}

export function usePlayerLoader(): void {
  const store = useStore();
  const sessionId = useAtomValue(liveSessionIdAtom);
  const session = useAtomValue(sessionRecordAtom);
  const snapshots = useAtomValue(snapshotsAtom);
  const revalueRequests = useAtomValue(revalueRequestsAtom);

  // First load, and again after every (re)connection snapshot: events may have been missed.
  useEffect(() => {
    loadPlayer(store, sessionId);
    loadAssets(store, sessionId);
  }, [store, sessionId, snapshots]);

  // The instrument list changes when the trainer saves instruments or the session starts.
  const instrumentsSaved = session?.instruments_saved;
  const status = session?.status;
  const firstStatus = useRef(true);
  useEffect(() => {
    if (firstStatus.current) {
      firstStatus.current = false;
      return;
    }
    loadAssets(store, sessionId);
    loadPlayer(store, sessionId);
  }, [store, sessionId, instrumentsSaved, status]);

  // Book events gathered for a moment, then one revaluation.
  useEffect(() => {
    if (revalueRequests === 0) return;
    const timer = setTimeout(() => loadPlayer(store, sessionId), REVALUE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [store, sessionId, revalueRequests]);

  // 'Order filled' for an order that fills after it was placed, once per order.
  const notified = useRef(new Set<number>());
  useSessionEvents((event) => {
    if (event.type !== 'order_executed') return;
    const clientId = typeof event.data.client_order_id === 'string' ? event.data.client_order_id : null;
    if ((clientId && store.get(claimedOrdersAtom).has(clientId)) || notified.current.has(event.data.id)) return;
    notified.current.add(event.data.id);
    notifyOrderFilled(event.data, store.get(sessionAssetsAtom).data?.find((a) => a.ric === event.data.financial_instrument.underlying_asset.ric));
  });
}

function usePlayerReload(): () => void {
  const store = useStore();
  const sessionId = useAtomValue(liveSessionIdAtom);
  return useCallback(() => loadPlayer(store, sessionId), [store, sessionId]);
}

export function usePlayer() {
  const { data, error } = useAtomValue(playerAtom);
  return { player: data, error, reload: usePlayerReload() };
}

export function useSessionAssets() {
  const store = useStore();
  const sessionId = useAtomValue(liveSessionIdAtom);
  const { data, error } = useAtomValue(sessionAssetsAtom);
  const byRic = useMemo(() => new Map((data ?? []).map((a) => [a.ric, a])), [data]);
  const reload = useCallback(() => loadAssets(store, sessionId), [store, sessionId]);
  return { assets: data, byRic, error, reload };
}

export function usePrices(): ReadonlyMap<string, LivePrice> {
  return useAtomValue(pricesAtom);
}

export function usePrice(ric: string | null | undefined): LivePrice | undefined {
  const prices = usePrices();
  return ric ? prices.get(ric) : undefined;
}

export function useOrdersVersion(): number {
  return useAtomValue(ordersVersionAtom);
}

export function useLatestMetrics() {
  return useAtomValue(latestMetricsAtom);
}

export function useMarketOrderRegistry() {
  const setClaimed = useSetAtom(claimedOrdersAtom);
  const claimOrder = useCallback((id: string) => setClaimed((prev) => new Set(prev).add(id)), [setClaimed]);
  const releaseOrder = useCallback(
    (id: string) =>
      setClaimed((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      }),
    [setClaimed],
  );
  return { claimOrder, releaseOrder };
}

export function useOdas(): ReadonlyMap<string, OdaView> {
  return useAtomValue(odasAtom);
}

/** Null when the player may trade now; otherwise why not (spec 001 §4). */
export function useTradingAllowed(): string | null {
  const session = useAtomValue(sessionRecordAtom);
  if (!session) return 'Loading session…';
  if (session.currently_passing_time) return 'The session is advancing to the next period';
  switch (session.status) {
    case SessionStatus.Running:
      return null;
    case SessionStatus.Paused:
      return 'Trading is not possible while the session is paused';
    case SessionStatus.Frozen:
      return 'Trading is not possible while the session is frozen';
    case SessionStatus.Creating:
      return 'Trading is not possible while the session is being created';
    case SessionStatus.Delay:
      return 'Trading is not possible before the session starts';
    default:
      return 'Trading is not possible: the session is finished';
  }
}
