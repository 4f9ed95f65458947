/**
 * Yield curves per currency in the Nelson-Siegel form: level, slope and curvature, each a
 * mean-reverting (Ornstein-Uhlenbeck) process stepped once per business day, so curves move
 * as curves do (parallel shifts, steepening, humps). Levels of all currencies share a global
 * rates factor. Short rates are softly floored so they may go a little below zero, as EUR,
 * CHF and JPY rates did, but never absurdly.
 */
import { stream } from '../random';

export interface CurveAnchor {
  /** Long-end level at the epoch (decimal), e.g. 0.038. */
  level: number;
  /** Short rate minus level at the epoch (negative: upward sloping). */
  slope: number;
  curvature: number;
}

export interface CurveState {
  level: number;
  slope: number;
  curvature: number;
}

const LAMBDA_YEARS = 2.5;
const DT = 1 / 252;
const KAPPA = { level: 0.12, slope: 0.35, curvature: 0.6 } as const;
/** Annual volatilities of the factors (decimal rate). */
// About 70 bp a year at 10 years and 85 bp at the short end, as normal-vol markets show.
const SIGMA = { level: 0.006, slope: 0.006, curvature: 0.008 } as const;
const GLOBAL_LEVEL_CORRELATION = 0.55;
const SHORT_RATE_FLOOR = -0.0075;
const FLOOR_SOFTNESS = 400;

/** Typical 2014 curves by currency; other currencies derive one from their overnight rate. */
export const CURVE_ANCHORS: Record<string, CurveAnchor> = {
  USD: { level: 0.038, slope: -0.0368, curvature: -0.01 },
  EUR: { level: 0.026, slope: -0.0245, curvature: -0.008 },
  GBP: { level: 0.035, slope: -0.03, curvature: -0.01 },
  JPY: { level: 0.016, slope: -0.0155, curvature: -0.004 },
  CHF: { level: 0.018, slope: -0.018, curvature: -0.004 },
  IDR: { level: 0.085, slope: -0.0275, curvature: 0.0 },
};

export function anchorFor(currency: string, overnightRate: number): CurveAnchor {
  return CURVE_ANCHORS[currency] ?? { level: overnightRate + 0.02, slope: -0.02, curvature: 0 };
}

/** Smooth max(x, floor): a softplus, so curve moves stay continuous near the floor. */
function softFloor(x: number): number {
  const z = FLOOR_SOFTNESS * (x - SHORT_RATE_FLOOR);
  return SHORT_RATE_FLOOR + (z > 30 ? z : Math.log1p(Math.exp(z))) / FLOOR_SOFTNESS;
}

/**
 * Zero-coupon yield (decimal, annual compounding-agnostic) at maturity `tauYears`. The whole
 * curve is shifted so its short end sits at the floored short rate.
 */
export function yieldAt(state: CurveState, tauYears: number): number {
  const t = Math.max(tauYears, 1 / 365) / LAMBDA_YEARS;
  const f1 = (1 - Math.exp(-t)) / t;
  const f2 = f1 - Math.exp(-t);
  const raw = state.level + state.slope * f1 + state.curvature * f2;
  const short = state.level + state.slope;
  return raw + (softFloor(short) - short) * f1;
}

/** Overnight rate of the curve: its short end. */
export function overnightRate(state: CurveState): number {
  return yieldAt(state, 1 / 365);
}

/**
 * One business day of a currency's curve: an Euler step of the three OU processes. The
 * level's shock mixes the global rates factor (shared with every currency and with bond
 * ETFs) and the currency's own.
 */
export function curveStep(seed: number, currency: string, anchor: CurveAnchor): (previous: CurveState, i: number) => CurveState {
  const global = stream(seed, 'rates:global');
  const lvl = stream(seed, `rates:${currency}:level`);
  const slp = stream(seed, `rates:${currency}:slope`);
  const crv = stream(seed, `rates:${currency}:curvature`);
  const rho = GLOBAL_LEVEL_CORRELATION;
  const sq = Math.sqrt(DT);
  return (s, i) => {
    const zLevel = rho * global.normal(i) + Math.sqrt(1 - rho * rho) * lvl.normal(i);
    return {
      level: s.level + KAPPA.level * (anchor.level - s.level) * DT + SIGMA.level * sq * zLevel,
      slope: s.slope + KAPPA.slope * (anchor.slope - s.slope) * DT + SIGMA.slope * sq * slp.normal(i),
      curvature: s.curvature + KAPPA.curvature * (anchor.curvature - s.curvature) * DT + SIGMA.curvature * sq * crv.normal(i),
    };
  };
}
