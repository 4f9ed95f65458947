/**
 * The Cash tab of a cash-approach session (spec 001 §2): the Cash Exchange button, the cash
 * accounts (balance, reserved by open orders, available) and, in real-time sessions, deposits.
 */
import { Button, Flex, Skeleton, Table, Text } from '@radix-ui/themes';
import { Suspense, useState } from 'react';
import { formatNumber } from '@domain/format';
import { minorUnits } from '@domain/money';
import { useTradingAllowed, usePlayer } from '@/lib/room/player-state';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { CashExchangeDialog } from './cash-exchange-dialog';
import { DepositsCard } from './deposits-card';
import { InterbankRequestsButton, ClientMoneyView } from '../../room-registry';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

export function CashTab() {
  const { player } = usePlayer();
  const { session, reportingCurrency, realTime } = useSessionFlags();
  const refusal = useTradingAllowed();
  const [exchanging, setExchanging] = useState(false);
  const wallets = [...(player?.wallets ?? [])].sort((a, b) => (a.currency === reportingCurrency ? -1 : b.currency === reportingCurrency ? 1 : a.currency.localeCompare(b.currency)));
  const amount = (value: number, ccy: string) => formatNumber(value, { decimals: minorUnits(ccy) });

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Button size="3" onClick={() => setExchanging(true)} disabled={Boolean(refusal) || wallets.length < 2}>
          Cash Exchange
        </Button>
        {refusal ? (
          <Text size="2" color="gray">
            {refusal.replace('Trading', 'Cash exchange')}
          </Text>
        ) : wallets.length < 2 ? (
          <Text size="2" color="gray">
            Cash exchange needs a second currency in this session.
          </Text>
        ) : null}
        {/* Client-money sessions (issue 16): the interbank market, with the count of quotes and requests waiting. */}
        {session?.client_money ? <InterbankRequestsButton /> : null}
      </Flex>
      <Table.Root size="2" variant="surface" aria-label="Cash accounts">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Balance</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Reserved by open orders</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Available</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {wallets.map((w) => {
            const available = w.amount - w.collateral_amount;
            return (
              <Table.Row key={w.currency}>
                <Table.RowHeaderCell>
                  <Text weight="bold">{w.currency}</Text>
                  {w.currency === reportingCurrency ? (
                    <Text size="1" color="gray">
                      {' '}
                      · reporting
                    </Text>
                  ) : null}
                </Table.RowHeaderCell>
                <Table.Cell style={num}>{amount(w.amount, w.currency)}</Table.Cell>
                <Table.Cell style={num}>{amount(w.collateral_amount, w.currency)}</Table.Cell>
                <Table.Cell style={num}>
                  <Text weight="bold" color={available < 0 ? 'red' : undefined}>
                    {amount(available, w.currency)}
                  </Text>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {wallets.some((w) => w.amount - w.collateral_amount < 0) ? (
        <Text size="1" color="gray">
          A negative available amount at period end is covered at the lombard rate.
        </Text>
      ) : null}
      {session?.client_money ? (
        <Suspense fallback={<Skeleton height="160px" />}>
          <ClientMoneyView />
        </Suspense>
      ) : null}
      {realTime ? <DepositsCard /> : null}
      <CashExchangeDialog open={exchanging} onClose={() => setExchanging(false)} />
    </Flex>
  );
}
