/**
 * The Markets tabs: one per instrument type the session holds (spec 001 §2). The order engine's
 * types list their instruments in `InstrumentTable`; a contract family (forwards, repos, CDS,
 * T-bills, HTM/AFS books) renders its own tab, lazily loaded, from its `marketTabs`
 * (`lib/room/contract-family.ts`; the families are listed in
 * `features/contract-families/family-registry.ts`). Options have their own screen, not a tab.
 */
import type { SessionAsset } from '@/lib/room/player-api';

export type MarketTab = 'Equities' | 'ETFs' | 'Bonds' | 'HTM' | 'AFS' | 'FX' | 'FX Forwards' | 'Metals' | 'Crypto' | 'Repos' | 'CDS' | 'TBills';

const TAB_OF: Record<string, MarketTab> = {
  Equity: 'Equities',
  ETF: 'ETFs',
  GovtBond: 'Bonds',
  CorporateBond: 'Bonds',
  HTMBond: 'HTM',
  AFSBond: 'AFS',
  FX: 'FX',
  FxForwards: 'FX Forwards',
  Metal: 'Metals',
  Crypto: 'Crypto',
  Repo: 'Repos',
  CDS: 'CDS',
};

export const TAB_ORDER: MarketTab[] = ['Equities', 'ETFs', 'Bonds', 'HTM', 'AFS', 'FX', 'FX Forwards', 'Metals', 'Crypto', 'Repos', 'CDS', 'TBills'];

export function tabOf(asset: Pick<SessionAsset, 'resourcetype'>): MarketTab | null {
  return TAB_OF[asset.resourcetype] ?? null;
}

/** Tabs grouped by region in an accordion. */
export const REGION_TABS: ReadonlySet<MarketTab> = new Set(['Equities', 'ETFs']);
