/**
 * The Markets tabs: one per instrument type the session holds (spec 001 §2). Types whose issue has
 * not landed (forwards, repos, CDS, T-bills, options, HTM/AFS) have no tab.
 */
import type { SessionAsset } from '../../api/player-api';

export type MarketTab = 'Equities' | 'ETFs' | 'Bonds' | 'FX' | 'Metals' | 'Crypto';

const TAB_OF: Record<string, MarketTab> = {
  Equity: 'Equities',
  ETF: 'ETFs',
  GovtBond: 'Bonds',
  CorporateBond: 'Bonds',
  FX: 'FX',
  Metal: 'Metals',
  Crypto: 'Crypto',
};

export const TAB_ORDER: MarketTab[] = ['Equities', 'ETFs', 'Bonds', 'FX', 'Metals', 'Crypto'];

export function tabOf(asset: Pick<SessionAsset, 'resourcetype'>): MarketTab | null {
  return TAB_OF[asset.resourcetype] ?? null;
}

/** Tabs grouped by region in an accordion. */
export const REGION_TABS: ReadonlySet<MarketTab> = new Set(['Equities', 'ETFs']);
