/**
 * Behavioural biases of a player (issue 14, "Benchmarks and the class view"; `fetch_biases`),
 * each a pure function of the player's fills and current positions so a test can check it by
 * hand. The texts of `BIAS_DEFINITIONS` are what the screens print beside the figures.
 */
import type { Region } from '../enums';

export const BIAS_DEFINITIONS = {
  disposition_effect:
    "Disposition effect (Odean): PGR − PLR. At each moment the player reduces a position, every fill that reduces one is a realised gain (fill price better than the position's average open price) or loss (worse); every other position held then is a paper gain or loss (its mid price then against its average open price). PGR = realised gains / (realised gains + paper gains), PLR = realised losses / (realised losses + paper losses), a ratio with nothing counted being 0. Prices in the instrument's own currency (FX aside). From −1 to 1: above 0 the player sells winners too soon and rides losers.",
  overtrading:
    'Overtrading: the player\'s turnover against the class median. Turnover = Σ |quantity × price| of every executed order, in the reporting currency at the rate of the fill, divided by the initial AUM. Ratio = turnover / median turnover of the session\'s players (none while the median is 0): 1 is the class norm, 2 twice as much.',
  home_bias:
    "Home bias: the share of the positions' gross market value (cash aside) in instruments of the reporting currency's region (USD: North America; EUR, GBP, CHF: Europe; JPY, IDR: APAC). None without positions.",
  concentration:
    'Concentration: the Herfindahl index of position values, Σ wᵢ² with wᵢ = |value of position i| / Σ |value of every position| (cash aside). From 1/n (n equal positions) to 1 (a single position); none without positions.',
} as const;

export type BiasName = keyof typeof BIAS_DEFINITIONS;

/** A fill of a player's order: signed quantity (sells negative), price in the instrument's currency. */
export interface BiasFill {
  ric: string;
  quantity: number;
  price: number;
  /** Session time of the fill (ms). */
  at: number;
}

export interface DispositionEffect {
  /** PGR − PLR; null when the player never reduced a position. */
  value: number | null;
  pgr: number;
  plr: number;
  realised_gains: number;
  realised_losses: number;
  paper_gains: number;
  paper_losses: number;
}

interface Held {
  quantity: number;
  avgPrice: number;
}

/** A fill on a position: the average open price moves only when the position grows (as the books do). */
function applyFill(held: Held | undefined, fill: BiasFill): Held {
  const before = held ?? { quantity: 0, avgPrice: 0 };
  const quantity = before.quantity + fill.quantity;
  if (before.quantity === 0 || Math.sign(fill.quantity) === Math.sign(before.quantity)) {
    return { quantity, avgPrice: (before.quantity * before.avgPrice + fill.quantity * fill.price) / quantity };
  }
  // Reduced, closed or turned: a turned position opens its remainder at the fill price.
  if (quantity === 0) return { quantity: 0, avgPrice: 0 };
  return { quantity, avgPrice: Math.sign(quantity) === Math.sign(before.quantity) ? before.avgPrice : fill.price };
}

/** +1 a gain, −1 a loss, 0 neither, for a position at `price`. */
const outcome = (held: Held, price: number) => Math.sign((price - held.avgPrice) * Math.sign(held.quantity));

/**
 * Odean's PGR − PLR over the player's fills in order (grouped by moment). `midAt` prices the
 * positions held but not reduced at a moment; a position without a price then is not counted.
 */
export function dispositionEffect(fills: readonly BiasFill[], midAt: (ric: string, at: number) => number | null): DispositionEffect {
  const counts = { rg: 0, rl: 0, pg: 0, pl: 0 };
  let realisations = 0;
  const held = new Map<string, Held>();
  const moments = new Map<number, BiasFill[]>();
  for (const f of [...fills].sort((a, b) => a.at - b.at)) moments.set(f.at, [...(moments.get(f.at) ?? []), f]);
  for (const [at, group] of moments) {
    const reduced = new Set<string>();
    for (const f of group) {
      const h = held.get(f.ric);
      if (h && h.quantity !== 0 && Math.sign(f.quantity) !== Math.sign(h.quantity)) {
        reduced.add(f.ric);
        realisations += 1;
        const o = outcome(h, f.price);
        if (o > 0) counts.rg += 1;
        if (o < 0) counts.rl += 1;
      }
      held.set(f.ric, applyFill(h, f));
    }
    if (!reduced.size) continue;
    for (const [ric, h] of held) {
      if (h.quantity === 0 || reduced.has(ric)) continue;
      const mid = midAt(ric, at);
      if (mid === null) continue;
      const o = outcome(h, mid);
      if (o > 0) counts.pg += 1;
      if (o < 0) counts.pl += 1;
    }
  }
  const ratio = (a: number, b: number) => (a + b > 0 ? a / (a + b) : 0);
  const pgr = ratio(counts.rg, counts.pg);
  const plr = ratio(counts.rl, counts.pl);
  return {
    value: realisations ? pgr - plr : null,
    pgr,
    plr,
    realised_gains: counts.rg,
    realised_losses: counts.rl,
    paper_gains: counts.pg,
    paper_losses: counts.pl,
  };
}

/** A fill's traded value in the reporting currency: |quantity| × price × unit factor × FX at the fill. */
export interface TradedValue {
  quantity: number;
  price: number;
  unitFactor: number;
  fx: number;
}

/** Turnover: the traded value of every fill over the initial AUM. */
export function turnover(fills: readonly TradedValue[], initialAum: number): number {
  if (initialAum <= 0) return 0;
  return fills.reduce((s, f) => s + Math.abs(f.quantity * f.price * f.unitFactor * f.fx), 0) / initialAum;
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Overtrading {
  /** Turnover / class median; null while the median is 0. */
  value: number | null;
  turnover: number;
  class_median: number;
}

export function overtrading(own: number, classMedian: number): Overtrading {
  return { value: classMedian > 0 ? own / classMedian : null, turnover: own, class_median: classMedian };
}

/** The region of each reporting currency's home market. */
export const HOME_REGION: Readonly<Record<string, Region>> = {
  USD: 'North America',
  CAD: 'North America',
  EUR: 'Europe',
  GBP: 'Europe',
  CHF: 'Europe',
  JPY: 'APAC',
  IDR: 'APAC',
  AUD: 'APAC',
  SGD: 'APAC',
  CNY: 'APAC',
};

/** A position valued now: signed value in the reporting currency and its instrument's region. */
export interface ValuedPosition {
  ric: string;
  value: number;
  region: string | null;
}

export interface HomeBias {
  /** Share (0 to 1) of the gross position value in the home region; null without positions. */
  value: number | null;
  home_region: Region | null;
}

export function homeBias(positions: readonly ValuedPosition[], reportingCurrency: string): HomeBias {
  const home = HOME_REGION[reportingCurrency] ?? null;
  const gross = positions.reduce((s, p) => s + Math.abs(p.value), 0);
  if (gross === 0) return { value: null, home_region: home };
  const inHome = positions.filter((p) => home !== null && p.region === home).reduce((s, p) => s + Math.abs(p.value), 0);
  return { value: inHome / gross, home_region: home };
}

export interface Concentration {
  /** Herfindahl index (1/n to 1); null without positions. */
  value: number | null;
  positions: number;
}

export function concentration(positions: readonly ValuedPosition[]): Concentration {
  const values = positions.map((p) => Math.abs(p.value)).filter((v) => v > 0);
  const gross = values.reduce((s, v) => s + v, 0);
  if (gross === 0) return { value: null, positions: 0 };
  return { value: values.reduce((s, v) => s + (v / gross) ** 2, 0), positions: values.length };
}

/** One player's row of `fetch_biases`. */
export interface PlayerBiases {
  player_id: number;
  name: string;
  disposition_effect: DispositionEffect;
  overtrading: Overtrading;
  home_bias: HomeBias;
  concentration: Concentration;
}

/** The answer of `fetch_biases`: each player's biases, and how each is defined. */
export interface BiasesAnswer {
  definitions: typeof BIAS_DEFINITIONS;
  players: PlayerBiases[];
}
