/**
 * The players of the session, kept live: loaded from `fetch_players`, then moved by the
 * channel — `portfolio_value_updated` (values, deals, allocations), `metrics_received`
 * (volatility, alpha, beta, Sharpe, Treynor, VaR) and presence. A fill changes a player at
 * once but values only move with the next tick or period, so an executed or cancelled order
 * reloads the table (debounced); so do a reconnection snapshot and a status change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '@domain/live-events';
import { isSessionExpiredError, errorMessage } from '@/lib/api-client';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { fetchPlayers } from '../api/players';
import type { ConsolePlayer } from '../api/types';

const METRIC_KEYS = ['portfolio_volatility', 'alpha', 'beta', 'sharpe_ratio', 'treynor_ratio', 'var05'] as const;

export function applyPlayerEvent(players: ConsolePlayer[], event: LiveEvent): ConsolePlayer[] {
  switch (event.type) {
    case 'portfolio_value_updated': {
      const d = event.data as Partial<ConsolePlayer> & { id: number };
      return players.map((p) => (p.id === d.id ? { ...p, ...d, online: p.online } : p));
    }
    case 'metrics_received': {
      const d = event.data as Record<string, unknown> & { player_id: number };
      return players.map((p) => {
        if (p.id !== d.player_id) return p;
        const next = { ...p };
        for (const k of METRIC_KEYS) if (typeof d[k] === 'number') next[k] = d[k] as number;
        return next;
      });
    }
    case 'player_connected':
    case 'player_disconnected': {
      const online = event.type === 'player_connected';
      return players.map((p) => (p.id === event.data.player_id ? { ...p, online } : p));
    }
    default:
      return players;
  }
}

export function usePlayers(): { players: ConsolePlayer[] | null; error: string | null; reload: () => void } {
  const { sessionId, snapshots, session } = useSessionLive();
  const [players, setPlayers] = useState<ConsolePlayer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const status = session?.status;

  const load = useCallback(() => {
    fetchPlayers(sessionId)
      .then((rows) => {
        setPlayers(rows);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!isSessionExpiredError(e)) setError(errorMessage(e));
      });
  }, [sessionId]);

  useEffect(() => {
    load();
  }, [load, snapshots, status]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  useSessionEvents((event) => {
    if (event.type === 'order_executed' || event.type === 'order_canceled') {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(load, 400);
      return;
    }
    setPlayers((prev) => (prev ? applyPlayerEvent(prev, event) : prev));
  });

  return { players, error, reload: load };
}
