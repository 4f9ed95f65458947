/**
 * The blotter's FX Forwards tab (spec 001 §2): the contracts that have a delivery timestamp
 * (matured, offset, or closed by a stop loss or take profit, and the closing contracts), newest
 * first: asset, transaction, currencies, open date, maturity, quantity, open forward rate, close
 * spot rate (the outright for an offset), realised PnL in the reporting currency, rationale, offset
 * label (Full length / Offsetting #id / Offset by #id …) and id.
 */
import { Text } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, formatPrice } from '@domain/format';
import { ContractTable } from '@/components/contracts/contract-table';
import { ReadFailure } from '@/components/contracts/contracts-read';
import { SignedMoney } from '@/components/signed-value';
import { TABULAR_STYLE } from '@/components/table-parts';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import type { ForwardView } from '../api/forwards-api';
import { useForwardContracts } from '../hooks/use-forwards';
import { pricedOf } from './forward-contracts-table';

export const NO_MATURED_FORWARDS = "You don't have any matured forward contracts yet.";

export function ForwardsBlotterTab() {
  const forwards = useForwardContracts(null);
  const { reportingCurrency } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const rows = (forwards.data?.contracts ?? []).filter((c) => c.delivery_timestamp !== null).sort((a, b) => Date.parse(b.delivery_timestamp!) - Date.parse(a.delivery_timestamp!) || b.id - a.id);
  return (
    <>
      <ReadFailure read={forwards} />
      <ForwardsBlotterTable rows={forwards.data ? rows : null} currency={reportingCurrency} tickerOf={(ric) => byRic.get(ric)?.ticker ?? ric} />
    </>
  );
}

/** What a closed contract was closed at: the spot at maturity, else the outright it was offset at. */
function ClosePrice({ contract: c }: { contract: ForwardView }) {
  if (c.close_spot_rate !== null) return formatPrice(c.close_spot_rate, pricedOf(c));
  if (c.close_price === null) return MISSING;
  return (
    <span title="Closed before maturity at the forward outright">
      {formatPrice(c.close_price, pricedOf(c))}
      <Text as="div" size="1" color="gray">
        outright
      </Text>
    </span>
  );
}

export function ForwardsBlotterTable({ rows, currency, tickerOf }: { rows: ForwardView[] | null; currency: string; tickerOf: (ric: string) => string }) {
  return (
    <ContractTable
      label="Matured forward contracts"
      rows={rows}
      rowKey={(c) => c.id}
      contractId={(c) => c.id}
      empty={NO_MATURED_FORWARDS}
      columns={[
        { header: 'Asset', nowrap: true, cell: (c) => tickerOf(c.financial_instrument) },
        { header: 'Transaction', cell: (c) => <Text color={c.amount > 0 ? 'green' : 'red'}>{c.transaction}</Text> },
        { header: 'Currencies', cell: (c) => `${c.base_currency}/${c.variable_currency}` },
        { header: 'Open date', cell: (c) => <span style={TABULAR_STYLE}>{formatDate(c.open_date)}</span> },
        { header: 'Maturity', cell: (c) => <span style={TABULAR_STYLE}>{formatDate(c.maturity_date)}</span> },
        { header: 'Quantity', numeric: true, key: true, cell: (c) => `${c.amount > 0 ? '+' : ''}${formatNumber(c.amount, { decimals: 0 })}` },
        { header: 'Open forward rate', numeric: true, cell: (c) => formatPrice(c.open_price, pricedOf(c)) },
        { header: 'Close spot rate', numeric: true, cell: (c) => <ClosePrice contract={c} /> },
        { header: `Realized PnL (${currency})`, numeric: true, key: true, cell: (c) => (c.reporting_realized_pnl === null ? MISSING : <SignedMoney value={c.reporting_realized_pnl} currency={currency} />) },
        {
          header: 'Rationale',
          cell: (c) => (
            <Text as="div" size="1" style={{ maxWidth: 260 }}>
              {c.investment_rationale ?? MISSING}
            </Text>
          ),
        },
        { header: 'Offset', nowrap: true, cell: (c) => c.offset ?? MISSING },
        { header: 'Id', numeric: true, cell: (c) => c.id },
        { header: 'Closed', nowrap: true, cell: (c) => <span style={TABULAR_STYLE}>{formatDate(c.delivery_timestamp, { time: true })}</span> },
      ]}
    />
  );
}
