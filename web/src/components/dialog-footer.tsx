/**
 * The foot of a trading form in a dialog (order ticket, contract modals, ODA): the server's
 * refusal as it says it, why submit is disabled (ui.md: never a silent grey button), and the
 * Cancel (closes the dialog) and submit buttons, right-aligned.
 */
import { Button, Callout, Dialog, Flex, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

type ButtonColor = ComponentProps<typeof Button>['color'];

/** The server's refusal of the last submit, or nothing. */
export function SubmitError({ error }: { error: string | null }) {
  return error ? (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{error}</Callout.Text>
    </Callout.Root>
  ) : null;
}

/** Cancel (closes the dialog) and the submit button; `children` go before Cancel. */
export function DialogButtons({
  submitLabel,
  loading,
  disabled,
  color,
  wrap,
  children,
}: {
  submitLabel: ReactNode;
  loading: boolean;
  disabled: boolean;
  color?: ButtonColor;
  wrap?: 'wrap';
  children?: ReactNode;
}) {
  return (
    <Flex gap="3" justify="end" wrap={wrap}>
      {children}
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray" size="3">
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" size="3" loading={loading} disabled={disabled} color={color}>
        {submitLabel}
      </Button>
    </Flex>
  );
}

/** The server's refusal, else why submit is blocked (`blockedTestId`), then Cancel and submit (disabled while blocked). */
export function DialogFooter({
  error,
  blocked,
  blockedTestId,
  submitLabel,
  loading,
  color,
}: {
  error: string | null;
  blocked: string | null;
  blockedTestId: string;
  submitLabel: ReactNode;
  loading: boolean;
  color?: ButtonColor;
}) {
  return (
    <>
      <SubmitError error={error} />
      {blocked && !error ? (
        <Text size="2" color="red" role="status" data-testid={blockedTestId}>
          {blocked}
        </Text>
      ) : null}
      <DialogButtons submitLabel={submitLabel} loading={loading} disabled={Boolean(blocked)} color={color} />
    </>
  );
}
