/**
 * The player's 'Sound enabled' setting, kept in the 'soundEnabled' cookie (spec 001 §9: default
 * enabled). Subscribers (the fill sound, the settings checkbox) follow changes at once.
 */
import { useSyncExternalStore } from 'react';
import { COOKIE_NAMES, getCookie, setCookie } from '@/lib/cookies';

const YEAR_SECONDS = 365 * 86_400;
const listeners = new Set<() => void>();

export function isSoundEnabled(): boolean {
  return getCookie(COOKIE_NAMES.soundEnabled) !== 'false';
}

export function setSoundEnabled(enabled: boolean): void {
  setCookie(COOKIE_NAMES.soundEnabled, String(enabled), { expiresAt: Math.floor(Date.now() / 1000) + YEAR_SECONDS });
  for (const l of listeners) l();
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    isSoundEnabled,
    () => true,
  );
}
