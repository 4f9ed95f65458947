/**
 * Blotter tabs that a contract family renders itself (spec 001 §2: FX Forwards, Repos, CDS,
 * later TBills and Options), shown only when the session has that family's instruments. Each is
 * its own chunk; one line per family.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface FamilyBlotterTab {
  /** Tab value and label. */
  key: string;
  label: string;
  /** Shown when the session holds an instrument of one of these resourcetypes. */
  resourcetypes: readonly string[];
  component: LazyExoticComponent<ComponentType>;
  /** Also shown when the session says so (T-bills: a session with auctions on lists bills without holding them as instruments). */
  shownIn?: (session: { show_auctions?: boolean } | null) => boolean;
}

export const FAMILY_BLOTTER_TABS: FamilyBlotterTab[] = [
  { key: 'fx-forwards', label: 'FX Forwards', resourcetypes: ['FxForwards'], component: lazy(() => import('@/features/fx-forwards/components/forwards-blotter-tab').then((m) => ({ default: m.ForwardsBlotterTab }))) },
  { key: 'cds', label: 'CDS', resourcetypes: ['CDS'], component: lazy(() => import('@/features/cds/components/cds-blotter-tab').then((m) => ({ default: m.CdsBlotterTab }))) },
  { key: 'repos', label: 'Repos', resourcetypes: ['Repo'], component: lazy(() => import('@/features/repos/components/repos-blotter-tab').then((m) => ({ default: m.ReposBlotterTab }))) },
  { key: 'tbills', label: 'TBills', resourcetypes: ['TBill'], shownIn: (s) => Boolean(s?.show_auctions), component: lazy(() => import('@/features/tbills/components/tbills-blotter-tab').then((m) => ({ default: m.TBillsBlotterTab }))) },
  { key: 'options', label: 'Options', resourcetypes: ['Option'], component: lazy(() => import('@/features/options/components/options-blotter-tab').then((m) => ({ default: m.OptionsBlotterTab }))) },
];
