/** The HTM and AFS bond books: their Markets tabs and the trainer's player tab (listed in features/contract-families/family-registry.ts). */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const bondBooksFamily: ContractFamilyScreens = {
  key: 'bond-books',
  label: 'Bond books',
  resourcetypes: ['HTMBond', 'AFSBond'],
  marketTabs: {
    HTM: lazy(() => import('./components/bond-book-market-tab').then((m) => ({ default: m.HtmMarketTab }))),
    AFS: lazy(() => import('./components/bond-book-market-tab').then((m) => ({ default: m.AfsMarketTab }))),
  },
  playerTab: lazy(() => import('./components/bond-books-card').then((m) => ({ default: m.BondBooksCard }))),
  playerTabLabel: 'HTM / AFS',
};
