/**
 * Change password (issue #13), for every signed-in user: the current password, the new one
 * (the server's rule: at least PASSWORD_MIN characters) typed twice. The server's refusal
 * ('The current password is not right') shows in the dialog; success is a notification.
 */
import { Button, Callout, Dialog, Flex, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { MESSAGES } from '@domain/messages';
import { PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_MIN } from '@domain/people/usernames';
import { errorMessage } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { FormField } from '@/components/form-field';
import { changePassword } from '../api/change-password';

type Errors = { current?: string; next?: string; confirm?: string };

function errorsOf(current: string, next: string, confirm: string): Errors {
  return {
    current: current ? undefined : 'Required',
    next: !next ? 'Required' : next.length < PASSWORD_MIN ? PASSWORD_MESSAGE : next.length > PASSWORD_MAX ? `A password has at most ${PASSWORD_MAX} characters` : undefined,
    confirm: confirm === next ? undefined : 'The passwords differ',
  };
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
        <Dialog.Title>Change password</Dialog.Title>
        {/* Mounted only while open: every opening starts with empty fields. */}
        {open ? <ChangePasswordForm onDone={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = errorsOf(current, next, confirm);
    setErrors(found);
    setRefusal(null);
    if (found.current || found.next || found.confirm) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      notifySuccess(MESSAGES.successfulOperation);
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Change password" noValidate>
      <Flex direction="column" gap="3">
        {refusal ? (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Text>{refusal}</Callout.Text>
          </Callout.Root>
        ) : null}
        <FormField label="Current password" htmlFor={`${id}-current`} error={errors.current}>
          <TextField.Root id={`${id}-current`} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} autoFocus />
        </FormField>
        <FormField label="New password" htmlFor={`${id}-new`} error={errors.next} hint={`At least ${PASSWORD_MIN} characters.`}>
          <TextField.Root id={`${id}-new`} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        </FormField>
        <FormField label="Confirm new password" htmlFor={`${id}-confirm`} error={errors.confirm}>
          <TextField.Root id={`${id}-confirm`} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </FormField>
        <Flex justify="end" gap="3" mt="2">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={busy}>
            Change password
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
