/** Repos' screens: the Markets tab, the Blotter tab and the trainer's player tab (listed in features/contract-families/family-registry.ts). */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const reposFamily: ContractFamilyScreens = {
  key: 'repos',
  label: 'Repos',
  resourcetypes: ['Repo'],
  marketTabs: { Repos: lazy(() => import('./components/repos-market-tab').then((m) => ({ default: m.ReposMarketTab }))) },
  blotterTab: lazy(() => import('./components/repos-blotter-tab').then((m) => ({ default: m.ReposBlotterTab }))),
  playerTab: lazy(() => import('./components/player-repos-tab')),
};
