/**
 * 'Failed Executions' (spec 001 §2): the last execution error of each open order, except
 * 'Market is not open!' (a closed market is expected, not a failure).
 */
import { Table, Text } from '@radix-ui/themes';
import { formatDate } from '@domain/format';
import { TABULAR_STYLE } from '@/components/table-parts';
import { DataTable } from '@/components/data-table';
import type { FailedExecution } from '@domain/session/player-view';

export const MARKET_NOT_OPEN = 'Market is not open!';


/** The newest failure of each still-open order, newest first, without 'Market is not open!'. */
export function lastFailures(failures: readonly FailedExecution[], openIds: ReadonlySet<number>): FailedExecution[] {
  const latest = new Map<number, FailedExecution>();
  for (const f of failures) {
    if (!openIds.has(f.order)) continue;
    const seen = latest.get(f.order);
    if (!seen || f.timestamp > seen.timestamp) latest.set(f.order, f);
  }
  return [...latest.values()].filter((f) => f.message !== MARKET_NOT_OPEN).sort((a, b) => b.timestamp - a.timestamp);
}

export function FailedExecutionsTable({ rows }: { rows: FailedExecution[] | null }) {
  return (
    <DataTable label="Failed Executions" pinFirst={false}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Timestamp</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Message</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows !== null && rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={2}>
              <Text as="p" size="2" color="gray" align="center" mt="4">
                No failed executions at this time.
              </Text>
              <Text as="p" size="1" color="gray" align="center" mb="4">
                Refresh page to check for new possible errors.
              </Text>
            </Table.Cell>
          </Table.Row>
        ) : null}
        {(rows ?? []).map((f) => (
          <Table.Row key={`${f.order}-${f.timestamp}`}>
            <Table.Cell style={TABULAR_STYLE}>{formatDate(f.timestamp, { seconds: true })}</Table.Cell>
            <Table.Cell>{f.message}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
