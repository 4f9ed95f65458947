import { CrossCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex } from '@radix-ui/themes';

export function ErrorCallout({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <CrossCircledIcon />
      </Callout.Icon>
      <Flex align="center" gap="3" wrap="wrap" style={{ gridColumn: '2' }}>
        <Callout.Text>{message}</Callout.Text>
        {onRetry ? (
          <Button size="1" variant="soft" color="red" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Flex>
    </Callout.Root>
  );
}
