/**
 * The Markets 'CDS' tab (spec 001 §2, 000 §2 "CDS: maturity, bid, ask"): one row per CDS of the
 * session: reference entity and ticker, currency, live bid and ask spreads in basis points with
 * arrows, the maturity a contract entered now would get, the player's net protection on it, the
 * market's state (closed markets greyed), and the actions Trade (the CDS Contract modal), Show
 * contracts (the active contracts) and Select. No ODA on CDS.
 */
import { Box, Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate, formatNumber, truncateName } from '@domain/format';
import { SignedMoney } from '@/components/signed-value';
import { ContractRowActions } from '@/components/markets/contract-row-actions';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { MarketRow, MarketStateCell } from '@/components/markets/market-state-cell';
import { tradedQuote } from '@/lib/room/order-limits';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePrices } from '@/lib/room/player-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { newCdsTerms, sessionNow, useCdsContracts } from '../hooks/use-cds';
import { BpCell } from './bp-cell';
import { CdsContractDialog } from './cds-contract-dialog';
import { CdsContractsDialog } from './cds-contracts-dialog';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const pinned = { position: 'sticky', left: 0, background: 'var(--color-panel-solid)', zIndex: 1 } as const;

export function CdsMarketTab({ assets, activeOnly, selectedRic, onSelect }: FamilyTabProps) {
  const session = useSessionRecord();
  const { reportingCurrency } = useSessionFlags();
  const prices = usePrices();
  const cds = useCdsContracts(null);
  const [trading, setTrading] = useState<string | null>(null);
  // undefined: closed; null: every contract; a ric: that CDS's.
  const [listing, setListing] = useState<string | null | undefined>(undefined);
  const now = sessionNow(session);

  const openByRic = useMemo(() => {
    const m = new Map<string, { count: number; net: number }>();
    for (const c of cds.data?.contracts ?? []) {
      if (c.status !== 'Active') continue;
      const e = m.get(c.financial_instrument) ?? { count: 0, net: 0 };
      m.set(c.financial_instrument, { count: e.count + 1, net: e.net + c.amount });
    }
    return m;
  }, [cds.data]);
  const rows = assets.filter((a) => !activeOnly || openByRic.has(a.ric));
  const active = (cds.data?.contracts ?? []).filter((c) => c.status === 'Active');

  return (
    <Flex direction="column" gap="3">
      <Card size="1" variant="surface">
        <Flex gap="5" align="center" wrap="wrap" justify="between">
          <Flex gap="5" wrap="wrap">
            <Flex direction="column">
              <Text size="1" color="gray">
                Active CDS contracts
              </Text>
              <Text size="4" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {cds.data ? active.length : '…'}
              </Text>
            </Flex>
            <Flex direction="column">
              <Text size="1" color="gray">
                Mark-to-market ({reportingCurrency})
              </Text>
              <Text size="4" weight="bold">
                {cds.data ? <SignedMoney value={cds.data.reporting_current_mkt_value} currency={reportingCurrency} /> : '…'}
              </Text>
            </Flex>
            <Flex direction="column">
              <Text size="1" color="gray">
                CDS PnL ({reportingCurrency})
              </Text>
              <Text size="4" weight="bold">
                {cds.data ? <SignedMoney value={cds.data.reporting_cds_pnl} currency={reportingCurrency} /> : '…'}
              </Text>
            </Flex>
          </Flex>
          <Button variant="soft" onClick={() => setListing(null)}>
            Show all contracts
          </Button>
        </Flex>
      </Card>
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray" my="3">
          {activeOnly ? 'No CDS with active contracts here.' : 'No CDS in this session.'}
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root size="1" variant="ghost" aria-label="CDS">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell style={pinned}>Reference entity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Bid (bp)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Ask (bp)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Maturity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Net protection</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Market (GMT)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((asset) => {
                const price = prices.get(asset.ric);
                const open = price?.open ?? asset.market_open;
                const q = tradedQuote(session, price ?? asset);
                const terms = newCdsTerms(asset, now);
                const selected = selectedRic === asset.ric;
                const held = openByRic.get(asset.ric);
                return (
                  <MarketRow key={asset.ric} ric={asset.ric} open={open} selected={selected}>
                    <Table.RowHeaderCell style={{ ...pinned, background: selected ? 'var(--accent-3)' : pinned.background, minWidth: 160 }}>
                      <Text as="div" weight="bold" size="2" title={asset.name}>
                        {truncateName(asset.name.replace(/\s+\d+Y CDS$/, ''))}
                      </Text>
                      <Text as="div" size="1" color="gray">
                        {asset.ticker}
                      </Text>
                    </Table.RowHeaderCell>
                    <Table.Cell>{asset.variable_currency}</Table.Cell>
                    <Table.Cell style={num}>
                      <BpCell value={q.bid} price={price} />
                    </Table.Cell>
                    <Table.Cell style={num}>
                      <BpCell value={q.ask} price={price} />
                    </Table.Cell>
                    <Table.Cell style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {terms ? (
                        <>
                          <Text weight="medium">{terms.tenor}</Text>
                          <Text color="gray"> · {formatDate(terms.maturity)}</Text>
                        </>
                      ) : (
                        MISSING
                      )}
                    </Table.Cell>
                    <Table.Cell style={num}>
                      {held ? (
                        <Text color={held.net > 0 ? 'green' : held.net < 0 ? 'red' : 'gray'} title={`${held.count} active contract${held.count === 1 ? '' : 's'} (+ bought, − sold protection)`}>
                          {held.net > 0 ? '+' : ''}
                          {formatNumber(held.net, { decimals: 0 })} ({held.count})
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
                      onSelect={() => onSelect(asset.ric)}
                    />
                  </MarketRow>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <CdsContractDialog ric={trading} limits={cds.data} onClose={() => setTrading(null)} onDone={cds.refresh} />
      <CdsContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} />
    </Flex>
  );
}
