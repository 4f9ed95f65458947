/**
 * The blotter's CDS tab (spec 001 §2): every CDS contract of the player, newest first: asset,
 * open rate in basis points, currency, amount, premium, open time (real-time only) and maturity
 * (a date-time in real time; relative to the scenario date in historical sessions). Empty:
 * "You don't have any CDS contracts yet."
 */
import { ReadFailure } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import { useCdsContracts } from '../hooks/use-cds';
import { CdsContractsTable, NO_CDS_CONTRACTS } from './cds-contracts-table';

export function CdsBlotterTab() {
  const cds = useCdsContracts(null);
  const { reportingCurrency, historical } = useSessionFlags();
  const { byRic } = useSessionAssets();
  return (
    <>
      <ReadFailure read={cds} />
      <CdsContractsTable rows={cds.data?.contracts ?? null} currency={reportingCurrency} historical={historical} detailed={false} empty={NO_CDS_CONTRACTS} label="CDS contracts" tickerOf={(ric) => byRic.get(ric)?.ticker ?? ric} />
    </>
  );
}
