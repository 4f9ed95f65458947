/**
 * CDS contracts as the contract list, the blotter's CDS tab and the trainer's player view show
 * them: asset, side, open rate in basis points, currency, amount (signed: + bought protection),
 * premium paid (received shown negative), the open time (real-time sessions only), the maturity
 * (a date-time in real time; 'today', 'in 1 day', 'in N days', 'matured' relative to the scenario
 * date in historical sessions), and for active contracts the next premium, the mark-to-market and
 * the PnL in the reporting currency.
 */
import { Table, Text } from '@radix-ui/themes';
import { MISSING, formatBasisPoints, formatDate, formatNumber } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { SignedMoney } from '@/components/signed-value';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { CdsView } from '../api/cds-api';

export const NO_CDS_CONTRACTS = "You don't have any CDS contracts yet.";
export const NO_ACTIVE_CDS = 'No active CDS contracts.';

export function CdsContractsTable({
  rows,
  currency,
  historical,
  detailed,
  empty,
  label,
  tickerOf,
}: {
  rows: CdsView[] | null;
  currency: string;
  historical: boolean;
  /** With the next premium, the MTM and the PnL (the contract list and the trainer's view). */
  detailed: boolean;
  empty: string;
  label: string;
  tickerOf: (ric: string) => string;
}) {
  const columns = 7 + (historical ? 0 : 1) + (detailed ? 4 : 0);
  return (
    <DataTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <NumericHeader>Open rate (bp)</NumericHeader>
          <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
          <NumericHeader>Amount</NumericHeader>
          <NumericHeader>Premium</NumericHeader>
          {historical ? null : <Table.ColumnHeaderCell>Open time</Table.ColumnHeaderCell>}
          <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
          {detailed ? (
            <>
              <NumericHeader>Next premium</NumericHeader>
              <NumericHeader>Market value</NumericHeader>
              <NumericHeader>PnL ({currency})</NumericHeader>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            </>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === null ? <LoadingRows columns={columns} /> : null}
        {rows?.length === 0 ? <EmptyRow columns={columns}>{empty}</EmptyRow> : null}
        {rows?.map((c) => (
          <Table.Row key={c.id} data-contract-id={c.id}>
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }} title={c.underlying_asset_name}>
              {tickerOf(c.financial_instrument)}
            </Table.RowHeaderCell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              <Text color={c.amount > 0 ? 'green' : 'red'}>{c.transaction}</Text>
            </Table.Cell>
            <NumericCell>{formatBasisPoints(c.open_rate)}</NumericCell>
            <Table.Cell>{c.cds_contract_ccy}</Table.Cell>
            <NumericCell>
              {c.amount > 0 ? '+' : ''}
              {formatNumber(c.amount, { decimals: 0 })}
            </NumericCell>
            <NumericCell title={c.premium_paid < 0 ? 'Received' : 'Paid'}>{formatNumber(c.premium_paid, { decimals: 2 })}</NumericCell>
            {historical ? null : <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>{formatDate(c.scenario_date_created_timestamp, { time: true })}</Table.Cell>}
            <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }} title={formatDate(c.cds_contract_maturity_date)}>
              {historical ? c.maturity_text : c.matured ? `${formatDate(`${c.cds_contract_maturity_date}T21:00:00Z`, { time: true })} · matured` : formatDate(`${c.cds_contract_maturity_date}T21:00:00Z`, { time: true })}
            </Table.Cell>
            {detailed ? (
              <>
                <NumericCell title={c.next_premium_date ? `on ${formatDate(c.next_premium_date)}` : undefined}>
                  {c.next_premium === null ? MISSING : `${formatNumber(c.next_premium, { decimals: 2 })}`}
                  {c.next_premium_date ? (
                    <Text as="div" size="1" color="gray">
                      {formatDate(c.next_premium_date)}
                    </Text>
                  ) : null}
                </NumericCell>
                <NumericCell>{c.cds_contract_current_mkt_value === null ? MISSING : <SignedMoney value={c.cds_contract_current_mkt_value} currency={c.cds_contract_ccy} />}</NumericCell>
                <NumericCell>{c.reporting_cds_contract_pnl === null ? MISSING : <SignedMoney value={c.reporting_cds_contract_pnl} currency={currency} weight="medium" />}</NumericCell>
                <Table.Cell>
                  <Text size="1" color={c.status === 'Active' ? 'green' : 'gray'}>
                    {c.status}
                  </Text>
                </Table.Cell>
              </>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
