/** A live bid or ask: tabular, with the last move's arrow, flashing once when the price changes. */
import { TriangleDownIcon, TriangleUpIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { formatPrice, type PricedAsset } from '@domain/format';
import type { LivePrice } from '@/lib/session-live/live-state';

export function PriceCell({ value, asset, price }: { value: number | null; asset: PricedAsset; price: LivePrice | undefined }) {
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
      <Text>{formatPrice(value, asset)}</Text>
    </Flex>
  );
}
