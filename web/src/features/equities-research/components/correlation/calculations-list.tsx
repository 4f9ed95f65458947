/**
 * The ongoing calculations of the saved matrix (spec 001 §2, §4): every pair with its state,
 * pending with a spinner, done with its value, error with the spec's text; a progress line on
 * top. The states arrive as `correlation_value` events.
 */
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Heading, Progress, ScrollArea, Spinner, Table, Text } from '@radix-ui/themes';
import { CorrelationStatus, type CorrelationValue } from '@domain/contracts/correlation';
import { formatDate, formatNumber } from '@domain/format';
import { NumericCell, NumericHeader } from '@/components/table-parts';

export function CalculationsList({ values, tickerOf, asOf }: { values: CorrelationValue[]; tickerOf: (ric: string) => string; asOf: string | null }) {
  const done = values.filter((v) => v.status === CorrelationStatus.Done).length;
  const failed = values.filter((v) => v.status === CorrelationStatus.Error).length;
  const pending = values.length - done - failed;
  // Pending first (what is still running), then failures, then the done ones.
  const order = (v: CorrelationValue) => (v.status === CorrelationStatus.Pending ? 0 : v.status === CorrelationStatus.Error ? 1 : 2);
  const sorted = [...values].sort((a, b) => order(a) - order(b));
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Flex align="center" justify="between" gap="2">
          <Heading as="h3" size="3">
            Calculations
          </Heading>
          <Flex gap="1">
            {pending ? (
              <Badge color="gray" variant="soft">
                {pending} pending
              </Badge>
            ) : null}
            <Badge color="grass" variant="soft">
              {done} done
            </Badge>
            {failed ? (
              <Badge color="red" variant="soft">
                {failed} failed
              </Badge>
            ) : null}
          </Flex>
        </Flex>
        <Progress value={values.length ? ((done + failed) / values.length) * 100 : 0} aria-label="Calculations done" />
        {asOf ? (
          <Text size="1" color="gray">
            Returns up to {formatDate(asOf, { time: true })} (session time)
          </Text>
        ) : null}
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 360 }}>
          <Box pr="3">
            <Table.Root size="1" aria-label="Calculations">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Pair</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                  <NumericHeader>Value</NumericHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sorted.map((v) => (
                  <Table.Row key={v.equities.join('|')} data-pair={v.equities.join('|')} data-status={v.status} align="center">
                    <Table.Cell>
                      {tickerOf(v.equities[0])} × {tickerOf(v.equities[1])}
                    </Table.Cell>
                    <Table.Cell>
                      {v.status === CorrelationStatus.Pending ? (
                        <Flex gap="2" align="center">
                          <Spinner size="1" /> <Text color="gray">Pending</Text>
                        </Flex>
                      ) : v.status === CorrelationStatus.Done ? (
                        <Flex gap="2" align="center">
                          <CheckCircledIcon color="var(--grass-11)" /> <Text>Done</Text>
                        </Flex>
                      ) : (
                        <Flex gap="2" align="center">
                          <CrossCircledIcon color="var(--red-11)" /> <Text color="red">{v.error}</Text>
                        </Flex>
                      )}
                    </Table.Cell>
                    <NumericCell>{v.status === CorrelationStatus.Done && v.value !== null ? formatNumber(v.value, { decimals: 4 }) : v.status === CorrelationStatus.Error ? '−1' : ''}</NumericCell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </ScrollArea>
      </Flex>
    </Card>
  );
}
