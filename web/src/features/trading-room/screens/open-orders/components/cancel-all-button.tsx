/** The Open Orders header's cancel-all button, asking first (spec: 'Are you sure to cancel all open orders?'). */
import { CrossCircledIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { cancelAllOrders } from '../../shared/api/screens-api';
import { DisabledReason } from '@/components/disabled-reason';

export function CancelAllButton({ disabledReason, onDone }: { disabledReason: string | null; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    cancelAllOrders()
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        onDone();
      });
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="soft" color="red" size="2" aria-label="Cancel all open orders" loading={busy}>
          <CrossCircledIcon aria-hidden /> Cancel all
        </Button>
      }
      triggerDisabled={disabledReason !== null || busy}
      wrapTrigger={(trigger) => <DisabledReason reason={disabledReason}>{trigger}</DisabledReason>}
      title="Cancel all open orders"
      description="Are you sure to cancel all open orders?"
      cancelLabel="No"
      confirmLabel="Yes"
      confirmColor="red"
      onConfirm={confirm}
    />
  );
}
