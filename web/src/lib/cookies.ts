/**
 * A tiny cookie module over `document.cookie` (path=/, SameSite=Lax). Values are URI-encoded;
 * `expiresAt` is epoch seconds. `Secure` is added on https pages.
 */

/** Every cookie the app writes (spec 000 section 3): the tokens and their expiries, the sound setting, the person. */
export const COOKIE_NAMES = {
  token: 'token',
  tokenExp: 'token_exp',
  refresh: 'refresh',
  refreshExp: 'refresh_exp',
  soundEnabled: 'soundEnabled',
  person: 'person',
} as const;

export interface CookieOptions {
  /** Expiry as epoch seconds; a session cookie when omitted. */
  expiresAt?: number;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (!item.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(item.slice(prefix.length));
    } catch {
      return null;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.expiresAt !== undefined) parts.push(`expires=${new Date(options.expiresAt * 1000).toUTCString()}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Removes every cookie the app writes: tokens, their expiries, the sound setting and the person. */
export function clearAppCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
}
