/**
 * Keeps the access token fresh: every authenticated call and every live channel asks
 * `ensureFreshToken()`, which refreshes when 30 s or less are left; concurrent callers share one
 * refresh request. A refused refresh ends the sign-in (`handleSessionExpired`). The tokens
 * themselves are read and written by stored-auth.ts.
 */
import { SESSION_EXPIRED_REDIRECT_MS, TOKEN_REFRESH_THRESHOLD_SECONDS } from '@domain/constants';
import { MESSAGES } from '@domain/messages';
import { authClient } from './auth-client';
import { COOKIE_NAMES, clearAppCookies, getCookie } from './cookies';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { emitAuthChange, nowSeconds, readStoredAuth, writeTokens } from './stored-auth';

/** The refresh token was refused or is gone: the user must sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super(MESSAGES.sessionExpired);
    this.name = 'SessionExpiredError';
  }
}

let inflightRefresh: Promise<string> | null = null;

/** Asks for a new access token; every caller during one refresh shares the same request. */
export function refreshAccessToken(): Promise<string> {
  inflightRefresh ??= (async () => {
    const stored = readStoredAuth();
    if (!stored) throw new SessionExpiredError();
    const res = await authClient.refresh_token.$post({ json: { refresh: stored.refresh } });
    if (res.status >= 400 && res.status < 500) throw new SessionExpiredError();
    if (!res.ok) throw new Error(`Token refresh failed with status ${res.status}`);
    // The refresh token just sent is spent: keep its successor, or the next refresh would end
    // the sign-in (other tabs read the cookies, so they pick it up too).
    const { access, refresh } = await res.json();
    writeTokens(access, refresh);
    emitAuthChange();
    return access;
  })().finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

/**
 * The access token to send now, refreshed first when it has `TOKEN_REFRESH_THRESHOLD_SECONDS`
 * or less left; null when signed out. Throws `SessionExpiredError` when the refresh is refused,
 * and a plain error when the server could not be reached (the sign-in is kept then).
 */
export async function ensureFreshToken(): Promise<string | null> {
  const stored = readStoredAuth();
  if (!stored) {
    if (getCookie(COOKIE_NAMES.refresh) || getCookie(COOKIE_NAMES.token)) throw new SessionExpiredError();
    return null;
  }
  if (stored.tokenExp - nowSeconds() <= TOKEN_REFRESH_THRESHOLD_SECONDS) return refreshAccessToken();
  return stored.token;
}

/**
 * Ends a sign-in on the server: the family of `refresh` is revoked, so no copy of it refreshes
 * again. Best effort (logout forgets the sign-in locally whatever happens here); keepalive lets
 * the request outlive the page if the browser leaves it right away.
 */
export async function revokeSignIn(refresh: string): Promise<void> {
  await authClient.logout.$post({ json: { refresh } }, { init: { keepalive: true } }).catch(() => {});
}

let expiring = false;

/**
 * Spec 000 section 8: cookies cleared, 'Session expired, please login again.' shown, and after
 * 1.5 s the browser goes to /auth/login. Safe to call from many failing calls at once.
 */
export function handleSessionExpired(): void {
  if (expiring) return;
  expiring = true;
  clearAppCookies();
  notify({ kind: 'error', message: MESSAGES.sessionExpired });
  setTimeout(() => {
    expiring = false;
    emitAuthChange();
    navigateTo('/auth/login', { replace: true });
  }, SESSION_EXPIRED_REDIRECT_MS);
}

/**
 * Spec 002 section 8, live channels: a refused refresh while connecting clears cookies and
 * reloads. When an API call of the same page already started the expiry notice (they share
 * the refresh request), that notice and its redirect win.
 */
export function handleSessionExpiredByReload(): void {
  setTimeout(() => {
    if (expiring) return;
    clearAppCookies();
    location.reload();
  }, 0);
}
