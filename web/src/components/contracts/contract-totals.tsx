/**
 * A contract family's totals (kit): the figures above its Markets tab, its contract list and the
 * trainer's view of a player (limit usage, market value, PnL, what is owed…), and the tab's
 * 'Show all contracts' where the player can open the list.
 */
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

export interface ContractTotal {
  label: string;
  /** null while loading. */
  value: ReactNode | null;
  testId?: string;
  color?: ComponentProps<typeof Text>['color'];
}

export function ContractTotals({ items, onShowAll }: { items: readonly ContractTotal[]; onShowAll?: () => void }) {
  return (
    <Card size="1" variant="surface">
      <Flex gap="5" align="center" wrap="wrap" justify="between">
        <Flex gap="5" wrap="wrap">
          {items.map((i) => (
            <Flex key={i.label} direction="column">
              <Text size="1" color="gray">
                {i.label}
              </Text>
              <Text size="4" weight="bold" color={i.color} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={i.testId}>
                {i.value ?? '…'}
              </Text>
            </Flex>
          ))}
        </Flex>
        {onShowAll ? (
          <Button variant="soft" onClick={onShowAll}>
            Show all contracts
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
