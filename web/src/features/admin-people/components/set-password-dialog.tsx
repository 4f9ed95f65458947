/** Set a trainer's password (spec 002 §2 /dashboard/trainers): typed twice, sent once. */
import { Button, Dialog, Flex, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { setTrainerPassword, type TrainerRow } from '@/lib/people-api';
import { REQUIRED } from '@/lib/klass-form';

export function SetPasswordDialog({ trainer, onClose }: { trainer: TrainerRow | null; onClose: () => void }) {
  return (
    <Dialog.Root open={trainer !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
        <Dialog.Title>Set password — {trainer?.username}</Dialog.Title>
        {trainer ? <SetPasswordForm trainer={trainer} onDone={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function SetPasswordForm({ trainer, onDone }: { trainer: TrainerRow; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = password.trim();
    const next = { password: typed ? undefined : REQUIRED, repeat: repeat.trim() === typed ? undefined : 'The passwords differ' };
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      await setTrainerPassword(trainer.id, typed);
      onDone();
    } catch {
      // The notification shows the server's reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Set password" noValidate>
      <Flex direction="column" gap="3">
        <FormField label="New password" htmlFor={`${id}-password`} error={errors.password}>
          <TextField.Root id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
        </FormField>
        <FormField label="Repeat password" htmlFor={`${id}-repeat`} error={errors.repeat}>
          <TextField.Root id={`${id}-repeat`} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
        </FormField>
        <Flex justify="end" gap="3" mt="2">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={busy}>
            Set password
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
