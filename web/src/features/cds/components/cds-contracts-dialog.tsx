/**
 * The CDS contract list (spec 001 §2 "contract lists for CDS"): the player's active contracts,
 * of one CDS (its row's Show contracts) or all of them, marked live while open; the spec's empty
 * state when there are none.
 */
import { Cross2Icon } from '@radix-ui/react-icons';
import { Callout, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import { useCdsContracts } from '../hooks/use-cds';
import { CdsContractsTable, NO_ACTIVE_CDS } from './cds-contracts-table';

export function CdsContractsDialog({ ric, open, onClose }: { ric: string | null | undefined; open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="1240px" aria-describedby={undefined}>
        {open ? <ContractList ric={ric ?? null} /> : null}
      </Dialog.Content>
    </Dialog.Root>
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
      <Flex justify="between" align="start">
        <Flex direction="column">
          <Dialog.Title mb="1">CDS contracts{asset ? ` · ${asset.ticker}` : ''}</Dialog.Title>
          <Text size="2" color="gray">
            Active contracts, marked at the spread they would close at. A contract is closed by entering the opposite one.
          </Text>
        </Flex>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label="Close" size="3">
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>
      {cds.error && !cds.data ? (
        <Callout.Root color="red">
          <Callout.Text>{cds.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <CdsContractsTable rows={rows} currency={reportingCurrency} historical={historical} detailed empty={NO_ACTIVE_CDS} label="Active CDS contracts" tickerOf={(r) => byRic.get(r)?.ticker ?? r} />
    </Flex>
  );
}
