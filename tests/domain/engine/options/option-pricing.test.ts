import { describe, expect, it } from 'vitest';
import {
  americanOption,
  americanPrice,
  baroneAdesiWhaley,
  binomialAmerican,
  isEuropeanEquivalent,
  type AmericanInput,
} from '../../../../domain/engine/options/american';
import { blackScholes, type OptionType } from '../../../../domain/options';

const TYPES: OptionType[] = ['call', 'put'];
const MONEYNESS = [0.7, 0.85, 1, 1.15, 1.3];
const DAYS = [7, 30, 91, 182, 365];
const VOLS = [0.1, 0.3, 0.8];
const RATES = [0, 0.03, 0.08];
const YIELDS = [0, 0.04];

function grid(): AmericanInput[] {
  const out: AmericanInput[] = [];
  for (const type of TYPES)
    for (const m of MONEYNESS)
      for (const days of DAYS)
        for (const volatility of VOLS)
          for (const rate of RATES)
            for (const dividendYield of YIELDS) out.push({ type, spot: 100, strike: 100 * m, timeYears: days / 365, rate, dividendYield, volatility });
  return out;
}

const intrinsic = (x: AmericanInput) => Math.max(0, x.type === 'call' ? x.spot - x.strike : x.strike - x.spot);

describe('American pricing against a 1000-step Cox–Ross–Rubinstein tree', () => {
  // Tolerance stated: max(1 % of the tree's price, 0.02) on a spot of 100 (two cents per 100 of spot).
  const tolerance = (tree: number) => Math.max(0.01 * tree, 0.02);

  it('is within max(1 %, 0.02) of the tree over moneyness 0.7–1.3, 1 week–1 year, vol 10–80 %, r 0–8 %, q 0–4 %', () => {
    const misses: string[] = [];
    let worst = 0;
    for (const x of grid()) {
      const tree = binomialAmerican(x, 1000);
      const price = americanPrice(x);
      const ratio = Math.abs(price - tree) / tolerance(tree);
      worst = Math.max(worst, ratio);
      if (ratio > 1) misses.push(`${x.type} K=${x.strike} T=${x.timeYears} σ=${x.volatility} r=${x.rate} q=${x.dividendYield}: ${price} vs ${tree}`);
    }
    expect(misses).toEqual([]);
    expect(worst).toBeLessThan(0.75); // the worst case (1-year 8 % puts) uses about half the tolerance
  });

  it('holds for short lives near the money too (1–13 days), where the correction term can blow up', () => {
    const misses: string[] = [];
    const tree = (x: AmericanInput) => (binomialAmerican(x, 400) + binomialAmerican(x, 401)) / 2;
    for (const type of TYPES)
      for (const days of [1, 2, 3, 5, 8, 13])
        for (let i = 0; i <= 10; i += 1)
          for (const volatility of [0.1, 0.17, 0.3, 0.6])
            for (const rate of [0.01, 0.04, 0.08])
              for (const dividendYield of [0, 0.03]) {
                const x: AmericanInput = { type, spot: 100, strike: 95 + i, timeYears: days / 365, rate, dividendYield, volatility };
                const t = tree(x);
                if (Math.abs(americanPrice(x) - t) > tolerance(t)) misses.push(`${type} ${days}d K=${x.strike} σ=${volatility} r=${rate} q=${dividendYield}`);
              }
    expect(misses).toEqual([]);
    // The case that found it: a one-day put 0.8 % in the money (Ju–Zhong alone gives 4.98).
    const x: AmericanInput = { type: 'put', spot: 495.87, strike: 500, timeYears: 1 / 365, rate: 0.04, dividendYield: 0.03, volatility: 0.1715 };
    expect(Math.abs(americanPrice(x) - binomialAmerican(x, 1000))).toBeLessThan(0.01);
  });

  it('refines Barone-Adesi–Whaley, which alone misses long-dated high-rate puts by several cents', () => {
    const x: AmericanInput = { type: 'put', spot: 100, strike: 80, timeYears: 1, rate: 0.08, dividendYield: 0, volatility: 0.3 };
    const tree = binomialAmerican(x, 1000);
    expect(tree).toBeCloseTo(2.2447, 3);
    expect(baroneAdesiWhaley(x) - tree).toBeGreaterThan(0.07); // 3.3 % over: why the Ju–Zhong term prices
    expect(Math.abs(americanPrice(x) - tree)).toBeLessThan(0.01);
    // Both agree with the tree where early exercise is worth little.
    const short: AmericanInput = { ...x, strike: 100, timeYears: 30 / 365, rate: 0.03 };
    expect(Math.abs(baroneAdesiWhaley(short) - binomialAmerican(short, 1000))).toBeLessThan(0.01);
  });

  it('is never below intrinsic value nor below the European price, and at least the intrinsic value deep in the money', () => {
    for (const x of grid()) {
      const price = americanPrice(x);
      expect(price).toBeGreaterThanOrEqual(intrinsic(x));
      expect(price).toBeGreaterThanOrEqual(blackScholes(x).price - 1e-9);
    }
    // A deep in-the-money put at 8 %: the European value is below intrinsic, the American one is exactly it.
    const deep: AmericanInput = { type: 'put', spot: 50, strike: 100, timeYears: 1, rate: 0.08, dividendYield: 0, volatility: 0.2 };
    expect(blackScholes(deep).price).toBeLessThan(50);
    expect(americanPrice(deep)).toBe(50);
    expect(americanOption(deep)).toMatchObject({ price: 50, delta: -1, gamma: 0 });
  });

  it('is the European price when early exercise is never optimal: calls with q <= 0, puts with r <= 0', () => {
    expect(isEuropeanEquivalent('call', 0.05, 0)).toBe(true);
    expect(isEuropeanEquivalent('call', 0.05, 0.01)).toBe(false);
    expect(isEuropeanEquivalent('put', 0, 0.03)).toBe(true);
    expect(isEuropeanEquivalent('put', 0.01, 0)).toBe(false);
    // A negative rate makes paying the strike early worth it (and a negative yield delivering the stock early).
    expect(isEuropeanEquivalent('call', -0.005, 0)).toBe(false);
    expect(isEuropeanEquivalent('put', 0, -0.01)).toBe(false);
    for (const x of grid()) {
      if (!isEuropeanEquivalent(x.type, x.rate, x.dividendYield)) continue;
      const e = blackScholes(x);
      const a = americanOption(x);
      expect(a.price).toBe(e.price);
      expect(a).toMatchObject({ delta: e.delta, gamma: e.gamma, vega: e.vega, theta: e.theta, american: false });
      expect(Math.abs(a.price - binomialAmerican(x, 1000))).toBeLessThan(0.02);
    }
  });

  it('prices a call as the put with spot and strike, rate and yield swapped (McDonald–Schröder symmetry)', () => {
    const call: AmericanInput = { type: 'call', spot: 100, strike: 110, timeYears: 0.5, rate: 0.02, dividendYield: 0.04, volatility: 0.3 };
    const put: AmericanInput = { type: 'put', spot: 110, strike: 100, timeYears: 0.5, rate: 0.04, dividendYield: 0.02, volatility: 0.3 };
    expect(americanPrice(call)).toBeCloseTo(americanPrice(put), 12);
    expect(Math.abs(americanPrice(call) - binomialAmerican(call, 1000))).toBeLessThan(0.01);
  });

  it('prices with a zero or negative rate (puts European; calls with a yield still exercised early)', () => {
    const call: AmericanInput = { type: 'call', spot: 100, strike: 90, timeYears: 1, rate: 0, dividendYield: 0.04, volatility: 0.2 };
    const tree = binomialAmerican(call, 1000);
    expect(Math.abs(americanPrice(call) - tree)).toBeLessThan(0.01 * tree);
    expect(americanPrice(call)).toBeGreaterThan(blackScholes(call).price + 0.05);
    const negative: AmericanInput = { ...call, rate: -0.005 };
    expect(Math.abs(americanPrice(negative) - binomialAmerican(negative, 1000))).toBeLessThan(0.01 * tree);
    const put: AmericanInput = { ...call, type: 'put', strike: 110, rate: -0.005 };
    expect(americanPrice(put)).toBe(blackScholes(put).price);
    // No dividend but a negative rate: a deep in-the-money call is worth exercising (its European value is below intrinsic).
    for (const strike of [50, 80, 100, 120]) {
      const eur: AmericanInput = { type: 'call', spot: 100, strike, timeYears: 1, rate: -0.01, dividendYield: 0, volatility: 0.2 };
      const t = binomialAmerican(eur, 1000);
      expect(Math.abs(americanPrice(eur) - t)).toBeLessThan(tolerance(t));
    }
    const deepCall: AmericanInput = { type: 'call', spot: 100, strike: 50, timeYears: 1, rate: -0.01, dividendYield: 0, volatility: 0.2 };
    expect(blackScholes(deepCall).price).toBeLessThan(50);
    expect(americanPrice(deepCall)).toBe(50);
  });

  it('has a 200-step tree within a few cents of the 1000-step one (the fallback pricer)', () => {
    for (const x of grid().filter((_, i) => i % 7 === 0)) {
      expect(Math.abs(binomialAmerican(x, 200) - binomialAmerican(x, 1000))).toBeLessThan(Math.max(0.005 * binomialAmerican(x, 1000), 0.06));
    }
  });

  it('gives the intrinsic value at expiry, with the sign of the exercise as delta', () => {
    expect(americanOption({ type: 'call', spot: 105, strike: 100, timeYears: 0, rate: 0.05, dividendYield: 0.02, volatility: 0.3 })).toEqual({
      price: 5, delta: 1, gamma: 0, vega: 0, theta: 0, american: false,
    });
    expect(americanOption({ type: 'put', spot: 105, strike: 100, timeYears: 0, rate: 0.05, dividendYield: 0.02, volatility: 0.3 }).price).toBe(0);
  });
});

describe('American greeks (domain/options.ts units: per 1.00 of spot and of vol, theta per year)', () => {
  it('match finite differences of the 1000-step tree', () => {
    const cases: AmericanInput[] = [
      { type: 'put', spot: 100, strike: 100, timeYears: 0.5, rate: 0.06, dividendYield: 0, volatility: 0.25 },
      { type: 'put', spot: 100, strike: 115, timeYears: 1, rate: 0.08, dividendYield: 0.02, volatility: 0.35 },
      { type: 'call', spot: 100, strike: 95, timeYears: 0.25, rate: 0.02, dividendYield: 0.04, volatility: 0.3 },
    ];
    const tree = (x: AmericanInput) => (binomialAmerican(x, 1000) + binomialAmerican(x, 1001)) / 2;
    for (const x of cases) {
      const g = americanOption(x);
      expect(g.american).toBe(true);
      const delta = (tree({ ...x, spot: x.spot + 1 }) - tree({ ...x, spot: x.spot - 1 })) / 2;
      const vega = (tree({ ...x, volatility: x.volatility + 0.01 }) - tree({ ...x, volatility: x.volatility - 0.01 })) / 0.02;
      const theta = (tree({ ...x, timeYears: x.timeYears - 0.01 }) - tree({ ...x, timeYears: x.timeYears + 0.01 })) / 0.02;
      expect(Math.abs(g.delta - delta)).toBeLessThan(0.01);
      expect(Math.abs(g.vega - vega)).toBeLessThan(0.01 * Math.abs(vega) + 0.05);
      expect(Math.abs(g.theta - theta)).toBeLessThan(0.03 * Math.abs(theta) + 0.05);
    }
  });

  it('keep their signs and bounds over the grid', () => {
    for (const x of grid()) {
      const g = americanOption(x);
      if (x.type === 'call') {
        expect(g.delta).toBeGreaterThanOrEqual(-1e-9);
        expect(g.delta).toBeLessThanOrEqual(1 + 1e-6);
      } else {
        expect(g.delta).toBeLessThanOrEqual(1e-9);
        expect(g.delta).toBeGreaterThanOrEqual(-1 - 1e-6);
      }
      expect(g.gamma).toBeGreaterThanOrEqual(0);
      expect(g.vega).toBeGreaterThanOrEqual(0);
      for (const v of [g.price, g.delta, g.gamma, g.vega, g.theta]) expect(Number.isFinite(v)).toBe(true);
    }
  });
});
