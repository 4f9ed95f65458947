/**
 * Opening the order ticket and the ODA dialog from any trading-room screen:
 * `useTradeActions().openTicket(ric, transaction?)`, `.openOda(ric)`. The dialogs themselves
 * are mounted once by the trading room (`TradeDialogsHost`).
 */
import { createContext, useContext } from 'react';
import type { TransactionType } from '@domain/enums';

export interface TradeActions {
  openTicket: (ric: string, transaction?: TransactionType) => void;
  openOda: (ric: string) => void;
}

export const TradeActionsContext = createContext<TradeActions | null>(null);

export function useTradeActions(): TradeActions {
  const value = useContext(TradeActionsContext);
  if (!value) throw new Error('useTradeActions outside the trading room');
  return value;
}
