/**
 * The Repo contract list (spec 001 §2 "Show contracts"): the player's active repos (of one repo
 * instrument, or all), kept current by the channel, with the settled ones on request. Repos have
 * no early termination: the list is read only.
 */
import { Flex, Switch, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { formatMoney } from '@domain/format';
import { ContractDialog, ContractDialogHeader } from '@/components/contracts/contract-dialog';
import { ReadFailure } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets } from '@/lib/room/player-state';
import { useRepoContracts } from '../hooks/use-repos';
import { NO_ACTIVE_REPOS, RepoContractsTable } from './repo-contracts-table';

/** `ric` null lists every repo. */
export function RepoContractsDialog({ ric, open, onClose }: { ric: string | null | undefined; open: boolean; onClose: () => void }) {
  return (
    <ContractDialog open={open} onClose={onClose} wide maxWidth="1300px">
      <ContractList ric={ric ?? null} />
    </ContractDialog>
  );
}

function ContractList({ ric }: { ric: string | null }) {
  const { reportingCurrency } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const repos = useRepoContracts(null);
  const [showSettled, setShowSettled] = useState(false);
  const asset = ric ? byRic.get(ric) : undefined;
  const data = repos.data;
  const all = (data?.contracts ?? []).filter((c) => ric === null || c.repo_instrument === ric);
  const settled = all.filter((c) => c.settled);
  return (
    <Flex direction="column" gap="3">
      <ContractDialogHeader title={`Repo contracts${asset ? ` · ${asset.ticker}` : ''}`}>
        Owed on open repos (cash + accrued interest): {data ? formatMoney(-data.reporting_value, reportingCurrency) : '…'}
        {data?.paid_repo_interest != null ? ` · repo interest paid so far ${formatMoney(data.paid_repo_interest, reportingCurrency)}` : ''}
      </ContractDialogHeader>
      <ReadFailure read={repos} />
      <RepoContractsTable rows={data ? all.filter((c) => !c.settled) : null} settled={false} label="Active repo contracts" empty={NO_ACTIVE_REPOS} />
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={showSettled} onCheckedChange={setShowSettled} />
          Show settled repos ({settled.length})
        </Flex>
      </Text>
      {showSettled ? <RepoContractsTable rows={data ? settled : null} settled label="Settled repo contracts" empty="No settled repos yet." /> : null}
    </Flex>
  );
}
