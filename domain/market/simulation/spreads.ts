/**
 * Bid/ask spreads typical of each class, as a fraction of the mid price (bonds and bills in
 * price points per 100, rates in percentage points). Emerging-market names and small caps
 * trade wider than the majors, as on a real screen.
 */
import type { Instrument } from '../instrument';

const MAJOR_CURRENCIES = new Set(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD', 'SEK', 'NOK']);
const DEVELOPED_REGIONS = new Set(['North America', 'Europe']);

/** 'rate' quotes are interest rates or spreads: points wide, and they may be negative. */
export type SpreadKind = 'relative' | 'points' | 'rate';

export interface SpreadSpec {
  kind: SpreadKind;
  /** Full bid-ask width: a fraction of mid for 'relative', price points for 'points'. */
  width: number;
}

export function spreadOf(i: Instrument): SpreadSpec {
  switch (i.resourcetype) {
    case 'Equity':
      return { kind: 'relative', width: DEVELOPED_REGIONS.has(i.region) || i.geography === 'JP' ? 0.0004 : 0.0015 };
    case 'ETF':
      return { kind: 'relative', width: 0.0002 };
    case 'IndexFund':
      return { kind: 'relative', width: 0.0002 };
    case 'FX':
    case 'FxForwards':
      return {
        kind: 'relative',
        width: MAJOR_CURRENCIES.has(i.base_currency) && MAJOR_CURRENCIES.has(i.variable_currency) ? 0.00008 : 0.0008,
      };
    case 'Metal':
      return { kind: 'relative', width: 0.0005 };
    case 'Crypto':
      return { kind: 'relative', width: 0.001 };
    case 'GovtBond':
    case 'HTMBond':
    case 'AFSBond':
      return { kind: 'points', width: 0.04 };
    case 'CorporateBond':
      return { kind: 'points', width: 0.2 };
    case 'TBill':
      return { kind: 'points', width: 0.005 };
    case 'Yields':
    case 'Repo':
    case 'Deposit':
      return { kind: 'rate', width: 0.02 };
    case 'CDS':
      // CDS quotes are spreads in decimal; a 4 bp wide market.
      return { kind: 'rate', width: 0.0004 };
    case 'Option':
      return { kind: 'relative', width: 0.0004 };
  }
}

/** Bid and ask around a mid; a price's bid never goes below zero, a rate's may. */
export function bidAsk(mid: number, spread: SpreadSpec): { bid: number; ask: number } {
  const half = spread.kind === 'relative' ? (Math.abs(mid) * spread.width) / 2 : spread.width / 2;
  const bid = mid - half;
  return { bid: spread.kind === 'rate' ? bid : Math.max(0, bid), ask: mid + half };
}
