/**
 * Cash tab of the player modal (cash approach): the player's cash accounts and dividends due,
 * and in real-time sessions the deposits table (name, currency, status, interest rate, initial
 * amount, interest).
 */
import { Flex, Table, Text } from '@radix-ui/themes';
import { formatMoney, formatPercent } from '@domain/format';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';
import type { PlayerDetails } from '../../api/types';

export function CashTab({ details, showDividends, showDeposits }: { details: PlayerDetails; showDividends: boolean; showDeposits: boolean }) {
  return (
    <Flex direction="column" gap="4">
      <CashAccounts details={details} showDividends={showDividends} />
      {showDeposits ? <Deposits deposits={details.deposits ?? []} /> : null}
    </Flex>
  );
}

function Deposits({ deposits }: { deposits: NonNullable<PlayerDetails['deposits']> }) {
  return (
    <Table.Root variant="surface" size="1" aria-label="Deposits">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Deposit</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <NumericHeader>Interest rate</NumericHeader>
          <NumericHeader>Initial amount</NumericHeader>
          <NumericHeader>Interest</NumericHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {deposits.length === 0 ? <EmptyRow columns={6}>No deposits.</EmptyRow> : null}
        {deposits.map((d) => (
          <Table.Row key={d.id}>
            <Table.RowHeaderCell>{d.name}</Table.RowHeaderCell>
            <Table.Cell>{d.currency_symbol}</Table.Cell>
            <Table.Cell>{d.status === 0 ? <Text color="green">Active</Text> : <Text color="gray">Broken</Text>}</Table.Cell>
            <NumericCell>{d.annualized_rate === null ? '--' : formatPercent(d.annualized_rate, 3)}</NumericCell>
            <NumericCell>{formatMoney(d.initial_amount, d.currency_symbol)}</NumericCell>
            <NumericCell>
              <Text color={d.accumulated_interest < 0 ? 'red' : undefined}>{formatMoney(d.accumulated_interest, d.currency_symbol)}</Text>
            </NumericCell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function CashAccounts({ details, showDividends }: { details: PlayerDetails; showDividends: boolean }) {
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
