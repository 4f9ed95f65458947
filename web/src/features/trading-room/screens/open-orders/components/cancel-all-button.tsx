/** The Open Orders header's cancel-all button, asking first (spec: 'Are you sure to cancel all open orders?'). */
import { CrossCircledIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { cancelAllOrders } from '../../shared/api/screens-api';
import { DisabledReason } from '../../shared/components/disabled-reason';

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
    <AlertDialog.Root>
      <DisabledReason reason={disabledReason}>
        <AlertDialog.Trigger disabled={disabledReason !== null || busy}>
          <Button variant="soft" color="red" size="2" aria-label="Cancel all open orders" loading={busy}>
            <CrossCircledIcon aria-hidden /> Cancel all
          </Button>
        </AlertDialog.Trigger>
      </DisabledReason>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Cancel all open orders</AlertDialog.Title>
        <AlertDialog.Description size="2">Are you sure to cancel all open orders?</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              No
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={confirm}>
              Yes
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
