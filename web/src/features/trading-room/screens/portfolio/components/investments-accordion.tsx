/**
 * Investments (spec 001 §2): one panel per playable instrument type, each listing the positions
 * held (and closed ones that realised a profit or loss): name, ticker, open price, live bid and
 * ask, currency, amount, unrealised and realised PnL, return, value and portfolio share, with Close
 * next to the pinned name so it stays in view on narrow screens.
 * A currency filter (USD, EUR, GBP, JPY) applies to every panel. Panels are native
 * `<details>` elements: keyboard and screen-reader friendly with no extra dependency.
 */
import { Badge, Card, Flex, Heading, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { Suspense, useCallback, useState } from 'react';
import { MISSING, formatMoney, formatNumber, formatPercent, formatPrice } from '@domain/format';
import { ALL_CURRENCIES, CurrencyFilter } from '@/components/currency-filter';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';
import type { SessionAsset } from '@/lib/room/player-api';
import { useTradingAllowed } from '@/lib/room/player-state';
import { DataTable } from '@/components/data-table';
import { SignedMoney, SignedPercent } from '@/components/signed-value';
import { RESOURCETYPE_LABELS } from '../../shared/hooks/instrument-kind';
import type { Holding } from '../../shared/hooks/holdings';
import { ClosePositionButton } from './close-position-button';
import { ForwardHedgesPanel } from '../../../room-registry';

const ALL = ALL_CURRENCIES;
const COLUMNS = 13;

export function InvestmentsAccordion({
  holdings,
  assets,
  marketValue,
  currency,
}: {
  holdings: Holding[];
  assets: SessionAsset[];
  marketValue: number;
  currency: string;
}) {
  const [filter, setFilter] = useState(ALL);
  const tradingRefusal = useTradingAllowed();
  const types = [...new Set(assets.map((a) => a.resourcetype))];
  const shown = holdings.filter((h) => (h.position.amount !== 0 || h.position.reporting_realized_pnl !== 0) && (filter === ALL || h.asset?.variable_currency === filter));
  const currencyShown = useCallback((a: SessionAsset) => filter === ALL || a.variable_currency === filter, [filter]);

  return (
    <Card size="2">
      <Flex align="center" justify="between" gap="3" mb="3" wrap="wrap">
        <Heading as="h2" size="3">
          Investments
        </Heading>
        <CurrencyFilter value={filter} onChange={setFilter} size="1" />
      </Flex>
      <Flex direction="column" gap="2">
        {types.map((type) => {
          const rows = shown.filter((h) => h.asset?.resourcetype === type);
          const open = rows.filter((h) => h.position.amount !== 0).length;
          if (type === 'FxForwards') {
            return (
              <details key={type} open style={{ borderTop: '1px solid var(--gray-a5)', paddingTop: 'var(--space-2)' }}>
                <summary style={{ cursor: 'pointer', minHeight: 40, display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
                  <Text weight="medium">FX Forwards</Text>
                </summary>
                <Suspense fallback={<Skeleton height="80px" />}>
                  <ForwardHedgesPanel assets={assets.filter((a) => a.resourcetype === type)} currency={currency} filter={currencyShown} />
                </Suspense>
              </details>
            );
          }
          return (
            <details key={type} open={open > 0} style={{ borderTop: '1px solid var(--gray-a5)', paddingTop: 'var(--space-2)' }}>
              <summary style={{ cursor: 'pointer', minHeight: 40, display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
                <Text weight="medium">{RESOURCETYPE_LABELS[type] ?? type}</Text>
                <Badge variant="soft" color={open > 0 ? undefined : 'gray'}>
                  {open}
                </Badge>
              </summary>
              <DataTable label={`${RESOURCETYPE_LABELS[type] ?? type} positions`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <VisuallyHidden>Close</VisuallyHidden>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Ticker</Table.ColumnHeaderCell>
                    <NumericHeader>Open price</NumericHeader>
                    <NumericHeader>Bid</NumericHeader>
                    <NumericHeader>Ask</NumericHeader>
                    <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
                    <NumericHeader>Amount</NumericHeader>
                    <NumericHeader>Unrealized</NumericHeader>
                    <NumericHeader>Realized</NumericHeader>
                    <NumericHeader>Return</NumericHeader>
                    <NumericHeader>Portfolio</NumericHeader>
                    <NumericHeader>Value ({currency})</NumericHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.length === 0 ? <EmptyRow columns={COLUMNS}>No positions.</EmptyRow> : null}
                  {rows.map(({ position: p, asset, price, returnFraction }) => {
                    const priced = { resourcetype: asset?.resourcetype ?? '', ticker: asset?.ticker, variable_currency: asset?.variable_currency };
                    const closedReason = tradingRefusal ?? (price && !price.open ? 'Market is closed' : null);
                    return (
                      <Table.Row key={p.underlying_asset.ric} data-ric={p.underlying_asset.ric}>
                        <Table.RowHeaderCell style={{ minWidth: 120 }}>{asset?.name ?? p.underlying_asset.ric}</Table.RowHeaderCell>
                        <Table.Cell>
                          <ClosePositionButton ric={p.underlying_asset.ric} ticker={asset?.ticker ?? p.underlying_asset.ric} quantity={p.amount} disabledReason={closedReason} />
                        </Table.Cell>
                        <Table.Cell>{asset?.ticker ?? MISSING}</Table.Cell>
                        <NumericCell>{p.amount === 0 ? MISSING : formatPrice(p.avg_open_price, priced)}</NumericCell>
                        <NumericCell>{formatPrice(price?.bid ?? asset?.bid, priced)}</NumericCell>
                        <NumericCell>{formatPrice(price?.ask ?? asset?.ask, priced)}</NumericCell>
                        <Table.Cell>{asset?.variable_currency ?? MISSING}</Table.Cell>
                        <NumericCell>{formatNumber(p.amount, { decimals: 0 })}</NumericCell>
                        <NumericCell>
                          <SignedMoney value={p.reporting_unrealized_pnl} currency={currency} />
                        </NumericCell>
                        <NumericCell>
                          <SignedMoney value={p.reporting_realized_pnl} currency={currency} />
                        </NumericCell>
                        <NumericCell>{returnFraction === null ? MISSING : <SignedPercent value={returnFraction} />}</NumericCell>
                        <NumericCell>{marketValue ? formatPercent(p.reporting_value / marketValue, 2) : MISSING}</NumericCell>
                        <NumericCell>
                          <Text weight="bold">{formatMoney(p.reporting_value, currency)}</Text>
                        </NumericCell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </DataTable>
            </details>
          );
        })}
      </Flex>
    </Card>
  );
}
