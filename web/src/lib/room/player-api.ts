/**
 * The trading room's reads and writes: the player's books (`retrieve_player`), the session's
 * instruments with their quotes (`fetch_session_assets`), orders, ODAs, cash exchange and the
 * price history of an instrument. Response types come from the session object itself, so the
 * screens read exactly what the server sends.
 */
import type { depositView } from '@domain/engine/deposits';
import type { OrderResourcetype, TransactionType } from '@domain/enums';
import type { SessionInstrument } from '@domain/engine/types';
import type { OdaView as Oda, OrderView as Order, WalletView } from '@domain/session/entities';
import { apiFetch, apiRequest, sessionsClient } from '@/lib/api-client';
import { withSessionJson } from '@/lib/session-scope';
import { fetchSessionAssets as fetchSessionAssetsCall, retrievePlayer as retrievePlayerCall, type PlayerBooks, type SessionAsset } from '@domain/contracts/reads';
import { callSession } from '@/lib/session-call';

/** `retrieve_player`: the player's books valued now, plus outstanding dividends and the benchmark. */
export type PlayerView = PlayerBooks;
export type PlayerWallet = PlayerView['wallets'][number];
export type PlayerPosition = PlayerView['financial_instruments'][number];
export type HistoryPoint = PlayerView['player_history'][number];

export type { SessionAsset };

export type { Oda, Order, WalletView };

export function retrievePlayer(sessionId: number): Promise<PlayerView> {
  return callSession(retrievePlayerCall, sessionId);
}

export function fetchSessionAssets(sessionId: number): Promise<SessionAsset[]> {
  return callSession(fetchSessionAssetsCall, sessionId);
}

/** A JSON POST under /api whose body carries `session_id`; `notify: false` leaves feedback to the caller. */
function postSession<T>(path: string, body: Record<string, unknown>, notify = false): Promise<T> {
  return apiRequest(
    () =>
      apiFetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(withSessionJson({ json: body }).json),
      }),
    { notify },
  ) as Promise<T>;
}

export interface OrderInput {
  financial_instrument: number | string;
  transaction: TransactionType;
  quantity: number;
  resourcetype: OrderResourcetype;
  limit_price?: number | null;
  person?: number | null;
  forecast?: string | null;
  investment_rationale?: string | null;
  term?: string | null;
  analysis?: string | null;
  client_order_id: string;
}

/** Renames the player in this session. */
export function updatePlayerName(name: string): Promise<{ id: number; name: string }> {
  return postSession('players/update_settings/', { name }, true);
}

/** Makes a deposit from the wallet (`amount` given, none open) or breaks the open one (`amount` null). */
export function makeOrBreakDeposit(currency: string, amount: number | null): Promise<{ deposits: PlayerView['deposits'] }> {
  return postSession(`wallets/${currency}/make_or_break_deposit/`, amount === null ? {} : { amount_to_deposit: amount }, true);
}

export function placeOrder(input: OrderInput): Promise<Order> {
  return postSession<Order>('orders/', { ...input });
}

export function saveOda(kind: 'create' | 'update', input: { financial_instrument: number | string; stop_loss_price: number | null; take_profit_price: number | null }): Promise<Oda> {
  return postSession<Oda>(`orders/${kind}_oda/`, input);
}

export interface ExchangeResult {
  wallets: PlayerWallet[];
  exchange_history: Record<string, unknown>[];
}

export function exchangeCash(input: { from_wallet: string; to_wallet: string; amount: number }): Promise<ExchangeResult> {
  return postSession<ExchangeResult>('wallets/exchange/', input);
}

/** Periods of the price-history chart (spec 001 §7 "retrieve price history"). */
export const HISTORY_PERIODS = [
  { key: 'one_day', label: '1D' },
  { key: 'one_month', label: '1M' },
  { key: 'six_months', label: '6M' },
  { key: 'one_year', label: '1Y' },
  { key: 'three_years', label: '3Y' },
] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number]['key'];
