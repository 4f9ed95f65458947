/**
 * The signed-in user's tokens, kept in cookies (spec 000 section 3): token, token_exp, refresh,
 * refresh_exp (epoch seconds). Every authenticated call and every live channel asks
 * `ensureFreshToken()`, which refreshes when 30 s or less are left; concurrent callers share one
 * refresh request. A refused refresh ends the sign-in (`handleSessionExpired`).
 */
import { SESSION_EXPIRED_REDIRECT_MS, TOKEN_REFRESH_THRESHOLD_SECONDS } from '@domain/constants';
import { MESSAGES } from '@domain/messages';
import { authClient } from './auth-client';
import { COOKIE_NAMES, clearAppCookies, getCookie, setCookie } from './cookies';
import { decodeAccessClaims, decodeExp, type AccessClaims } from './jwt';
import { navigateTo } from './navigation';
import { notify } from './notifications';

export interface StoredAuth {
  token: string;
  tokenExp: number;
  refresh: string;
  refreshExp: number;
  claims: AccessClaims;
}

/** The refresh token was refused or is gone: the user must sign in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super(MESSAGES.sessionExpired);
    this.name = 'SessionExpiredError';
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const listeners = new Set<() => void>();

/** Called whenever the stored sign-in changes (login, refresh, logout, expiry). */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emitAuthChange() {
  for (const listener of listeners) listener();
}

/** The stored sign-in, or null when signed out or the refresh token has expired. */
export function readStoredAuth(): StoredAuth | null {
  const token = getCookie(COOKIE_NAMES.token);
  const refresh = getCookie(COOKIE_NAMES.refresh);
  const refreshExp = Number(getCookie(COOKIE_NAMES.refreshExp));
  if (!token || !refresh || !Number.isFinite(refreshExp) || refreshExp <= nowSeconds()) return null;
  const claims = decodeAccessClaims(token);
  if (!claims) return null;
  const tokenExp = Number(getCookie(COOKIE_NAMES.tokenExp)) || claims.exp;
  return { token, tokenExp, refresh, refreshExp, claims };
}

function writeAccess(access: string, expiresAt: number): AccessClaims {
  const claims = decodeAccessClaims(access);
  if (!claims) throw new Error('The server sent an unreadable access token');
  setCookie(COOKIE_NAMES.token, access, { expiresAt });
  setCookie(COOKIE_NAMES.tokenExp, String(claims.exp), { expiresAt });
  return claims;
}

/** Stores the tokens of a successful sign-in. Cookies live as long as the refresh token. */
export function storeLogin(access: string, refresh: string): AccessClaims {
  const refreshExp = decodeExp(refresh);
  if (refreshExp === null) throw new Error('The server sent an unreadable refresh token');
  const claims = writeAccess(access, refreshExp);
  setCookie(COOKIE_NAMES.refresh, refresh, { expiresAt: refreshExp });
  setCookie(COOKIE_NAMES.refreshExp, String(refreshExp), { expiresAt: refreshExp });
  emitAuthChange();
  return claims;
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
    const { access } = await res.json();
    writeAccess(access, stored.refreshExp);
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

export function logout(): void {
  clearAppCookies();
  emitAuthChange();
}
