/** The blotter's TBills tab (spec 001 §3): every T-bill contract of the player, newest first. Empty: "You don't have any TBill contracts yet." */
import { ReadFailure } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useTBills } from '../hooks/use-tbills';
import { NO_TBILL_CONTRACTS, TBillContractsTable } from './tbill-contracts-table';

export function TBillsBlotterTab() {
  const bills = useTBills(null);
  const { reportingCurrency } = useSessionFlags();
  return (
    <>
      <ReadFailure read={bills} />
      <TBillContractsTable rows={bills.data?.contracts ?? null} currency={reportingCurrency} empty={NO_TBILL_CONTRACTS} label="TBill contracts" />
    </>
  );
}
