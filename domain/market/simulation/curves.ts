/**
 * Yield curves per currency in the Nelson-Siegel form: level, slope and curvature. Each factor
 * is the currency's historical regime (its short rate and 10-year yield, year by year since the
 * epoch, below) plus a mean-reverting (Ornstein-Uhlenbeck) deviation stepped once per business
 * day, so curves move as curves do (parallel shifts, steepening, humps) while a 2023 session
 * meets 2023's rates: USD bills near 5 %, EUR deposit rates turned positive, JPY at zero.
 * Deviations of all currencies' levels share a global rates factor. Short rates are softly
 * floored so they may go a little below zero, as EUR, CHF and JPY rates did, but never absurdly.
 */
import { stream } from '../random';
import { EPOCH_MS, calendarDayOfBusinessDay } from '../time-grid';
import { DAY_MS } from '../../constants';

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
// Deviations from the regime mean-revert within months (half-life about 5 months): daily moves keep
// their size, but a session meets its year's rates rather than a random walk's drift since 2014.
const KAPPA = { level: 1.6, slope: 1.6, curvature: 1.6 } as const;
/** Annual volatilities of the factors (decimal rate). */
// About 70 bp a year at 10 years and 85 bp at the short end, as normal-vol markets show.
const SIGMA = { level: 0.006, slope: 0.006, curvature: 0.008 } as const;
const GLOBAL_LEVEL_CORRELATION = 0.55;
const SHORT_RATE_FLOOR = -0.0075;
const FLOOR_SOFTNESS = 400;

/**
 * The regimes: [date, 3-month rate %, 10-year yield %], rounded from the published series (US
 * Treasury bills and notes, ECB/Bundesbank €STR-era money market and Bunds, Bank of England and
 * gilts, BoJ and JGBs, SNB and Confederation bonds, Bank Indonesia and INDOGBs). Between two
 * dates the regime moves linearly; after the last it stays. Daily moves come from the deviation.
 */
export const CURVE_REGIMES: Record<string, readonly (readonly [string, number, number])[]> = {
  USD: [
    ['2014-01-02', 0.05, 2.9], ['2015-06-30', 0.02, 2.3], ['2016-06-30', 0.3, 1.6], ['2017-06-30', 1.0, 2.3],
    ['2018-06-30', 1.9, 2.9], ['2019-06-30', 2.1, 2.0], ['2020-03-31', 0.1, 0.7], ['2021-06-30', 0.05, 1.5],
    ['2022-01-31', 0.2, 1.8], ['2022-06-30', 1.6, 3.0], ['2022-12-30', 4.3, 3.8], ['2023-06-30', 5.3, 3.8],
    ['2024-06-28', 5.4, 4.3], ['2024-12-31', 4.3, 4.5], ['2025-06-30', 4.3, 4.3], ['2025-12-31', 3.7, 4.1],
  ],
  EUR: [
    ['2014-01-02', 0.25, 1.9], ['2015-06-30', -0.05, 0.8], ['2016-06-30', -0.45, -0.1], ['2017-06-30', -0.5, 0.4],
    ['2019-06-28', -0.5, -0.3], ['2020-06-30', -0.55, -0.45], ['2021-12-31', -0.65, -0.2], ['2022-06-30', -0.3, 1.4],
    ['2022-12-30', 2.0, 2.5], ['2023-09-29', 3.8, 2.8], ['2024-06-28', 3.7, 2.5], ['2024-12-31', 2.8, 2.4],
    ['2025-06-30', 1.95, 2.6], ['2025-12-31', 1.95, 2.7],
  ],
  GBP: [
    ['2014-01-02', 0.45, 3.0], ['2015-06-30', 0.45, 2.1], ['2016-06-30', 0.45, 0.9], ['2017-06-30', 0.2, 1.2],
    ['2018-06-29', 0.6, 1.3], ['2019-06-28', 0.7, 0.8], ['2020-06-30', 0.05, 0.2], ['2021-06-30', 0.05, 0.75],
    ['2022-06-30', 1.2, 2.2], ['2022-12-30', 3.5, 3.6], ['2023-09-29', 5.3, 4.4], ['2024-06-28', 5.2, 4.2],
    ['2024-12-31', 4.7, 4.6], ['2025-06-30', 4.2, 4.5], ['2025-12-31', 3.8, 4.5],
  ],
  JPY: [
    ['2014-01-02', 0.05, 0.7], ['2015-06-30', 0.0, 0.45], ['2016-06-30', -0.25, -0.2], ['2017-06-30', -0.1, 0.08],
    ['2019-06-28', -0.15, -0.15], ['2020-06-30', -0.1, 0.02], ['2021-12-31', -0.1, 0.07], ['2022-12-30', -0.1, 0.4],
    ['2023-12-29', -0.05, 0.6], ['2024-06-28', 0.05, 1.05], ['2024-12-31', 0.25, 1.1], ['2025-06-30', 0.45, 1.45],
    ['2025-12-31', 0.7, 1.9],
  ],
  CHF: [
    ['2014-01-02', 0.0, 1.1], ['2015-01-30', -0.8, 0.0], ['2016-06-30', -0.75, -0.55], ['2017-06-30', -0.75, -0.1],
    ['2019-06-28', -0.75, -0.55], ['2021-12-31', -0.75, -0.15], ['2022-06-30', -0.25, 1.1], ['2022-12-30', 1.0, 1.6],
    ['2023-06-30', 1.7, 1.0], ['2024-06-28', 1.25, 0.6], ['2024-12-31', 0.5, 0.3], ['2025-06-30', 0.0, 0.4],
    ['2025-12-31', 0.0, 0.3],
  ],
  IDR: [
    ['2014-01-02', 7.5, 8.5], ['2016-06-30', 6.5, 7.5], ['2018-06-29', 5.25, 7.8], ['2020-06-30', 4.25, 7.2],
    ['2021-06-30', 3.5, 6.6], ['2022-06-30', 3.5, 7.4], ['2023-06-30', 5.75, 6.3], ['2024-06-28', 6.25, 7.1],
    ['2024-12-31', 6.0, 7.0], ['2025-06-30', 5.5, 6.6], ['2025-12-31', 4.75, 6.3],
  ],
};

/** The hump of every regime curve (the fit leaves it to the deviation). */
const REGIME_CURVATURE = -0.005;

/** Nelson-Siegel loadings at 10 years: the regime's two points fix level and slope. */
const TEN_YEAR_SLOPE_LOADING = (1 - Math.exp(-10 / LAMBDA_YEARS)) / (10 / LAMBDA_YEARS);
const TEN_YEAR_CURVATURE_LOADING = TEN_YEAR_SLOPE_LOADING - Math.exp(-10 / LAMBDA_YEARS);

/** Level, slope and curvature whose short end is `shortPct` and 10-year point `tenYearPct`. */
export function anchorOfRates(shortPct: number, tenYearPct: number): CurveAnchor {
  const short = shortPct / 100;
  const ten = tenYearPct / 100;
  const slope = (ten - short - REGIME_CURVATURE * TEN_YEAR_CURVATURE_LOADING) / (TEN_YEAR_SLOPE_LOADING - 1);
  return { level: short - slope, slope, curvature: REGIME_CURVATURE };
}

type Regime = (businessIndex: number) => CurveAnchor;

/** A currency's regime by business-day index; other currencies derive a flat one from their overnight rate. */
export function regimeOf(currency: string, overnightRate: number): Regime {
  const points = CURVE_REGIMES[currency];
  if (!points) {
    const fixed: CurveAnchor = { level: overnightRate + 0.02, slope: -0.02, curvature: 0 };
    return () => fixed;
  }
  const knots = points.map(([iso, short, ten]) => ({ day: (Date.parse(`${iso}T00:00:00Z`) - EPOCH_MS) / DAY_MS, anchor: anchorOfRates(short, ten) }));
  return (b) => {
    const day = calendarDayOfBusinessDay(Math.max(0, b));
    let k = 0;
    while (k + 1 < knots.length && knots[k + 1]!.day <= day) k++;
    const a = knots[k]!;
    const next = knots[k + 1];
    if (!next || day <= a.day) return a.anchor;
    const w = (day - a.day) / (next.day - a.day);
    return { level: mix(a.anchor.level, next.anchor.level, w), slope: mix(a.anchor.slope, next.anchor.slope, w), curvature: mix(a.anchor.curvature, next.anchor.curvature, w) };
  };
}

/** x moved the share w of the way to y. */
function mix(x: number, y: number, w: number): number {
  return x + (y - x) * w;
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
/** The Nelson-Siegel slope factor's loading at a maturity (1 at the short end, towards 0 at the long end). */
export function slopeLoading(tauYears: number): number {
  const t = Math.max(tauYears, 1 / 365) / LAMBDA_YEARS;
  return (1 - Math.exp(-t)) / t;
}

export function yieldAt(state: CurveState, tauYears: number): number {
  const t = Math.max(tauYears, 1 / 365) / LAMBDA_YEARS;
  const f1 = slopeLoading(tauYears);
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
 * One business day of a currency's curve: the regime of day i plus an Euler step of the three
 * OU deviations from the regime. The level's shock mixes the global rates factor (shared with
 * every currency and with bond ETFs) and the currency's own.
 */
export function curveStep(seed: number, currency: string, regime: Regime): (previous: CurveState, i: number) => CurveState {
  const global = stream(seed, 'rates:global');
  const lvl = stream(seed, `rates:${currency}:level`);
  const slp = stream(seed, `rates:${currency}:slope`);
  const crv = stream(seed, `rates:${currency}:curvature`);
  const rho = GLOBAL_LEVEL_CORRELATION;
  const sq = Math.sqrt(DT);
  // The series steps day after day, so the regime of the day before is the one the last step computed.
  let lastDay = Number.NaN;
  let lastRegime: CurveAnchor | undefined;
  return (s, i) => {
    const before = i - 1 === lastDay && lastRegime ? lastRegime : regime(i - 1);
    const now = regime(i);
    lastDay = i;
    lastRegime = now;
    const zLevel = rho * global.normal(i) + Math.sqrt(1 - rho * rho) * lvl.normal(i);
    return {
      level: revertedStep(now.level, s.level - before.level, KAPPA.level, SIGMA.level * sq * zLevel),
      slope: revertedStep(now.slope, s.slope - before.slope, KAPPA.slope, SIGMA.slope * sq * slp.normal(i)),
      curvature: revertedStep(now.curvature, s.curvature - before.curvature, KAPPA.curvature, SIGMA.curvature * sq * crv.normal(i)),
    };
  };
}

/** One Euler step of a factor: the regime's value, the deviation from it decayed over a day, the day's shock. */
function revertedStep(regime: number, deviation: number, kappa: number, shock: number): number {
  return regime + deviation * (1 - kappa * DT) + shock;
}
