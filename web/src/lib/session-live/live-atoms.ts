/**
 * The open session's live state as jotai atoms: one atom holds the state `liveReducer` produces,
 * and each part the screens read is an atom of its own, so a component re-renders only when its
 * part changed (the quotes move every tick; the session record rarely does).
 */
import { atom } from 'jotai';
import type { LiveChannelsState } from '@/lib/use-live-channel';
import { liveReducer, NO_SESSION, type LiveAction, type LiveState } from './live-state';

export const liveStateAtom = atom<LiveState>(NO_SESSION);

/** Runs one action (a channel event or a load's result) through the reducer. */
export const dispatchLiveAtom = atom(null, (get, set, action: LiveAction) => set(liveStateAtom, liveReducer(get(liveStateAtom), action)));

export const liveSessionIdAtom = atom((get) => get(liveStateAtom).sessionId);
export const sessionRecordAtom = atom((get) => get(liveStateAtom).session);
export const presenceAtom = atom((get) => get(liveStateAtom).presence);
export const snapshotsAtom = atom((get) => get(liveStateAtom).snapshots);
export const playerAtom = atom((get) => get(liveStateAtom).player);
export const sessionAssetsAtom = atom((get) => get(liveStateAtom).assets);
export const pricesAtom = atom((get) => get(liveStateAtom).prices);
export const ordersVersionAtom = atom((get) => get(liveStateAtom).ordersVersion);
export const latestMetricsAtom = atom((get) => get(liveStateAtom).latestMetrics);
export const odasAtom = atom((get) => get(liveStateAtom).odas);
export const revalueRequestsAtom = atom((get) => get(liveStateAtom).revalueRequests);

/** The session channel's connection, for the live indicator. */
export const liveConnectionAtom = atom<LiveChannelsState>({ status: 'closed', reconnect: () => {} });
