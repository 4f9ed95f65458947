/**
 * The blotter's FX Forwards tab (spec 001 §2): the contracts that have a delivery timestamp
 * (matured, offset, or closed by a stop loss or take profit, and the closing contracts), newest
 * first: asset, transaction, currencies, open date, maturity, quantity, open forward rate, close
 * spot rate (the outright for an offset), realised PnL in the reporting currency, rationale, offset
 * label (Full length / Offsetting #id / Offset by #id …) and id.
 */
import { Callout, Table, Text } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, formatPrice } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { SignedMoney } from '@/components/signed-value';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import type { ForwardView } from '../api/forwards-api';
import { useForwardContracts } from '../hooks/use-forwards';
import { pricedOf } from './forward-contracts-table';

export const NO_MATURED_FORWARDS = "You don't have any matured forward contracts yet.";
const COLUMNS = 13;

export function ForwardsBlotterTab() {
  const forwards = useForwardContracts(null);
  const { reportingCurrency } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const rows = (forwards.data?.contracts ?? []).filter((c) => c.delivery_timestamp !== null).sort((a, b) => Date.parse(b.delivery_timestamp!) - Date.parse(a.delivery_timestamp!) || b.id - a.id);
  return (
    <>
      {forwards.error && !forwards.data ? (
        <Callout.Root color="red" mb="2">
          <Callout.Text>{forwards.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <ForwardsBlotterTable rows={forwards.data ? rows : null} currency={reportingCurrency} tickerOf={(ric) => byRic.get(ric)?.ticker ?? ric} />
    </>
  );
}

export function ForwardsBlotterTable({ rows, currency, tickerOf }: { rows: ForwardView[] | null; currency: string; tickerOf: (ric: string) => string }) {
  return (
    <DataTable label="Matured forward contracts">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Currencies</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Open date</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
          <NumericHeader>Quantity</NumericHeader>
          <NumericHeader>Open forward rate</NumericHeader>
          <NumericHeader>Close spot rate</NumericHeader>
          <NumericHeader>Realized PnL ({currency})</NumericHeader>
          <Table.ColumnHeaderCell>Rationale</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Offset</Table.ColumnHeaderCell>
          <NumericHeader>Id</NumericHeader>
          <Table.ColumnHeaderCell>Closed</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === null ? <LoadingRows columns={COLUMNS} /> : null}
        {rows?.length === 0 ? <EmptyRow columns={COLUMNS}>{NO_MATURED_FORWARDS}</EmptyRow> : null}
        {rows?.map((c) => {
          const priced = pricedOf(c);
          const spot = c.close_spot_rate;
          return (
            <Table.Row key={c.id} data-contract-id={c.id}>
              <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{tickerOf(c.financial_instrument)}</Table.RowHeaderCell>
              <Table.Cell>
                <Text color={c.amount > 0 ? 'green' : 'red'}>{c.transaction}</Text>
              </Table.Cell>
              <Table.Cell>
                {c.base_currency}/{c.variable_currency}
              </Table.Cell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(c.open_date)}</Table.Cell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(c.maturity_date)}</Table.Cell>
              <NumericCell>
                {c.amount > 0 ? '+' : ''}
                {formatNumber(c.amount, { decimals: 0 })}
              </NumericCell>
              <NumericCell>{formatPrice(c.open_price, priced)}</NumericCell>
              <NumericCell>
                {spot !== null ? (
                  formatPrice(spot, priced)
                ) : c.close_price !== null ? (
                  <span title="Closed before maturity at the forward outright">
                    {formatPrice(c.close_price, priced)}
                    <Text as="div" size="1" color="gray">
                      outright
                    </Text>
                  </span>
                ) : (
                  MISSING
                )}
              </NumericCell>
              <NumericCell>{c.reporting_realized_pnl === null ? MISSING : <SignedMoney value={c.reporting_realized_pnl} currency={currency} />}</NumericCell>
              <Table.Cell style={{ maxWidth: 260 }}>
                <Text size="1">{c.investment_rationale ?? MISSING}</Text>
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{c.offset ?? MISSING}</Table.Cell>
              <NumericCell>{c.id}</NumericCell>
              <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>{formatDate(c.delivery_timestamp, { time: true })}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}
