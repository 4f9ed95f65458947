/**
 * The one confirmation of the app (ui.md: destructive or irreversible actions ask first): a
 * title, the question, a grey button that keeps things as they are and the button that acts.
 * Opened by its `trigger`, or controlled through `open` / `onOpenChange` when the action starts
 * elsewhere (a row's button). `wrapTrigger` puts the trigger inside a wrapper, e.g. the tooltip
 * that says why it is disabled.
 */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactElement, ReactNode } from 'react';

export function ConfirmDialog({
  trigger,
  triggerDisabled,
  wrapTrigger,
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmColor,
  onConfirm,
  maxWidth = '420px',
}: {
  /** The control that opens the dialog. */
  trigger?: ReactElement;
  triggerDisabled?: boolean;
  wrapTrigger?: (trigger: ReactElement) => ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Closes the dialog and changes nothing. */
  cancelLabel: string;
  /** Closes the dialog and calls `onConfirm`. */
  confirmLabel: string;
  confirmColor?: ComponentProps<typeof Button>['color'];
  onConfirm: () => void;
  maxWidth?: string;
}) {
  const opener = trigger ? <AlertDialog.Trigger disabled={triggerDisabled}>{trigger}</AlertDialog.Trigger> : null;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {opener && wrapTrigger ? wrapTrigger(opener) : opener}
      <AlertDialog.Content maxWidth={maxWidth}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={confirmColor} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
