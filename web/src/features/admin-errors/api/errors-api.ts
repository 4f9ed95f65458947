/**
 * The admin's error monitoring calls (spec 002 §7 "Errors"): five paginated lists, the players
 * with differences above a threshold (a POST that only reads: no notification), and mark as
 * seen (an action: 'Successful operation' or the error text). Times are epoch milliseconds.
 */
import type { ExecutionErrorRow } from '@domain/live-events';
import { apiFetch, apiRequest } from '@/lib/api-client';

export type { ExecutionErrorRow };
export type { AdminOrderRow, OrderExecutionError, Page, PlayerDifferenceRow } from '@domain/admin/error-reports';
import type { AdminOrderRow, Page, PlayerDifferenceRow } from '@domain/admin/error-reports';

/** Spec 002 §9: error tables show 10 rows a page. */
export const ERRORS_PAGE_SIZE = 10;


export type OrderListName = 'get_pending_orders_with_one_or_more_execution_tries' | 'get_pending_moos' | 'get_moos_executed_today' | 'get_all_pending_sl_tp';

function pageQuery(pageNumber: number): string {
  return `page_number=${pageNumber}&page_size=${ERRORS_PAGE_SIZE}`;
}

export function getExecutionErrors(pageNumber: number): Promise<Page<ExecutionErrorRow>> {
  return apiRequest(() => apiFetch(`/api/errors/get_execution_errors/?${pageQuery(pageNumber)}`)) as Promise<Page<ExecutionErrorRow>>;
}

export function getOrderList(name: OrderListName, pageNumber: number): Promise<Page<AdminOrderRow>> {
  return apiRequest(() => apiFetch(`/api/errors/${name}/?${pageQuery(pageNumber)}`)) as Promise<Page<AdminOrderRow>>;
}

export function getPlayersWithDifferences(difference: number, pageNumber: number): Promise<Page<PlayerDifferenceRow>> {
  return apiRequest(
    () =>
      apiFetch(`/api/errors/get_players_with_differences/?${pageQuery(pageNumber)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ difference }),
      }),
    // A read sent as POST (spec 002 §7): no 'Successful operation' on every page view.
    { notify: false },
  ) as Promise<Page<PlayerDifferenceRow>>;
}

export function markErrorAsSeen(id: number): Promise<{ id: number; seen: true }> {
  return apiRequest(() =>
    apiFetch('/api/errors/mark_error_as_seen/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }) }),
  ) as Promise<{ id: number; seen: true }>;
}
