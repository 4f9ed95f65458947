/**
 * Notices of the class view wherever the session is open (trading room or console): a toast when
 * the player unlocks a badge, and the persistent 'Missing benchmark prices' warning (spec 002 §8)
 * listing the errors, replaced when they change and dismissed once the benchmark is priced again.
 * Small on purpose: it lives in the room's first chunk.
 */
import { useRef } from 'react';
import { dismiss, notify } from '@/lib/notifications';
import { useSessionEvents } from '@/lib/session-live/session-live';

export const MISSING_BENCHMARK_PRICES = 'Missing benchmark prices';

/** `staff`: the console, which hears of every player's own benchmark (named by id). */
export function ClassViewNotices({ staff = false }: { staff?: boolean }) {
  // One warning per benchmark (the session's, or a player's own): its notification id.
  const warnings = useRef(new Map<string, number>());
  useSessionEvents((event) => {
    if (event.type === 'badge_unlocked' && !staff) {
      notify({ kind: 'success', message: `Badge unlocked: ${event.data.name}`, description: event.data.description });
      return;
    }
    if (event.type !== 'benchmark_prices_missing') return;
    const key = String(event.data.player_id ?? 'session');
    const previous = warnings.current.get(key);
    if (previous !== undefined) dismiss(previous);
    warnings.current.delete(key);
    if (!event.data.errors.length) return;
    const whose = event.data.player_id === null ? 'Session benchmark' : staff ? `Individual benchmark of player ${event.data.player_id}` : 'Your benchmark';
    warnings.current.set(key, notify({ kind: 'warning', message: MISSING_BENCHMARK_PRICES, description: `${whose}: ${event.data.errors.join('; ')}`, durationMs: null }));
  });
  return null;
}
