/**
 * The Portfolio's FX hedge rows (spec 001 §2 Investments accordion): forwards are contracts, not
 * positions, so this panel lists each forward with open contracts (net amount in the base
 * currency, average open outright, the live bid and ask, unrealised and realised PnL in the
 * reporting currency) with a 'Show contracts' button instead of Close. Loaded lazily with
 * the accordion panel.
 */
import { Badge, Button, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatNumber, formatPrice } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { SignedMoney } from '@/components/signed-value';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';
import type { SessionAsset } from '@/lib/room/player-api';
import { tradedQuote } from '@/lib/room/order-limits';
import { usePrices } from '@/lib/room/player-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { useForwardContracts } from '../hooks/use-forwards';
import { ForwardContractsDialog } from './forward-contracts-dialog';

const COLUMNS = 10;

export function ForwardHedgesPanel({ assets, currency, filter }: { assets: SessionAsset[]; currency: string; filter: (asset: SessionAsset) => boolean }) {
  const session = useSessionRecord();
  const prices = usePrices();
  const forwards = useForwardContracts(null);
  const [listing, setListing] = useState<string | null>(null);
  const rows = useMemo(() => {
    const byRic = new Map<string, { net: number; gross: number; weighted: number; unrealized: number; realized: number; open: number }>();
    for (const c of forwards.data?.contracts ?? []) {
      const e = byRic.get(c.financial_instrument) ?? { net: 0, gross: 0, weighted: 0, unrealized: 0, realized: 0, open: 0 };
      if (c.delivery_timestamp === null) {
        e.net += c.amount;
        e.gross += Math.abs(c.amount);
        e.weighted += Math.abs(c.amount) * c.open_price;
        e.unrealized += c.reporting_unrealized_pnl ?? 0;
        e.open += 1;
      } else e.realized += c.reporting_realized_pnl ?? 0;
      byRic.set(c.financial_instrument, e);
    }
    return assets.filter((a) => byRic.has(a.ric) && filter(a)).map((a) => ({ asset: a, ...byRic.get(a.ric)! }));
  }, [forwards.data, assets, filter]);

  return (
    <>
      <DataTable label="FX hedge positions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Show contracts</VisuallyHidden>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Ticker</Table.ColumnHeaderCell>
            <NumericHeader>Open price</NumericHeader>
            <NumericHeader>Bid</NumericHeader>
            <NumericHeader>Ask</NumericHeader>
            <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
            <NumericHeader>Amount</NumericHeader>
            <NumericHeader>Unrealized</NumericHeader>
            <NumericHeader>Realized</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {forwards.data && rows.length === 0 ? <EmptyRow columns={COLUMNS}>No forward contracts.</EmptyRow> : null}
          {rows.map(({ asset, net, gross, weighted, unrealized, realized, open }) => {
            const q = tradedQuote(session, prices.get(asset.ric) ?? asset);
            return (
              <Table.Row key={asset.ric} data-ric={asset.ric}>
                <Table.RowHeaderCell style={{ minWidth: 120 }}>
                  {asset.name}{' '}
                  <Badge variant="soft" color="indigo" size="1">
                    FX hedge
                  </Badge>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Button size="1" variant="soft" onClick={() => setListing(asset.ric)} aria-label={`Show contracts ${asset.ticker}`}>
                    Show contracts
                  </Button>
                </Table.Cell>
                <Table.Cell>{asset.ticker}</Table.Cell>
                <NumericCell title="Average open outright of the open contracts">{gross > 0 ? formatPrice(weighted / gross, asset) : MISSING}</NumericCell>
                <NumericCell>{formatPrice(q.bid, asset)}</NumericCell>
                <NumericCell>{formatPrice(q.ask, asset)}</NumericCell>
                <Table.Cell>{asset.variable_currency}</Table.Cell>
                <NumericCell>
                  <Text title={`${open} open contract${open === 1 ? '' : 's'}`}>
                    {formatNumber(net, { decimals: 0 })} {asset.base_currency}
                  </Text>
                </NumericCell>
                <NumericCell>
                  <SignedMoney value={unrealized} currency={currency} />
                </NumericCell>
                <NumericCell>
                  <SignedMoney value={realized} currency={currency} />
                </NumericCell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </DataTable>
      <ForwardContractsDialog ric={listing} open={listing !== null} onClose={() => setListing(null)} />
    </>
  );
}
