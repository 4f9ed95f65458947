/**
 * Options' contract lists: the Blotter tab and the trainer's player tab (listed in
 * features/contract-families/family-registry.ts). Options trade in their own screen of the room's
 * menu (room-registry.ts), not in a Markets tab.
 */
import { lazy } from 'react';
import type { ContractFamilyScreens } from '@/lib/room/contract-family';

export const optionsFamily: ContractFamilyScreens = {
  key: 'options',
  label: 'Options',
  resourcetypes: ['Option'],
  blotterTab: lazy(() => import('./components/options-blotter-tab').then((m) => ({ default: m.OptionsBlotterTab }))),
  playerTab: lazy(() => import('./components/player-options-tab')),
};
