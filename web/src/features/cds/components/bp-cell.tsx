/** A live CDS spread in basis points (rate × 10,000, spec 001 §9): tabular, with the last move's arrow and a flash. */
import { TriangleDownIcon, TriangleUpIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { MISSING, formatBasisPoints } from '@domain/format';
import type { LivePrice } from '@/lib/session-live/live-state';

export function BpCell({ value, price }: { value: number | null; price?: LivePrice | undefined }) {
  const move = price?.move ?? null;
  return (
    <Flex
      key={price?.at ?? 0}
      align="center"
      justify="end"
      gap="1"
      className={price && price.at > 0 && move ? `price-flash-${move}` : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', borderRadius: 'var(--radius-1)', paddingInline: 2 }}
    >
      {move === 'up' ? <TriangleUpIcon color="var(--green-11)" aria-label="up" /> : null}
      {move === 'down' ? <TriangleDownIcon color="var(--red-11)" aria-label="down" /> : null}
      <Text>{value === null ? MISSING : formatBasisPoints(value)}</Text>
    </Flex>
  );
}
