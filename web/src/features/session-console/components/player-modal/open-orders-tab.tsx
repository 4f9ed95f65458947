/** Open Orders of the player modal (spec 000 §2): orders still open, a Cancel per row, asset filter, sorted by type. */
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { TRANSACTION_TYPE_LABELS, type TransactionType as TT } from '@domain/enums';
import { formatDate, formatNumber, formatPrice, signedQuantity } from '@domain/format';
import { OrdersTable, type OrderColumn } from '@/components/orders-table';
import { TABULAR_STYLE } from '@/components/table-parts';
import type { Order, SessionAsset } from '../../api/types';
import { AssetFilter } from './asset-filter';

const TYPE_LABELS: Record<string, string> = { MarketOrder: 'Market', LimitOrder: 'Limit', MarketOnOpenOrder: 'Market on open', MarketOnCloseOrder: 'Market on close' };

export function OpenOrdersTab({ orders, assets, onCancel }: { orders: Order[]; assets: SessionAsset[]; onCancel: (o: Order) => Promise<void> }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const assetOf = (ric: string) => assets.find((a) => a.ric === ric);
  const rows = orders.filter((o) => chosen.length === 0 || chosen.includes(o.financial_instrument.underlying_asset.ric)).sort((a, b) => a.resourcetype.localeCompare(b.resourcetype) || b.id - a.id);
  const options = [...new Set(orders.map((o) => o.financial_instrument.underlying_asset.ric))].map((ric) => ({ ric, label: assetOf(ric)?.name ?? ric }));

  const cancel = async (o: Order) => {
    setBusy(o.id);
    try {
      await onCancel(o);
    } finally {
      setBusy(null);
    }
  };

  const columns: OrderColumn<Order>[] = [
    { key: 'type', header: 'Type', cell: (o) => TYPE_LABELS[o.resourcetype] ?? o.resourcetype },
    { key: 'asset', header: 'Asset', rowHeader: true, style: { whiteSpace: 'nowrap' }, cell: (o) => assetOf(o.financial_instrument.underlying_asset.ric)?.name ?? o.financial_instrument.underlying_asset.ric },
    { key: 'transaction', header: 'Transaction', cell: (o) => TRANSACTION_TYPE_LABELS[o.transaction as TT] },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (o) => formatNumber(signedQuantity(o.quantity, o.transaction), { decimals: 0 }) },
    {
      key: 'limit-price',
      header: 'Limit price',
      numeric: true,
      cell: (o) => {
        const a = assetOf(o.financial_instrument.underlying_asset.ric);
        return o.limit_price === null ? '—' : a ? formatPrice(o.limit_price, a) : formatNumber(o.limit_price, { decimals: 4 });
      },
    },
    { key: 'placed', header: 'Placed', style: TABULAR_STYLE, cell: (o) => formatDate(o.timestamp, { seconds: true }) },
    {
      key: 'cancel',
      header: null,
      cell: (o) => (
        <Button size="1" color="red" variant="soft" loading={busy === o.id} onClick={() => void cancel(o)}>
          Cancel
        </Button>
      ),
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex>
        <AssetFilter options={options} chosen={chosen} onChange={setChosen} />
      </Flex>
      <OrdersTable frame="plain" label="Open orders" orders={rows} columns={columns} empty="No open orders." rowProps={() => ({ align: 'center' })} />
    </Flex>
  );
}
