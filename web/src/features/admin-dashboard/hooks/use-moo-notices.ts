/**
 * The admin notice of a market-on-open or market-on-close order (spec 002 §9: shown 20
 * seconds): pending when placed, executed when filled, from the admin channel.
 */
import type { LiveEvent } from '@domain/live-events';
import { useAdminEvents } from '@/lib/admin-live';
import { notify } from '@/lib/notifications';

export const MOO_NOTICE_MS = 20_000;
const NOTICE_EVENTS = ['moo_pending', 'moo_executed'] as const;

const KIND: Record<string, string> = { MarketOnOpenOrder: 'Market on open', MarketOnCloseOrder: 'Market on close' };

export function mooNoticeText(event: LiveEvent): string | null {
  if (event.type !== 'moo_pending' && event.type !== 'moo_executed') return null;
  const d = event.data;
  const kind = KIND[d.resourcetype] ?? d.resourcetype;
  const state = event.type === 'moo_pending' ? 'pending' : 'executed';
  return `${kind} order ${d.order_id} (${d.ric}) ${state} in session ${d.session_id}`;
}

export function useMooNotices(): void {
  useAdminEvents(NOTICE_EVENTS, (event) => {
    const text = mooNoticeText(event);
    if (text) notify({ kind: 'info', message: text, durationMs: MOO_NOTICE_MS });
  });
}
