/** CDS screens: the Markets tab, the Blotter tab and the trainer's player tab (listed in features/contract-families/family-registry.ts). */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const cdsFamily: ContractFamilyScreens = {
  key: 'cds',
  label: 'CDS',
  resourcetypes: ['CDS'],
  marketTabs: { CDS: lazy(() => import('./components/cds-market-tab').then((m) => ({ default: m.CdsMarketTab }))) },
  blotterTab: lazy(() => import('./components/cds-blotter-tab').then((m) => ({ default: m.CdsBlotterTab }))),
  playerTab: lazy(() => import('./components/player-cds-tab')),
};
