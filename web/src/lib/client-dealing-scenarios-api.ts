/**
 * The client-dealing scenarios (spec 002 §7 `/client_money/fetch_client_dealing_scenarios/`): read
 * by the session creation form and by the admin's scenarios tab. Errors are left to the caller.
 */
import type { ClientDealingScenario } from '@domain/client-dealing/scenario';
import { apiFetch, apiRequest } from '@/lib/api-client';

export type { ClientDealingScenario };

export function fetchScenarios(): Promise<ClientDealingScenario[]> {
  return apiRequest(() => apiFetch('/api/client_money/fetch_client_dealing_scenarios/', { method: 'GET' }), { notify: false }) as Promise<ClientDealingScenario[]>;
}
