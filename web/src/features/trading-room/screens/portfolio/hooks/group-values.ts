/** Sums of value and PnL per group (asset class, region, sector…), the top N kept and the rest merged into 'Other'. */
export interface GroupValue {
  label: string;
  value: number;
  pnl: number;
}

export const OTHER = 'Other';

export function groupValues<T>(items: readonly T[], keyOf: (item: T) => string | null, valueOf: (item: T) => number, pnlOf: (item: T) => number, top?: number): GroupValue[] {
  const groups = new Map<string, GroupValue>();
  for (const item of items) {
    const label = keyOf(item);
    if (label === null) continue;
    const g = groups.get(label) ?? { label, value: 0, pnl: 0 };
    g.value += valueOf(item);
    g.pnl += pnlOf(item);
    groups.set(label, g);
  }
  const sorted = [...groups.values()].sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  if (top === undefined || sorted.length <= top) return sorted;
  const rest = sorted.slice(top).reduce((o, g) => ({ label: OTHER, value: o.value + g.value, pnl: o.pnl + g.pnl }), { label: OTHER, value: 0, pnl: 0 });
  return [...sorted.slice(0, top), rest];
}
