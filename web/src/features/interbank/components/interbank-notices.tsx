/**
 * The RFQ notifications of a client-money session's trading room (spec 002 §8: 5 seconds for an
 * RFQ answer): a request received, a quote received, a quote hit or declined, a request withdrawn
 * or lapsed. Its own chunk, mounted only in client-money sessions.
 */
import { formatMoney, formatNumber } from '@domain/format';
import { notify } from '@/lib/notifications';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { usePlayer } from '@/lib/room/player-state';

const RFQ_NOTICE_MS = 5_000;

export default function InterbankNotices() {
  const { session } = useSessionLive();
  const ccy = session?.reporting_currency ?? 'USD';
  const me = usePlayer().player?.id ?? null;
  useSessionEvents((event) => {
    const say = (kind: 'info' | 'success' | 'warning', message: string) => notify({ kind, message, durationMs: RFQ_NOTICE_MS });
    const pct = (x: number) => `${formatNumber(x, { decimals: 4, minDecimals: 2 })}%`;
    if (event.type === 'rfq_sent' && event.data.response_id !== null) say('info', `${event.data.from_player_name} asks for a quote on ${formatMoney(event.data.amount, ccy)}`);
    else if (event.type === 'rfq_response_sent' && event.data.from_player_name) say('info', `Quote from ${event.data.from_player_name}: ${pct(event.data.bid)} / ${pct(event.data.ask)}`);
    else if (event.type === 'rfq_hit' && event.data.from_player_name) {
      const d = event.data;
      if (d.direction === null) say('info', `${d.from_player_name} answered Nothing to your quote`);
      else say('success', `${d.from_player_name} ${d.direction === 'lend' ? 'lent you' : 'borrowed from you'} ${formatMoney(d.amount, ccy)}${d.rate === null ? '' : ` at ${pct(d.rate)}`}`);
    } else if (event.type === 'rfq_cancelled' && event.data.response_id !== null && event.data.reason === 'cancelled' && event.data.by !== me) say('warning', `RFQ #${event.data.request_id} was cancelled`);
  });
  return null;
}
