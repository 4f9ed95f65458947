/**
 * The Markets 'FX Forwards' tab (spec 001 §2): the 'FX FWDS limit usage' (red above 100%) and the
 * remaining hedge amount, then one row per forward: pair and tenor, the maturity a contract
 * opened now would get, live bid and ask outrights with arrows (4 decimals, 2 for yen pairs),
 * swap points, the player's open contracts on it, the market's state with its GMT hours (closed
 * markets greyed), and the actions Trade (the Forward Contract modal), Show contracts and
 * Select. No ODA row action: a forward's stop loss and take profit are per contract.
 */
import { Flex } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatNumber, truncateName } from '@domain/format';
import { ContractMarketTable, HeldCell, TermsCell, heldByInstrument, tickerAndName } from '@/components/contracts/contract-market-table';
import { PriceCell } from '@/components/markets/price-cell';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { sessionNow } from '@/lib/room/session-now';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePrices } from '@/lib/room/player-state';
import { useAssetDetails } from '@/lib/room/use-cached-asset-details';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { forwardDecimals, newContractTerms, pipFactorOf, useForwardContracts } from '../hooks/use-forwards';
import { ForwardContractDialog } from './forward-contract-dialog';
import { ForwardContractsDialog } from './forward-contracts-dialog';
import { LimitBar } from './limit-bar';

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
  const held = useMemo(() => heldByInstrument(forwards.data?.contracts, (c) => c.delivery_timestamp === null, (c) => c.financial_instrument, (c) => c.amount), [forwards.data]);

  return (
    <Flex direction="column" gap="3">
      <LimitBar data={forwards.data} currency={reportingCurrency} onShowAll={() => setListing(null)} />
      <ContractMarketTable
        label="FX forwards"
        assets={assets.filter((a) => !activeOnly || held.has(a.ric))}
        instrument={{ header: 'Forward', cell: (l) => tickerAndName(l, `${truncateName(l.asset.name)} · ${l.asset.base_currency}/${l.asset.variable_currency}`) }}
        columns={[
          { header: 'Tenor · maturity', nowrap: true, cell: (l) => <TermsCell terms={newContractTerms(l.asset, now)} /> },
          { header: 'Bid', numeric: true, key: true, cell: (l) => <PriceCell value={l.quote.bid} asset={l.asset} price={l.price} /> },
          { header: 'Ask', numeric: true, key: true, cell: (l) => <PriceCell value={l.quote.ask} asset={l.asset} price={l.price} /> },
          {
            header: 'Swap points',
            numeric: true,
            nowrap: true,
            title: () => 'Bid / ask swap points (pips)',
            cell: (l) => {
              const points = swapPointsOf(l.asset, l.price ?? l.asset, prices, details.get(l.asset.asset_id) as Record<string, unknown> | undefined);
              return points ? `${formatNumber(points.bid, { decimals: 1 })} / ${formatNumber(points.ask, { decimals: 1 })}` : MISSING;
            },
          },
          { header: 'Open contracts', numeric: true, cell: (l) => <HeldCell held={held.get(l.asset.ric)} unit={l.asset.base_currency} noun="open contract" /> },
        ]}
        empty={activeOnly ? 'No forwards with open contracts here.' : 'No forwards in this session.'}
        selectedRic={selectedRic}
        onSelect={onSelect}
        onTrade={setTrading}
        onShowContracts={setListing}
      />
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
  const f = pipFactorOf(forwardDecimals(asset));
  if (spot && spot.bid !== null && spot.ask !== null && outright.bid !== null && outright.ask !== null) {
    return { bid: (outright.bid - spot.bid) * f, ask: (outright.ask - spot.ask) * f };
  }
  const bid = details?.bid_swap_points;
  const ask = details?.ask_swap_points;
  return typeof bid === 'number' && typeof ask === 'number' ? { bid, ask } : null;
}
