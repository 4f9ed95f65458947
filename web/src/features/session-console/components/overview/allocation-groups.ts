/**
 * The allocation columns of the players table (spec 000 §2): one per group the session holds,
 * Cash only in the cash approach, in the spec's order; a share is yellow under the group's
 * lower limit, red over its upper limit, green within.
 */
import { RiskApproach, type AssetGroup } from '@domain/enums';

const ORDER: AssetGroup[] = ['Cash', 'Equities', 'Bonds', 'Alternatives', 'Crypto', 'AFS bonds', 'HTM Bonds'];

export function allocationGroups(riskApproach: number, sessionGroups: Iterable<string>): AssetGroup[] {
  const present = new Set(sessionGroups);
  return ORDER.filter((g) => (g === 'Cash' ? riskApproach === RiskApproach.Cash : present.has(g)));
}

export type GroupLimit = { asset_group: string; lower_limit: number | null; upper_limit: number | null };

/** Colour of a share (fraction 0..1) against its group's limits; undefined when none is set. */
export function allocationColor(share: number, limit: GroupLimit | undefined): 'amber' | 'red' | 'green' | undefined {
  if (!limit || (limit.lower_limit === null && limit.upper_limit === null)) return undefined;
  if (limit.lower_limit !== null && share < limit.lower_limit - 1e-9) return 'amber';
  if (limit.upper_limit !== null && share > limit.upper_limit + 1e-9) return 'red';
  return 'green';
}
