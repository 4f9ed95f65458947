/**
 * Close (spec 001 §2): an opposite market order of the full position with the rationale
 * 'Close position' — a sell for a long, a buy for a short. It asks first, as every trade the
 * player cannot undo, says why when closing is not possible now, and reports the result: the
 * fill, or the server's reason when it refused (the session was paused meanwhile, the market
 * closed...).
 */
import { Button } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { TransactionType } from '@domain/enums';
import { formatNumber } from '@domain/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { authAtom } from '@/lib/auth-state';
import { placeOrder } from '@/lib/room/player-api';
import { useMarketOrderRegistry, usePlayer } from '@/lib/room/player-state';
import { DisabledReason } from '@/components/disabled-reason';

export const CLOSE_POSITION_RATIONALE = 'Close position';

export function ClosePositionButton({ ric, ticker, quantity, disabledReason }: { ric: string; ticker: string; quantity: number; disabledReason: string | null }) {
  const auth = useAtomValue(authAtom);
  const { claimOrder, releaseOrder } = useMarketOrderRegistry();
  const { reload } = usePlayer();
  const [busy, setBusy] = useState(false);
  const reason = quantity === 0 ? 'The position is already closed' : disabledReason;
  const long = quantity > 0;

  const close = () => {
    setBusy(true);
    // A market order's result shows as this call's notice, not as a later 'Order filled'.
    const clientOrderId = crypto.randomUUID();
    claimOrder(clientOrderId);
    placeOrder({
      financial_instrument: ric,
      transaction: long ? TransactionType.Sell : TransactionType.Buy,
      quantity: Math.abs(quantity),
      resourcetype: 'MarketOrder',
      investment_rationale: CLOSE_POSITION_RATIONALE,
      person: auth?.selected_person?.id ?? null,
      client_order_id: clientOrderId,
    })
      .then(() => notify({ kind: 'success', message: 'Position closed', description: `${ticker}: ${long ? 'sold' : 'bought back'} ${formatNumber(Math.abs(quantity), { decimals: 0 })}` }))
      .catch((error: unknown) => {
        releaseOrder(clientOrderId);
        notify({ kind: 'error', message: `${ticker} position not closed`, description: errorMessage(error) });
      })
      .finally(() => {
        setBusy(false);
        reload();
      });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" loading={busy} aria-label={`Close ${ticker} position`}>
          Close
        </Button>
      }
      triggerDisabled={reason !== null || busy}
      wrapTrigger={(trigger) => <DisabledReason reason={reason}>{trigger}</DisabledReason>}
      title="Close position"
      description={`${long ? 'Sell' : 'Buy back'} ${formatNumber(Math.abs(quantity), { decimals: 0 })} ${ticker} at the market to close the position?`}
      cancelLabel="Keep position"
      confirmLabel="Close position"
      onConfirm={close}
    />
  );
}
