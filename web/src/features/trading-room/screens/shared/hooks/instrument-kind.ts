/** What the screens need to know about an instrument's kind. */
export const BOND_TYPES = new Set(['GovtBond', 'CorporateBond', 'HTMBond', 'AFSBond']);

export function isBond(resourcetype: string | null | undefined): boolean {
  return resourcetype ? BOND_TYPES.has(resourcetype) : false;
}

/** Labels of the instrument families, as the markets tabs and the investments accordion name them. */
export const RESOURCETYPE_LABELS: Record<string, string> = {
  Equity: 'Equities',
  ETF: 'ETFs',
  GovtBond: 'Government bonds',
  CorporateBond: 'Corporate bonds',
  FX: 'FX',
  Metal: 'Metals',
  Crypto: 'Crypto',
};
