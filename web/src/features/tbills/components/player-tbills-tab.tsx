/** The trainer's read-only view of a player's T-bills (spec 000 §2 player modal), loaded when its tab opens. */
import { Callout, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { SignedMoney } from '@/components/signed-value';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useTBills } from '../hooks/use-tbills';
import { TBillContractsTable } from './tbill-contracts-table';

export default function PlayerTBillsTab({ playerId }: { playerId: number }) {
  const { reportingCurrency } = useSessionFlags();
  const bills = useTBills(playerId);
  if (bills.error && !bills.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{bills.error}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!bills.data) return <Spinner size="3" />;
  return (
    <Flex direction="column" gap="3">
      <Card size="1" variant="surface">
        <Flex gap="5" wrap="wrap">
          <Flex direction="column">
            <Text size="1" color="gray">
              Value ({reportingCurrency})
            </Text>
            <Text size="4" weight="bold">
              <SignedMoney value={bills.data.reporting_current_mkt_value} currency={reportingCurrency} />
            </Text>
          </Flex>
          <Flex direction="column">
            <Text size="1" color="gray">
              TBill PnL ({reportingCurrency})
            </Text>
            <Text size="4" weight="bold">
              <SignedMoney value={bills.data.reporting_tbill_pnl} currency={reportingCurrency} />
            </Text>
          </Flex>
        </Flex>
      </Card>
      <TBillContractsTable rows={bills.data.contracts} currency={reportingCurrency} empty="The player has no TBill contracts." label="Player's TBill contracts" />
    </Flex>
  );
}
