/**
 * The Repo contract list (spec 001 §2 "Show contracts"): the player's active repos (of one repo
 * instrument, or all), kept current by the channel, with the settled ones on request. Repos have
 * no early termination: the list is read only.
 */
import { Cross2Icon } from '@radix-ui/react-icons';
import { Box, Callout, Dialog, Flex, IconButton, Switch, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { formatMoney } from '@domain/format';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import { useRepoContracts } from '../hooks/use-repos';
import { NO_ACTIVE_REPOS, RepoContractsTable } from './repo-contracts-table';

/** `ric` null lists every repo. */
export function RepoContractsDialog({ ric, open, onClose }: { ric: string | null | undefined; open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content width={{ initial: '96vw', md: '90vw' }} maxWidth="1300px" aria-describedby={undefined}>
        {open ? <ContractList ric={ric ?? null} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ContractList({ ric }: { ric: string | null }) {
  const { reportingCurrency } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const repos = useRepoContracts(null);
  const [showSettled, setShowSettled] = useState(false);
  const asset = ric ? byRic.get(ric) : undefined;
  const all = (repos.data?.contracts ?? []).filter((c) => ric === null || c.repo_instrument === ric);
  const active = all.filter((c) => !c.settled);
  const settled = all.filter((c) => c.settled);
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="start" gap="3">
        <Box>
          <Dialog.Title mb="1">Repo contracts{asset ? ` · ${asset.ticker}` : ''}</Dialog.Title>
          <Text size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
            Owed on open repos (cash + accrued interest): {repos.data ? formatMoney(-repos.data.reporting_value, reportingCurrency) : '…'}
            {repos.data?.paid_repo_interest != null ? ` · repo interest paid so far ${formatMoney(repos.data.paid_repo_interest, reportingCurrency)}` : ''}
          </Text>
        </Box>
        <Dialog.Close>
          <IconButton type="button" variant="ghost" color="gray" aria-label="Close" size="3">
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>
      {repos.error && !repos.data ? (
        <Callout.Root color="red">
          <Callout.Text>{repos.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <RepoContractsTable rows={repos.data ? active : null} settled={false} label="Active repo contracts" empty={NO_ACTIVE_REPOS} />
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={showSettled} onCheckedChange={setShowSettled} />
          Show settled repos ({settled.length})
        </Flex>
      </Text>
      {showSettled ? <RepoContractsTable rows={repos.data ? settled : null} settled label="Settled repo contracts" empty="No settled repos yet." /> : null}
    </Flex>
  );
}
