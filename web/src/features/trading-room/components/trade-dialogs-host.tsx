/** Mounts the order ticket and the ODA dialog once and lets any screen open them (`useTradeActions`). */
import { useMemo, useState, type ReactNode } from 'react';
import type { TransactionType } from '@domain/enums';
import { TradeActionsContext, type TradeActions } from '../state/trade-actions';
import { OdaDialog } from './oda/oda-dialog';
import { OrderTicketDialog } from './order-ticket/order-ticket';

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
      <OrderTicketDialog ric={ticket?.ric ?? null} transaction={ticket?.transaction} onClose={() => setTicket(null)} />
      <OdaDialog ric={odaRic} onClose={() => setOdaRic(null)} />
    </TradeActionsContext.Provider>
  );
}
