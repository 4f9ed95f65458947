/**
 * The trainer's view of a player's CDS (spec 000 §2 player modal, read only): every contract with
 * its premium, maturity, mark-to-market and PnL, and the player's totals. Entering contracts stays
 * with the player. Loaded lazily when the player modal's tab opens.
 */
import { Flex } from '@radix-ui/themes';
import { ContractTotals } from '@/components/contracts/contract-totals';
import { WhenRead } from '@/components/contracts/contracts-read';
import { SignedMoney } from '@/components/signed-value';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useCdsContracts } from '../hooks/use-cds';
import { CdsContractsTable } from './cds-contracts-table';

export default function PlayerCdsTab({ playerId, tickerOf }: { playerId: number; tickerOf: (ric: string) => string }) {
  const { reportingCurrency, historical } = useSessionFlags();
  const cds = useCdsContracts(playerId);
  return (
    <WhenRead read={cds}>
      {(data) => (
        <Flex direction="column" gap="3">
          <ContractTotals
            items={[
              { label: `Mark-to-market (${reportingCurrency})`, value: <SignedMoney value={data.reporting_current_mkt_value} currency={reportingCurrency} /> },
              { label: `CDS PnL (${reportingCurrency})`, value: <SignedMoney value={data.reporting_cds_pnl} currency={reportingCurrency} /> },
            ]}
          />
          <CdsContractsTable rows={data.contracts} currency={reportingCurrency} historical={historical} detailed empty="The player has no CDS contracts." label="Player's CDS contracts" tickerOf={tickerOf} />
        </Flex>
      )}
    </WhenRead>
  );
}
