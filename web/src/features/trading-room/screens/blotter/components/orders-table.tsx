/**
 * The blotter's Orders tab (spec 001 §2): executed and cancelled orders, newest first by their
 * execution or cancellation time ('--' when none), quantities signed by direction, cancelled
 * rows greyed, bond prices and values with their clean/dirty popovers, persons by name.
 */
import { moneyText } from '../../shared/components/money-text';
import { Flex } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { ORDER_STATUS_LABELS, OrderStatus, type OrderStatus as OrderStatusValue } from '@domain/enums';
import { MISSING, NO_TIMESTAMP, ORDER_TYPE_LABELS, formatDate, formatPrice } from '@domain/format';
import { OrdersTable, type OrderColumn } from '@/components/orders-table';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { SessionAsset } from '@/lib/room/player-api';
import type { Order } from '../../shared/api/screens-api';
import { orderValue } from '@domain/trading/valuation';
import { isBond } from '../../shared/hooks/instrument-kind';
import { NOWRAP, assetColumn, currencyColumn, quantityColumn, textColumn, transactionColumn, userColumn } from '../../shared/components/desk-order-columns';
import { BondPricePopover, BondValuePopover } from './bond-popovers';
import { ALL_TYPES, OrderTypeFilter } from './order-type-filter';

/** The moment an order left the open state: executed or cancelled. */
export function closedAt(order: Order): number | null {
  return order.executed_at ?? order.canceled_at ?? null;
}

export function BlotterOrdersTable({
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

  const columns = useMemo(() => blotterColumns(byRic, persons), [byRic, persons]);

  return (
    <Flex direction="column" gap="2">
      <Flex justify="end">
        <OrderTypeFilter value={type} onChange={setType} />
      </Flex>
      <OrdersTable
        frame="desk"
        label="Orders"
        orders={orders === null ? null : rows}
        columns={columns}
        empty={type === ALL_TYPES ? 'No executed or cancelled orders yet.' : 'No orders of this type.'}
        rowProps={(o) => ({
          className: o.status === OrderStatus.Canceled ? 'tr-row--muted' : undefined,
          'data-status': ORDER_STATUS_LABELS[o.status as OrderStatusValue],
        })}
      />
    </Flex>
  );
}

/** The blotter's columns: bond prices and values with their clean/dirty popovers, '-' for what is missing. */
function blotterColumns(byRic: ReadonlyMap<string, SessionAsset>, persons: ReadonlyMap<number, string>): OrderColumn<Order>[] {
  const assetOf = (o: Order) => byRic.get(o.financial_instrument.underlying_asset.ric);
  const isBondOrder = (o: Order) => isBond(assetOf(o)?.resourcetype);
  return [
    assetColumn(byRic),
    transactionColumn,
    currencyColumn(byRic),
    {
      key: 'open-price',
      header: 'Open price',
      numeric: true,
      cell: (o) => {
        const asset = assetOf(o);
        return isBondOrder(o) && o.open_price !== null ? (
          <BondPricePopover clean={o.open_price} accrued={o.accrued_per_100} />
        ) : (
          formatPrice(o.open_price, { resourcetype: asset?.resourcetype ?? '', ticker: asset?.ticker, variable_currency: asset?.variable_currency })
        );
      },
    },
    quantityColumn,
    {
      key: 'value',
      header: 'Value',
      numeric: true,
      cell: (o) => {
        const bond = isBondOrder(o);
        const currency = assetOf(o)?.variable_currency ?? '';
        if (bond && o.open_price !== null) return <BondValuePopover clean={o.open_price} accrued={o.accrued_per_100} quantity={o.quantity} currency={currency} />;
        const value = orderValue(o.quantity, o.open_price === null ? null : o.open_price + (bond ? o.accrued_per_100 : 0), assetOf(o)?.unit_factor ?? 1);
        return value === null ? MISSING : moneyText(value, currency);
      },
    },
    {
      key: 'timestamp',
      header: 'Timestamp',
      style: TABULAR_STYLE,
      cell: (o) => {
        const at = closedAt(o);
        return at === null ? NO_TIMESTAMP : formatDate(at, { seconds: true });
      },
    },
    textColumn('forecast', 'Forecast'),
    textColumn('investment_rationale', 'Investment rationale', { minWidth: 180, maxWidth: 320 }),
    { key: 'type', header: 'Order type', style: NOWRAP, cell: (o) => ORDER_TYPE_LABELS[o.resourcetype] ?? o.resourcetype },
    textColumn('term', 'Term', NOWRAP),
    textColumn('analysis', 'Analysis'),
    userColumn(persons),
    { key: 'status', header: 'Status', style: NOWRAP, cell: (o) => ORDER_STATUS_LABELS[o.status as OrderStatusValue] },
  ];
}
