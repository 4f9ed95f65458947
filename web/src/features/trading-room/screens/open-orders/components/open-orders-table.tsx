/**
 * The 'Open Orders' table (spec 001 §2): orders in created status, filterable by asset ticker,
 * sortable by type, each with its Cancel button (disabled, saying why, while the session is
 * paused, being created or frozen). Cancel sits next to the pinned asset so it stays in view
 * however far the columns scroll.
 */
import { moneyText } from '../../shared/components/money-text';
import { CaretDownIcon, CaretSortIcon, CaretUpIcon } from '@radix-ui/react-icons';
import { Button, Select, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '@domain/enums';
import { MISSING, ORDER_TYPE_LABELS, formatDate, formatPrice, formatSignedQuantity } from '@domain/format';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { SessionAsset } from '@/features/trading-room/api/player-api';
import type { Order } from '../../shared/api/screens-api';
import { DataTable } from '../../shared/components/data-table';
import { DisabledReason } from '../../shared/components/disabled-reason';
import { orderValue } from '@domain/trading/valuation';

const COLUMNS = 14;
const ALL = 'all';
type Sort = 'none' | 'asc' | 'desc';

export function OpenOrdersTable({
  orders,
  byRic,
  persons,
  cancelReason,
  cancelling,
  onCancel,
}: {
  orders: Order[] | null;
  byRic: ReadonlyMap<string, SessionAsset>;
  persons: ReadonlyMap<number, string>;
  cancelReason: string | null;
  cancelling: ReadonlySet<number>;
  onCancel: (order: Order) => void;
}) {
  const [ticker, setTicker] = useState(ALL);
  const [sort, setSort] = useState<Sort>('none');
  const tickerOf = (o: Order) => byRic.get(o.ric)?.ticker ?? o.ric;
  const tickers = useMemo(() => [...new Set((orders ?? []).map(tickerOf))].sort(), [orders, byRic]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useMemo(() => {
    const list = (orders ?? []).filter((o) => ticker === ALL || tickerOf(o) === ticker);
    list.sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
    if (sort !== 'none') {
      const label = (o: Order) => ORDER_TYPE_LABELS[o.resourcetype] ?? o.resourcetype;
      list.sort((a, b) => (sort === 'asc' ? 1 : -1) * label(a).localeCompare(label(b)));
    }
    return list;
  }, [orders, ticker, sort, byRic]); // eslint-disable-line react-hooks/exhaustive-deps

  const nextSort: Record<Sort, Sort> = { none: 'asc', asc: 'desc', desc: 'none' };
  const SortIcon = sort === 'asc' ? CaretUpIcon : sort === 'desc' ? CaretDownIcon : CaretSortIcon;

  return (
    <DataTable label="Open Orders">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <Select.Root value={ticker} onValueChange={setTicker} size="1">
              <Select.Trigger variant="ghost" aria-label="Filter by asset ticker" />
              <Select.Content>
                <Select.Item value={ALL}>Asset</Select.Item>
                {tickers.map((t) => (
                  <Select.Item key={t} value={t}>
                    {t}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell aria-sort={sort === 'none' ? 'none' : sort === 'asc' ? 'ascending' : 'descending'}>
            <Button variant="ghost" size="1" onClick={() => setSort(nextSort[sort])} aria-label="Sort by type">
              Type <SortIcon aria-hidden />
            </Button>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
          <NumericHeader>Order price</NumericHeader>
          <NumericHeader>Quantity</NumericHeader>
          <NumericHeader>Value</NumericHeader>
          <Table.ColumnHeaderCell>Timestamp</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Forecast</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Investment rationale</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Term</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Analysis</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>User</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders === null ? <LoadingRows columns={COLUMNS} /> : null}
        {orders !== null && rows.length === 0 ? <EmptyRow columns={COLUMNS}>No open orders at this moment.</EmptyRow> : null}
        {rows.map((o) => {
          const asset = byRic.get(o.ric);
          const currency = asset?.variable_currency ?? '';
          const value = orderValue(o.quantity, o.limit_price, asset?.unit_factor ?? 1);
          return (
            <Table.Row key={o.id} data-order-id={o.id}>
              <Table.RowHeaderCell>
                <Text weight="medium" title={asset?.name}>
                  {tickerOf(o)}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <DisabledReason reason={cancelReason}>
                  <Button size="1" variant="soft" color="red" disabled={cancelReason !== null} loading={cancelling.has(o.id)} onClick={() => onCancel(o)}>
                    Cancel
                  </Button>
                </DisabledReason>
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{ORDER_TYPE_LABELS[o.resourcetype] ?? o.resourcetype}</Table.Cell>
              <Table.Cell>{TRANSACTION_TYPE_LABELS[o.transaction as TransactionType]}</Table.Cell>
              <Table.Cell>{currency || MISSING}</Table.Cell>
              <NumericCell>{formatPrice(o.limit_price, { resourcetype: asset?.resourcetype ?? '', ticker: asset?.ticker, variable_currency: currency })}</NumericCell>
              <NumericCell>{formatSignedQuantity(o.quantity, o.transaction)}</NumericCell>
              <NumericCell>{value === null ? MISSING : moneyText(value, currency)}</NumericCell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(o.timestamp, { seconds: true })}</Table.Cell>
              <Table.Cell>{o.forecast || MISSING}</Table.Cell>
              <Table.Cell style={{ minWidth: 160, maxWidth: 300 }}>{o.investment_rationale || MISSING}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{o.term || MISSING}</Table.Cell>
              <Table.Cell>{o.analysis || MISSING}</Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{(o.person_id && persons.get(o.person_id)) || MISSING}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}
