/**
 * The Client Profile modal of the Cash tab (spec 001 §2: placeholder content). Until client
 * profiles exist it says who the bank's clients are in this simulation and how they choose
 * (banking.md §8), with the figures the bank can already see: the tenors, next period's pools,
 * and the limits its rates must keep. Its own chunk.
 */
import { Button, Callout, Dialog, Flex, Table, Text } from '@radix-ui/themes';
import { BANKING_CONVENTIONS as C } from '@domain/banking-conventions';
import { formatNumber } from '@domain/format';
import type { ClientCards } from '../api/client-dealing-api';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const pct = (v: number) => `${formatNumber(v, { decimals: 3 })}%`;

export default function ClientProfileDialog({ cards, onClose }: { cards: ClientCards; onClose: () => void }) {
  const rows = cards.future_loans.map((l) => ({ tenor: l.tenor, loans: l, depos: cards.future_depos.find((d) => d.tenor === l.tenor) }));
  return (
    <Dialog.Root open onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="600px">
        <Dialog.Title>Client Profile</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Your bank&apos;s clients borrow and deposit for 4, 13, 26 and 52 weeks. Each period some of their money is re-priced: they compare every bank&apos;s offer with the market&apos;s reference rate and move towards the better ones, slowly.
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <Callout.Root color="gray" variant="surface">
            <Callout.Text>Detailed client profiles (segments, sensitivities, history) are not available in this session yet.</Callout.Text>
          </Callout.Root>
          <Table.Root size="1" variant="surface" aria-label="Client market next period">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Tenor</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Loans pool ({cards.currency})</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Deposits pool ({cards.currency})</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Max loan rate</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4}>
                    <Text size="2" color="gray">
                      The client market opens when the session starts.
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                rows.map((r) => (
                  <Table.Row key={r.tenor}>
                    <Table.RowHeaderCell>{r.tenor}</Table.RowHeaderCell>
                    <Table.Cell style={num}>{formatNumber(r.loans.total_tenor_pool, { decimals: 0 })}</Table.Cell>
                    <Table.Cell style={num}>{r.depos ? formatNumber(r.depos.total_tenor_pool, { decimals: 0 }) : '—'}</Table.Cell>
                    <Table.Cell style={num}>{pct(r.loans.max)}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
          <Text size="1" color="gray">
            Loan rates may go up to the 4-week yield plus {C.clientRateCapAboveYield} points; deposit rates start at {C.clientRateFloor}%.
          </Text>
          <Flex justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
