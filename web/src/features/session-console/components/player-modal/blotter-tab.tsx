/**
 * Blotter of the player modal (spec 000 §2): executed and cancelled orders with asset,
 * transaction, currency, open price, signed quantity, value (bonds: price × quantity / 100),
 * time, forecast, rationale, term, analysis, user and status; cancelled rows greyed; an asset
 * filter and Download CSV.
 */
import { DownloadIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, OrderStatus, TRANSACTION_TYPE_LABELS, type OrderStatus as OS, type TransactionType as TT } from '@domain/enums';
import { formatDate, formatNumber, formatPrice, signedQuantity } from '@domain/format';
import { orderValue } from '@domain/trading/valuation';
import { EmptyRow, LoadingRows, NUMERIC_STYLE, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { saveBlob } from '../../api/console-api';
import type { Order, SessionAsset } from '../../api/types';
import { AssetFilter } from './asset-filter';

export function BlotterTab({ orders, assets, playerName, sessionId }: { orders: Order[] | null; assets: SessionAsset[]; playerName: string; sessionId: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const assetOf = (ric: string) => assets.find((a) => a.ric === ric);
  const rows = (orders ?? []).filter((o) => o.status !== OrderStatus.Created && (chosen.length === 0 || chosen.includes(o.ric)));
  const options = [...new Set((orders ?? []).map((o) => o.ric))].map((ric) => ({ ric, label: assetOf(ric)?.name ?? ric }));

  const download = () => {
    const header = ['asset', 'transaction', 'currency', 'open_price', 'quantity', 'value', 'timestamp', 'forecast', 'investment_rationale', 'term', 'analysis', 'user', 'status'];
    const cell = (v: unknown) => {
      const t = v === null || v === undefined ? '' : String(v);
      return /[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
    };
    const lines = rows.map((o) => {
      const a = assetOf(o.ric);
      return [a?.name ?? o.ric, TRANSACTION_TYPE_LABELS[o.transaction as TT], a?.variable_currency ?? '', o.open_price, signedQuantity(o.quantity, o.transaction), orderValue(o.quantity, o.open_price, a?.unit_factor ?? 1), formatDate(o.executed_at ?? o.canceled_at ?? o.timestamp, { seconds: true }), o.forecast, o.investment_rationale, o.term, o.analysis, o.person_name ?? playerName, ORDER_STATUS_LABELS[o.status as OS]];
    });
    saveBlob(new Blob([[header, ...lines].map((r) => r.map(cell).join(',')).join('\n') + '\n'], { type: 'text/csv' }), `blotter_session_${sessionId}_${playerName}.csv`);
  };

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" gap="2" wrap="wrap">
        <AssetFilter options={options} chosen={chosen} onChange={setChosen} />
        <Button variant="soft" onClick={download} disabled={rows.length === 0}>
          <DownloadIcon /> Download CSV
        </Button>
      </Flex>
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root variant="surface" size="1" aria-label="Blotter">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
              <NumericHeader>Open price</NumericHeader>
              <NumericHeader>Quantity</NumericHeader>
              <NumericHeader>Value</NumericHeader>
              <Table.ColumnHeaderCell>Time</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Forecast</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Investment rationale</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Term</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Analysis</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>User</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders === null ? <LoadingRows columns={13} /> : null}
            {orders !== null && rows.length === 0 ? <EmptyRow columns={13}>No executed or cancelled orders yet.</EmptyRow> : null}
            {rows.map((o) => {
              const a = assetOf(o.ric);
              const cancelled = o.status === OrderStatus.Canceled;
              const value = orderValue(o.quantity, o.open_price, a?.unit_factor ?? 1);
              return (
                <Table.Row key={o.id} style={cancelled ? { color: 'var(--gray-9)' } : undefined} data-status={o.status}>
                  <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{a?.name ?? o.ric}</Table.RowHeaderCell>
                  <Table.Cell>{TRANSACTION_TYPE_LABELS[o.transaction as TT]}</Table.Cell>
                  <Table.Cell>{a?.variable_currency ?? ''}</Table.Cell>
                  <NumericCell>{a ? formatPrice(o.open_price, a) : formatNumber(o.open_price, { decimals: 4, minDecimals: 2 })}</NumericCell>
                  <NumericCell>{formatNumber(signedQuantity(o.quantity, o.transaction), { decimals: 0 })}</NumericCell>
                  <NumericCell>{formatNumber(value, { decimals: 2 })}</NumericCell>
                  <Table.Cell style={TABULAR_STYLE}>{formatDate(o.executed_at ?? o.canceled_at ?? o.timestamp, { seconds: true })}</Table.Cell>
                  <Table.Cell>{o.forecast ?? ''}</Table.Cell>
                  <Table.Cell style={{ minWidth: 160 }}>
                    <Text size="1">{o.investment_rationale ?? ''}</Text>
                  </Table.Cell>
                  <Table.Cell>{o.term ?? ''}</Table.Cell>
                  <Table.Cell>{o.analysis ?? ''}</Table.Cell>
                  <Table.Cell>{o.person_name ?? playerName}</Table.Cell>
                  <Table.Cell style={{ ...NUMERIC_STYLE, textAlign: 'left' }}>{ORDER_STATUS_LABELS[o.status as OS]}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Flex>
  );
}
