/** The notifications as Radix callouts, newest last (the Toaster's region loads this with the first one). */
import { CheckCircledIcon, Cross2Icon, CrossCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Flex, IconButton, Text } from '@radix-ui/themes';
import { dismiss, type AppNotification, type NotificationKind } from '@/lib/notifications';

const LOOK: Record<NotificationKind, { color: 'green' | 'red' | 'amber' | 'blue'; Icon: typeof InfoCircledIcon }> = {
  success: { color: 'green', Icon: CheckCircledIcon },
  error: { color: 'red', Icon: CrossCircledIcon },
  warning: { color: 'amber', Icon: ExclamationTriangleIcon },
  info: { color: 'blue', Icon: InfoCircledIcon },
};

export function NotificationList({ notifications }: { notifications: readonly AppNotification[] }) {
  return (
    <Flex direction="column" gap="2" style={{ width: '100%', maxWidth: 380 }}>
      {notifications.map((n) => {
        const { color, Icon } = LOOK[n.kind];
        return (
          <Callout.Root
            key={n.id}
            color={color}
            variant="surface"
            role={n.kind === 'error' ? 'alert' : 'status'}
            style={{ pointerEvents: 'auto', boxShadow: 'var(--shadow-4)', background: 'var(--color-panel-solid)' }}
          >
            <Callout.Icon>
              <Icon />
            </Callout.Icon>
            <Flex align="start" justify="between" gap="3" style={{ gridColumn: '2' }}>
              <Flex direction="column" gap="1">
                <Callout.Text weight="medium">{n.message}</Callout.Text>
                {n.description ? (
                  <Text size="1" color="gray">
                    {n.description}
                  </Text>
                ) : null}
              </Flex>
              <IconButton size="1" variant="ghost" color="gray" aria-label="Dismiss notification" onClick={() => dismiss(n.id)}>
                <Cross2Icon />
              </IconButton>
            </Flex>
          </Callout.Root>
        );
      })}
    </Flex>
  );
}
