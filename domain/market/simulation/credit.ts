/**
 * Credit spreads over the issuer currency's curve, by rating. Benchmark sovereigns (the
 * curve's own issuers) trade flat to it; other sovereigns and corporates pay the spread of
 * their rating, which a shared credit-cycle factor widens and tightens over time.
 */
import type { Rating } from '../instrument';
import { stream } from '../random';

export const RATING_SPREADS: Record<Rating, number> = {
  AAA: 0.002,
  'AA+': 0.003,
  AA: 0.0035,
  'AA-': 0.004,
  'A+': 0.005,
  A: 0.006,
  'A-': 0.007,
  'BBB+': 0.009,
  BBB: 0.011,
  'BBB-': 0.014,
  'BB+': 0.02,
  BB: 0.025,
  'BB-': 0.03,
  'B+': 0.04,
  B: 0.05,
  'B-': 0.06,
};

/**
 * The sovereign whose bonds define each currency's curve: a government borrowing in its own
 * currency trades flat to it (the IDR curve is Indonesia's), while a euro sovereign other than
 * Germany, or any sovereign borrowing in a foreign currency, pays its rating's spread.
 */
const CURVE_SOVEREIGN: Record<string, string> = {
  USD: 'US', EUR: 'DE', JPY: 'JP', GBP: 'GB', CHF: 'CH', AUD: 'AU', CAD: 'CA', NZD: 'NZ', SEK: 'SE', NOK: 'NO',
  IDR: 'ID', INR: 'IN', ZAR: 'ZA', CNY: 'CN', BRL: 'BR', MXN: 'MX', KRW: 'KR', TRY: 'TR', NGN: 'NG', SGD: 'SG', HKD: 'HK',
};

export function staticSpread(kind: 'sovereign' | 'corporate', geography: string, rating: Rating, currency: string): number {
  if (kind === 'sovereign') return CURVE_SOVEREIGN[currency] === geography ? 0 : Math.max(0, RATING_SPREADS[rating] - 0.002);
  return RATING_SPREADS[rating];
}

const CYCLE_KAPPA = 0.8;
const CYCLE_SIGMA = 0.45;
const DT = 1 / 252;

/** Multiplier of all credit spreads on business day i: a mean-reverting log factor around 1. */
export function creditCycleStep(seed: number): (previous: number, i: number) => number {
  const z = stream(seed, 'credit:global');
  return (x, i) => x - CYCLE_KAPPA * x * DT + CYCLE_SIGMA * Math.sqrt(DT) * z.normal(i);
}
