/** A labelled figure in a trading dialog: a small grey label (with its `hint` after a dot), the value in bold, and an optional `note` below. */
import { Box, Text } from '@radix-ui/themes';

export function Figure({ label, value, hint, note, emphasis }: { label: string; value: string; hint?: string; note?: string; emphasis?: boolean }) {
  return (
    <Box>
      <Text as="div" size="1" color="gray">
        {label}
        {hint ? ` · ${hint}` : ''}
      </Text>
      <Text as="div" size={emphasis ? '4' : '3'} weight="bold">
        {value}
      </Text>
      {note ? (
        <Text as="div" size="1" color="gray">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
