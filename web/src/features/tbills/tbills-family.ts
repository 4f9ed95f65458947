/**
 * T-bills' screens: the Markets tab, the Blotter tab and the trainer's player tab (listed in
 * features/contract-families/family-registry.ts). Bills are not session instruments: a session
 * with auctions on shows them (issue 16). The Blotter also shows them for a session holding a
 * bill; Markets (a TBill instrument has no Markets tab of its own) and the player modal only on
 * auctions.
 */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const tbillsFamily: ContractFamilyScreens = {
  key: 'tbills',
  label: 'TBills',
  resourcetypes: ['TBill'],
  shownIn: (session) => Boolean(session?.show_auctions),
  playerShownIn: (session) => Boolean(session?.show_auctions),
  marketTabs: { TBills: lazy(() => import('./components/tbills-market-tab').then((m) => ({ default: m.TBillsMarketTab }))) },
  blotterTab: lazy(() => import('./components/tbills-blotter-tab').then((m) => ({ default: m.TBillsBlotterTab }))),
  playerTab: lazy(() => import('./components/player-tbills-tab')),
};
