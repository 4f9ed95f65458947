/**
 * The Markets 'Repos' tab (spec 001 §2; 000 §2 "Repos: currency, ask, maturity"): what the player
 * owes on open repos and has paid in repo interest, then one row per repo instrument: name, currency,
 * the ask (the repo rate, percent, live with its arrow), the maturity a repo entered now would
 * have, the player's open repos on it, the market's state with its GMT hours (closed markets
 * greyed) and the actions Trade (the Repo modal), Show contracts and Select. No ODA on repos.
 */
import { Flex, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate } from '@domain/format';
import { ContractMarketTable, HeldCell, heldByInstrument } from '@/components/contracts/contract-market-table';
import { PriceCell } from '@/components/markets/price-cell';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import type { RepoInstrumentRow } from '../api/repos-api';
import { useRepoContracts } from '../hooks/use-repos';
import { RepoContractsDialog } from './repo-contracts-dialog';
import { RepoDialog } from './repo-dialog';
import { RepoTotals } from './repo-totals';

export function ReposMarketTab({ assets, activeOnly, selectedRic, onSelect }: FamilyTabProps) {
  const { reportingCurrency } = useSessionFlags();
  const repos = useRepoContracts(null);
  const [trading, setTrading] = useState<string | null>(null);
  // undefined: closed; null: every repo; a ric: that instrument's.
  const [listing, setListing] = useState<string | null | undefined>(undefined);
  const held = useMemo(() => heldByInstrument(repos.data?.contracts, (c) => !c.settled, (c) => c.repo_instrument, (c) => c.repoed_quantity), [repos.data]);
  const terms = new Map((repos.data?.instruments ?? []).map((i) => [i.ric, i]));

  return (
    <Flex direction="column" gap="3">
      <RepoTotals data={repos.data} currency={reportingCurrency} onShowAll={() => setListing(null)} />
      <ContractMarketTable
        label="Repos"
        assets={assets.filter((a) => !activeOnly || held.has(a.ric))}
        instrument={{ header: 'Repo' }}
        columns={[
          { header: 'Currency', cell: (l) => l.asset.variable_currency },
          { header: 'Ask (%)', numeric: true, key: true, cell: (l) => <PriceCell value={l.quote.ask} asset={l.asset} price={l.price} /> },
          { header: 'Maturity', nowrap: true, cell: (l) => <RepoTerm term={terms.get(l.asset.ric)} /> },
          { header: 'Open repos', numeric: true, cell: (l) => <HeldCell held={held.get(l.asset.ric)} noun="open repo" signed={false} /> },
        ]}
        empty={activeOnly ? 'No repos with open contracts here.' : 'No repos in this session.'}
        selectedRic={selectedRic}
        onSelect={onSelect}
        onTrade={setTrading}
        onShowContracts={setListing}
        selectHint="Show its rate history"
      />
      <RepoDialog ric={trading} data={repos.data} onClose={() => setTrading(null)} onDone={repos.refresh} />
      <RepoContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} />
    </Flex>
  );
}

/** The maturity a repo entered now would have and its days ('2 Dec 2025 · 7 days'). */
function RepoTerm({ term }: { term: RepoInstrumentRow | undefined }) {
  if (!term?.maturity_date) return MISSING;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Text weight="medium">{formatDate(term.maturity_date)}</Text>
      <Text color="gray"> · {term.days} days</Text>
    </span>
  );
}
