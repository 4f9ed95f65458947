/**
 * Reads and writes of the blotter, open orders, portfolio, metrics, news and macro screens.
 * Types come from the session object's own return values, so a screen reads exactly what the
 * server sends. Player books and instruments come from the trading room's player state instead.
 */
import type { BlotterOrder as Order } from '@domain/contracts/orders';
import type { TacticalAllocation } from '@domain/engine/allocations';
import { apiFetch, apiRequest, sessionsClient } from '@/lib/api-client';
import { withSessionJson, withSessionQuery } from '@/lib/session-scope';
import * as reads from '@domain/contracts/reads';
import type { NewsItem } from '@domain/market/news/types';
import type { GroupAllocations } from '@domain/contracts/reads';
import { fetchMacroBackground as fetchMacroBackgroundCall } from '@domain/contracts/settings';
import { callSession } from '@/lib/session-call';

export type { Order };

/** One cash exchange of the blotter's Cash Exchange tab (spec 001 §3 "Exchange history"). */
export interface ExchangeRow {
  id: number;
  asset?: string;
  transaction?: number | string;
  /** The spec's names; the engine's record says from_currency / to_currency. */
  base_currency?: string;
  variable_currency?: string;
  from_currency?: string;
  to_currency?: string;
  exchange_rate: number;
  amount: number;
  value: number;
  fee: number;
  timestamp: number | string;
}

/** One deposit of the blotter's Deposits tab (spec 001 §3 "Deposit"). */
export interface DepositRow {
  id?: number;
  name: string;
  currency?: string;
  currency_symbol?: string;
  average_annualized_rate: number | null;
  initial_amount: number;
  accumulated_interest: number | null;
  maturity: number | null;
  opening_date: string | number | null;
  closing_date: string | number | null;
  closed_by?: string | null;
  person?: string | number | null;
}

export interface Blotter {
  orders: Order[];
  /** Null when the server's blotter does not carry the tab's rows. */
  exchange_history: ExchangeRow[] | null;
  deposits: DepositRow[] | null;
}

function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const q = new URLSearchParams(withSessionQuery({ query }).query as Record<string, string>);
  return apiRequest(() => apiFetch(`/api/${path}?${q.toString()}`)) as Promise<T>;
}

function post<T>(path: string, body: Record<string, unknown>, notify?: boolean): Promise<T> {
  return apiRequest(
    () =>
      apiFetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(withSessionJson({ json: body }).json),
      }),
    notify === undefined ? {} : { notify },
  ) as Promise<T>;
}

/**
 * `GET /api/players/get_blotter/`: executed and cancelled orders. The server answers a list of
 * orders today; it may grow into `{ orders, exchange_history, deposits }`, read here as well.
 */
export async function getBlotter(): Promise<Blotter> {
  const raw = await get<unknown>('players/get_blotter/');
  if (Array.isArray(raw)) return { orders: raw as Order[], exchange_history: null, deposits: null };
  const o = (raw ?? {}) as Partial<Record<'orders' | 'exchange_history' | 'deposits', unknown>>;
  return {
    orders: Array.isArray(o.orders) ? (o.orders as Order[]) : [],
    exchange_history: Array.isArray(o.exchange_history) ? (o.exchange_history as ExchangeRow[]) : null,
    deposits: Array.isArray(o.deposits) ? (o.deposits as DepositRow[]) : null,
  };
}

/** `POST /api/orders/{id}/cancel/`. */
export function cancelOrder(id: number): Promise<Order> {
  return post<Order>(`orders/${id}/cancel/`, {});
}

/** `POST /api/orders/cancel_orders/`: every open order of the player; answers how many. */
export function cancelAllOrders(): Promise<number> {
  return post<number>('orders/cancel_orders/', {});
}

export interface MetricsPoint {
  player_id: number;
  step: number;
  timestamp: number;
  market_value: number;
  portfolio_volatility?: number | null;
  alpha?: number | null;
  beta?: number | null;
  sharpe_ratio?: number | null;
  treynor_ratio?: number | null;
  var05?: number | null;
  market_index_return?: number | null;
}

export function fetchMetrics(sessionId: number): Promise<MetricsPoint[]> {
  return callSession(reads.fetchMetrics, sessionId) as Promise<MetricsPoint[]>;
}

export function fetchTacticalAllocations(sessionId: number): Promise<TacticalAllocation[]> {
  return callSession(reads.fetchTacticalAllocations, sessionId);
}

export type { GroupAllocations, NewsItem };

export function fetchGroupAllocations(sessionId: number): Promise<GroupAllocations> {
  return callSession(reads.fetchGroupAllocations, sessionId);
}


export function fetchPassedNews(sessionId: number): Promise<NewsItem[]> {
  return callSession(reads.fetchPassedNews, sessionId);
}

export function fetchMacroBackground(sessionId: number): Promise<{ macro_background: string }> {
  return callSession(fetchMacroBackgroundCall, sessionId);
}
