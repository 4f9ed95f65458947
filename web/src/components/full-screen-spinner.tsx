import { Flex, Spinner, Text } from '@radix-ui/themes';

export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" direction="column" gap="3" style={{ minHeight: '100dvh' }} role="status" aria-live="polite">
      <Spinner size="3" />
      <Text size="2" color="gray">
        {label}
      </Text>
    </Flex>
  );
}
