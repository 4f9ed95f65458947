/**
 * Markets tabs that a contract family renders itself (spec 001 §2: the forward, repo and CDS
 * lists with their Trade and Show contracts actions, the HTM and AFS sections), one line per
 * family. Each is its own chunk, loaded when its tab opens, so the room's first chunk does not
 * grow with every family.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import type { MarketTab } from '@/components/markets/instrument-types';

type FamilyTab = LazyExoticComponent<ComponentType<FamilyTabProps>>;

export const FAMILY_TABS: Partial<Record<MarketTab, FamilyTab>> = {
  'FX Forwards': lazy(() => import('@/features/fx-forwards/components/forwards-market-tab').then((m) => ({ default: m.ForwardsMarketTab }))),
  CDS: lazy(() => import('@/features/cds/components/cds-market-tab').then((m) => ({ default: m.CdsMarketTab }))),
  Repos: lazy(() => import('@/features/repos/components/repos-market-tab').then((m) => ({ default: m.ReposMarketTab }))),
  TBills: lazy(() => import('@/features/tbills/components/tbills-market-tab').then((m) => ({ default: m.TBillsMarketTab }))),
  HTM: lazy(() => import('@/features/bond-books/components/bond-book-market-tab').then((m) => ({ default: m.HtmMarketTab }))),
  AFS: lazy(() => import('@/features/bond-books/components/bond-book-market-tab').then((m) => ({ default: m.AfsMarketTab }))),
};
