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
import { ContractTable } from '@/components/contracts/contract-table';
import { SignedMoney } from '@/components/signed-value';
import type { SessionAsset } from '@/lib/room/player-api';
import { tradedQuote } from '@/lib/room/order-limits';
import { usePrices } from '@/lib/room/player-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { useForwardContracts } from '../hooks/use-forwards';
import { ForwardContractsDialog } from './forward-contracts-dialog';

interface Hedge {
  asset: SessionAsset;
  net: number;
  gross: number;
  weighted: number;
  unrealized: number;
  realized: number;
  open: number;
}

export function ForwardHedgesPanel({ assets, currency, filter }: { assets: SessionAsset[]; currency: string; filter: (asset: SessionAsset) => boolean }) {
  const session = useSessionRecord();
  const prices = usePrices();
  const forwards = useForwardContracts(null);
  const [listing, setListing] = useState<string | null>(null);
  const rows = useMemo(() => {
    const byRic = new Map<string, Omit<Hedge, 'asset'>>();
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
    return assets.filter((a) => byRic.has(a.ric) && filter(a)).map((a): Hedge => ({ asset: a, ...byRic.get(a.ric)! }));
  }, [forwards.data, assets, filter]);
  const quoteOf = (asset: SessionAsset) => tradedQuote(session, prices.get(asset.ric) ?? asset);

  return (
    <>
      <ContractTable
        label="FX hedge positions"
        rows={forwards.data ? rows : null}
        rowKey={(h) => h.asset.ric}
        empty="No forward contracts."
        row={(h, cells) => <Table.Row data-ric={h.asset.ric}>{cells}</Table.Row>}
        columns={[
          {
            header: 'Name',
            cell: ({ asset }) => (
              <>
                {asset.name}{' '}
                <Badge variant="soft" color="indigo" size="1">
                  FX hedge
                </Badge>
              </>
            ),
          },
          {
            header: <VisuallyHidden>Show contracts</VisuallyHidden>,
            label: 'Show contracts',
            key: true,
            cell: ({ asset }) => (
              <Button size="1" variant="soft" onClick={() => setListing(asset.ric)} aria-label={`Show contracts ${asset.ticker}`}>
                Show contracts
              </Button>
            ),
          },
          { header: 'Ticker', cell: (h) => h.asset.ticker },
          { header: 'Open price', numeric: true, title: () => 'Average open outright of the open contracts', cell: (h) => (h.gross > 0 ? formatPrice(h.weighted / h.gross, h.asset) : MISSING) },
          { header: 'Bid', numeric: true, cell: (h) => formatPrice(quoteOf(h.asset).bid, h.asset) },
          { header: 'Ask', numeric: true, cell: (h) => formatPrice(quoteOf(h.asset).ask, h.asset) },
          { header: 'Currency', cell: (h) => h.asset.variable_currency },
          {
            header: 'Amount',
            numeric: true,
            key: true,
            cell: (h) => (
              <Text title={`${h.open} open contract${h.open === 1 ? '' : 's'}`}>
                {formatNumber(h.net, { decimals: 0 })} {h.asset.base_currency}
              </Text>
            ),
          },
          { header: 'Unrealized', numeric: true, cell: (h) => <SignedMoney value={h.unrealized} currency={currency} /> },
          { header: 'Realized', numeric: true, cell: (h) => <SignedMoney value={h.realized} currency={currency} /> },
        ]}
      />
      <ForwardContractsDialog ric={listing} open={listing !== null} onClose={() => setListing(null)} />
    </>
  );
}
