/** Players data of the console (spec 000 §7): the table, one player's books, blotter, orders. */
import type { ConsolePlayer, Order, PlayerDetails, SessionAsset } from './types';
import { downloadFrom } from '@/lib/download';
import { apiGet, apiPost, sessionGet } from './console-api';

export function fetchPlayers(sessionId: number): Promise<ConsolePlayer[]> {
  return sessionGet<ConsolePlayer[]>(sessionId, 'fetch_players');
}

export function retrievePlayerAdmin(sessionId: number, playerId: number): Promise<PlayerDetails> {
  return sessionGet<PlayerDetails>(sessionId, 'retrieve_player_admin', { player_id: playerId });
}

export function fetchSessionAssets(sessionId: number): Promise<SessionAsset[]> {
  return sessionGet<SessionAsset[]>(sessionId, 'fetch_session_assets');
}

export interface MetricsPoint {
  player_id: number;
  step: number;
  timestamp: number;
  market_value: number;
  portfolio_volatility?: number;
  market_index_return?: number;
}

export function fetchMetrics(sessionId: number, playerId: number): Promise<MetricsPoint[]> {
  return sessionGet<MetricsPoint[]>(sessionId, 'fetch_metrics', { player_id: playerId });
}

export function getBlotter(sessionId: number, playerId: number): Promise<Order[]> {
  return apiGet<Order[]>('players/get_blotter', { session_id: sessionId, player_id: playerId });
}

export function cancelOrder(sessionId: number, orderId: number): Promise<Order> {
  return apiPost<Order>(`orders/${orderId}/cancel`, { session_id: sessionId });
}

/** The open orders of every player as the server's CSV. */
export function downloadOpenOrders(sessionId: number): Promise<void> {
  return downloadFrom(`/api/sessions/${sessionId}/open_orders/?session_id=${sessionId}`, `open_orders_session_${sessionId}.csv`);
}
