/** Open Orders of the player modal (spec 000 §2): orders still open, a Cancel per row, asset filter, sorted by type. */
import { Box, Button, Flex, Table } from '@radix-ui/themes';
import { useState } from 'react';
import { TRANSACTION_TYPE_LABELS, type TransactionType as TT } from '@domain/enums';
import { formatDate, formatNumber, formatPrice, signedQuantity } from '@domain/format';
import { EmptyRow, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { Order, SessionAsset } from '../../api/types';
import { AssetFilter } from './asset-filter';

const TYPE_LABELS: Record<string, string> = { MarketOrder: 'Market', LimitOrder: 'Limit', MarketOnOpenOrder: 'Market on open', MarketOnCloseOrder: 'Market on close' };

export function OpenOrdersTab({ orders, assets, onCancel }: { orders: Order[]; assets: SessionAsset[]; onCancel: (o: Order) => Promise<void> }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const assetOf = (ric: string) => assets.find((a) => a.ric === ric);
  const rows = orders.filter((o) => chosen.length === 0 || chosen.includes(o.ric)).sort((a, b) => a.resourcetype.localeCompare(b.resourcetype) || b.id - a.id);
  const options = [...new Set(orders.map((o) => o.ric))].map((ric) => ({ ric, label: assetOf(ric)?.name ?? ric }));
  return (
    <Flex direction="column" gap="3">
      <Flex>
        <AssetFilter options={options} chosen={chosen} onChange={setChosen} />
      </Flex>
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root variant="surface" size="1" aria-label="Open orders">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
              <NumericHeader>Quantity</NumericHeader>
              <NumericHeader>Limit price</NumericHeader>
              <Table.ColumnHeaderCell>Placed</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? <EmptyRow columns={7}>No open orders.</EmptyRow> : null}
            {rows.map((o) => {
              const a = assetOf(o.ric);
              return (
                <Table.Row key={o.id} align="center">
                  <Table.Cell>{TYPE_LABELS[o.resourcetype] ?? o.resourcetype}</Table.Cell>
                  <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{a?.name ?? o.ric}</Table.RowHeaderCell>
                  <Table.Cell>{TRANSACTION_TYPE_LABELS[o.transaction as TT]}</Table.Cell>
                  <NumericCell>{formatNumber(signedQuantity(o.quantity, o.transaction), { decimals: 0 })}</NumericCell>
                  <NumericCell>{o.limit_price === null ? '—' : a ? formatPrice(o.limit_price, a) : formatNumber(o.limit_price, { decimals: 4 })}</NumericCell>
                  <Table.Cell style={TABULAR_STYLE}>{formatDate(o.timestamp, { seconds: true })}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="1"
                      color="red"
                      variant="soft"
                      loading={busy === o.id}
                      onClick={async () => {
                        setBusy(o.id);
                        try {
                          await onCancel(o);
                        } finally {
                          setBusy(null);
                        }
                      }}
                    >
                      Cancel
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Flex>
  );
}
