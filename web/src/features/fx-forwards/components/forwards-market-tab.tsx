/**
 * The Markets 'FX Forwards' tab (spec 001 §2): the 'FX FWDS limit usage' (red above 100%) and the
 * remaining hedge amount, then one row per forward: pair and tenor, the maturity a contract
 * opened now would get, live bid and ask outrights with arrows (4 decimals, 2 for yen pairs),
 * swap points, the player's open contracts on it, the market's state with its GMT hours (closed
 * markets greyed), and the actions Trade (the Forward Contract modal), Show contracts and
 * Select. No ODA row action: a forward's stop loss and take profit are per contract.
 */
import { Box, Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber, formatPercent, truncateName } from '@domain/format';
import { ContractRowActions } from '@/components/markets/contract-row-actions';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { MarketRow, MarketStateCell } from '@/components/markets/market-state-cell';
import { PriceCell } from '@/components/markets/price-cell';
import { tradedQuote } from '@/lib/room/order-limits';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePrices } from '@/lib/room/player-state';
import { useAssetDetails } from '@/lib/room/use-cached-asset-details';
import { useSessionRecord } from '@/lib/session-live/session-live';
import type { ForwardContracts } from '../api/forwards-api';
import { newContractTerms, pipFactorOf, sessionNow, useForwardContracts } from '../hooks/use-forwards';
import { ForwardContractDialog } from './forward-contract-dialog';
import { ForwardContractsDialog } from './forward-contracts-dialog';
import { LimitBar } from './limit-bar';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const pinned = { position: 'sticky', left: 0, background: 'var(--color-panel-solid)', zIndex: 1 } as const;

export function ForwardsMarketTab({ assets, activeOnly, selectedRic, onSelect }: FamilyTabProps) {
  const session = useSessionRecord();
  const { reportingCurrency } = useSessionFlags();
  const prices = usePrices();
  const forwards = useForwardContracts(null);
  const [trading, setTrading] = useState<string | null>(null);
  // undefined: closed; null: every contract; a ric: that forward's.
  const [listing, setListing] = useState<string | null | undefined>(undefined);
  const details = useAssetDetails(assets.map((a) => a.asset_id));
  const now = sessionNow(session);

  const openByRic = useMemo(() => {
    const m = new Map<string, { count: number; net: number }>();
    for (const c of forwards.data?.contracts ?? []) {
      if (c.delivery_timestamp !== null) continue;
      const e = m.get(c.financial_instrument) ?? { count: 0, net: 0 };
      m.set(c.financial_instrument, { count: e.count + 1, net: e.net + c.amount });
    }
    return m;
  }, [forwards.data]);
  const rows = assets.filter((a) => !activeOnly || openByRic.has(a.ric));

  return (
    <Flex direction="column" gap="3">
      <LimitBar data={forwards.data} currency={reportingCurrency} onShowAll={() => setListing(null)} />
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray" my="3">
          {activeOnly ? 'No forwards with open contracts here.' : 'No forwards in this session.'}
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root size="1" variant="ghost" aria-label="FX forwards">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell style={pinned}>Forward</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Tenor · maturity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Bid</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Ask</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Swap points</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Open contracts</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Market (GMT)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((asset) => {
                const price = prices.get(asset.ric);
                const open = price?.open ?? asset.market_open;
                const q = tradedQuote(session, price ?? asset);
                const terms = newContractTerms(asset, now);
                const selected = selectedRic === asset.ric;
                const held = openByRic.get(asset.ric);
                const points = swapPointsOf(asset, price ?? asset, prices, details.get(asset.asset_id) as Record<string, unknown> | undefined);
                return (
                  <MarketRow key={asset.ric} ric={asset.ric} open={open} selected={selected}>
                    <Table.RowHeaderCell style={{ ...pinned, background: selected ? 'var(--accent-3)' : pinned.background, minWidth: 140 }}>
                      <Text as="div" weight="bold" size="2">
                        {asset.ticker}
                      </Text>
                      <Text as="div" size="1" color="gray" title={asset.name}>
                        {truncateName(asset.name)} · {asset.base_currency}/{asset.variable_currency}
                      </Text>
                    </Table.RowHeaderCell>
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
                      <PriceCell value={q.bid} asset={asset} price={price} />
                    </Table.Cell>
                    <Table.Cell style={num}>
                      <PriceCell value={q.ask} asset={asset} price={price} />
                    </Table.Cell>
                    <Table.Cell style={{ ...num, whiteSpace: 'nowrap' }} title="Bid / ask swap points (pips)">
                      {points ? `${formatNumber(points.bid, { decimals: 1 })} / ${formatNumber(points.ask, { decimals: 1 })}` : MISSING}
                    </Table.Cell>
                    <Table.Cell style={num}>
                      {held ? (
                        <Text color={held.net > 0 ? 'green' : held.net < 0 ? 'red' : 'gray'} title={`${held.count} open contract${held.count === 1 ? '' : 's'}`}>
                          {held.net > 0 ? '+' : ''}
                          {formatNumber(held.net, { decimals: 0 })} {asset.base_currency} ({held.count})
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
      <ForwardContractDialog ric={trading} limits={forwards.data} onClose={() => setTrading(null)} onDone={forwards.refresh} />
      <ForwardContractsDialog ric={listing} open={listing !== undefined} onClose={() => setListing(undefined)} onChanged={forwards.refresh} />
    </Flex>
  );
}

type Quote = { bid: number | null; ask: number | null };

/**
 * Swap points in pips: (outright − spot) × pip factor, live when the spot pair is in the session,
 * else the asset's quoted points at the session's time (details).
 */
function swapPointsOf(
  asset: FamilyTabProps['assets'][number],
  outright: Quote,
  prices: ReadonlyMap<string, Quote>,
  details: Record<string, unknown> | undefined,
): { bid: number; ask: number } | null {
  const spotRic = typeof details?.corresponding_fx_asset === 'string' ? details.corresponding_fx_asset : null;
  const spot = spotRic ? prices.get(spotRic) : undefined;
  const f = pipFactorOf(asset.no_of_decimals || (asset.variable_currency === 'JPY' ? 2 : 4));
  if (spot && spot.bid !== null && spot.ask !== null && outright.bid !== null && outright.ask !== null) {
    return { bid: (outright.bid - spot.bid) * f, ask: (outright.ask - spot.ask) * f };
  }
  const bid = details?.bid_swap_points;
  const ask = details?.ask_swap_points;
  return typeof bid === 'number' && typeof ask === 'number' ? { bid, ask } : null;
}
