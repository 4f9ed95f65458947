/**
 * A settings table with a read mode and an edit mode (spec 000 §2): Edit, then Save or
 * Cancel; Cancel with changes asks 'Sure to cancel?'. The validation text shows above the
 * buttons; a failed save keeps the edit open with the server's reason.
 */
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
                  <ConfirmDialog
                    trigger={
                      <Button size="1" variant="soft" color="gray">
                        Cancel
                      </Button>
                    }
                    maxWidth="360px"
                    title="Sure to cancel?"
                    description={`Your changes to ${title} will be lost.`}
                    cancelLabel="Keep editing"
                    confirmLabel="Discard"
                    confirmColor="red"
                    onConfirm={() => onCancel?.()}
                  />
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
