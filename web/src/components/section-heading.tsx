import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function SectionHeading({ title, description, id, aside }: { title: ReactNode; description?: ReactNode; id?: string; aside?: ReactNode }) {
  return (
    <Flex align="end" justify="between" gap="3" wrap="wrap" mb="3">
      <Flex direction="column" gap="1">
        <Heading as="h2" size="4" id={id}>
          {title}
        </Heading>
        {description ? (
          <Text size="2" color="gray">
            {description}
          </Text>
        ) : null}
      </Flex>
      {aside}
    </Flex>
  );
}
