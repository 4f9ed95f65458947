/**
 * A player's blotter and open orders on the admin's player page, in the shared orders table:
 * time, instrument, direction, signed quantity, price (a forced price is marked), value,
 * person and status.
 */
import { Badge, Card, Flex, Heading, Text, Tooltip } from '@radix-ui/themes';
import { ORDER_STATUS_LABELS, OrderStatus, TRANSACTION_TYPE_LABELS, type OrderStatus as OS, type TransactionType as TT } from '@domain/enums';
import { formatDate, formatNumber, formatPrice, signedQuantity } from '@domain/format';
import { OrdersTable, type OrderColumn } from '@/components/orders-table';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { BlotterOrder, OrderView, PlayerPerson, SessionAsset } from '../api/admin-session-api';

type AnyOrder = (OrderView | BlotterOrder) & { forced_price?: number | null; person_name?: string | null };

const TYPE_LABELS: Record<string, string> = { MarketOrder: 'Market', LimitOrder: 'Limit', MarketOnOpenOrder: 'Market on open', MarketOnCloseOrder: 'Market on close' };

function priceText(value: number | null, asset: SessionAsset | undefined): string {
  if (value === null) return '—';
  return asset ? formatPrice(value, asset) : formatNumber(value, { decimals: 4, minDecimals: 2 });
}

function columnsOf(assets: SessionAsset[], persons: PlayerPerson[], open: boolean): OrderColumn<AnyOrder>[] {
  const assetOf = (o: AnyOrder) => assets.find((a) => a.ric === o.financial_instrument.underlying_asset.ric);
  const personOf = (o: AnyOrder) => o.person_name ?? persons.find((p) => p.id === o.person)?.name ?? '—';
  const time = (o: AnyOrder) => (open ? o.timestamp : (o.executed_at ?? o.canceled_at ?? o.timestamp));
  const columns: OrderColumn<AnyOrder>[] = [
    { key: 'time', header: open ? 'Placed' : 'Time', style: TABULAR_STYLE, cell: (o) => formatDate(time(o), { seconds: true }) },
    { key: 'type', header: 'Type', cell: (o) => TYPE_LABELS[o.resourcetype] ?? o.resourcetype },
    { key: 'asset', header: 'Instrument', rowHeader: true, style: { whiteSpace: 'nowrap' }, cell: (o) => assetOf(o)?.name ?? o.financial_instrument.underlying_asset.name },
    { key: 'transaction', header: 'Direction', cell: (o) => TRANSACTION_TYPE_LABELS[o.transaction as TT] },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (o) => formatNumber(signedQuantity(o.quantity, o.transaction), { decimals: 0 }) },
  ];
  if (open) {
    columns.push({ key: 'limit', header: 'Limit price', numeric: true, cell: (o) => priceText(o.limit_price, assetOf(o)) });
    columns.push({
      key: 'tries',
      header: 'Tries',
      numeric: true,
      cell: (o) =>
        o.last_error ? (
          <Tooltip content={o.last_error}>
            <Text color="red">{o.execution_tries}</Text>
          </Tooltip>
        ) : (
          o.execution_tries
        ),
    });
  } else {
    columns.push({
      key: 'price',
      header: 'Price',
      numeric: true,
      cell: (o) => (
        <Flex gap="1" justify="end" align="center">
          {o.forced_price !== null && o.forced_price !== undefined ? (
            <Badge size="1" color="purple" variant="soft">
              forced
            </Badge>
          ) : null}
          {priceText(o.open_price, assetOf(o))}
        </Flex>
      ),
    });
    columns.push({ key: 'value', header: 'Value', numeric: true, cell: (o) => formatNumber(o.value, { decimals: 2 }) });
  }
  columns.push({ key: 'currency', header: 'Currency', cell: (o) => o.financial_instrument.underlying_asset.variable_currency });
  columns.push({ key: 'person', header: 'Person', cell: personOf });
  if (!open) columns.push({ key: 'status', header: 'Status', cell: (o) => ORDER_STATUS_LABELS[o.status as OS] });
  return columns;
}

export function PlayerOrders({
  title,
  orders,
  assets,
  persons,
  open,
}: {
  title: string;
  orders: AnyOrder[] | null;
  assets: SessionAsset[];
  persons: PlayerPerson[];
  open: boolean;
}) {
  const rows = orders === null ? null : open ? orders : orders.filter((o) => o.status !== OrderStatus.Created);
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        <OrdersTable
          frame="plain"
          label={title}
          orders={rows}
          columns={columnsOf(assets, persons, open)}
          empty={open ? 'No open orders.' : 'No executed or cancelled orders yet.'}
          rowProps={(o) => ({ style: o.status === OrderStatus.Canceled ? { color: 'var(--gray-9)' } : undefined, 'data-status': o.status })}
        />
      </Flex>
    </Card>
  );
}
