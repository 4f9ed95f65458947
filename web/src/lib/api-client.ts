/**
 * The one API client: hono `hc` typed clients per sub-app, all sharing `apiFetch`, which adds
 * the trailing slash and `Authorization: Bearer <token>`, refreshes the token first when it is
 * about to expire, and retries once after a refused token. `apiRequest` turns a response into
 * data or an `ApiError`, and shows the global notifications of spec 002 section 8.
 */
import { hc } from 'hono/client';
import { MESSAGES } from '@domain/messages';
import type { AuthRoutes } from '../../../worker/routes/auth';
import type { KlassRoutes } from '../../../worker/routes/klasses';
import type { PersonRoutes } from '../../../worker/routes/persons';
import type { SessionRoutes } from '../../../worker/routes/sessions';
import { SessionExpiredError, ensureFreshToken, handleSessionExpired, refreshAccessToken } from './auth-token';
import { errorTextOf, requestUrl, withTrailingSlash } from './http';
import { notify } from './notifications';

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `details` of the error thrown when the sign-in ended; its notice is already shown. */
const SESSION_EXPIRED = Object.freeze({ sessionExpired: true });

/** True when a call failed because the sign-in ended: the page is about to go to /auth/login. */
export function isSessionExpiredError(error: unknown): boolean {
  return error instanceof ApiError && error.details === SESSION_EXPIRED;
}

const requestOf = new WeakMap<Response, { method: string; url: string }>();

function sessionExpired(error: unknown): never {
  if (error instanceof SessionExpiredError) {
    handleSessionExpired();
    throw new ApiError(401, MESSAGES.sessionExpired, SESSION_EXPIRED);
  }
  throw error;
}

export const apiFetch: typeof fetch = async (input, init) => {
  const url = withTrailingSlash(requestUrl(input));
  const method = (init?.method ?? 'GET').toUpperCase();
  const send = (token: string | null) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, method, headers }).catch((error: unknown) => {
      throw new ApiError(0, MESSAGES.genericError, { method, url, cause: error });
    });
  };
  const token = await ensureFreshToken().catch(sessionExpired);
  let res = await send(token);
  if (res.status === 401 && token) {
    // Refused before its expiry (a rotated secret, a changed account): refresh once and retry.
    const renewed = await refreshAccessToken().catch(sessionExpired);
    res = await send(renewed);
  }
  requestOf.set(res, { method, url });
  return res;
};

/** Signed-in calls of the auth sub-app (`/me`); sign-in itself goes through auth-client. */
export const meClient = hc<AuthRoutes>('/api/auth', { fetch: apiFetch });
export const personsClient = hc<PersonRoutes>('/api/persons', { fetch: apiFetch });
export const klassesClient = hc<KlassRoutes>('/api/klasses', { fetch: apiFetch });
export const sessionsClient = hc<SessionRoutes>('/api/sessions', { fetch: apiFetch });

/** The action name of a call: the last path segment that is not an id (`/api/sessions/3/` → `sessions`). */
export function actionNameOf(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  const segments = path.split('/').filter((s) => s && !/^\d+$/.test(s));
  return segments.at(-1) ?? '';
}

/** Spec 002 section 8: actions whose name lacks fetch, retrieve or list (and are not reads) notify. */
export function notifiesByDefault(method: string, action: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && !/fetch|retrieve|list/i.test(action);
}

type JsonOf<R> = R extends { json(): Promise<infer T> } ? T : never;

export interface ApiRequestOptions {
  /** Overrides the action name taken from the URL. */
  action?: string;
  /** Forces the success/failure notification on or off. */
  notify?: boolean;
}

export async function apiRequest<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  call: () => Promise<R>,
  options: ApiRequestOptions = {},
): Promise<JsonOf<R>> {
  let res: R;
  try {
    res = await call();
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError(0, MESSAGES.genericError, error);
    if (failure.status === 0) {
      const sent = failure.details as { method?: string; url?: string } | undefined;
      const shouldNotify = options.notify ?? notifiesByDefault(sent?.method ?? 'GET', options.action ?? actionNameOf(sent?.url ?? ''));
      if (shouldNotify) notify({ kind: 'error', message: failure.message });
    }
    throw failure;
  }
  const info = requestOf.get(res as unknown as Response);
  const method = info?.method ?? 'GET';
  const shouldNotify = options.notify ?? notifiesByDefault(method, options.action ?? actionNameOf(info?.url ?? ''));
  if (!res.ok) {
    const raw = res as unknown as Response;
    const text = await errorTextOf(raw);
    let details: unknown;
    try {
      details = ((await raw.clone().json()) as { details?: unknown }).details;
    } catch {
      details = undefined;
    }
    const failure = new ApiError(res.status, text ?? MESSAGES.genericError, details);
    if (shouldNotify) notify({ kind: 'error', message: failure.message });
    throw failure;
  }
  const data = (res.status === 204 ? null : await res.json()) as JsonOf<R>;
  if (shouldNotify) notify({ kind: 'success', message: MESSAGES.successfulOperation });
  return data;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || MESSAGES.genericError;
  return MESSAGES.genericError;
}
