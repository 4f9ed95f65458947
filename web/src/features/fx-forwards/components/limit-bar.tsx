/** The forwards' limit bar, shown above the Markets forwards list, in the contracts dialog and in the trainer's player modal. */
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { formatMoney, formatPercent } from '@domain/format';
import type { ForwardContracts } from '../api/forwards-api';

/** 'FX FWDS limit usage' (red above 100%) and the remaining hedge amount (banking.md §1 limit). */
export function LimitBar({ data, currency, onShowAll }: { data: ForwardContracts | null; currency: string; onShowAll?: () => void }) {
  const usage = data?.fx_fwds_limit_usage ?? null;
  return (
    <Card size="1" variant="surface">
      <Flex gap="5" align="center" wrap="wrap" justify="between">
        <Flex gap="5" wrap="wrap">
          <Flex direction="column">
            <Text size="1" color="gray">
              FX FWDS limit usage
            </Text>
            <Text size="4" weight="bold" color={usage !== null && usage > 1 ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fwd-limit-usage">
              {usage === null ? '…' : Number.isFinite(usage) ? formatPercent(usage, 2) : '> 100%'}
            </Text>
          </Flex>
          <Flex direction="column">
            <Text size="1" color="gray">
              Remaining hedge amount
            </Text>
            <Text size="4" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fwd-remaining-hedge">
              {data ? formatMoney(data.remaining_reporting_absolute_hedge_amount, currency) : '…'}
            </Text>
          </Flex>
          <Flex direction="column">
            <Text size="1" color="gray">
              Open contracts
            </Text>
            <Text size="4" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {data ? data.contracts.filter((c) => c.delivery_timestamp === null).length : '…'}
            </Text>
          </Flex>
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
