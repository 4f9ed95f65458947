/**
 * Blotter of the player modal (spec 000 §2): executed and cancelled orders with asset,
 * transaction, currency, open price, signed quantity, value (bonds: price × quantity / 100),
 * time, forecast, rationale, term, analysis, user and status; cancelled rows greyed; an asset
 * filter and Download CSV.
 */
import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, OrderStatus, TRANSACTION_TYPE_LABELS, type OrderStatus as OS, type TransactionType as TT } from '@domain/enums';
import { formatDate, formatNumber, formatPrice, signedQuantity } from '@domain/format';
import { orderValue } from '@domain/trading/valuation';
import { OrdersTable, type OrderColumn } from '@/components/orders-table';
import { NUMERIC_STYLE, TABULAR_STYLE } from '@/components/table-parts';
import { downloadCsv } from '@/lib/csv';
import type { Order, SessionAsset } from '../../api/types';
import { AssetFilter } from './asset-filter';

/** When the order left the open state (executed or cancelled), else when it was placed. */
const timeOf = (o: Order) => o.executed_at ?? o.canceled_at ?? o.timestamp;

export function BlotterTab({ orders, assets, playerName, sessionId }: { orders: Order[] | null; assets: SessionAsset[]; playerName: string; sessionId: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const assetOf = (ric: string) => assets.find((a) => a.ric === ric);
  const rows = (orders ?? []).filter((o) => o.status !== OrderStatus.Created && (chosen.length === 0 || chosen.includes(o.financial_instrument.underlying_asset.ric)));
  const options = [...new Set((orders ?? []).map((o) => o.financial_instrument.underlying_asset.ric))].map((ric) => ({ ric, label: assetOf(ric)?.name ?? ric }));
  const valueOf = (o: Order) => orderValue(o.quantity, o.open_price, assetOf(o.financial_instrument.underlying_asset.ric)?.unit_factor ?? 1);
  const userOf = (o: Order) => o.person_name ?? playerName;

  const download = () =>
    downloadCsv(`blotter_session_${sessionId}_${playerName}.csv`, {
      header: ['asset', 'transaction', 'currency', 'open_price', 'quantity', 'value', 'timestamp', 'forecast', 'investment_rationale', 'term', 'analysis', 'user', 'status'],
      rows: rows.map((o) => {
        const a = assetOf(o.financial_instrument.underlying_asset.ric);
        return [a?.name ?? o.financial_instrument.underlying_asset.ric, TRANSACTION_TYPE_LABELS[o.transaction as TT], a?.variable_currency ?? '', o.open_price, signedQuantity(o.quantity, o.transaction), valueOf(o), formatDate(timeOf(o), { seconds: true }), o.forecast, o.investment_rationale, o.term, o.analysis, userOf(o), ORDER_STATUS_LABELS[o.status as OS]];
      }),
    });

  const columns: OrderColumn<Order>[] = [
    { key: 'asset', header: 'Asset', rowHeader: true, style: { whiteSpace: 'nowrap' }, cell: (o) => assetOf(o.financial_instrument.underlying_asset.ric)?.name ?? o.financial_instrument.underlying_asset.ric },
    { key: 'transaction', header: 'Transaction', cell: (o) => TRANSACTION_TYPE_LABELS[o.transaction as TT] },
    { key: 'currency', header: 'Currency', cell: (o) => assetOf(o.financial_instrument.underlying_asset.ric)?.variable_currency ?? '' },
    {
      key: 'open-price',
      header: 'Open price',
      numeric: true,
      cell: (o) => {
        const a = assetOf(o.financial_instrument.underlying_asset.ric);
        return a ? formatPrice(o.open_price, a) : formatNumber(o.open_price, { decimals: 4, minDecimals: 2 });
      },
    },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (o) => formatNumber(signedQuantity(o.quantity, o.transaction), { decimals: 0 }) },
    { key: 'value', header: 'Value', numeric: true, cell: (o) => formatNumber(valueOf(o), { decimals: 2 }) },
    { key: 'time', header: 'Time', style: TABULAR_STYLE, cell: (o) => formatDate(timeOf(o), { seconds: true }) },
    { key: 'forecast', header: 'Forecast', cell: (o) => o.forecast ?? '' },
    { key: 'rationale', header: 'Investment rationale', style: { minWidth: 160 }, cell: (o) => <Text size="1">{o.investment_rationale ?? ''}</Text> },
    { key: 'term', header: 'Term', cell: (o) => o.term ?? '' },
    { key: 'analysis', header: 'Analysis', cell: (o) => o.analysis ?? '' },
    { key: 'user', header: 'User', cell: userOf },
    { key: 'status', header: 'Status', style: { ...NUMERIC_STYLE, textAlign: 'left' }, cell: (o) => ORDER_STATUS_LABELS[o.status as OS] },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" gap="2" wrap="wrap">
        <AssetFilter options={options} chosen={chosen} onChange={setChosen} />
        <Button variant="soft" onClick={download} disabled={rows.length === 0}>
          <DownloadIcon /> Download CSV
        </Button>
      </Flex>
      <OrdersTable
        frame="plain"
        label="Blotter"
        orders={orders === null ? null : rows}
        columns={columns}
        empty="No executed or cancelled orders yet."
        rowProps={(o) => ({ style: o.status === OrderStatus.Canceled ? { color: 'var(--gray-9)' } : undefined, 'data-status': o.status })}
      />
    </Flex>
  );
}
