/**
 * The CDS contract list (spec 001 §2 "contract lists for CDS"): the player's active contracts,
 * of one CDS (its row's Show contracts) or all of them, marked live while open; the spec's empty
 * state when there are none.
 */
import { Flex } from '@radix-ui/themes';
import { ContractDialog, ContractDialogHeader } from '@/components/contracts/contract-dialog';
import { ReadFailure } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import { useCdsContracts } from '../hooks/use-cds';
import { CdsContractsTable, NO_ACTIVE_CDS } from './cds-contracts-table';

export function CdsContractsDialog({ ric, open, onClose }: { ric: string | null | undefined; open: boolean; onClose: () => void }) {
  return (
    <ContractDialog open={open} onClose={onClose} maxWidth="1240px">
      <ContractList ric={ric ?? null} />
    </ContractDialog>
  );
}

function ContractList({ ric }: { ric: string | null }) {
  const cds = useCdsContracts(null, true);
  const { reportingCurrency, historical } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const asset = ric ? byRic.get(ric) : undefined;
  const rows = cds.data ? cds.data.contracts.filter((c) => c.status === 'Active' && (ric === null || c.financial_instrument === ric)) : null;
  return (
    <Flex direction="column" gap="3">
      <ContractDialogHeader title={`CDS contracts${asset ? ` · ${asset.ticker}` : ''}`}>
        Active contracts, marked at the spread they would close at. A contract is closed by entering the opposite one.
      </ContractDialogHeader>
      <ReadFailure read={cds} />
      <CdsContractsTable rows={rows} currency={reportingCurrency} historical={historical} detailed empty={NO_ACTIVE_CDS} label="Active CDS contracts" tickerOf={(r) => byRic.get(r)?.ticker ?? r} />
    </Flex>
  );
}
