/**
 * The live channels (spec 002 section 7): `/api/session/{id}/`, `/api/klass/?klass_id=` and
 * `/api/admin/`. One function opens a channel over partysocket's reconnecting WebSocket:
 * a fresh token in the `token` query parameter on every (re)connect, up to 5 reconnects
 * 10 s apart, nothing queued while offline, `{"type":"ping"}` every 10 s and a close with
 * 4008 'ping_timeout' when no pong comes back within 5 s. Frames are parsed with
 * `parseLiveEvents` (a frame is one event or an array of them); unknown events are dropped.
 */
import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import { LIVE_CHANNEL } from '@domain/constants';
import { PING_MESSAGE, PONG_MESSAGE, parseLiveEvents, type LiveEvent } from '@domain/live-events';
import { SessionExpiredError, ensureFreshToken, handleSessionExpiredByReload } from './auth-token';

/**
 * connecting: first attempt; open: live; reconnecting: lost, retrying; offline: retries used up;
 * closed: closed by the app.
 */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

export interface LiveChannelOptions {
  /** Path under the site, e.g. '/api/session/12/', '/api/klass/?klass_id=3' or '/api/admin/'. */
  path: string;
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
}

export interface LiveChannel {
  /** Stops the socket, its reconnects and its keep-alive. */
  close(): void;
  /** Starts over after the retries were used up. */
  reconnect(): void;
  readonly status: LiveStatus;
}

export const LIVE_SOCKET_OPTIONS = {
  maxRetries: LIVE_CHANNEL.reconnectAttempts,
  minReconnectionDelay: LIVE_CHANNEL.reconnectDelayMs,
  maxReconnectionDelay: LIVE_CHANNEL.reconnectDelayMs,
  maxEnqueuedMessages: 0,
} as const;

/** ws:// or wss:// URL of a channel path on this site, with the token as a query parameter. */
export function liveChannelUrl(path: string, token: string, base: Location | URL = location): string {
  const url = new URL(path, base.href);
  url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

export function openLiveChannel({ path, onEvent, onStatus }: LiveChannelOptions): LiveChannel {
  let status: LiveStatus = 'connecting';
  let stopped = false;
  let attempts = 0;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let giveUpTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveStatus) => {
    if (status === next) return;
    status = next;
    onStatus?.(next);
  };

  const stopKeepAlive = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    pingTimer = undefined;
    pongTimer = undefined;
  };

  const urlProvider = async (): Promise<string> => {
    attempts++;
    let token: string | null;
    try {
      token = await ensureFreshToken();
    } catch (error) {
      if (error instanceof SessionExpiredError) {
        channel.close();
        handleSessionExpiredByReload();
      }
      throw error;
    }
    if (!token) {
      channel.close();
      throw new Error('Not signed in');
    }
    return liveChannelUrl(path, token);
  };

  const socket = new ReconnectingWebSocket(urlProvider, undefined, LIVE_SOCKET_OPTIONS);

  /** partysocket stops silently after its last retry: notice that no new attempt started. */
  const watchForGiveUp = () => {
    clearTimeout(giveUpTimer);
    const seen = attempts;
    giveUpTimer = setTimeout(() => {
      if (!stopped && attempts === seen && socket.readyState !== socket.OPEN) setStatus('offline');
    }, LIVE_CHANNEL.reconnectDelayMs + 2_000);
  };

  const lost = () => {
    stopKeepAlive();
    if (stopped) return;
    if (status !== 'connecting' && status !== 'offline') setStatus('reconnecting');
    watchForGiveUp();
  };

  socket.addEventListener('open', () => {
    clearTimeout(giveUpTimer);
    setStatus('open');
    stopKeepAlive();
    pingTimer = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(PING_MESSAGE);
      pongTimer ??= setTimeout(() => {
        pongTimer = undefined;
        stopKeepAlive();
        socket.reconnect(LIVE_CHANNEL.pingTimeoutCloseCode, LIVE_CHANNEL.pingTimeoutReason);
      }, LIVE_CHANNEL.pongTimeoutMs);
    }, LIVE_CHANNEL.pingIntervalMs);
  });

  socket.addEventListener('message', (message) => {
    if (typeof message.data !== 'string') return;
    if (message.data === PONG_MESSAGE) {
      clearTimeout(pongTimer);
      pongTimer = undefined;
      return;
    }
    for (const event of parseLiveEvents(message.data)) {
      if (event.type === 'pong') {
        clearTimeout(pongTimer);
        pongTimer = undefined;
        continue;
      }
      onEvent(event);
    }
  });

  socket.addEventListener('close', lost);
  socket.addEventListener('error', lost);
  watchForGiveUp();

  const channel: LiveChannel = {
    close() {
      if (stopped) return;
      stopped = true;
      stopKeepAlive();
      clearTimeout(giveUpTimer);
      socket.close(1000, 'closed by client');
      setStatus('closed');
    },
    reconnect() {
      if (stopped) return;
      setStatus('connecting');
      socket.reconnect();
      watchForGiveUp();
    },
    get status() {
      return status;
    },
  };
  return channel;
}
