/**
 * A settings table with a read mode and an edit mode (spec 000 §2): Edit, then Save or
 * Cancel; Cancel with changes asks 'Sure to cancel?'. The validation text shows above the
 * buttons; a failed save keeps the edit open with the server's reason.
 */
import { AlertDialog, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function SettingsCard({
  title,
  description,
  editable = true,
  editing,
  dirty,
  saving,
  error,
  saveDisabled,
  onEdit,
  onSave,
  onCancel,
  children,
}: {
  title: string;
  description?: ReactNode;
  editable?: boolean;
  editing?: boolean;
  dirty?: boolean;
  saving?: boolean;
  error?: string | null;
  saveDisabled?: boolean;
  onEdit?: () => void;
  onSave?: () => void;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Flex justify="between" align="center" gap="2" mb="2">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          {editable && onEdit ? (
            editing ? (
              <Flex gap="2">
                {dirty ? (
                  <AlertDialog.Root>
                    <AlertDialog.Trigger>
                      <Button size="1" variant="soft" color="gray">
                        Cancel
                      </Button>
                    </AlertDialog.Trigger>
                    <AlertDialog.Content maxWidth="360px">
                      <AlertDialog.Title>Sure to cancel?</AlertDialog.Title>
                      <AlertDialog.Description size="2">Your changes to {title} will be lost.</AlertDialog.Description>
                      <Flex gap="3" mt="4" justify="end">
                        <AlertDialog.Cancel>
                          <Button variant="soft" color="gray">
                            Keep editing
                          </Button>
                        </AlertDialog.Cancel>
                        <AlertDialog.Action>
                          <Button color="red" onClick={onCancel}>
                            Discard
                          </Button>
                        </AlertDialog.Action>
                      </Flex>
                    </AlertDialog.Content>
                  </AlertDialog.Root>
                ) : (
                  <Button size="1" variant="soft" color="gray" onClick={onCancel}>
                    Cancel
                  </Button>
                )}
                <Button size="1" onClick={onSave} loading={saving} disabled={saveDisabled}>
                  Save
                </Button>
              </Flex>
            ) : (
              <Button size="1" variant="soft" onClick={onEdit}>
                Edit
              </Button>
            )
          ) : null}
        </Flex>
        {description ? (
          <Text as="p" size="1" color="gray" mb="2">
            {description}
          </Text>
        ) : null}
        {children}
        {error ? (
          <Text as="p" size="2" color="red" role="alert" mt="2">
            {error}
          </Text>
        ) : null}
      </section>
    </Card>
  );
}
