/**
 * Allocations of a player's portfolio: per asset class (the tactical asset allocation of
 * spec 002 §9: long, short, total and their percents) and per group (for the group limits
 * and the players table colours). Percents are of the gross value, cash included.
 */
import { AssetClass, type AssetGroup } from '../enums';
import type { Valuation } from '../trading/valuation';
import type { SessionInstrument } from './types';

export interface TacticalAllocation {
  asset_class: AssetClass;
  long: number;
  short: number;
  total: number;
  percent: number;
  percent_long: number;
  percent_short: number;
}

export function tacticalAllocations(v: Valuation, instruments: ReadonlyMap<string, SessionInstrument>): TacticalAllocation[] {
  const rows = new Map<AssetClass, { long: number; short: number }>();
  const add = (cls: AssetClass, value: number) => {
    const row = rows.get(cls) ?? { long: 0, short: 0 };
    if (value >= 0) row.long += value;
    else row.short += -value;
    rows.set(cls, row);
  };
  add(AssetClass.Cash, v.cashValue);
  for (const p of v.positions) {
    const i = instruments.get(p.ric);
    if (i && p.quantity !== 0) add(i.asset_class, p.value);
  }
  const gross = [...rows.values()].reduce((s, r) => s + r.long + r.short, 0) || 1;
  return [...rows].map(([asset_class, r]) => ({
    asset_class,
    long: r.long,
    short: r.short,
    total: r.long - r.short,
    percent: (100 * (r.long + r.short)) / gross,
    percent_long: (100 * r.long) / gross,
    percent_short: (100 * r.short) / gross,
  }));
}

/** Fraction of the gross value in each group (0 to 1), for the group allocation limits. */
export function groupFractions(v: Valuation): Partial<Record<AssetGroup, number>> {
  const gross = Object.values(v.allocations).reduce((s, x) => s + (x ?? 0), 0) || 1;
  return Object.fromEntries(Object.entries(v.allocations).map(([g, x]) => [g, (x ?? 0) / gross]));
}
