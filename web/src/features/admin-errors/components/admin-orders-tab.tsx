/**
 * The order lists of the errors page (spec 002 §2): pending orders tried and failed, pending
 * market-on-open/close orders, those executed in the last 7 days, pending stop loss and take
 * profit. One table: where (session, class, player), what (instrument, type, direction,
 * quantity, limit), tries, times; an order's last execution error shows its time and message
 * in a tooltip ('Market is not open!' is left out by the server).
 */
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Box, Flex, Table, Text, Tooltip } from '@radix-ui/themes';
import { AppLink } from '@/components/app-link';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '@domain/enums';
import { formatNumber, signedQuantity } from '@domain/format';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { ErrorCallout } from '@/components/error-callout';
import { ERRORS_PAGE_SIZE, type AdminOrderRow } from '../api/errors-api';
import type { PagedList } from '../hooks/use-paged-list';
import { Pagination } from './pagination';
import { TimeText, timeWithSeconds } from './time-cell';

export const ORDER_TYPE_LABELS: Record<string, string> = {
  MarketOrder: 'Market',
  LimitOrder: 'Limit',
  MarketOnOpenOrder: 'Market on open',
  MarketOnCloseOrder: 'Market on close',
  StopLossOrder: 'Stop loss',
  TakeProfitOrder: 'Take profit',
};

/** Which time the list is about, besides when the order was placed. */
export type OrderTimeColumn = 'none' | 'execute_at' | 'executed_at';

function ErrorsCell({ order }: { order: AdminOrderRow }) {
  const last = order.execution_errors.at(-1);
  if (!last) return <Text color="gray">—</Text>;
  return (
    <Tooltip content={`${timeWithSeconds(last.timestamp)} UTC — ${last.message}`}>
      <Flex align="center" gap="1" tabIndex={0} style={{ maxWidth: 280 }}>
        <ExclamationTriangleIcon color="var(--red-9)" style={{ flexShrink: 0 }} />
        <Text truncate color="red">
          {last.message}
        </Text>
      </Flex>
    </Tooltip>
  );
}

export function AdminOrdersTab({ list, label, empty, time }: { list: PagedList<AdminOrderRow>; label: string; empty: string; time: OrderTimeColumn }) {
  const rows = list.page?.results ?? null;
  const columns = 10 + (time === 'none' ? 0 : 1);
  return (
    <Flex direction="column" gap="3">
      {list.error ? <ErrorCallout message={list.error} onRetry={list.reload} /> : null}
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root size="1" variant="surface" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Placed</Table.ColumnHeaderCell>
              {time === 'execute_at' ? <Table.ColumnHeaderCell>Due</Table.ColumnHeaderCell> : null}
              {time === 'executed_at' ? <Table.ColumnHeaderCell>Executed</Table.ColumnHeaderCell> : null}
              <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Direction</Table.ColumnHeaderCell>
              <NumericHeader>Quantity</NumericHeader>
              <NumericHeader>Limit</NumericHeader>
              <NumericHeader>Tries</NumericHeader>
              <Table.ColumnHeaderCell>Last error</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows === null && !list.error ? <LoadingRows columns={columns} /> : null}
            {rows !== null && rows.length === 0 ? <EmptyRow columns={columns}>{empty}</EmptyRow> : null}
            {rows?.map((o) => (
              <Table.Row key={o.id} align="center">
                <Table.Cell>
                  <TimeText ms={o.timestamp} />
                </Table.Cell>
                {time === 'execute_at' ? (
                  <Table.Cell>
                    <TimeText ms={o.execute_at ?? null} />
                  </Table.Cell>
                ) : null}
                {time === 'executed_at' ? (
                  <Table.Cell>
                    <TimeText ms={o.executed_at} />
                  </Table.Cell>
                ) : null}
                <Table.Cell>
                  <AppLink to={`/dashboard/sessions/${o.session_id}/players`}>{o.session_id}</AppLink>
                  <Text as="div" size="1" color="gray">
                    {o.klass_name}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <AppLink to={`/dashboard/sessions/${o.session_id}/players/${o.player_id}`}>{o.player_name}</AppLink>
                </Table.Cell>
                <Table.Cell>
                  <Text as="div" style={{ whiteSpace: 'nowrap' }}>
                    {o.asset_name}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {o.ric}
                  </Text>
                </Table.Cell>
                <Table.Cell>{ORDER_TYPE_LABELS[o.resourcetype] ?? o.resourcetype}</Table.Cell>
                <Table.Cell>{TRANSACTION_TYPE_LABELS[o.transaction as TransactionType] ?? o.transaction}</Table.Cell>
                <NumericCell>{formatNumber(signedQuantity(o.quantity, o.transaction), { decimals: 0 })}</NumericCell>
                <NumericCell>{o.limit_price === null ? '—' : formatNumber(o.limit_price, { decimals: 4, minDecimals: 2 })}</NumericCell>
                <NumericCell>{o.execution_tries}</NumericCell>
                <Table.Cell>
                  <ErrorsCell order={o} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {list.page ? <Pagination label={label} pageNumber={list.pageNumber} pageSize={ERRORS_PAGE_SIZE} count={list.page.count} onPage={list.setPageNumber} /> : null}
    </Flex>
  );
}
