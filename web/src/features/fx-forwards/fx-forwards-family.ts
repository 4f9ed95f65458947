/** FX forwards' screens: the Markets tab, the Blotter tab and the trainer's player tab (listed in features/contract-families/family-registry.ts). */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const fxForwardsFamily: ContractFamilyScreens = {
  key: 'fx-forwards',
  label: 'FX Forwards',
  resourcetypes: ['FxForwards'],
  marketTabs: { 'FX Forwards': lazy(() => import('./components/forwards-market-tab').then((m) => ({ default: m.ForwardsMarketTab }))) },
  blotterTab: lazy(() => import('./components/forwards-blotter-tab').then((m) => ({ default: m.ForwardsBlotterTab }))),
  playerTab: lazy(() => import('./components/player-forwards-tab')),
};
