/**
 * Risk and performance metrics of a series of simple periodic returns against a benchmark.
 *
 * Conventions (public contract):
 * - Returns are simple periodic returns as decimals (0.01 = +1 %), one per period, aligned with
 *   the benchmark's; a return below −1 (more than the whole value lost) is rejected.
 * - The benchmark series may be missing (null or absent): volatility, Sharpe, both VaRs and the
 *   drawdown are still computed; beta, alpha and Treynor are then null (N/A), as they are when
 *   the benchmark does not vary (a constant benchmark has no beta) and Treynor when beta is zero.
 * - Standard deviations, variances and covariances are sample ones (divide by n − 1).
 * - Risk-free per period = riskFreeAnnual / periodsPerYear (simple, not compounded).
 * - sharpe = √periodsPerYear × mean(r − rf) / sd(r).
 * - beta = cov(r, b) / var(b); alphaDaily = mean(r − rf) − beta × mean(b − rf) (the CAPM
 *   intercept per period, whatever the period is); alphaAnnual = alphaDaily × periodsPerYear.
 * - treynor = periodsPerYear × mean(r − rf) / beta (annualised excess return per unit of beta).
 * - var95Historical: the 5th percentile of the returns, linear interpolation at rank
 *   0.05 × (n − 1) of the ascending sort (Excel PERCENTILE.INC, NumPy's default "linear").
 * - var95Parametric = mean − z × sd, z = 1.6448536269514722 (the standard normal's 95 %
 *   quantile, Φ⁻¹(0.95), to double precision). Both VaRs are returns: negative is a loss.
 * - maxDrawdown: the worst fall from a running peak of the compounded value path that starts at
 *   1 (the start counts as a peak), as a return ≤ 0.
 * The "Daily" names are the contract's; with periodsPerYear other than ~252 they are per period.
 */
import { DomainError, requireFinite, requirePositive } from './domain-error';

export interface ReturnMetricsInput {
  returns: readonly number[];
  /** Aligned with `returns`; null or absent when there is no benchmark series. */
  benchmark?: readonly number[] | null;
  /** Annual risk-free rate, decimal (0.05 = 5 %). */
  riskFreeAnnual: number;
  /** Periods per year, e.g. 252 for daily returns, 12 for monthly. */
  periodsPerYear: number;
}

export interface ReturnMetrics {
  meanDaily: number;
  stdDaily: number;
  volatilityAnnual: number;
  sharpe: number;
  /** Null without a (varying) benchmark series. */
  beta: number | null;
  alphaDaily: number | null;
  alphaAnnual: number | null;
  /** Null without beta, or with beta zero. */
  treynor: number | null;
  var95Historical: number;
  var95Parametric: number;
  maxDrawdown: number;
}

/** One-sided 95 % standard normal quantile Φ⁻¹(0.95), exact to double precision. */
export const Z_95 = 1.6448536269514722;

/** |beta| below this is treated as zero for Treynor: the ratio would be meaningless noise. */
const BETA_EPSILON = 1e-12;

function validateSeries(values: unknown, label: string): number[] {
  if (!Array.isArray(values)) throw new DomainError('INVALID_INPUT', `${label} must be an array of numbers.`);
  return values.map((value, index) => {
    const n = requireFinite(value, `${label}[${index}]`);
    if (n < -1) throw new DomainError('INVALID_INPUT', `${label}[${index}] is a return below −100% (got ${n}).`);
    return n;
  });
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Sample covariance (n − 1), two-pass for accuracy; callers check lengths (>= 2, equal). */
function sampleCovariance(a: readonly number[], b: readonly number[]): number {
  const meanA = mean(a);
  const meanB = mean(b);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] as number) - meanA) * ((b[i] as number) - meanB);
  return sum / (a.length - 1);
}

/** True when every value is identical: the exact test for zero variance (fp noise aside). */
function isConstant(values: readonly number[]): boolean {
  return values.every((value) => value === values[0]);
}

/** Percentile with linear interpolation at rank p × (n − 1) of the ascending sort. */
export function percentileLinear(values: readonly number[], p: number): number {
  const checked = validateSeries(values, 'values');
  if (checked.length === 0) throw new DomainError('INSUFFICIENT_DATA', 'A percentile needs at least one value.');
  if (!(p >= 0 && p <= 1)) throw new DomainError('INVALID_INPUT', `Percentile rank must be in [0, 1] (got ${p}).`);
  const sorted = checked.sort((x, y) => x - y);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (rank - below) * (upper - lower);
}

/** Worst peak-to-trough fall of the compounded path from 1, as a return (≤ 0). */
export function maxDrawdown(returns: readonly number[]): number {
  let value = 1;
  let peak = 1;
  let worst = 0;
  for (const r of validateSeries(returns, 'returns')) {
    value *= 1 + r;
    if (value > peak) peak = value;
    worst = Math.min(worst, value / peak - 1);
  }
  return worst;
}

/** All metrics of the module header for one return series and its benchmark. */
export function returnMetrics(input: ReturnMetricsInput): ReturnMetrics {
  if (typeof input !== 'object' || input === null) throw new DomainError('INVALID_INPUT', 'Metrics input is required.');
  const returns = validateSeries(input.returns, 'returns');
  const benchmark = input.benchmark === null || input.benchmark === undefined ? null : validateSeries(input.benchmark, 'benchmark');
  if (returns.length < 2) {
    throw new DomainError('INSUFFICIENT_DATA', `At least two returns are needed (got ${returns.length}).`);
  }
  if (benchmark && benchmark.length !== returns.length) {
    throw new DomainError(
      'LENGTH_MISMATCH',
      `returns and benchmark must have the same length (got ${returns.length} and ${benchmark.length}).`,
    );
  }
  const riskFreeAnnual = requireFinite(input.riskFreeAnnual, 'riskFreeAnnual');
  const periodsPerYear = requirePositive(input.periodsPerYear, 'periodsPerYear');
  const riskFree = riskFreeAnnual / periodsPerYear;

  if (isConstant(returns)) throw new DomainError('ZERO_VARIANCE', 'Returns have zero variance: Sharpe is undefined.');

  const meanReturn = mean(returns);
  const sd = Math.sqrt(sampleCovariance(returns, returns));
  const excess = meanReturn - riskFree;
  // Against a benchmark that does not vary (or none), beta, alpha and Treynor are undefined.
  const beta = benchmark && !isConstant(benchmark) ? sampleCovariance(returns, benchmark) / sampleCovariance(benchmark, benchmark) : null;
  const alphaDaily = beta === null ? null : excess - beta * (mean(benchmark!) - riskFree);

  return {
    meanDaily: meanReturn,
    stdDaily: sd,
    volatilityAnnual: sd * Math.sqrt(periodsPerYear),
    sharpe: (Math.sqrt(periodsPerYear) * excess) / sd,
    beta,
    alphaDaily,
    alphaAnnual: alphaDaily === null ? null : alphaDaily * periodsPerYear,
    // |beta| near zero makes the ratio meaningless noise: N/A.
    treynor: beta === null || Math.abs(beta) < BETA_EPSILON ? null : (periodsPerYear * excess) / beta,
    var95Historical: percentileLinear(returns, 0.05),
    var95Parametric: meanReturn - Z_95 * sd,
    maxDrawdown: maxDrawdown(returns),
  };
}
