/**
 * The blotter's Repos tab (spec 001 §2): the settled repos, newest first: repo, open rate,
 * repoed asset, quantity, price, value, currency, interest, open and settled times.
 */
import { Callout } from '@radix-ui/themes';
import { useRepoContracts } from '../hooks/use-repos';
import { NO_MATURED_REPOS, RepoContractsTable } from './repo-contracts-table';

export function ReposBlotterTab() {
  const repos = useRepoContracts(null);
  const rows = repos.data ? repos.data.contracts.filter((c) => c.settled).sort((a, b) => Date.parse(b.settled_timestamp!) - Date.parse(a.settled_timestamp!) || b.id - a.id) : null;
  return (
    <>
      {repos.error && !repos.data ? (
        <Callout.Root color="red" mb="2">
          <Callout.Text>{repos.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <RepoContractsTable rows={rows} settled label="Matured repos" empty={NO_MATURED_REPOS} />
    </>
  );
}
