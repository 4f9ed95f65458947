/**
 * Calls of the trainer's console. The session routes answer the object's records without a
 * typed body (hono sees `never`), so each call names the shape it reads here. Every call goes
 * through `apiRequest` (token, refresh, spec notifications): settings saves notify
 * 'Successful operation', reads stay quiet.
 */
import { apiFetch, apiRequest } from '@/lib/api-client';

type Query = Record<string, string | number | undefined>;

function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/sessions/{id}/{action}/` (session_id also in the query, as every session call carries it). */
export function sessionGet<T>(sessionId: number, action: string, query: Query = {}): Promise<T> {
  return apiRequest(() => apiFetch(`/api/sessions/${sessionId}/${action}/${queryString({ session_id: sessionId, ...query })}`)) as Promise<T>;
}

/** `POST /api/sessions/{id}/{action}/` with a JSON body carrying session_id. */
export function sessionPost<T>(sessionId: number, action: string, body: Record<string, unknown> = {}, options: { notify?: boolean } = {}): Promise<T> {
  return apiRequest(
    () =>
      apiFetch(`/api/sessions/${sessionId}/${action}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, session_id: sessionId }),
      }),
    options,
  ) as Promise<T>;
}

/** Any other JSON call under /api (orders, players, underlying assets). */
export function apiGet<T>(path: string, query: Query = {}): Promise<T> {
  return apiRequest(() => apiFetch(`/api/${path}/${queryString(query)}`)) as Promise<T>;
}

export function apiPost<T>(path: string, body: Record<string, unknown>, options: { notify?: boolean } = {}): Promise<T> {
  return apiRequest(
    () => apiFetch(`/api/${path}/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    options,
  ) as Promise<T>;
}
