/**
 * The Markets 'Repos' tab (spec 001 §2; 000 §2 "Repos: currency, ask, maturity"): what the player
 * owes on open repos and has paid in repo interest, then one row per repo instrument: name, currency,
 * the ask (the repo rate, percent, live with its arrow), the maturity a repo entered now would
 * have, the player's open repos on it, the market's state with its GMT hours (closed markets
 * greyed) and the actions Trade (the Repo modal), Show contracts and Select. No ODA on repos.
 */
import { Box, Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber, truncateName } from '@domain/format';
import { ContractRowActions } from '@/components/markets/contract-row-actions';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { MarketRow, MarketStateCell } from '@/components/markets/market-state-cell';
import { PriceCell } from '@/components/markets/price-cell';
import { tradedQuote } from '@/lib/room/order-limits';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePrices } from '@/lib/room/player-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import type { RepoContracts } from '../api/repos-api';
import { useRepoContracts } from '../hooks/use-repos';
import { RepoContractsDialog } from './repo-contracts-dialog';
import { RepoDialog } from './repo-dialog';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const pinned = { position: 'sticky', left: 0, background: 'var(--color-panel-solid)', zIndex: 1 } as const;

export function ReposMarketTab({ assets, activeOnly, selectedRic, onSelect }: FamilyTabProps) {
  const session = useSessionRecord();
  const { reportingCurrency } = useSessionFlags();
  const prices = usePrices();
  const repos = useRepoContracts(null);
  const [trading, setTrading] = useState<string | null>(null);
  // undefined: closed; null: every repo; a ric: that instrument's.
  const [listing, setListing] = useState<string | null | undefined>(undefined);

  const openByRic = useMemo(() => {
    const m = new Map<string, { count: number; face: number }>();
    for (const c of repos.data?.contracts ?? []) {
      if (c.settled) continue;
      const e = m.get(c.repo_instrument) ?? { count: 0, face: 0 };
      m.set(c.repo_instrument, { count: e.count + 1, face: e.face + c.repoed_quantity });
    }
    return m;
  }, [repos.data]);
  const terms = new Map((repos.data?.instruments ?? []).map((i) => [i.ric, i]));
  const rows = assets.filter((a) => !activeOnly || openByRic.has(a.ric));

  return (
    <Flex direction="column" gap="3">
      <Summary data={repos.data} currency={reportingCurrency} onShowAll={() => setListing(null)} />
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray" my="3">
          {activeOnly ? 'No repos with open contracts here.' : 'No repos in this session.'}
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root size="1" variant="ghost" aria-label="Repos">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell style={pinned}>Repo</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Ask (%)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Open repos</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Market (GMT)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((asset) => {
                const price = prices.get(asset.ric);
                const open = price?.open ?? asset.market_open;
                const q = tradedQuote(session, price ?? asset);
                const term = terms.get(asset.ric);
                const selected = selectedRic === asset.ric;
                const held = openByRic.get(asset.ric);
                return (
                  <MarketRow key={asset.ric} ric={asset.ric} open={open} selected={selected}>
                    <Table.RowHeaderCell style={{ ...pinned, background: selected ? 'var(--accent-3)' : pinned.background, minWidth: 140 }}>
                      <Text as="div" weight="bold" size="2">
                        {asset.ticker}
                      </Text>
                      <Text as="div" size="1" color="gray" title={asset.name}>
                        {truncateName(asset.name)}
                      </Text>
                    </Table.RowHeaderCell>
                    <Table.Cell>{asset.variable_currency}</Table.Cell>
                    <Table.Cell style={num}>
                      <PriceCell value={q.ask} asset={asset} price={price} />
                    </Table.Cell>
                    <Table.Cell style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {term?.maturity_date ? (
                        <>
                          <Text weight="medium">{formatDate(term.maturity_date)}</Text>
                          <Text color="gray"> · {term.days} days</Text>
                        </>
                      ) : (
                        MISSING
                      )}
                    </Table.Cell>
                    <Table.Cell style={num}>
                      {held ? (
                        <Text title={`${held.count} open repo${held.count === 1 ? '' : 's'}`}>
                          {formatNumber(held.face, { decimals: 0 })} ({held.count})
                        </Text>
                      ) : (
                        <Text color="gray">-</Text>
                      )}
                    </Table.Cell>
                    <MarketStateCell asset={asset} open={open} />
                    <ContractRowActions
                      ticker={asset.ticker}
                      selected={selected}
                      onTrade={() => setTrading(asset.ric)}
                      onShowContracts={() => setListing(asset.ric)}
                      onSelect={() => onSelect(asset.ric)} selectHint="Show its rate history"
                    />
                  </MarketRow>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <RepoDialog ric={trading} data={repos.data} onClose={() => setTrading(null)} onDone={repos.refresh} />
      <RepoContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} />
    </Flex>
  );
}

/** What the player owes on open repos, the repo interest paid and the cash borrowed so far (reporting currency). */
export function Summary({ data, currency, onShowAll }: { data: RepoContracts | null; currency: string; onShowAll?: () => void }) {
  const items = [
    { label: 'Owed on open repos', value: data ? formatMoney(-data.reporting_value, currency) : '…', testId: 'repo-owed' },
    { label: 'Open repos', value: data ? String(data.contracts.filter((c) => !c.settled).length) : '…', testId: 'repo-open-count' },
    { label: 'Repo interest paid', value: data ? formatMoney(data.paid_repo_interest ?? 0, currency) : '…', testId: 'repo-interest-paid' },
    { label: 'Total repoed amount', value: data ? formatMoney(data.total_repoed_amount, currency) : '…', testId: 'repo-total' },
  ];
  return (
    <Card size="1" variant="surface">
      <Flex gap="5" align="center" wrap="wrap" justify="between">
        <Flex gap="5" wrap="wrap">
          {items.map((i) => (
            <Flex key={i.label} direction="column">
              <Text size="1" color="gray">
                {i.label}
              </Text>
              <Text size="4" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={i.testId}>
                {i.value}
              </Text>
            </Flex>
          ))}
        </Flex>
        {onShowAll ? (
          <Button variant="soft" onClick={onShowAll}>
            Show all contracts
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
