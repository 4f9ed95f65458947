/**
 * JSON and multipart calls of the administration screens. Their routes are typed here from the
 * agreed shapes of issue #13 rather than from hono's route types, so the screens do not depend
 * on how each route file is built. Errors and the global notifications are `apiRequest`'s
 * (spec 002 §8: actions notify, reads — fetch, retrieve, list, GET — do not).
 */
import { apiFetch, apiRequest, type ApiRequestOptions } from '@/lib/api-client';

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function getJson<T>(path: string, query?: Query, options?: ApiRequestOptions): Promise<T> {
  return apiRequest(() => apiFetch(withQuery(path, query), { method: 'GET' }), options) as Promise<T>;
}

export function sendJson<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: ApiRequestOptions & { query?: Query }): Promise<T> {
  const init: RequestInit = body === undefined ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return apiRequest(() => apiFetch(withQuery(path, options?.query), init), options) as Promise<T>;
}

/** A file upload: the browser sets the multipart boundary itself. */
export function postForm<T>(path: string, form: FormData, options?: ApiRequestOptions): Promise<T> {
  return apiRequest(() => apiFetch(path, { method: 'POST', body: form }), options) as Promise<T>;
}
