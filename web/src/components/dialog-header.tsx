/** The head of a trading dialog: its title, the line under it (what it is about), and Close. */
import { Cross2Icon } from '@radix-ui/react-icons';
import { Box, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function DialogHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="between" align="start" gap="3">
      <Box>
        <Dialog.Title mb={children ? '1' : undefined}>{title}</Dialog.Title>
        {children ? (
          <Text as="div" size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {children}
          </Text>
        ) : null}
      </Box>
      <Dialog.Close>
        <IconButton type="button" variant="ghost" color="gray" aria-label="Close" size="3">
          <Cross2Icon />
        </IconButton>
      </Dialog.Close>
    </Flex>
  );
}
