/** Cash tab of the player modal (cash approach): the player's cash accounts and dividends due. */
import { Table, Text } from '@radix-ui/themes';
import { formatMoney } from '@domain/format';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';
import type { PlayerDetails } from '../../api/types';

export function CashTab({ details, showDividends }: { details: PlayerDetails; showDividends: boolean }) {
  const due = new Map(details.dividends.map((d) => [d.currency, d.outstanding]));
  return (
    <Table.Root variant="surface" size="1" aria-label="Cash accounts">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Account</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Symbol</Table.ColumnHeaderCell>
          <NumericHeader>Amount</NumericHeader>
          <NumericHeader>Reserved as collateral</NumericHeader>
          {showDividends ? <NumericHeader>Outstanding dividends</NumericHeader> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {details.wallets.length === 0 ? <EmptyRow columns={showDividends ? 5 : 4}>No cash accounts.</EmptyRow> : null}
        {details.wallets.map((w) => (
          <Table.Row key={w.currency}>
            <Table.RowHeaderCell>{w.currency} account</Table.RowHeaderCell>
            <Table.Cell>{w.currency}</Table.Cell>
            <NumericCell>
              <Text color={w.amount < 0 ? 'red' : undefined}>{formatMoney(w.amount, w.currency)}</Text>
            </NumericCell>
            <NumericCell>{formatMoney(w.collateral_amount ?? 0, w.currency)}</NumericCell>
            {showDividends ? <NumericCell>{formatMoney(due.get(w.currency) ?? 0, w.currency)}</NumericCell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
