/**
 * The auction notifications (spec 000 §8, 001 §2): players are alerted when the central bank
 * launches an auction ('The Central Bank just launched a new auction!'); the staff when an offer
 * arrives ('New offer received!' with team, bid amount, currency and series).
 */
import { formatNumber } from '@domain/format';
import { notify } from '@/lib/notifications';
import { useSessionEvents } from '@/lib/session-live/session-live';

export default function AuctionNotices({ staff }: { staff: boolean }) {
  useSessionEvents((event) => {
    if (!staff && event.type === 'new_auction_created') notify({ kind: 'info', message: event.data.message, description: `Series ${event.data.auction_series}` });
    if (staff && event.type === 'new_auction_response') {
      const d = event.data;
      notify({ kind: 'info', message: d.message, description: `${d.player_name} bid ${formatNumber(d.initial_bid_value, { decimals: 0 })} ${d.currency_symbol} on ${d.auction_series}` });
    }
  });
  return null;
}
