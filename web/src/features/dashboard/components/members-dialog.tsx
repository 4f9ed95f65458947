/** Members of a class: its trainees' usernames. */
import { Button, Dialog, Flex, ScrollArea, Text } from '@radix-ui/themes';
import type { Klass } from '../api/klasses';

export function MembersDialog({ klass, onClose }: { klass: Klass | null; onClose: () => void }) {
  return (
    <Dialog.Root open={klass !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Members of {klass?.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {klass ? `${klass.trainees.length} trainee${klass.trainees.length === 1 ? '' : 's'}` : null}
        </Dialog.Description>
        {klass && klass.trainees.length === 0 ? (
          <Text size="2" color="gray">
            No trainees in this class yet.
          </Text>
        ) : (
          <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 360 }}>
            <ul aria-label="Trainees" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {klass?.trainees.map((t) => (
                <li key={t.id} style={{ padding: 'var(--space-2) 0', borderBottom: '1px solid var(--gray-a4)' }}>
                  <Text size="2">{t.username}</Text>
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
