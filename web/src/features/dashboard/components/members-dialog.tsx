/**
 * Members of a class, managed by its trainer (issue #13): per trainee a password reset (the new
 * one shown once, with its CSV) and a removal from the class, both asked first; an Add trainee
 * form (a generated password when none is typed, shown once). Each action reports through the
 * global notifications and `onChanged` reloads the dashboard's classes, which this dialog shows.
 */
import { Button, Dialog, Flex, ScrollArea, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CredentialsDialog, credentialsFileName, type CredentialsShown } from '@/components/credentials-dialog';
import type { Klass } from '../api/klasses';
import { removeTrainee, resetTraineePassword } from '../api/klass-members';
import { AddTraineeForm } from './add-trainee-form';

type Trainee = Klass['trainees'][number];
type Pending = { kind: 'reset' | 'remove'; trainee: Trainee };

export function MembersDialog({ klass, onClose, onChanged }: { klass: Klass | null; onClose: () => void; onChanged: () => Promise<void> }) {
  const [asking, setAsking] = useState<Pending | null>(null);
  const [working, setWorking] = useState<Pending | null>(null);
  const [shown, setShown] = useState<CredentialsShown | null>(null);

  async function act(pending: Pending) {
    if (!klass) return;
    setWorking(pending);
    try {
      if (pending.kind === 'reset') {
        const credential = await resetTraineePassword(klass.id, pending.trainee.id);
        setShown({ title: `New password — ${credential.username}`, fileName: credentialsFileName(`${klass.name}-${credential.username}`), credentials: [credential] });
      } else {
        await removeTrainee(klass.id, pending.trainee.id);
      }
      await onChanged();
    } catch {
      // The notification shows the server's reason.
    } finally {
      setWorking(null);
    }
  }

  const count = klass?.trainees.length ?? 0;
  return (
    <Dialog.Root open={klass !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>Members of {klass?.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {klass ? `${count} trainee${count === 1 ? '' : 's'}` : null}
        </Dialog.Description>
        {klass && count === 0 ? (
          <Text as="p" size="2" color="gray" mb="3">
            No trainees in this class yet.
          </Text>
        ) : (
          <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 300 }}>
            <Table.Root size="1" variant="surface" aria-label={`Trainees of ${klass?.name ?? 'the class'}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Actions</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {klass?.trainees.map((t) => (
                  <Table.Row key={t.id} align="center">
                    <Table.RowHeaderCell>{t.username}</Table.RowHeaderCell>
                    <Table.Cell justify="end">
                      <Flex gap="2" justify="end" wrap="nowrap">
                        <Button
                          size="1"
                          variant="soft"
                          aria-label={`Reset password of ${t.username}`}
                          loading={working?.kind === 'reset' && working.trainee.id === t.id}
                          onClick={() => setAsking({ kind: 'reset', trainee: t })}
                        >
                          Reset password
                        </Button>
                        <Button
                          size="1"
                          variant="soft"
                          color="red"
                          aria-label={`Remove ${t.username} from class`}
                          loading={working?.kind === 'remove' && working.trainee.id === t.id}
                          onClick={() => setAsking({ kind: 'remove', trainee: t })}
                        >
                          Remove from class
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollArea>
        )}
        {klass ? (
          <AddTraineeForm
            klass={klass}
            onAdded={async (credential) => {
              if (credential) setShown({ title: `New trainee — ${credential.username}`, fileName: credentialsFileName(`${klass.name}-${credential.username}`), credentials: [credential] });
              await onChanged();
            }}
          />
        ) : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>

        {/* Nested in this dialog's content so they stack above it. */}
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          title={asking?.kind === 'remove' ? 'Sure to delete?' : 'Reset password?'}
          description={
            asking?.kind === 'remove'
              ? `${asking.trainee.username} leaves ${klass?.name ?? 'the class'}. Their account and the books of their finished sessions stay.`
              : `${asking?.trainee.username ?? ''} gets a new generated password, shown once. The current one stops working.`
          }
          cancelLabel="Cancel"
          confirmLabel={asking?.kind === 'remove' ? 'Remove' : 'Reset password'}
          confirmColor={asking?.kind === 'remove' ? 'red' : undefined}
          onConfirm={() => {
            if (asking) void act(asking);
            setAsking(null);
          }}
        />
        <CredentialsDialog shown={shown} onClose={() => setShown(null)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
