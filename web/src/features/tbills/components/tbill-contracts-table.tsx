/**
 * T-bill contracts as the contract list, the blotter's TBills tab and the trainer's player view
 * show them (spec 001 §3 "TBills"): series, tenor, amount, open and close price (3 decimals; the
 * bid now while open), value (amount × close price / 100), currency, reporting PnL (unrealised
 * while open, realised once closed), maturity and close type ('Sold before term' or 'Held to
 * maturity'); the contract list adds Sell (confirmed with 'Sell TBill before term?').
 */
import { Button, Table, Text } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { SignedMoney } from '@/components/signed-value';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { TBillView } from '../api/tbills-api';

export const NO_TBILL_CONTRACTS = "You don't have any TBill contracts yet.";
export const NO_ACTIVE_TBILLS = 'No active TBill contracts.';

const price3 = (p: number | null) => (p === null ? MISSING : formatNumber(p, { decimals: 3 }));

export function TBillContractsTable({
  rows,
  currency,
  empty,
  label,
  onSell,
  sellBlocked,
}: {
  rows: TBillView[] | null;
  currency: string;
  empty: string;
  label: string;
  /** The contract list's Sell action (absent in the blotter and the trainer's view). */
  onSell?: (c: TBillView) => void;
  sellBlocked?: string | null;
}) {
  const columns = 11 + (onSell ? 1 : 0);
  return (
    <DataTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Series</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Tenor</Table.ColumnHeaderCell>
          <NumericHeader>Amount</NumericHeader>
          <NumericHeader>Open price</NumericHeader>
          <NumericHeader>Close price</NumericHeader>
          <NumericHeader>Value</NumericHeader>
          <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
          <NumericHeader>PnL ({currency})</NumericHeader>
          <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Close type</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          {onSell ? <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Action</Table.ColumnHeaderCell> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows === null ? <LoadingRows columns={columns} /> : null}
        {rows?.length === 0 ? <EmptyRow columns={columns}>{empty}</EmptyRow> : null}
        {rows?.map((c) => {
          const open = c.status === 0;
          const pnl = open ? c.tbill_contract_reporting_unrealized_pnl : c.tbill_contract_reporting_realized_pnl;
          return (
            <Table.Row key={c.id} data-contract-id={c.id}>
              <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{c.series}</Table.RowHeaderCell>
              <Table.Cell>{c.tenor_label}</Table.Cell>
              <NumericCell>{formatNumber(c.amount, { decimals: 0 })}</NumericCell>
              <NumericCell>{price3(c.open_price)}</NumericCell>
              <NumericCell title={open ? 'The bid now' : undefined}>{price3(c.close_price)}</NumericCell>
              <NumericCell>{c.value === null ? MISSING : formatNumber(c.value, { decimals: 2 })}</NumericCell>
              <Table.Cell>{c.currency}</Table.Cell>
              <NumericCell>{pnl === null ? MISSING : <SignedMoney value={pnl} currency={currency} weight="medium" />}</NumericCell>
              <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }} title={formatDate(c.scenario_date_maturity_date)}>
                {formatDate(c.scenario_date_maturity_date)} · {c.maturity_text}
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{c.close_type ?? '-'}</Table.Cell>
              <Table.Cell>
                <Text size="1" color={open ? 'green' : 'gray'}>
                  {open ? 'Active' : 'Closed'}
                </Text>
              </Table.Cell>
              {onSell ? (
                <Table.Cell style={{ textAlign: 'right' }}>
                  {open ? (
                    <Button size="1" color="red" variant="soft" disabled={Boolean(sellBlocked)} title={sellBlocked ?? 'Sell before term at the bid'} onClick={() => onSell(c)}>
                      Sell
                    </Button>
                  ) : null}
                </Table.Cell>
              ) : null}
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}
