/** The enforced metric limits next to the tiles (hidden when none is enforced). */
import { Card, Heading, Table, Text } from '@radix-ui/themes';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import { METRIC_DEFINITIONS, formatMetricValue, type MetricKey, type MetricLimit } from './metric-definitions';

export function LimitsPanel({ limits, breached, currency }: { limits: MetricLimit[]; breached: ReadonlySet<string>; currency: string }) {
  if (limits.length === 0) return null;
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="1">
        Limits
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        Set by the instructor.
      </Text>
      <Table.Root size="1" aria-label="Metric limits">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Metric</Table.ColumnHeaderCell>
            <NumericHeader>Lower</NumericHeader>
            <NumericHeader>Upper</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {limits.map((l) => {
            const def = METRIC_DEFINITIONS[l.metric_type as MetricKey];
            const show = (v: number | null) => (v === null ? '-' : def ? formatMetricValue(def, v, currency) : String(v));
            return (
            <Table.Row key={l.metric_type}>
              <Table.RowHeaderCell>
                <Text color={breached.has(l.metric_type) ? 'red' : undefined} weight={breached.has(l.metric_type) ? 'bold' : undefined}>
                  {l.metric_type}
                </Text>
              </Table.RowHeaderCell>
              <NumericCell>{show(l.lower_limit)}</NumericCell>
              <NumericCell>{show(l.upper_limit)}</NumericCell>
            </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
