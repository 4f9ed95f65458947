/**
 * Whether a CSS media query matches now, following its changes (a phone turned sideways, a window
 * narrowed). Read through useSyncExternalStore so every component sees the same answer in a render.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Phones: below Radix's `sm`…`md` step at 768 px, where the desk tables become a phone layout (ui.md). */
export const PHONE_QUERY = '(max-width: 767px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
