/** One metric tile: its latest value, red with a 'Limit breached' note when an enforced limit is broken. */
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { formatMetricValue, type MetricDefinition } from './metric-definitions';

export function MetricTile({ def, value, breached, currency }: { def: MetricDefinition; value: number | null | undefined; breached: boolean; currency: string }) {
  return (
    <Card size="2" data-metric={def.key} style={breached ? { boxShadow: 'inset 0 0 0 1px var(--red-8)' } : undefined}>
      <Flex direction="column" gap="1">
        <Flex justify="between" align="center" gap="2">
          <Text size="2" color="gray">
            {def.title}
          </Text>
          {breached ? (
            <Badge color="red" variant="soft">
              Limit breached
            </Badge>
          ) : null}
        </Flex>
        <Text size="6" weight="bold" color={breached ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMetricValue(def, value, currency)}
        </Text>
      </Flex>
    </Card>
  );
}
