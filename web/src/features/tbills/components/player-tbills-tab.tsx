/** The trainer's read-only view of a player's T-bills (spec 000 §2 player modal), loaded when its tab opens. */
import { Flex } from '@radix-ui/themes';
import { ContractTotals } from '@/components/contracts/contract-totals';
import { WhenRead } from '@/components/contracts/contracts-read';
import { SignedMoney } from '@/components/signed-value';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useTBills } from '../hooks/use-tbills';
import { TBillContractsTable } from './tbill-contracts-table';

export default function PlayerTBillsTab({ playerId }: { playerId: number }) {
  const { reportingCurrency } = useSessionFlags();
  const bills = useTBills(playerId);
  return (
    <WhenRead read={bills}>
      {(data) => (
        <Flex direction="column" gap="3">
          <ContractTotals
            items={[
              { label: `Value (${reportingCurrency})`, value: <SignedMoney value={data.reporting_current_mkt_value} currency={reportingCurrency} /> },
              { label: `TBill PnL (${reportingCurrency})`, value: <SignedMoney value={data.reporting_tbill_pnl} currency={reportingCurrency} /> },
            ]}
          />
          <TBillContractsTable rows={data.contracts} currency={reportingCurrency} empty="The player has no TBill contracts." label="Player's TBill contracts" />
        </Flex>
      )}
    </WhenRead>
  );
}
