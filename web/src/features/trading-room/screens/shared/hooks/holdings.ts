/**
 * The player's positions joined with their instruments and live quotes: what the portfolio's
 * cards, charts and investments accordion read. Values are in the reporting currency.
 */
import { useMemo } from 'react';
import type { PlayerPosition, SessionAsset } from '@/lib/room/player-api';
import { usePlayer, usePrices, useSessionAssets } from '@/lib/room/player-state';
import type { LivePrice } from '@/lib/session-live/live-state';

export interface Holding {
  position: PlayerPosition;
  asset: SessionAsset | undefined;
  price: LivePrice | undefined;
  /** Unrealised over the cost of the open position (signed value less unrealised). */
  returnFraction: number | null;
}

export function returnOf(p: PlayerPosition): number | null {
  if (p.amount === 0) return null;
  const cost = Math.abs(p.reporting_value - p.reporting_unrealized_pnl);
  return cost > 0 ? p.reporting_unrealized_pnl / cost : null;
}

export function useHoldings(): { holdings: Holding[] | null; marketValue: number | null } {
  const { player } = usePlayer();
  const { byRic } = useSessionAssets();
  const prices = usePrices();
  return useMemo(() => {
    if (!player) return { holdings: null, marketValue: null };
    const holdings = player.financial_instruments.map((position) => ({
      position,
      asset: byRic.get(position.underlying_asset.ric),
      price: prices.get(position.underlying_asset.ric),
      returnFraction: returnOf(position),
    }));
    return { holdings, marketValue: player.last_market_value };
  }, [player, byRic, prices]);
}
