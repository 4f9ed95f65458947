/**
 * The client-dealing calls (spec 002 §7 `/client_money/…`, `fetch_players_client_dealing_stats`,
 * the admin's `/admin/…client_dealing…`), typed by domain/contracts/client-dealing and
 * domain/client-dealing/scenario. Errors are left to the caller.
 */
import { fetchClientDealingStats, getClientLoansDepos, updateDepoRates, updateLoanRates, type ClientCards, type ClientDealingStats } from '@domain/contracts/client-dealing';
import type { ClientCard } from '@domain/client-dealing/book';
import type { ClientDealingScenario, PlanningRow } from '@domain/client-dealing/scenario';
import { apiFetch, apiRequest } from '@/lib/api-client';
import { callSession } from '@/lib/session-call';

export type { ClientCards, ClientDealingStats, ClientCard, ClientDealingScenario };

const quiet = { notify: false } as const;

export function fetchClientCards(sessionId: number, playerId: number | null): Promise<ClientCards> {
  return callSession(getClientLoansDepos, sessionId, playerId === null ? {} : { player_id: playerId }, quiet);
}

export function saveRates(sessionId: number, product: 'loans' | 'depos', rates: { tenor: string; rate: number }[]): Promise<ClientCard[]> {
  return product === 'loans'
    ? callSession(updateLoanRates, sessionId, { loan_rates: rates }, quiet).then((r) => r.updated_future_loan_cards)
    : callSession(updateDepoRates, sessionId, { depo_rates: rates }, quiet).then((r) => r.updated_future_depo_cards);
}

export function fetchStats(sessionId: number): Promise<ClientDealingStats> {
  return callSession(fetchClientDealingStats, sessionId, {}, quiet);
}

const json = (method: 'GET' | 'POST', body?: unknown) =>
  body === undefined ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };

export function createScenario(body: Record<string, unknown>): Promise<ClientDealingScenario> {
  return apiRequest(() => apiFetch('/api/admin/create_client_dealing_scenario/', json('POST', body)), quiet) as Promise<ClientDealingScenario>;
}

export type { PlanningRow };

export function fetchPlanning(body: { start_date: string; end_date: string; freq: number }): Promise<PlanningRow[]> {
  return apiRequest(() => apiFetch('/api/admin/get_yields_for_client_dealing_planning/', json('POST', body)), quiet) as Promise<PlanningRow[]>;
}

export function uploadScenarioCsv(file: File): Promise<{ created: number; scenarios: ClientDealingScenario[] }> {
  const form = new FormData();
  form.set('file', file);
  return apiRequest(() => apiFetch('/api/admin/upload_client_dealing_scenario_csv/', { method: 'POST', body: form }), quiet) as Promise<{ created: number; scenarios: ClientDealingScenario[] }>;
}
