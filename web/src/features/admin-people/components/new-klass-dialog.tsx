/**
 * A trainer's New class (issue #13): a class they lead, with trainees by names or by a
 * generated sequence; then the new accounts' credentials, once, with their CSV.
 */
import { Dialog } from '@radix-ui/themes';
import { useState } from 'react';
import type { KlassSummary } from '@/lib/people-api';
import { CreateKlassForm } from './create-klass-form';
import { CredentialsDialog, credentialsFileName, type CredentialsShown } from '@/components/credentials-dialog';

export function NewKlassDialog({ open, trainerUsername, onClose, onCreated }: { open: boolean; trainerUsername: string; onClose: () => void; onCreated: (klass: KlassSummary) => void }) {
  const [shown, setShown] = useState<CredentialsShown | null>(null);
  return (
    <>
      <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
        <Dialog.Content maxWidth="560px">
          <Dialog.Title>New class</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            A class you lead. New trainees get their accounts now.
          </Dialog.Description>
          {open ? (
            <CreateKlassForm
              trainer={{ kind: 'self', username: trainerUsername }}
              onCancel={onClose}
              onCreated={({ klass, credentials }) => {
                setShown({ title: `Class ${klass.name} created`, fileName: credentialsFileName(klass.name), credentials });
                onCreated(klass);
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
      <CredentialsDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}
