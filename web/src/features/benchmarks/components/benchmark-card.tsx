/**
 * The Portfolio's "Benchmark" card (spec 001 §2 right column "benchmark compositions"): the
 * benchmark the player's metrics are measured against — their own composition when the session
 * allows it and they saved one, else the session's (a composition, a constant annual return, or
 * the reporting currency's broad index) — and the persistent 'Missing benchmark prices' warning.
 */
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Callout, Card, Flex, Heading, Link as RadixLink, Skeleton, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { formatDate, formatPercent } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionEvents } from '@/lib/session-live/session-live';
import { useRemote } from '@/lib/use-remote';
import { getPlayerBenchmark } from '../api/benchmarks-api';

const EVENTS = new Set(['benchmark_updated', 'benchmark_prices_missing', 'session_updated']);

export function BenchmarkCard({ sessionId, playerId, editPath }: { sessionId: number; playerId?: number; editPath?: string }) {
  const remote = useRemote(() => getPlayerBenchmark(sessionId, playerId), [sessionId, playerId]);
  useSessionEvents((event) => {
    if (EVENTS.has(event.type)) remote.reload();
  });
  const b = remote.data;
  return (
    <Card size="2" aria-labelledby="benchmark-title">
      <Flex justify="between" align="center" gap="2" mb="3" wrap="wrap">
        <Heading as="h2" size="3" id="benchmark-title">
          Benchmark
        </Heading>
        {b ? (
          <Badge color={b.individual ? 'green' : 'gray'} variant="soft">
            {b.individual ? 'Individual' : 'Session benchmark'}
          </Badge>
        ) : null}
      </Flex>
      {remote.error ? <ErrorCallout message={remote.error} onRetry={remote.reload} /> : null}
      {!b && !remote.error ? <Skeleton height="80px" /> : null}
      {b?.missing_prices ? (
        <Callout.Root color="amber" size="1" mb="3" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            <Text weight="bold">Missing benchmark prices</Text> since {formatDate(b.missing_prices.since)}: {b.missing_prices.errors.join('; ')}. Alpha, beta and
            Treynor show N/A meanwhile.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {b?.kind === 'constant' ? (
        <Text as="p" size="2">
          Constant annual return{' '}
          <Text weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatPercent(b.constant)}
          </Text>
        </Text>
      ) : null}
      {b && b.kind !== 'constant' ? (
        <Table.Root size="1" aria-label="Benchmark composition">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>RIC</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <NumericHeader>Weight</NumericHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {b.components.map((c) => (
              <Table.Row key={c.ric}>
                <Table.Cell>
                  <Text style={{ fontFamily: 'var(--code-font-family)' }}>{c.ric}</Text>
                </Table.Cell>
                <Table.Cell>{c.name ?? <Text color="red">Unknown instrument</Text>}</Table.Cell>
                <NumericCell>{formatPercent(c.weight)}</NumericCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {b ? (
        <Text as="p" size="1" color="gray" mt="2">
          {b.individual
            ? `Your own benchmark, saved ${formatDate(b.updated_at)}; your metrics are measured against it.`
            : b.kind === 'default'
              ? 'No session benchmark saved: the broad equity index of the reporting currency is used.'
              : 'The session benchmark, set by the instructor.'}{' '}
          {b.allowed && editPath ? (
            <RadixLink asChild size="1">
              <Link to={editPath}>{b.individual ? 'Edit your benchmark' : 'Set your own benchmark'}</Link>
            </RadixLink>
          ) : null}
        </Text>
      ) : null}
    </Card>
  );
}
