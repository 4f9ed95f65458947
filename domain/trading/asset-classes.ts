/**
 * Which asset class (spec 000 §9 ids) and group each instrument belongs to, and which
 * families the engine trades so far. Limits (pv_limit, risk weights) are set per class;
 * allocations and the players table are shown per group.
 */
import { AssetClass, type AssetGroup } from '../enums';
import type { Instrument } from '../market/instrument';

/** Families the order engine executes today; contracts (forwards, repos, CDS, bills, options, HTM/AFS) come later. */
export const TRADABLE_RESOURCETYPES = ['Equity', 'ETF', 'GovtBond', 'CorporateBond', 'FX', 'Metal', 'Crypto', 'HTMBond', 'AFSBond'] as const;
export type TradableResourcetype = (typeof TRADABLE_RESOURCETYPES)[number];

export function isTradable(resourcetype: string): resourcetype is TradableResourcetype {
  return (TRADABLE_RESOURCETYPES as readonly string[]).includes(resourcetype);
}

/**
 * Contract families a session may hold, traded through their own calls, never by an order
 * (issue 15), with what an order on one answers. One line per family.
 */
const CONTRACT_TICKETS: Record<string, string> = {
  FxForwards: 'FX forwards are traded as contracts, with the Forward Contract ticket',
  CDS: 'CDS are traded as contracts, with the CDS Contract ticket (Buy protection / Sell protection)',
  Repo: 'Repos are entered as contracts against a bond you hold, with the Repo ticket',
  Option: 'Options are traded as contracts from the option chain, on the Options screen',
};

export const CONTRACT_RESOURCETYPES: readonly string[] = Object.keys(CONTRACT_TICKETS);

export function isContractFamily(resourcetype: string): boolean {
  return resourcetype in CONTRACT_TICKETS;
}

/** Why an order on a contract family's instrument is refused. */
export function contractNotOrder(resourcetype: string): string {
  return CONTRACT_TICKETS[resourcetype] ?? 'This instrument is traded as a contract, not by an order';
}

/** The families a trainer may put in a session (the console's picker lists these). */
export const SESSION_RESOURCETYPES: readonly string[] = [...TRADABLE_RESOURCETYPES, ...CONTRACT_RESOURCETYPES];

/** What a trainer may put in a session: the order engine's families and the contract families. */
export function isSessionSelectable(resourcetype: string): boolean {
  return SESSION_RESOURCETYPES.includes(resourcetype);
}

export function assetClassOf(i: Pick<Instrument, 'resourcetype'> & { etf_class?: string }): AssetClass {
  switch (i.resourcetype) {
    case 'Equity':
      return AssetClass.Equities;
    case 'ETF':
      return i.etf_class === 'bond' ? AssetClass.EtfBonds : i.etf_class === 'commodity' ? AssetClass.EtfCommodities : AssetClass.EtfEquities;
    case 'GovtBond':
      return AssetClass.GovtBonds;
    case 'CorporateBond':
      return AssetClass.CorporateBonds;
    case 'HTMBond':
      return AssetClass.HtmBonds;
    // AFS bonds take the Bonds class (12) for their limits and risk weights (issue 15).
    case 'AFSBond':
      return AssetClass.Bonds;
    case 'FX':
      return AssetClass.FX;
    case 'FxForwards':
      return AssetClass.FxForwards;
    case 'Metal':
      return AssetClass.Metals;
    case 'Crypto':
      return AssetClass.Crypto;
    case 'Repo':
      return AssetClass.Repos;
    case 'CDS':
      return AssetClass.Cds;
    case 'TBill':
      return AssetClass.TBills;
    case 'Yields':
      return AssetClass.Yields;
    case 'Option':
      return AssetClass.Options;
    default:
      return AssetClass.Equities;
  }
}

export function assetGroupOf(assetClass: AssetClass): AssetGroup {
  switch (assetClass) {
    case AssetClass.Cash:
      return 'Cash';
    case AssetClass.Equities:
    case AssetClass.EtfEquities:
      return 'Equities';
    case AssetClass.GovtBonds:
    case AssetClass.CorporateBonds:
    case AssetClass.EtfBonds:
    case AssetClass.TBills:
      return 'Bonds';
    // Class 12 holds the AFS bonds (issue 15).
    case AssetClass.Bonds:
      return 'AFS bonds';
    case AssetClass.Metals:
    case AssetClass.EtfCommodities:
      return 'Alternatives';
    case AssetClass.FX:
    case AssetClass.FxForwards:
      return 'FX';
    case AssetClass.Crypto:
      return 'Crypto';
    case AssetClass.HtmBonds:
      return 'HTM Bonds';
    case AssetClass.Repos:
      return 'Repo';
    case AssetClass.Cds:
      return 'CDS';
    case AssetClass.Options:
      return 'Options';
    default:
      return 'Alternatives';
  }
}

/** Bonds are quoted in percent of face: a unit of quantity is worth price / 100. */
export function isBondLike(resourcetype: string): boolean {
  return resourcetype === 'GovtBond' || resourcetype === 'CorporateBond' || resourcetype === 'HTMBond' || resourcetype === 'AFSBond';
}

export function unitFactor(resourcetype: string): number {
  return isBondLike(resourcetype) ? 0.01 : 1;
}
