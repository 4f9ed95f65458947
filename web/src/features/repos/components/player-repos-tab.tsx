/**
 * The trainer's view of a player's repos (spec 000 §2 player modal; 000 §3 player fields
 * paid_repo_interest and total_repoed_amount): what the player owes and has paid, the open repos
 * and the settled ones, read only. Loaded lazily when the player modal's tab opens.
 */
import { Callout, Flex, Heading, Spinner } from '@radix-ui/themes';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { useRepoContracts } from '../hooks/use-repos';
import { RepoContractsTable } from './repo-contracts-table';
import { Summary } from './repos-market-tab';

export default function PlayerReposTab({ playerId }: { playerId: number }) {
  const session = useSessionRecord();
  const repos = useRepoContracts(playerId);
  if (repos.error && !repos.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{repos.error}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!repos.data) return <Spinner size="3" />;
  const contracts = repos.data.contracts;
  return (
    <Flex direction="column" gap="3">
      <Summary data={repos.data} currency={session.reporting_currency} />
      <Heading as="h3" size="3">
        Active repos
      </Heading>
      <RepoContractsTable rows={contracts.filter((c) => !c.settled)} settled={false} label="The player's active repos" empty="No active repo contracts." />
      <Heading as="h3" size="3">
        Settled repos
      </Heading>
      <RepoContractsTable rows={contracts.filter((c) => c.settled)} settled label="The player's settled repos" empty="No matured repos yet." />
    </Flex>
  );
}
