/**
 * The Markets 'TBills' tab (spec 001 §2; banking.md §4, §7): the bills the session lists (the
 * market's of the reporting currency when auctions are on, and every bill an auction issued),
 * with series, tenor, currency, bid and ask (3 decimals), maturity, the face other players sold
 * back (auction bills), and the actions Trade (the TBill Contract modal) and Show contracts.
 */
import { Box, Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { SignedMoney } from '@/components/signed-value';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useTBills } from '../hooks/use-tbills';
import { TBillContractDialog } from './tbill-contract-dialog';
import { TBillContractsDialog } from './tbill-contracts-dialog';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

export function TBillsMarketTab({ activeOnly }: FamilyTabProps) {
  const { reportingCurrency } = useSessionFlags();
  const bills = useTBills(null);
  const [trading, setTrading] = useState<string | null>(null);
  const [listing, setListing] = useState<string | null | undefined>(undefined);
  const heldByRic = useMemo(() => {
    const m = new Map<string, number>();
    for (const c of bills.data?.contracts ?? []) if (c.status === 0) m.set(c.financial_instrument, (m.get(c.financial_instrument) ?? 0) + c.amount);
    return m;
  }, [bills.data]);
  const rows = (bills.data?.bills ?? []).filter((b) => !activeOnly || heldByRic.has(b.ric));
  const active = (bills.data?.contracts ?? []).filter((c) => c.status === 0);

  return (
    <Flex direction="column" gap="3">
      <Card size="1" variant="surface">
        <Flex gap="5" align="center" wrap="wrap" justify="between">
          <Flex gap="5" wrap="wrap">
            <Flex direction="column">
              <Text size="1" color="gray">
                Active TBill contracts
              </Text>
              <Text size="4" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {bills.data ? active.length : '…'}
              </Text>
            </Flex>
            <Flex direction="column">
              <Text size="1" color="gray">
                Value at the bid ({reportingCurrency})
              </Text>
              <Text size="4" weight="bold">
                {bills.data ? formatMoney(bills.data.reporting_current_mkt_value, reportingCurrency) : '…'}
              </Text>
            </Flex>
            <Flex direction="column">
              <Text size="1" color="gray">
                TBill PnL ({reportingCurrency})
              </Text>
              <Text size="4" weight="bold">
                {bills.data ? <SignedMoney value={bills.data.reporting_tbill_pnl} currency={reportingCurrency} /> : '…'}
              </Text>
            </Flex>
          </Flex>
          <Button variant="soft" onClick={() => setListing(null)}>
            Show all contracts
          </Button>
        </Flex>
      </Card>
      {bills.data && rows.length === 0 ? (
        <Text as="p" size="2" color="gray" my="3">
          {activeOnly ? 'No T-bills with active contracts here.' : 'No T-bills in this session yet.'}
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root size="1" variant="ghost" aria-label="TBills">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Name / series</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Tenor</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Bid</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Ask</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Discount (%)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Offered by players</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Held</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((b) => (
                <Table.Row key={b.ric} data-ric={b.ric}>
                  <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
                    <Text as="div" weight="bold" size="2">
                      {b.name}
                    </Text>
                    <Text as="div" size="1" color="gray">
                      {b.ric}
                    </Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>{b.tenor_label}</Table.Cell>
                  <Table.Cell>{b.currency}</Table.Cell>
                  <Table.Cell style={num}>{b.bid === null ? MISSING : formatNumber(b.bid, { decimals: 3 })}</Table.Cell>
                  <Table.Cell style={num}>{b.ask === null ? MISSING : formatNumber(b.ask, { decimals: 3 })}</Table.Cell>
                  <Table.Cell style={num}>{b.rate === null ? MISSING : formatNumber(b.rate, { decimals: 3 })}</Table.Cell>
                  <Table.Cell style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatDate(b.scenario_date_maturity_date)}
                    <Text color="gray"> · {b.days > 0 ? `${b.days} days` : 'matured'}</Text>
                  </Table.Cell>
                  <Table.Cell style={num}>{b.available_interplayer_amount === null ? '-' : formatNumber(b.available_interplayer_amount, { decimals: 0 })}</Table.Cell>
                  <Table.Cell style={num}>{heldByRic.has(b.ric) ? formatNumber(heldByRic.get(b.ric)!, { decimals: 0 }) : '-'}</Table.Cell>
                  <Table.Cell style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    <Flex gap="2" justify="end">
                      <Button size="1" onClick={() => setTrading(b.ric)} aria-label={`Trade ${b.ric}`}>
                        Trade
                      </Button>
                      <Button size="1" variant="soft" onClick={() => setListing(b.ric)} aria-label={`Show contracts ${b.ric}`}>
                        Show contracts
                      </Button>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <TBillContractDialog bill={rows.find((b) => b.ric === trading) ?? null} onClose={() => setTrading(null)} onDone={bills.refresh} />
      <TBillContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} />
    </Flex>
  );
}
