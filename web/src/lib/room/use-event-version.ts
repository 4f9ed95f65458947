/**
 * A number that grows after the session channel delivers one of `types`, gathered over a short
 * window so a burst (a fill sends order_executed, update_wallets and update_instruments at once)
 * causes one reload, not three.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveEvent, LiveEventType } from '@domain/live-events';
import { useSessionEvents } from '@/lib/session-live/session-live';

export function useEventVersion(types: readonly LiveEventType[], debounceMs = 200, accept?: (event: LiveEvent) => boolean): number {
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useSessionEvents((event) => {
    if (!types.includes(event.type) || (accept && !accept(event))) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setVersion((n) => n + 1);
    }, debounceMs);
  });
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return version;
}
