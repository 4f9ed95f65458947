/**
 * The blotter's Deposits tab (spec 001 §2): name, currency, average annualized rate, initial
 * amount, interest, maturity in days, opening date, closing date, closed by.
 */
import { moneyText } from '../../shared/components/money-text';
import { Table } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, formatPercent } from '@domain/format';
import { EmptyRow, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { DepositRow } from '../../shared/api/screens-api';
import { DataTable } from '@/components/data-table';

const COLUMNS = 9;

export function DepositsTable({ rows }: { rows: DepositRow[] }) {
  return (
    <DataTable label="Deposits">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
          <NumericHeader>Average annualized rate</NumericHeader>
          <NumericHeader>Initial amount</NumericHeader>
          <NumericHeader>Interest</NumericHeader>
          <NumericHeader>Maturity (days)</NumericHeader>
          <Table.ColumnHeaderCell>Opening date</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Closing date</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Closed by</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? <EmptyRow columns={COLUMNS}>No deposits yet.</EmptyRow> : null}
        {rows.map((d, k) => {
          const currency = d.currency_symbol ?? d.currency ?? '';
          return (
            <Table.Row key={d.id ?? k}>
              <Table.RowHeaderCell>{d.name}</Table.RowHeaderCell>
              <Table.Cell>{currency || MISSING}</Table.Cell>
              <NumericCell>{formatPercent(d.average_annualized_rate, 3)}</NumericCell>
              <NumericCell>{moneyText(d.initial_amount, currency)}</NumericCell>
              <NumericCell>{moneyText(d.accumulated_interest, currency)}</NumericCell>
              <NumericCell>{formatNumber(d.maturity, { decimals: 0 })}</NumericCell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(d.opening_date)}</Table.Cell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(d.closing_date)}</Table.Cell>
              <Table.Cell>{d.closed_by || MISSING}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}
