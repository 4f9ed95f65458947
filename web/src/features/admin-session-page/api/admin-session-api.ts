/**
 * Calls of the admin's session page (spec 002 §2 "/dashboard/sessions/{id}", §7): the session's
 * index row and record, its players, one player's blotter, open orders and persons, the forced
 * New Order, Close positions, and the status calls. Reads stay quiet; actions show the global
 * notification of spec 002 §8 through `apiRequest`.
 */
import { playPause, finishSession } from '@domain/contracts/lifecycle';
import { forceBuyForwardContractFromAdmin } from '@domain/contracts/fx-forwards';
import type { ForwardView } from '@domain/engine/fx-forwards/contract';
import { getBlotter } from '@domain/contracts/orders';
import { fetchPlayers, fetchSession, fetchSessionAssets, type PlayerRow, type SessionAsset } from '@domain/contracts/reads';
import type { BlotterOrder } from '@domain/contracts/orders';
import type { SessionIndexRow } from '@domain/live-events';
import type { OrderView } from '@domain/session/entities';
import type { SessionView } from '@domain/session/session-record';
import {
  closePositions,
  fetchOpenOrders,
  fetchPlayerPersons,
  forceOrder,
  type ClosePositionsAnswer,
  type PlayerPerson,
} from '@domain/contracts/admin-orders';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { callSession } from '@/lib/session-call';

export type { PlayerRow, SessionAsset, BlotterOrder, OrderView, SessionView, PlayerPerson, ClosePositionsAnswer };

/** `GET /api/sessions/{id}/`: the D1 index row, with the trainer's name (issue 13). */
export type AdminSessionRow = SessionIndexRow & { trainer_name?: string | null };

type Query = Record<string, string | number | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function getJson<T>(path: string, query?: Query): Promise<T> {
  return apiRequest(() => apiFetch(withQuery(path, query))) as Promise<T>;
}

export function getSessionRow(sessionId: number): Promise<AdminSessionRow> {
  return getJson<AdminSessionRow>(`/api/sessions/${sessionId}/`);
}

export function getSessionView(sessionId: number): Promise<SessionView> {
  return callSession(fetchSession, sessionId);
}

export function getPlayers(sessionId: number): Promise<PlayerRow[]> {
  return callSession(fetchPlayers, sessionId);
}

export function getSessionAssets(sessionId: number): Promise<SessionAsset[]> {
  return callSession(fetchSessionAssets, sessionId);
}

export function getPlayerBlotter(sessionId: number, playerId: number): Promise<BlotterOrder[]> {
  return callSession(getBlotter, sessionId, { player_id: playerId });
}

/** The player's orders still open (`created`), for the staff. */
export function getOpenOrders(sessionId: number, playerId: number): Promise<OrderView[]> {
  return callSession(fetchOpenOrders, sessionId, { player_id: playerId });
}

/** The player's persons, the admin person included once it exists. */
export function getPlayerPersons(sessionId: number, playerId: number): Promise<PlayerPerson[]> {
  return callSession(fetchPlayerPersons, sessionId, { player_id: playerId });
}

export interface ForceOrderInput {
  player_id: number;
  /** Null: the admin person. */
  person: number | null;
  financial_instrument: number | string;
  transaction: 0 | 1;
  quantity: number;
  forced_price: number;
}

/** New Order at a forced price; its refusal ('Wallet not found!') shows as the notification. */
export function placeForcedOrder(sessionId: number, input: ForceOrderInput): Promise<OrderView> {
  return callSession(forceOrder, sessionId, input);
}

export function closeAllPositions(sessionId: number): Promise<ClosePositionsAnswer> {
  return callSession(closePositions, sessionId);
}

export function togglePlay(sessionId: number, currentStatus: number): Promise<SessionView> {
  return callSession(playPause, sessionId, { current_status: currentStatus });
}

export function endSession(sessionId: number): Promise<SessionView> {
  return callSession(finishSession, sessionId);
}

/** The administrator's forced forward contract for a player (New Order page): booked at the forced outright, whatever the market hours. */
export function forceForwardContract(
  sessionId: number,
  input: { player_id: number; person: number | null; financial_instrument: string | number; amount: number; forced_price: number },
): Promise<ForwardView> {
  return callSession(forceBuyForwardContractFromAdmin, sessionId, input);
}
