/**
 * Mounts the order ticket and the ODA dialog and lets any screen open them (`useTradeActions`).
 * Each is its own chunk, fetched when first opened (then cached), so the room's first load does
 * not carry them.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { TransactionType } from '@domain/enums';
import { TradeActionsContext, type TradeActions } from '@/lib/room/trade-actions';

const OrderTicketDialog = lazy(() => import('./order-ticket/order-ticket').then((m) => ({ default: m.OrderTicketDialog })));
const OdaDialog = lazy(() => import('./oda/oda-dialog').then((m) => ({ default: m.OdaDialog })));

export function TradeDialogsHost({ children }: { children: ReactNode }) {
  const [ticket, setTicket] = useState<{ ric: string; transaction?: TransactionType } | null>(null);
  const [odaRic, setOdaRic] = useState<string | null>(null);
  const actions = useMemo<TradeActions>(
    () => ({ openTicket: (ric, transaction) => setTicket({ ric, transaction }), openOda: (ric) => setOdaRic(ric) }),
    [],
  );
  return (
    <TradeActionsContext.Provider value={actions}>
      {children}
      {ticket ? (
        <Suspense fallback={null}>
          <OrderTicketDialog ric={ticket.ric} transaction={ticket.transaction} onClose={() => setTicket(null)} />
        </Suspense>
      ) : null}
      {odaRic ? (
        <Suspense fallback={null}>
          <OdaDialog ric={odaRic} onClose={() => setOdaRic(null)} />
        </Suspense>
      ) : null}
    </TradeActionsContext.Provider>
  );
}
