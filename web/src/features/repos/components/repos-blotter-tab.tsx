/**
 * The blotter's Repos tab (spec 001 §2): the settled repos, newest first: repo, open rate,
 * repoed asset, quantity, price, value, currency, interest, open and settled times.
 */
import { ReadFailure } from '@/components/contracts/contracts-read';
import { useRepoContracts } from '../hooks/use-repos';
import { NO_MATURED_REPOS, RepoContractsTable } from './repo-contracts-table';

export function ReposBlotterTab() {
  const repos = useRepoContracts(null);
  const rows = repos.data ? repos.data.contracts.filter((c) => c.settled).sort((a, b) => Date.parse(b.settled_timestamp!) - Date.parse(a.settled_timestamp!) || b.id - a.id) : null;
  return (
    <>
      <ReadFailure read={repos} />
      <RepoContractsTable rows={rows} settled label="Matured repos" empty={NO_MATURED_REPOS} />
    </>
  );
}
