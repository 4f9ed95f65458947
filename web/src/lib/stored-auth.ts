/**
 * The signed-in user's tokens as the cookies hold them (spec 000 section 3): token, token_exp,
 * refresh, refresh_exp (epoch seconds). Every page reads them first, to choose between the
 * signed-in and the signed-out routes; refreshing them is auth-token.ts, which only signed-in
 * code loads.
 */
import { COOKIE_NAMES, clearAppCookies, getCookie, setCookie } from './cookies';
import { decodeAccessClaims, decodeExp, type AccessClaims } from './jwt';

export interface StoredAuth {
  token: string;
  tokenExp: number;
  refresh: string;
  refreshExp: number;
  claims: AccessClaims;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const listeners = new Set<() => void>();

/** Called whenever the stored sign-in changes (login, refresh, logout, expiry). */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the subscribers; auth-token.ts calls it after a refresh or when the sign-in expires. */
export function emitAuthChange(): void {
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

/** Stores an access token (and its expiry) in cookies that expire at `expiresAt`. */
export function writeAccess(access: string, expiresAt: number): AccessClaims {
  const claims = decodeAccessClaims(access);
  if (!claims) throw new Error('The server sent an unreadable access token');
  setCookie(COOKIE_NAMES.token, access, { expiresAt });
  setCookie(COOKIE_NAMES.tokenExp, String(claims.exp), { expiresAt });
  return claims;
}

/**
 * Stores a token pair, from a sign-in or a refresh (the server rotates the refresh token on every
 * refresh, and the one just used is spent). Cookies live as long as the refresh token.
 */
export function writeTokens(access: string, refresh: string): AccessClaims {
  const refreshExp = decodeExp(refresh);
  if (refreshExp === null) throw new Error('The server sent an unreadable refresh token');
  const claims = writeAccess(access, refreshExp);
  setCookie(COOKIE_NAMES.refresh, refresh, { expiresAt: refreshExp });
  setCookie(COOKIE_NAMES.refreshExp, String(refreshExp), { expiresAt: refreshExp });
  return claims;
}

/** Stores the tokens of a successful sign-in. */
export function storeLogin(access: string, refresh: string): AccessClaims {
  const claims = writeTokens(access, refresh);
  emitAuthChange();
  return claims;
}

/** Forgets the sign-in here; the Logout item (use-logout.ts) also ends it on the server. */
export function logout(): void {
  clearAppCookies();
  emitAuthChange();
}
