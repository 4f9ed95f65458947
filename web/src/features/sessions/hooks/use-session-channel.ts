/**
 * The session's live channel (`/api/session/{id}/`), open while the session page is shown,
 * and the presence it reports: `channel_welcome` gives who is online on (re)connect, then
 * `player_connected` / `player_disconnected` keep it current.
 */
import { useCallback, useState } from 'react';
import type { LiveEvent } from '@domain/live-events';
import { useLiveChannel, type LiveChannelsState } from '@/lib/use-live-channel';

export interface Presence {
  /** User ids online as last reported by the channel. */
  online: ReadonlySet<number>;
  /** Usernames learnt from the channel's events, by user id. */
  names: ReadonlyMap<number, string>;
  /** True once a welcome frame arrived. */
  known: boolean;
}

export function sessionChannelPath(sessionId: number): string {
  return `/api/session/${sessionId}/`;
}

export function presenceReducer(state: Presence, event: LiveEvent): Presence {
  switch (event.type) {
    case 'channel_welcome': {
      const names = new Map(state.names);
      names.set(event.data.user_id, event.data.username);
      return { online: new Set(event.data.online_user_ids), names, known: true };
    }
    case 'player_connected': {
      const online = new Set(state.online);
      online.add(event.data.user_id);
      const names = new Map(state.names);
      names.set(event.data.user_id, event.data.username);
      return { ...state, online, names };
    }
    case 'player_disconnected': {
      const online = new Set(state.online);
      online.delete(event.data.user_id);
      const names = new Map(state.names);
      names.set(event.data.user_id, event.data.username);
      return { ...state, online, names };
    }
    default:
      return state;
  }
}

const EMPTY: Presence = { online: new Set(), names: new Map(), known: false };

export function useSessionChannel(sessionId: number | null): { presence: Presence; live: LiveChannelsState } {
  const [presence, setPresence] = useState<Presence>(EMPTY);
  const onEvent = useCallback((event: LiveEvent) => setPresence((prev) => presenceReducer(prev, event)), []);
  const live = useLiveChannel(sessionId === null ? null : sessionChannelPath(sessionId), onEvent);
  return { presence, live };
}
