/**
 * The blotter's Cash Exchange tab (spec 001 §2): asset, transaction, base and variable currency,
 * exchange rate (2 decimals when JPY is involved, else 4), quantity, value, fee, timestamp.
 */
import { moneyText } from '../../shared/components/money-text';
import { Table } from '@radix-ui/themes';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '@domain/enums';
import { MISSING, NO_TIMESTAMP, formatDate, formatNumber } from '@domain/format';
import { EmptyRow, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import type { ExchangeRow } from '../../shared/api/screens-api';
import { DataTable } from '@/components/data-table';

const COLUMNS = 9;

function transactionLabel(t: ExchangeRow['transaction']): string {
  if (typeof t === 'number') return TRANSACTION_TYPE_LABELS[t as TransactionType] ?? MISSING;
  return t || 'Sell';
}

export function CashExchangeTable({ rows }: { rows: ExchangeRow[] }) {
  const sorted = [...rows].sort((a, b) => Number(new Date(b.timestamp)) - Number(new Date(a.timestamp)));
  return (
    <DataTable label="Cash exchanges">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Asset</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Base currency</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Variable currency</Table.ColumnHeaderCell>
          <NumericHeader>Exchange rate</NumericHeader>
          <NumericHeader>Quantity</NumericHeader>
          <NumericHeader>Value</NumericHeader>
          <NumericHeader>Fee</NumericHeader>
          <Table.ColumnHeaderCell>Timestamp</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sorted.length === 0 ? <EmptyRow columns={COLUMNS}>No cash exchanges yet.</EmptyRow> : null}
        {sorted.map((r) => {
          const base = r.base_currency ?? r.from_currency ?? '';
          const variable = r.variable_currency ?? r.to_currency ?? '';
          const jpy = base === 'JPY' || variable === 'JPY';
          return (
            <Table.Row key={r.id}>
              <Table.RowHeaderCell>{r.asset ?? `${base}${variable}`}</Table.RowHeaderCell>
              <Table.Cell>{transactionLabel(r.transaction)}</Table.Cell>
              <Table.Cell>{base || MISSING}</Table.Cell>
              <Table.Cell>{variable || MISSING}</Table.Cell>
              <NumericCell>{formatNumber(r.exchange_rate, { decimals: jpy ? 2 : 4 })}</NumericCell>
              <NumericCell>{moneyText(r.amount, base)}</NumericCell>
              <NumericCell>{moneyText(r.value, variable)}</NumericCell>
              <NumericCell>{moneyText(r.fee, variable)}</NumericCell>
              <Table.Cell style={TABULAR_STYLE}>{r.timestamp ? formatDate(r.timestamp, { seconds: true }) : NO_TIMESTAMP}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}
