import { describe, expect, it } from 'vitest';
import { maxDrawdown, percentileLinear, returnMetrics, Z_95, type ReturnMetrics, type ReturnMetricsInput } from '../../domain/metrics';
import { playerMetrics } from '../../domain/engine/player-metrics';
import { expectDomainError } from './expect-domain-error';


/**
 * Independent, deliberately plain implementation: one-pass sums (Σx, Σx², Σxy), a sort-based
 * percentile written out, and a drawdown from the running maximum of the cumulative product.
 */
function reference({ returns: r, benchmark, riskFreeAnnual, periodsPerYear: p }: ReturnMetricsInput): ReturnMetrics {
  const b = benchmark!;
  const n = r.length;
  let sr = 0, sb = 0, srr = 0, sbb = 0, srb = 0;
  for (let i = 0; i < n; i++) {
    sr += r[i]!; sb += b[i]!; srr += r[i]! ** 2; sbb += b[i]! ** 2; srb += r[i]! * b[i]!;
  }
  const mr = sr / n, mb = sb / n;
  const varR = (srr - n * mr * mr) / (n - 1);
  const varB = (sbb - n * mb * mb) / (n - 1);
  const cov = (srb - n * mr * mb) / (n - 1);
  const rf = riskFreeAnnual / p;
  const beta = cov / varB;
  const alpha = mr - rf - beta * (mb - rf);
  const sorted = [...r].sort((x, y) => x - y);
  const pos = 0.05 * (n - 1);
  const lo = Math.floor(pos);
  const hist = sorted[lo]! + (pos - lo) * ((sorted[lo + 1] ?? sorted[lo]!) - sorted[lo]!);
  const path = r.reduce<number[]>((acc, x) => [...acc, acc[acc.length - 1]! * (1 + x)], [1]);
  let dd = 0;
  path.forEach((value, i) => { dd = Math.min(dd, value / Math.max(...path.slice(0, i + 1)) - 1); });
  const sd = Math.sqrt(varR);
  return {
    meanDaily: mr, stdDaily: sd, volatilityAnnual: sd * Math.sqrt(p), sharpe: (Math.sqrt(p) * (mr - rf)) / sd,
    beta, alphaDaily: alpha, alphaAnnual: alpha * p, treynor: (p * (mr - rf)) / beta,
    var95Historical: hist, var95Parametric: mr - 1.6448536269514722 * sd, maxDrawdown: dd,
  };
}

function expectMetricsClose(actual: ReturnMetrics, expected: ReturnMetrics, digits: number): void {
  for (const key of Object.keys(expected) as Array<keyof ReturnMetrics>) {
    expect(actual[key], key).toBeCloseTo(expected[key]!, digits);
  }
}

describe('returnMetrics — hand-computed series', () => {
  // r = [2%, −1%, 3%, −2%, 1%], b = [1%, −1%, 2%, −1%, 0%], rf = 2.52 % / 252 = 0.01 % per day.
  //   mean r = 0.03/5 = 0.006; deviations 0.014, −0.016, 0.024, −0.026, 0.004;
  //   Σ dev² = (1.96 + 2.56 + 5.76 + 6.76 + 0.16)e−4 = 17.2e−4 → var r = 4.3e−4, sd = √4.3e−4.
  //   mean b = 0.002; deviations 0.008, −0.012, 0.018, −0.012, −0.002; Σ dev² = 6.8e−4 → var b = 1.7e−4.
  //   Σ dev_r·dev_b = (1.12 + 1.92 + 4.32 + 3.12 − 0.08)e−4 = 10.4e−4 → cov = 2.6e−4 → beta = 26/17.
  //   excess mean = 0.006 − 0.0001 = 0.0059; alpha = 0.0059 − (26/17)(0.002 − 0.0001).
  //   sorted r: −0.02, −0.01, 0.01, 0.02, 0.03; rank 0.05·4 = 0.2 → −0.02 + 0.2·0.01 = −0.018.
  //   path 1.02, 1.0098, 1.040094, 1.01929212, 1.0294850412: worst fall 0.98 − 1 = −0.02 from 1.040094.
  const input: ReturnMetricsInput = {
    returns: [0.02, -0.01, 0.03, -0.02, 0.01],
    benchmark: [0.01, -0.01, 0.02, -0.01, 0.0],
    riskFreeAnnual: 0.0252,
    periodsPerYear: 252,
  };
  const m = returnMetrics(input);

  it('gives the hand-computed figures', () => {
    const sd = Math.sqrt(4.3e-4);
    const beta = 26 / 17;
    const alpha = 0.0059 - beta * 0.0019;
    expect(m.meanDaily).toBeCloseTo(0.006, 15);
    expect(m.stdDaily).toBeCloseTo(sd, 15);
    expect(m.volatilityAnnual).toBeCloseTo(sd * Math.sqrt(252), 14);
    expect(m.sharpe).toBeCloseTo((Math.sqrt(252) * 0.0059) / sd, 12);
    expect(m.beta).toBeCloseTo(beta, 13);
    expect(m.alphaDaily).toBeCloseTo(alpha, 15);
    expect(m.alphaAnnual).toBeCloseTo(alpha * 252, 13);
    expect(m.treynor).toBeCloseTo((252 * 0.0059) / beta, 13);
    expect(m.var95Historical).toBeCloseTo(-0.018, 15);
    // Φ⁻¹(0.95) exactly, not the 1.6449 of tables: at a 10 % daily sd they differ by 0.0005 %.
    expect(m.var95Parametric).toBeCloseTo(0.006 - 1.6448536269514722 * sd, 15);
    expect(m.maxDrawdown).toBeCloseTo(-0.02, 15);
  });

  it('agrees with the independent plain implementation', () => {
    expectMetricsClose(m, reference(input), 12);
  });
});

describe('returnMetrics — cross-check on a longer deterministic series', () => {
  it('agrees with the plain implementation on 500 pseudo-random days (monthly periods too)', () => {
    let state = 12345;
    const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32) - 0.5;
    const benchmark = Array.from({ length: 500 }, () => next() * 0.03);
    const returns = benchmark.map((b) => 0.0003 + 1.2 * b + next() * 0.01);
    for (const periodsPerYear of [252, 12]) {
      const input = { returns, benchmark, riskFreeAnnual: 0.04, periodsPerYear };
      expectMetricsClose(returnMetrics(input), reference(input), 10);
    }
  });
});

describe('the parametric VaR quantile', () => {
  /** Φ(z) by its Taylor series 0.5 + φ(z) Σ z^(2k+1) / (1·3·…·(2k+1)), exact to double precision near 1.64. */
  const normalCdf = (z: number) => {
    let term = z;
    let sum = z;
    for (let k = 1; k < 200; k++) {
      term *= (z * z) / (2 * k + 1);
      sum += term;
    }
    return 0.5 + (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * sum;
  };
  it('is Φ⁻¹(0.95) to double precision, where the table value 1.6449 is off by 1e-6', () => {
    expect(Math.abs(normalCdf(Z_95) - 0.95)).toBeLessThan(1e-15);
    expect(Math.abs(normalCdf(1.6449) - 0.95)).toBeGreaterThan(1e-6);
  });
});

describe('returnMetrics — without a benchmark series', () => {
  const input: ReturnMetricsInput = { returns: [0.02, -0.01, 0.03, -0.02, 0.01], benchmark: [0.01, -0.01, 0.02, -0.01, 0.0], riskFreeAnnual: 0.0252, periodsPerYear: 252 };
  const full = returnMetrics(input);

  it('still measures volatility, Sharpe, both VaRs and the drawdown; alpha, beta and Treynor are N/A', () => {
    for (const benchmark of [null, undefined]) {
      const m = returnMetrics({ ...input, benchmark });
      expect(m).toMatchObject({ beta: null, alphaDaily: null, alphaAnnual: null, treynor: null });
      for (const key of ['meanDaily', 'stdDaily', 'volatilityAnnual', 'sharpe', 'var95Historical', 'var95Parametric', 'maxDrawdown'] as const) {
        expect(m[key], key).toBe(full[key]);
      }
    }
  });

  it('gives no beta against a constant benchmark and no Treynor at zero beta, instead of refusing the rest', () => {
    const constant = returnMetrics({ ...input, benchmark: [0.001, 0.001, 0.001, 0.001, 0.001] });
    expect(constant).toMatchObject({ beta: null, alphaAnnual: null, treynor: null, sharpe: full.sharpe });
    // cov(r, b) = (1 − 1 − 1 + 1)e−4 / 3 = 0 exactly: beta 0, alpha is the mean excess, Treynor N/A.
    const zero = returnMetrics({ ...input, returns: [0.01, -0.01, 0.01, -0.01], benchmark: [0.01, 0.01, -0.01, -0.01] });
    expect(zero.beta).toBe(0);
    expect(zero.alphaDaily).toBeCloseTo(-0.0001, 15);
    expect(zero.treynor).toBeNull();
  });
});

describe('a player’s metrics without a benchmark series', () => {
  const values = [100, 102, 100.98, 104.0094, 101.929212, 102.94850412];
  const benchmark = [1, 1.01, 0.9999, 1.019898, 1.00969902, 1.00969902];
  const base = { riskFreeAnnual: 0.0252, periodsPerYear: 252 };

  it('measures volatility, Sharpe and VaR and leaves alpha, beta, Treynor and the index return null', () => {
    const full = playerMetrics({ ...base, values, benchmark })!;
    const alone = playerMetrics({ ...base, values, benchmark: null })!;
    expect(alone).toEqual({ ...full, alpha: null, beta: null, treynor_ratio: null, market_index_return: null });
    expect(full.beta).not.toBeNull();
    // A benchmark series that does not cover every step counts as missing, not as misaligned.
    expect(playerMetrics({ ...base, values, benchmark: benchmark.slice(1) })).toEqual(alone);
    // VaR in money: the 5 % quantile of the returns times the value now.
    expect(alone.var05).toBeCloseTo(percentileLinear(values.slice(1).map((v, k) => v / values[k]! - 1), 0.05) * values.at(-1)!, 9);
  });
});

describe('percentileLinear and maxDrawdown', () => {
  it('interpolates at rank p·(n − 1)', () => {
    expect(percentileLinear([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(percentileLinear([3, 1, 2, 4], 0)).toBe(1);
    expect(percentileLinear([3, 1, 2, 4], 1)).toBe(4);
    expect(percentileLinear([0.1, -0.05], 0.05)).toBeCloseTo(-0.05 + 0.05 * 0.15, 15);
  });
  it('counts the start as a peak and is never positive', () => {
    expect(maxDrawdown([-0.1, 0.05])).toBeCloseTo(-0.1, 15);
    expect(maxDrawdown([0.01, 0.02])).toBe(0);
    expect(maxDrawdown([0.5, -0.5, 0.5])).toBeCloseTo(-0.5, 15);
  });
});

describe('returnMetrics — invalid input throws DomainError', () => {
  const ok: ReturnMetricsInput = { returns: [0.01, -0.01, 0.02], benchmark: [0.02, -0.01, 0.01], riskFreeAnnual: 0.02, periodsPerYear: 252 };
  it('needs two returns and equal lengths', () => {
    expectDomainError(() => returnMetrics({ ...ok, returns: [0.01], benchmark: [0.01] }), 'INSUFFICIENT_DATA');
    expectDomainError(() => returnMetrics({ ...ok, returns: [], benchmark: [] }), 'INSUFFICIENT_DATA');
    expectDomainError(() => returnMetrics({ ...ok, benchmark: [0.01, 0.02] }), 'LENGTH_MISMATCH');
  });
  it('refuses a series that does not vary (Sharpe has nothing to divide by)', () => {
    expectDomainError(() => returnMetrics({ ...ok, returns: [0.01, 0.01, 0.01] }), 'ZERO_VARIANCE');
  });
  it('rejects non-numbers, impossible returns and bad parameters', () => {
    expectDomainError(() => returnMetrics({ ...ok, returns: [0.01, Number.NaN, 0.02] }), 'INVALID_INPUT');
    expectDomainError(() => returnMetrics({ ...ok, returns: [0.01, -1.5, 0.02] }), 'INVALID_INPUT');
    expectDomainError(() => returnMetrics({ ...ok, periodsPerYear: 0 }), 'INVALID_INPUT');
    expectDomainError(() => returnMetrics({ ...ok, riskFreeAnnual: Number.NaN }), 'INVALID_INPUT');
    expectDomainError(() => returnMetrics({ ...ok, returns: 'x' as never }), 'INVALID_INPUT');
  });
});
