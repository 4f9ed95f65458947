/**
 * The interbank tables the player's modal and the trainer's player tab share: the deals (current
 * and past period), and the figures line (interbank amount, interest, remaining limit).
 */
import { Flex, Table, Text } from '@radix-ui/themes';
import { formatMoney, formatNumber } from '@domain/format';
import { SignedMoney } from '@/components/signed-value';
import type { InterbankBook, InterbankDealView } from '../api/interbank-api';

export const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

export const NO_REQUESTS = 'No interbank requests at the moment.';
export const NO_RESPONSES = 'No responses yet.';

/** A rate in percent as quoted (5.1 → '5.1000%'). */
export function ratePct(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, { decimals: 4, minDecimals: 2 })}%`;
}

export function InterbankFigures({ book }: { book: InterbankBook }) {
  return (
    <Flex gap="5" wrap="wrap" style={{ fontVariantNumeric: 'tabular-nums' }} aria-label="Interbank figures">
      <Text size="2">
        Interbank amount <Text weight="bold">{formatMoney(book.interbank_amount, book.currency)}</Text>
        <Text color="gray"> (+ lent, − borrowed)</Text>
      </Text>
      <Text size="2">
        Remaining interbank limit <Text weight="bold">{formatMoney(book.remaining_limit, book.currency)}</Text>
        <Text color="gray"> of {formatMoney(book.limit, book.currency)}</Text>
      </Text>
      <Text size="2">
        Interbank interest <SignedMoney value={book.interbank_interest} currency={book.currency} weight="bold" />
      </Text>
    </Flex>
  );
}

export function DealsTable({ deals, label, empty }: { deals: InterbankDealView[]; label: string; empty: string }) {
  if (!deals.length) {
    return (
      <Text size="2" color="gray">
        {empty}
      </Text>
    );
  }
  return (
    <Table.Root size="1" variant="surface" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Deal</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Side</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Counterparty</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Amount</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Rate</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Start</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Days</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Interest</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {deals.map((d) => (
          <Table.Row key={d.id}>
            <Table.Cell>#{d.id}</Table.Cell>
            <Table.Cell>{d.side === 'lend' ? 'Lent' : 'Borrowed'}</Table.Cell>
            <Table.Cell>{d.counterparty_name}</Table.Cell>
            <Table.Cell style={num}>{formatNumber(d.amount, { decimals: 0 })}</Table.Cell>
            <Table.Cell style={num}>{ratePct(d.rate)}</Table.Cell>
            <Table.Cell>{d.start_date}</Table.Cell>
            <Table.Cell>
              {d.maturity_date ?? '—'}
              {d.current ? (
                <Text size="1" color="gray">
                  {' '}
                  (next period)
                </Text>
              ) : d.settlement && d.settlement !== 'maturity' ? (
                <Text size="1" color="gray">
                  {' '}
                  ({d.settlement === 'session_end' ? 'session end' : 'positions closed'})
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell style={num}>{d.days ?? '—'}</Table.Cell>
            <Table.Cell style={num}>
              <SignedMoney value={d.interest} currency={d.currency} />
              {d.current ? (
                <Text size="1" color="gray">
                  {' '}
                  expected
                </Text>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
