/**
 * A random walk conditioned on real levels (issue 26): the seed's daily log path, bent as little
 * as its own covariance allows so that its average over each anchored month (or its value on an
 * anchored day) is the anchor. Gaussian conditioning (Matheron's update): with X the raw log path,
 * Σ its covariance (a random walk's: Cov(X_i, X_j) = V(min(i, j)), V the cumulative variance) and
 * A X = b the anchors,
 *
 *     X* = X + Σ Aᵀ (A Σ Aᵀ)⁻¹ (b − A X),
 *
 * which is a draw of the walk given the anchors: continuous (no jump at a month's first day),
 * random within months, real across them, and a pure function of the raw path. Everything is done
 * with prefix sums of V, so a series of a few thousand days and 150 anchors costs about a
 * millisecond (a dense solve over all days would not do): each covariance between two anchors is
 * O(1), the anchors' system is m × m, and the correction is swept over the days once.
 *
 * After the last anchor the correction is constant: the path goes on as the seed's walk from the
 * last anchored level.
 */

/** The log path's average over days `from`..`to` (inclusive; `from === to` for a point) must be `value`. */
export interface LogAnchor {
  from: number;
  to: number;
  value: number;
}

/** Prefix sums of the cumulative variance: P(x) = Σ V(0..x), Q(x) = Σ P(0..x), R(x) = Σ t·V(t). */
class VarianceSums {
  private readonly p: Float64Array;
  private readonly q: Float64Array;
  private readonly r: Float64Array;

  constructor(readonly v: Float64Array) {
    const n = v.length;
    this.p = new Float64Array(n);
    this.q = new Float64Array(n);
    this.r = new Float64Array(n);
    let p = 0;
    let q = 0;
    let r = 0;
    for (let t = 0; t < n; t++) {
      p += v[t]!;
      q += p;
      r += t * v[t]!;
      this.p[t] = p;
      this.q[t] = q;
      this.r[t] = r;
    }
  }

  P(x: number): number {
    return x < 0 ? 0 : this.p[x]!;
  }
  Q(x: number): number {
    return x < 0 ? 0 : this.q[x]!;
  }
  R(x: number): number {
    return x < 0 ? 0 : this.r[x]!;
  }

  /** Σ_{t=a..b} Σ_{u=c..d} V(min(t, u)), in O(1). */
  pairSum(a: number, b: number, c: number, d: number): number {
    const nJ = d - c + 1;
    let sum = 0;
    // t ≤ c: every u ≥ t, so each t gives nJ·V(t).
    const lo1 = a;
    const hi1 = Math.min(b, c);
    if (hi1 >= lo1) sum += nJ * (this.P(hi1) - this.P(lo1 - 1));
    // c < t < d: u ≤ t gives V(u) summed over c..t, u > t gives (d − t)·V(t).
    const lo2 = Math.max(a, c + 1);
    const hi2 = Math.min(b, d - 1);
    if (hi2 >= lo2) {
      const count = hi2 - lo2 + 1;
      sum += this.Q(hi2) - this.Q(lo2 - 1) - count * this.P(c - 1);
      sum += d * (this.P(hi2) - this.P(lo2 - 1)) - (this.R(hi2) - this.R(lo2 - 1));
    }
    // t ≥ d: every u ≤ t, the whole of J.
    const lo3 = Math.max(a, d, c + 1);
    const hi3 = b;
    if (hi3 >= lo3) sum += (hi3 - lo3 + 1) * (this.P(d) - this.P(c - 1));
    return sum;
  }
}

/** Solves the symmetric positive-definite system G w = r in place of nothing (Cholesky). */
function solveSpd(g: Float64Array, r: Float64Array, m: number): Float64Array {
  const l = new Float64Array(m * m);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j <= i; j++) {
      let s = g[i * m + j]!;
      for (let k = 0; k < j; k++) s -= l[i * m + k]! * l[j * m + k]!;
      if (i === j) {
        // A tiny floor keeps two anchors that say the same thing (a point on a one-day month) solvable.
        l[i * m + i] = Math.sqrt(Math.max(s, 1e-18));
      } else l[i * m + j] = s / l[j * m + j]!;
    }
  }
  const y = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    let s = r[i]!;
    for (let k = 0; k < i; k++) s -= l[i * m + k]! * y[k]!;
    y[i] = s / l[i * m + i]!;
  }
  const w = new Float64Array(m);
  for (let i = m - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < m; k++) s -= l[k * m + i]! * w[k]!;
    w[i] = s / l[i * m + i]!;
  }
  return w;
}

/**
 * The raw log path conditioned on the anchors. `raw[i]` is the seed's log path on day i (raw[0]
 * the start, fixed); `variance[i]` the variance of raw[i] − raw[0] (0 at day 0, non-decreasing).
 * Anchors may overlap (a point inside an averaged month); each lies within the path.
 */
export function conditionLogPath(raw: Float64Array, variance: Float64Array, anchors: readonly LogAnchor[]): Float64Array {
  const n = raw.length;
  const out = new Float64Array(raw);
  const m = anchors.length;
  if (m === 0) return out;
  for (const a of anchors) if (a.from < 0 || a.to < a.from || a.to >= n) throw new Error(`Anchor ${a.from}..${a.to} outside the path of ${n} days`);
  const sums = new VarianceSums(variance);
  const rawSum = new Float64Array(n);
  let s = 0;
  for (let i = 0; i < n; i++) rawSum[i] = s += raw[i]!;
  const size = (a: LogAnchor) => a.to - a.from + 1;

  // The residuals b − A X and the anchors' covariance A Σ Aᵀ.
  const residual = new Float64Array(m);
  const g = new Float64Array(m * m);
  for (let k = 0; k < m; k++) {
    const a = anchors[k]!;
    const mean = (rawSum[a.to]! - (a.from > 0 ? rawSum[a.from - 1]! : 0)) / size(a);
    residual[k] = a.value - mean;
    for (let l = 0; l <= k; l++) {
      const b = anchors[l]!;
      const cov = sums.pairSum(a.from, a.to, b.from, b.to) / (size(a) * size(b));
      g[k * m + l] = cov;
      g[l * m + k] = cov;
    }
  }
  const w = solveSpd(g, residual, m);

  // The correction Σ_k w_k Cov(X_i, mean_k), swept once: per anchor, over days before it it is
  // w·V(i); within it w/n·(P(i) − P(from − 1) + (to − i)·V(i)); after it a constant. Range adds of
  // the coefficients of V(i), P(i), i·V(i) and 1 are accumulated as differences.
  const cV = new Float64Array(n + 1);
  const cP = new Float64Array(n + 1);
  const cIV = new Float64Array(n + 1);
  const c1 = new Float64Array(n + 1);
  const add = (arr: Float64Array, from: number, to: number, x: number) => {
    if (to < from) return;
    arr[from]! += x;
    arr[to + 1]! -= x;
  };
  for (let k = 0; k < m; k++) {
    const a = anchors[k]!;
    const wk = w[k]!;
    const per = wk / size(a);
    add(cV, 0, a.from, wk);
    add(cP, a.from + 1, a.to - 1, per);
    add(c1, a.from + 1, a.to - 1, -per * sums.P(a.from - 1));
    add(cV, a.from + 1, a.to - 1, per * a.to);
    add(cIV, a.from + 1, a.to - 1, -per);
    add(c1, Math.max(a.to, a.from + 1), n - 1, per * (sums.P(a.to) - sums.P(a.from - 1)));
  }
  let kV = 0;
  let kP = 0;
  let kIV = 0;
  let k1 = 0;
  for (let i = 0; i < n; i++) {
    kV += cV[i]!;
    kP += cP[i]!;
    kIV += cIV[i]!;
    k1 += c1[i]!;
    const v = variance[i]!;
    out[i]! += kV * v + kP * sums.P(i) + kIV * i * v + k1;
  }
  return out;
}

/**
 * Each day's volatility from the anchors alone (issue 26): between two consecutive anchors'
 * centres, σ = |Δ ln anchor| ÷ √(the interval in years), kept within [base, top]; before the
 * first centre the first interval's, after the last the base volatility.
 */
export function regimeVolatility(days: number, anchors: readonly LogAnchor[], yearsPerDay: number, base: number, top: number): Float64Array {
  const sigma = new Float64Array(days).fill(base);
  const centres = anchors.map((a) => ({ at: (a.from + a.to) / 2, value: a.value })).sort((x, y) => x.at - y.at);
  for (let k = 1; k < centres.length; k++) {
    const [p, q] = [centres[k - 1]!, centres[k]!];
    const span = q.at - p.at;
    if (span <= 0) continue;
    const s = Math.min(top, Math.max(base, Math.abs(q.value - p.value) / Math.sqrt(span * yearsPerDay)));
    const from = k === 1 ? 0 : Math.ceil(p.at);
    for (let i = Math.max(0, from); i <= Math.min(days - 1, Math.floor(q.at)); i++) sigma[i] = s;
  }
  return sigma;
}

/** The cumulative variance of a walk whose day i moves with volatility sigma[i] over `yearsPerDay`. */
export function cumulativeVariance(sigma: Float64Array, yearsPerDay: number): Float64Array {
  const v = new Float64Array(sigma.length);
  for (let i = 1; i < sigma.length; i++) v[i] = v[i - 1]! + sigma[i]! * sigma[i]! * yearsPerDay;
  return v;
}
