/** The blotter's TBills tab (spec 001 §3): every T-bill contract of the player, newest first. Empty: "You don't have any TBill contracts yet." */
import { Callout } from '@radix-ui/themes';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useTBills } from '../hooks/use-tbills';
import { NO_TBILL_CONTRACTS, TBillContractsTable } from './tbill-contracts-table';

export function TBillsBlotterTab() {
  const bills = useTBills(null);
  const { reportingCurrency } = useSessionFlags();
  return (
    <>
      {bills.error && !bills.data ? (
        <Callout.Root color="red" mb="2">
          <Callout.Text>{bills.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <TBillContractsTable rows={bills.data?.contracts ?? null} currency={reportingCurrency} empty={NO_TBILL_CONTRACTS} label="TBill contracts" />
    </>
  );
}
