/**
 * The trainer's view of a player's repos (spec 000 §2 player modal; 000 §3 player fields
 * paid_repo_interest and total_repoed_amount): what the player owes and has paid, the open repos
 * and the settled ones, read only. Loaded lazily when the player modal's tab opens.
 */
import { Flex, Heading } from '@radix-ui/themes';
import { WhenRead } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useRepoContracts } from '../hooks/use-repos';
import { RepoContractsTable } from './repo-contracts-table';
import { RepoTotals } from './repo-totals';

export default function PlayerReposTab({ playerId }: { playerId: number }) {
  const { reportingCurrency } = useSessionFlags();
  const repos = useRepoContracts(playerId);
  return (
    <WhenRead read={repos}>
      {(data) => (
        <Flex direction="column" gap="3">
          <RepoTotals data={data} currency={reportingCurrency} />
          <Heading as="h3" size="3">
            Active repos
          </Heading>
          <RepoContractsTable rows={data.contracts.filter((c) => !c.settled)} settled={false} label="The player's active repos" empty="No active repo contracts." />
          <Heading as="h3" size="3">
            Settled repos
          </Heading>
          <RepoContractsTable rows={data.contracts.filter((c) => c.settled)} settled label="The player's settled repos" empty="No matured repos yet." />
        </Flex>
      )}
    </WhenRead>
  );
}
