/**
 * How model 2 (issue 26) ties instruments to one another and to the real levels, beyond the
 * anchored series themselves: which MSCI index an unanchored equity index follows, the coins that
 * follow Bitcoin, the USD curve's long end lifted to the real 10-year, and the small rules a
 * follower's path is made of. The simulated market (simulation/market.ts) builds the paths.
 */
import { conditionLogPath, cumulativeVariance } from '../simulation/anchored-path';
import { slopeLoading } from '../simulation/curves';
import { GrowingPath } from '../simulation/paths';
import { US10Y_MONTHLY } from './anchor-levels';
import { anchorSpan, type AnchoredSeries } from './anchored-series';

/** Crude oil's volatility where its month-end anchors do not say more. */
export const OIL_VOLATILITY = 0.35;
/** The MSCI indices an equity index with no anchor of its own follows, by whether its market is developed. */
export const MSCI_WORLD = '.dMIWD00000PUS';
export const MSCI_EM = '.dMIEF00000PUS';
export const DEVELOPED_GEOGRAPHIES = new Set(['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'CH', 'SE', 'NO', 'DK', 'FI', 'IE', 'BE', 'AT', 'PT', 'JP', 'AU', 'NZ', 'HK', 'SG', 'IL', 'XX']);
/** Coins other than BTC and ETH move with Bitcoin, by these betas. */
export const CRYPTO_BETA: Readonly<Record<string, number>> = { 'SOL=': 1.4, 'XRP=': 1.1, 'ADA=': 1.3, 'LTC=': 1.1, 'DOGE=': 1.5 };

/**
 * Model 2's long-end lift of the USD curve: the curve's own 10-year yield conditioned on the
 * monthly averages of the real one (as a walk of 70 bp a year, the curve's normal volatility), the
 * difference spread over the long end only. Raising the level by δ and lowering the slope by δ
 * leaves the short rate where it was and moves the 10-year by δ·(1 − f₁(10 y)), so δ is the
 * wanted move divided by that. After the last anchor the lift stays as it was then.
 */
export function longEndShift(tenYear: (businessIndex: number) => number): (businessIndex: number) => number {
  const anchors = US10Y_MONTHLY.rows.map(([month, pct]) => {
    const { from, to } = anchorSpan(month, 'weekday');
    return { from: Math.max(0, from), to, value: pct / 100 };
  });
  const days = anchors.reduce((m, a) => Math.max(m, a.to), 0) + 1;
  const raw = Float64Array.from({ length: days }, (_, i) => tenYear(i));
  const sigma = new Float64Array(days).fill(0.007);
  const conditioned = conditionLogPath(raw, cumulativeVariance(sigma, 1 / 252), anchors);
  const longLoading = 1 - slopeLoading(10);
  return (i) => {
    const day = Math.min(Math.max(i, 0), days - 1);
    return (conditioned[day]! - raw[day]!) / longLoading;
  };
}

/** A conditioned series as a path relative to its start, as every path is. */
export function relativeTo(series: AnchoredSeries): GrowingPath {
  return new GrowingPath((day) => series.logAt(day) - series.logAt(day - 1));
}

/** What a follower's own noise carries: its volatility less what its leader explains, at least half of it. */
export function residualVolatility(volatility: number, beta: number, leaderVolatility: number): number {
  return Math.sqrt(Math.max(volatility * volatility - (beta * leaderVolatility) ** 2, (0.5 * volatility) ** 2));
}
