/**
 * The random walk conditioned on anchors (domain/market/simulation/anchored-path.ts): the
 * prefix-sum update against a dense Gaussian conditioning, the anchors met exactly, a path that
 * stays continuous and random within months, and the seed's walk after the last anchor.
 */
import { describe, expect, it } from 'vitest';
import { conditionLogPath, cumulativeVariance, regimeVolatility, type LogAnchor } from '../../../domain/market/simulation/anchored-path';
import { normalAt } from '../../../domain/market/random';

const YEAR_DAYS = 252;
const DT = 1 / YEAR_DAYS;

/** A raw walk: day i moves by sigma[i]·√dt·z. */
function rawWalk(seed: number, sigma: Float64Array): Float64Array {
  const x = new Float64Array(sigma.length);
  for (let i = 1; i < sigma.length; i++) x[i] = x[i - 1]! + sigma[i]! * Math.sqrt(DT) * normalAt(seed, 7, i);
  return x;
}

/** Months of 21 days from day 0, their log averages drawn around a trend. */
function monthlyAnchors(months: number, level: (k: number) => number): LogAnchor[] {
  return Array.from({ length: months }, (_, k) => ({ from: k * 21, to: k * 21 + 20, value: level(k) }));
}

const mean = (x: Float64Array, a: LogAnchor) => x.subarray(a.from, a.to + 1).reduce((s, v) => s + v, 0) / (a.to - a.from + 1);

/** The textbook update with dense matrices: X + Σ Aᵀ (A Σ Aᵀ)⁻¹ (b − A X). */
function denseConditioning(raw: Float64Array, v: Float64Array, anchors: LogAnchor[]): Float64Array {
  const n = raw.length;
  const m = anchors.length;
  const a = anchors.map((an) => {
    const row = new Float64Array(n);
    for (let t = an.from; t <= an.to; t++) row[t] = 1 / (an.to - an.from + 1);
    return row;
  });
  const sigmaAt = (Float64Array.from({ length: n * m }) as Float64Array).fill(0);
  for (let i = 0; i < n; i++) for (let k = 0; k < m; k++) {
    let s = 0;
    for (let t = 0; t < n; t++) s += v[Math.min(i, t)]! * a[k]![t]!;
    sigmaAt[i * m + k] = s;
  }
  const g = Array.from({ length: m }, (_, k) => Array.from({ length: m }, (_, l) => a[k]!.reduce((s, x, i) => s + x * sigmaAt[i * m + l]!, 0)));
  const r = anchors.map((an, k) => an.value - a[k]!.reduce((s, x, i) => s + x * raw[i]!, 0));
  // Gaussian elimination with partial pivoting.
  const aug = g.map((row, k) => [...row, r[k]!]);
  for (let c = 0; c < m; c++) {
    let p = c;
    for (let q = c + 1; q < m; q++) if (Math.abs(aug[q]![c]!) > Math.abs(aug[p]![c]!)) p = q;
    [aug[c], aug[p]] = [aug[p]!, aug[c]!];
    for (let q = c + 1; q < m; q++) {
      const f = aug[q]![c]! / aug[c]![c]!;
      for (let j = c; j <= m; j++) aug[q]![j]! -= f * aug[c]![j]!;
    }
  }
  const w = new Array<number>(m).fill(0);
  for (let c = m - 1; c >= 0; c--) {
    let s = aug[c]![m]!;
    for (let j = c + 1; j < m; j++) s -= aug[c]![j]! * w[j]!;
    w[c] = s / aug[c]![c]!;
  }
  return Float64Array.from(raw, (x, i) => x + w.reduce((s, wk, k) => s + wk * sigmaAt[i * m + k]!, 0));
}

describe('a walk conditioned on its anchors', () => {
  it('is the dense Gaussian conditioning, to rounding, with months, points inside months and a regime change', () => {
    const sigma = new Float64Array(130).fill(0.2);
    for (let i = 60; i < 130; i++) sigma[i] = 0.6;
    const v = cumulativeVariance(sigma, DT);
    const raw = rawWalk(11, sigma);
    const anchors: LogAnchor[] = [...monthlyAnchors(5, (k) => 0.05 * k), { from: 47, to: 47, value: 0.3 }, { from: 118, to: 118, value: -0.1 }];
    const fast = conditionLogPath(raw, v, anchors);
    const dense = denseConditioning(raw, v, anchors);
    for (let i = 0; i < raw.length; i++) expect(fast[i]).toBeCloseTo(dense[i]!, 9);
  });

  it('meets every anchor exactly over twelve years of months, with two points inside months', () => {
    const days = 12 * 12 * 21;
    const sigma = new Float64Array(days).fill(0.18);
    const v = cumulativeVariance(sigma, DT);
    const raw = rawWalk(3, sigma);
    const anchors = [...monthlyAnchors(144, (k) => Math.log(1800) + 0.006 * k + 0.1 * Math.sin(k / 5)), { from: 1300, to: 1300, value: Math.log(3386.15) }, { from: 1322, to: 1322, value: Math.log(2237.4) }];
    const x = conditionLogPath(raw, v, anchors);
    for (const a of anchors) expect(mean(x, a)).toBeCloseTo(a.value, 9);
  });

  it('stays continuous and random within months: no jump at a month’s first day, daily moves at the walk’s own size', () => {
    const days = 36 * 21;
    const sigma = new Float64Array(days).fill(0.2);
    const v = cumulativeVariance(sigma, DT);
    // Anchors far from where the raw walk goes: a steep rise, then a crash.
    const anchors = monthlyAnchors(36, (k) => (k < 24 ? 0.03 * k : 0.72 - 0.08 * (k - 24)));
    const moves: number[] = [];
    const boundaryMoves: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const x = conditionLogPath(rawWalk(seed, sigma), v, anchors);
      for (let i = 1; i < days; i++) (i % 21 === 0 ? boundaryMoves : moves).push(x[i]! - x[i - 1]!);
    }
    const sd = (xs: number[]) => Math.sqrt(xs.reduce((s, d) => s + d * d, 0) / xs.length);
    const daily = 0.2 * Math.sqrt(DT);
    // The drift the anchors impose is small beside a day's noise: moves keep the walk's size.
    expect(sd(moves)).toBeGreaterThan(0.85 * daily);
    expect(sd(moves)).toBeLessThan(1.25 * daily);
    // A month's first day moves like any other day.
    expect(sd(boundaryMoves)).toBeLessThan(1.4 * daily);
  });

  it('goes on as the seed’s walk after the last anchor: the same daily moves, shifted', () => {
    const sigma = new Float64Array(200).fill(0.3);
    const v = cumulativeVariance(sigma, DT);
    const raw = rawWalk(5, sigma);
    const x = conditionLogPath(raw, v, monthlyAnchors(6, (k) => 0.1 * k));
    for (let i = 127; i < 200; i++) expect(x[i]! - x[i - 1]!).toBeCloseTo(raw[i]! - raw[i - 1]!, 12);
    expect(x[0]).toBeCloseTo(raw[0]!, 12);
  });

  it('reads the regime from the anchors: a quiet year at the base volatility, a crash year near its move, capped at the class’s top', () => {
    const anchors = monthlyAnchors(24, (k) => (k < 12 ? 0.001 * k : 0.011 - 0.3 * (k - 11)));
    const sigma = regimeVolatility(24 * 21, anchors, DT, 0.15, 0.7);
    expect(sigma[5 * 21]).toBe(0.15);
    // A fall of 0.3 in log a month (21 days) is 0.3 / √(21/252) ≈ 1.04 a year: capped at 0.7.
    expect(sigma[15 * 21]).toBe(0.7);
  });
});
