/**
 * Clone (spec 002 §2): asks clone_class_name, clone_trainer_username and
 * clone_user_username_starting_sequence. With a class name the clone gets a new class (the
 * trainer reused when that username is a trainer, else created) and as many trainees as the
 * source class, named sequence1…N; all empty, it stays in the source's class.
 */
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import type { Credential } from '@/lib/people-api';
import { REQUIRED } from '@/lib/klass-form';
import { cloneSession, type AdminSessionRow, type CloneBody } from '../api/admin-sessions';

export interface CloneResult {
  id: number;
  klassName: string | null;
  credentials: Credential[];
}

export function CloneDialog({ session, onClose, onCloned }: { session: AdminSessionRow | null; onClose: () => void; onCloned: (result: CloneResult) => void }) {
  return (
    <Dialog.Root open={session !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Clone session {session?.id}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          The clone keeps the instruments and every setting, and starts in Creating without books.
        </Dialog.Description>
        {session ? <CloneForm session={session} onCancel={onClose} onCloned={onCloned} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

type Errors = { trainer?: string; sequence?: string };

function CloneForm({ session, onCancel, onCloned }: { session: AdminSessionRow; onCancel: () => void; onCloned: (result: CloneResult) => void }) {
  const id = useId();
  const [klassName, setKlassName] = useState('');
  const [trainer, setTrainer] = useState('');
  const [sequence, setSequence] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body: CloneBody = {};
    const name = klassName.trim();
    const next: Errors = {};
    if (name) {
      body.clone_class_name = name;
      body.clone_trainer_username = trainer.trim();
      body.clone_user_username_starting_sequence = sequence.trim();
      if (!body.clone_trainer_username) next.trainer = REQUIRED;
      if (!body.clone_user_username_starting_sequence) next.sequence = REQUIRED;
    }
    setErrors(next);
    if (next.trainer || next.sequence) return;
    setBusy(true);
    try {
      const clone = await cloneSession(session.id, body);
      onCloned({ id: clone.id, klassName: clone.klass?.name ?? null, credentials: clone.credentials ?? [] });
    } catch {
      // The notification shows the server's reason.
    } finally {
      setBusy(false);
    }
  }

  const newClass = klassName.trim() !== '';
  return (
    <form onSubmit={submit} aria-label="Clone session" noValidate>
      <Flex direction="column" gap="3">
        <FormField label="Clone class name" htmlFor={`${id}-klass`} hint={newClass ? 'A new class is made for the clone.' : `Empty: the clone stays in ${session.klass_name}.`}>
          <TextField.Root id={`${id}-klass`} value={klassName} onChange={(e) => setKlassName(e.target.value)} autoFocus />
        </FormField>
        <FormField label="Clone trainer username" htmlFor={`${id}-trainer`} error={errors.trainer} hint="An existing trainer is reused; a new name makes a trainer.">
          <TextField.Root id={`${id}-trainer`} value={trainer} onChange={(e) => setTrainer(e.target.value)} disabled={!newClass} autoComplete="off" />
        </FormField>
        <FormField
          label="Clone trainee username starting sequence"
          htmlFor={`${id}-sequence`}
          error={errors.sequence}
          hint={sequence.trim() ? `Trainees ${sequence.trim()}1, ${sequence.trim()}2, … one per trainee of the source class.` : 'The trainees are named with it and 1, 2, … N.'}
        >
          <TextField.Root id={`${id}-sequence`} value={sequence} onChange={(e) => setSequence(e.target.value)} disabled={!newClass} autoComplete="off" />
        </FormField>
        {!newClass ? (
          <Text size="1" color="gray">
            Type a class name to clone into a new class with its own trainer and trainees.
          </Text>
        ) : null}
        <Flex justify="end" gap="3" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Clone
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
