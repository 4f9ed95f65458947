/** Interbank deals of client-money sessions (issue 16): the trainer's player tab (listed in features/contract-families/family-registry.ts). */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const interbankFamily: ContractFamilyScreens = {
  key: 'interbank',
  label: 'Interbank',
  resourcetypes: [],
  shownIn: (session) => Boolean(session?.client_money),
  playerTab: lazy(() => import('./components/player-interbank-tab')),
};
