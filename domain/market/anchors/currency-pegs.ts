/**
 * Currencies pegged to the dollar (issue 26): under model 2 their rate stays within the band
 * their central bank defends, moving inside it: the Hong Kong dollar's convertibility zone
 * 7.75–7.85 per USD (since 2005), the Saudi riyal at 3.75 and the UAE dirham at 3.6725, each
 * trading within a few pips of its peg.
 */
import { GrowingSeries } from '../simulation/paths';

export interface CurrencyPeg {
  /** Units per USD at the band's middle, and how far either way the rate may go. */
  mid: number;
  halfBand: number;
}

export const CURRENCY_PEGS: Readonly<Record<string, CurrencyPeg>> = {
  HKD: { mid: 7.8, halfBand: 0.05 },
  SAR: { mid: 3.75, halfBand: 0.0025 },
  AED: { mid: 3.6725, halfBand: 0.0015 },
};

/** Daily persistence of the position in the band (about a month's half-life). */
const PERSISTENCE = 0.977;

/**
 * The pegged rate (units per USD) by business day: the band's middle plus the half band times
 * tanh of a mean-reverting walk, so it wanders within the band and never leaves it.
 */
export function peggedRate(peg: CurrencyPeg, normal: (day: number) => number): (day: number) => number {
  const position = new GrowingSeries<number>(0, (previous, day) => PERSISTENCE * previous + Math.sqrt(1 - PERSISTENCE * PERSISTENCE) * normal(day));
  return (day) => peg.mid + peg.halfBand * Math.tanh(position.at(Math.max(0, day)));
}
