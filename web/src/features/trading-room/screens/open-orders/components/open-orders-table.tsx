/**
 * The 'Open Orders' table (spec 001 §2): orders in created status, filterable by asset ticker,
 * sortable by type, each with its Cancel button (disabled, saying why, while the session is
 * paused, being created or frozen). Cancel sits next to the pinned asset so it stays in view
 * however far the columns scroll. An on-open or on-close order says when it executes.
 */
import { moneyText } from '../../shared/components/money-text';
import { CaretDownIcon, CaretSortIcon, CaretUpIcon } from '@radix-ui/react-icons';
import { Button, Select, Text, VisuallyHidden } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, ORDER_TYPE_LABELS, formatDate, formatPrice } from '@domain/format';
import { OrdersTable, type OrderColumn } from '@/components/orders-table';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { SessionAsset } from '@/lib/room/player-api';
import type { Order } from '../../shared/api/screens-api';
import { DisabledReason } from '@/components/disabled-reason';
import { NOWRAP, assetColumn, currencyColumn, quantityColumn, textColumn, transactionColumn, userColumn } from '../../shared/components/desk-order-columns';
import { orderValue } from '@domain/trading/valuation';

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
  const tickerOf = (o: Order) => byRic.get(o.financial_instrument.underlying_asset.ric)?.ticker ?? o.financial_instrument.underlying_asset.ric;
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

  const columns: OrderColumn<Order>[] = [
    assetColumn(
      byRic,
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
      </Select.Root>,
    ),
    {
      key: 'action',
      header: <VisuallyHidden>Action</VisuallyHidden>,
      cell: (o) => (
        <DisabledReason reason={cancelReason}>
          <Button size="1" variant="soft" color="red" disabled={cancelReason !== null} loading={cancelling.has(o.id)} onClick={() => onCancel(o)}>
            Cancel
          </Button>
        </DisabledReason>
      ),
    },
    {
      key: 'type',
      header: (
        <Button variant="ghost" size="1" onClick={() => setSort(nextSort[sort])} aria-label="Sort by type">
          Type <SortIcon aria-hidden />
        </Button>
      ),
      headerProps: { 'aria-sort': sort === 'none' ? 'none' : sort === 'asc' ? 'ascending' : 'descending' },
      style: NOWRAP,
      cell: (o) => (
        <>
          {ORDER_TYPE_LABELS[o.resourcetype] ?? o.resourcetype}
          {o.execute_at ? (
            <Text as="div" size="1" color="gray" style={TABULAR_STYLE}>
              at {formatDate(o.execute_at, { time: true })} GMT
            </Text>
          ) : null}
        </>
      ),
    },
    transactionColumn,
    currencyColumn(byRic),
    {
      key: 'order-price',
      header: 'Order price',
      numeric: true,
      cell: (o) => {
        const asset = byRic.get(o.financial_instrument.underlying_asset.ric);
        return formatPrice(o.limit_price, { resourcetype: asset?.resourcetype ?? '', ticker: asset?.ticker, variable_currency: asset?.variable_currency ?? '' });
      },
    },
    quantityColumn,
    {
      key: 'value',
      header: 'Value',
      numeric: true,
      cell: (o) => {
        const asset = byRic.get(o.financial_instrument.underlying_asset.ric);
        const value = orderValue(o.quantity, o.limit_price, asset?.unit_factor ?? 1);
        return value === null ? MISSING : moneyText(value, asset?.variable_currency ?? '');
      },
    },
    { key: 'timestamp', header: 'Timestamp', style: TABULAR_STYLE, cell: (o) => formatDate(o.timestamp, { seconds: true }) },
    textColumn('forecast', 'Forecast'),
    textColumn('investment_rationale', 'Investment rationale', { minWidth: 160, maxWidth: 300 }),
    textColumn('term', 'Term', NOWRAP),
    textColumn('analysis', 'Analysis'),
    userColumn(persons),
  ];

  return (
    <OrdersTable
      frame="desk"
      label="Open Orders"
      orders={orders === null ? null : rows}
      columns={columns}
      empty="No open orders at this moment."
      rowProps={(o) => ({ 'data-order-id': o.id })}
    />
  );
}
