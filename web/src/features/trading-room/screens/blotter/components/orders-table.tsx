/**
 * The blotter's Orders tab (spec 001 §2): executed and cancelled orders, newest first by their
 * execution or cancellation time ('--' when none), quantities signed by direction, cancelled
 * rows greyed, bond prices and values with their clean/dirty popovers, persons by name.
 */
import { moneyText } from '../../shared/components/money-text';
import { Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { ORDER_STATUS_LABELS, OrderStatus, TRANSACTION_TYPE_LABELS, type OrderStatus as OrderStatusValue, type TransactionType } from '@domain/enums';
import { MISSING, NO_TIMESTAMP, ORDER_TYPE_LABELS, formatDate, formatPrice, formatSignedQuantity } from '@domain/format';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { SessionAsset } from '@/features/trading-room/api/player-api';
import type { Order } from '../../shared/api/screens-api';
import { DataTable } from '../../shared/components/data-table';
import { orderValue } from '@domain/trading/valuation';
import { isBond } from '../../shared/hooks/instrument-kind';
import { BondPricePopover, BondValuePopover } from './bond-popovers';
import { ALL_TYPES, OrderTypeFilter } from './order-type-filter';

const COLUMNS = 14;

/** The moment an order left the open state: executed or cancelled. */
export function closedAt(order: Order): number | null {
  return order.executed_at ?? order.canceled_at ?? null;
}

export function OrdersTable({
  orders,
  byRic,
  persons,
}: {
  orders: Order[] | null;
  byRic: ReadonlyMap<string, SessionAsset>;
  persons: ReadonlyMap<number, string>;
}) {
  const [type, setType] = useState(ALL_TYPES);
  const rows = useMemo(() => {
    const list = (orders ?? []).filter((o) => o.status !== OrderStatus.Created && (type === ALL_TYPES || o.resourcetype === type));
    return list.sort((a, b) => (closedAt(b) ?? -Infinity) - (closedAt(a) ?? -Infinity) || b.id - a.id);
  }, [orders, type]);

  return (
    <Flex direction="column" gap="2">
      <Flex justify="end">
        <OrderTypeFilter value={type} onChange={setType} />
      </Flex>
      <DataTable label="Orders">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
            <NumericHeader>Open price</NumericHeader>
            <NumericHeader>Quantity</NumericHeader>
            <NumericHeader>Value</NumericHeader>
            <Table.ColumnHeaderCell>Timestamp</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Forecast</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Investment rationale</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Order type</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Term</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Analysis</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>User</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders === null ? <LoadingRows columns={COLUMNS} /> : null}
          {orders !== null && rows.length === 0 ? (
            <EmptyRow columns={COLUMNS}>{type === ALL_TYPES ? 'No executed or cancelled orders yet.' : 'No orders of this type.'}</EmptyRow>
          ) : null}
          {rows.map((o) => (
            <OrderRow key={o.id} order={o} asset={byRic.get(o.ric)} person={o.person_id ? persons.get(o.person_id) : undefined} />
          ))}
        </Table.Body>
      </DataTable>
    </Flex>
  );
}

function OrderRow({ order: o, asset, person }: { order: Order; asset: SessionAsset | undefined; person: string | undefined }) {
  const currency = asset?.variable_currency ?? '';
  const bond = isBond(asset?.resourcetype);
  const canceled = o.status === OrderStatus.Canceled;
  const at = closedAt(o);
  const value = orderValue(o.quantity, o.open_price === null ? null : o.open_price + (bond ? o.accrued_per_100 : 0), asset?.unit_factor ?? 1);
  return (
    <Table.Row className={canceled ? 'tr-row--muted' : undefined} data-status={ORDER_STATUS_LABELS[o.status as OrderStatusValue]}>
      <Table.RowHeaderCell>
        <Text weight="medium" title={asset?.name}>
          {asset?.ticker ?? o.ric}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell>{TRANSACTION_TYPE_LABELS[o.transaction as TransactionType]}</Table.Cell>
      <Table.Cell>{currency || MISSING}</Table.Cell>
      <NumericCell>
        {bond && o.open_price !== null ? (
          <BondPricePopover clean={o.open_price} accrued={o.accrued_per_100} />
        ) : (
          formatPrice(o.open_price, { resourcetype: asset?.resourcetype ?? '', ticker: asset?.ticker, variable_currency: asset?.variable_currency })
        )}
      </NumericCell>
      <NumericCell>{formatSignedQuantity(o.quantity, o.transaction)}</NumericCell>
      <NumericCell>
        {bond && o.open_price !== null ? (
          <BondValuePopover clean={o.open_price} accrued={o.accrued_per_100} quantity={o.quantity} currency={currency} />
        ) : value === null ? (
          MISSING
        ) : (
          moneyText(value, currency)
        )}
      </NumericCell>
      <Table.Cell style={TABULAR_STYLE}>{at === null ? NO_TIMESTAMP : formatDate(at, { seconds: true })}</Table.Cell>
      <Table.Cell>{o.forecast || MISSING}</Table.Cell>
      <Table.Cell style={{ minWidth: 180, maxWidth: 320 }}>{o.investment_rationale || MISSING}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{ORDER_TYPE_LABELS[o.resourcetype] ?? o.resourcetype}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{o.term || MISSING}</Table.Cell>
      <Table.Cell>{o.analysis || MISSING}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{person ?? MISSING}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{ORDER_STATUS_LABELS[o.status as OrderStatusValue]}</Table.Cell>
    </Table.Row>
  );
}
