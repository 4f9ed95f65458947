/**
 * The trainer's view of a player's CDS (spec 000 §2 player modal, read only): every contract with
 * its premium, maturity, mark-to-market and PnL, and the player's totals. Entering contracts stays
 * with the player. Loaded lazily when the player modal's tab opens.
 */
import { Callout, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { SignedMoney } from '@/components/signed-value';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useCdsContracts } from '../hooks/use-cds';
import { CdsContractsTable } from './cds-contracts-table';

export default function PlayerCdsTab({ playerId, tickerOf }: { playerId: number; tickerOf: (ric: string) => string }) {
  const { reportingCurrency, historical } = useSessionFlags();
  const cds = useCdsContracts(playerId);
  if (cds.error && !cds.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{cds.error}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!cds.data) return <Spinner size="3" />;
  return (
    <Flex direction="column" gap="3">
      <Card size="1" variant="surface">
        <Flex gap="5" wrap="wrap">
          <Flex direction="column">
            <Text size="1" color="gray">
              Mark-to-market ({reportingCurrency})
            </Text>
            <Text size="4" weight="bold">
              <SignedMoney value={cds.data.reporting_current_mkt_value} currency={reportingCurrency} />
            </Text>
          </Flex>
          <Flex direction="column">
            <Text size="1" color="gray">
              CDS PnL ({reportingCurrency})
            </Text>
            <Text size="4" weight="bold">
              <SignedMoney value={cds.data.reporting_cds_pnl} currency={reportingCurrency} />
            </Text>
          </Flex>
        </Flex>
      </Card>
      <CdsContractsTable rows={cds.data.contracts} currency={reportingCurrency} historical={historical} detailed empty="The player has no CDS contracts." label="Player's CDS contracts" tickerOf={tickerOf} />
    </Flex>
  );
}
