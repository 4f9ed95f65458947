/**
 * What a contract family shows on the screens that list the families (issue 27): its Markets
 * tabs, its Blotter tab and its tab in the trainer's player modal. Each family declares one
 * `ContractFamilyScreens` in its own folder (`features/<family>/<family>-family.ts`) and
 * `features/contract-families/family-registry.ts` lists them; Markets, the Blotter and the player
 * modal read that list. The components are lazy: each is its own chunk, loaded when its tab opens.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MarketTab } from '@/components/markets/instrument-types';
import type { FamilyTabProps } from './family-tab-props';

/** What the visibility rules read of the session (null until it has loaded). */
export type FamilySession = { show_auctions?: boolean; client_money?: boolean } | null;

/** What a family's tab in the trainer's player modal receives. */
export interface PlayerFamilyTabProps {
  playerId: number;
  /** The session's ticker of an instrument (its ric when unknown). */
  tickerOf: (ric: string) => string;
}

export interface ContractFamilyScreens {
  /** Tab value in the Blotter and the player modal ('fx-forwards'). */
  key: string;
  /** Tab label ('FX Forwards'). */
  label: string;
  /** Shown when the session has an instrument of one of these resourcetypes… */
  resourcetypes: readonly string[];
  /** …or when the session says so (T-bills: auctions on; interbank: client money). */
  shownIn?: (session: FamilySession) => boolean;
  /**
   * The player modal's rule, when it is not the one above (T-bills: the modal shows them on
   * `show_auctions` only, the Blotter also when the session holds a bill).
   */
  playerShownIn?: (session: FamilySession) => boolean;
  /**
   * The Markets tabs the family renders itself, by tab (HTM and AFS for the bond books). Which
   * Markets tabs exist follows the instruments (`tabOf`), plus the tabs of a family whose
   * `shownIn` holds (T-bills with auctions on).
   */
  marketTabs?: Partial<Record<MarketTab, LazyExoticComponent<ComponentType<FamilyTabProps>>>>;
  /** The player's contracts of this family in the Blotter. */
  blotterTab?: LazyExoticComponent<ComponentType>;
  /** A player's contracts of this family in the trainer's player modal. */
  playerTab?: LazyExoticComponent<ComponentType<PlayerFamilyTabProps>>;
  /** The player modal's tab label, when it is not `label` (bond books: 'HTM / AFS'). */
  playerTabLabel?: string;
}

/** Whether a family's tabs show in a session: an instrument of its resourcetypes, or its `shownIn`. */
export function familyShown(family: ContractFamilyScreens, session: FamilySession, assets: readonly { resourcetype: string }[] | null): boolean {
  return Boolean(family.shownIn?.(session)) || (assets ?? []).some((a) => family.resourcetypes.includes(a.resourcetype));
}

/** Whether the trainer's player modal shows a family's tab: its `playerShownIn` when it has one, else `familyShown`. */
export function familyShownToTrainer(family: ContractFamilyScreens, session: FamilySession, assets: readonly { resourcetype: string }[] | null): boolean {
  return family.playerShownIn ? family.playerShownIn(session) : familyShown(family, session, assets);
}

/** The Markets tabs the families render themselves, by tab. */
export function familyMarketTabs(families: readonly ContractFamilyScreens[]): Partial<Record<MarketTab, LazyExoticComponent<ComponentType<FamilyTabProps>>>> {
  return Object.assign({}, ...families.map((f) => f.marketTabs ?? {}));
}

/** The Markets tabs a family adds although the session holds none of its instruments (T-bills with auctions on). */
export function marketTabsShownIn(families: readonly ContractFamilyScreens[], session: FamilySession): MarketTab[] {
  return families.flatMap((f) => (f.marketTabs && f.shownIn?.(session) ? (Object.keys(f.marketTabs) as MarketTab[]) : []));
}
