import { describe, expect, it } from 'vitest';
import {
  blackScholes,
  impliedVolatility,
  normalCdf,
  normalPdf,
  optionPriceBounds,
  type BlackScholesInput,
  type OptionType,
} from '../../domain/options';
import { expectDomainError } from './expect-domain-error';


describe('normalCdf / normalPdf', () => {
  it('matches reference values to double precision', () => {
    // References: mpmath ncdf at 40 digits (Φ(1.96) = 0.97500210485177956379, Φ(−3) = 0.00134989803163009453).
    expect(Math.abs(normalCdf(1.96) - 0.9750021048517795)).toBeLessThan(2e-16);
    expect(Math.abs(normalCdf(-3) / 0.0013498980316301 - 1)).toBeLessThan(1e-14);
    expect(normalCdf(0)).toBe(0.5);
    expect(normalPdf(0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 16);
  });

  it('keeps relative precision deep in the tails', () => {
    // mpmath: Φ(−10) = 7.6198530241605260660e-24, Φ(−20) = 2.7536241186062336951e-89.
    expect(Math.abs(normalCdf(-10) / 7.619853024160526e-24 - 1)).toBeLessThan(1e-14);
    expect(Math.abs(normalCdf(-20) / 2.7536241186062337e-89 - 1)).toBeLessThan(1e-14);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('is symmetric, monotone and the integral of the density', () => {
    let previous = 0;
    for (let x = -8; x <= 8; x += 0.05) {
      const value = normalCdf(x);
      expect(value + normalCdf(-x)).toBeCloseTo(1, 15);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
      // Central difference of Φ against φ: a check independent of the CDF's coefficients.
      const h = 1e-5;
      expect((normalCdf(x + h) - normalCdf(x - h)) / (2 * h)).toBeCloseTo(normalPdf(x), 9);
    }
  });

  it('is far more accurate than Abramowitz–Stegun 26.2.17 would be (±7.5e-8)', () => {
    // mpmath values at 21 digits, one in each of Cody's first two intervals.
    const references: Array<[number, number]> = [
      [-0.5, 0.308537538725986896362],
      [2.5, 0.993790334674223864833],
    ];
    for (const [x, reference] of references) expect(Math.abs(normalCdf(x) - reference)).toBeLessThan(3e-16);
  });

  it('rejects NaN', () => {
    expectDomainError(() => normalCdf(Number.NaN), 'INVALID_INPUT');
    expectDomainError(() => normalPdf(Number.NaN), 'INVALID_INPUT');
  });
});

describe('blackScholes — Hull examples', () => {
  it('prices Hull’s S=42, K=40, r=10%, σ=20%, T=0.5 example: call 4.76, put 0.81', () => {
    const input = { spot: 42, strike: 40, timeYears: 0.5, rate: 0.1, dividendYield: 0, volatility: 0.2 };
    const call = blackScholes({ ...input, type: 'call' });
    const put = blackScholes({ ...input, type: 'put' });
    expect(call.price).toBeCloseTo(4.76, 2);
    expect(put.price).toBeCloseTo(0.81, 2);
    // More digits, independently from mpmath at 30 digits: 4.75942239287153322, 0.80859937290009358.
    expect(call.price).toBeCloseTo(4.759422392871533, 12);
    expect(put.price).toBeCloseTo(0.8085993729000936, 12);
  });

  it('gives Hull’s greeks for S=49, K=50, r=5%, σ=20%, T=20 weeks', () => {
    const call = blackScholes({ type: 'call', spot: 49, strike: 50, timeYears: 20 / 52, rate: 0.05, dividendYield: 0, volatility: 0.2 });
    expect(call.price).toBeCloseTo(2.4005273232717145, 12); // Hull: 2.40
    expect(call.delta).toBeCloseTo(0.522, 3);
    expect(call.gamma).toBeCloseTo(0.066, 3);
    expect(call.vega).toBeCloseTo(12.1, 1);
    expect(call.theta).toBeCloseTo(-4.31, 2);
    expect(call.rho).toBeCloseTo(8.91, 2);
    // mpmath: N(d1) = 0.52160466106639639, S·n(d1)·√T = 12.1054798826288.
    expect(call.delta).toBeCloseTo(0.5216046610663964, 14);
    expect(call.vega).toBeCloseTo(12.1054798826288, 11);
  });
});

describe('blackScholes — identities', () => {
  const grid: BlackScholesInput[] = [];
  for (const spot of [20, 100, 180])
    for (const timeYears of [0.02, 0.5, 3])
      for (const volatility of [0.05, 0.3, 1.2])
        grid.push({ type: 'call', spot, strike: 100, timeYears, rate: 0.04, dividendYield: 0.015, volatility });

  it('satisfies put-call parity C − P = S·e^(−qT) − K·e^(−rT)', () => {
    for (const input of grid) {
      const call = blackScholes({ ...input, type: 'call' });
      const put = blackScholes({ ...input, type: 'put' });
      const forwardValue = input.spot * Math.exp(-input.dividendYield * input.timeYears) - input.strike * Math.exp(-input.rate * input.timeYears);
      expect(call.price - put.price).toBeCloseTo(forwardValue, 10);
      expect(call.delta - put.delta).toBeCloseTo(Math.exp(-input.dividendYield * input.timeYears), 14);
      expect(call.gamma).toBe(put.gamma);
      expect(call.vega).toBe(put.vega);
    }
  });

  it('has greeks equal to finite differences of the price (units: per 1.00, theta per year)', () => {
    for (const base of grid) {
      for (const type of ['call', 'put'] as OptionType[]) {
        const input = { ...base, type };
        const price = (patch: Partial<BlackScholesInput>) => blackScholes({ ...input, ...patch }).price;
        const g = blackScholes(input);
        // Central differences; tolerance relative to the greek's size (plus a small absolute floor).
        const close = (fd: number, greek: number, rel: number) =>
          expect(Math.abs(fd - greek)).toBeLessThanOrEqual(rel * Math.abs(greek) + 1e-7);
        const h1 = input.spot * 1e-6;
        close((price({ spot: input.spot + h1 }) - price({ spot: input.spot - h1 })) / (2 * h1), g.delta, 1e-6);
        const h2 = input.spot * 1e-4;
        close((price({ spot: input.spot + h2 }) + price({ spot: input.spot - h2 }) - 2 * g.price) / (h2 * h2), g.gamma, 1e-4);
        const hv = 1e-6;
        close((price({ volatility: input.volatility + hv }) - price({ volatility: input.volatility - hv })) / (2 * hv), g.vega, 1e-6);
        const hr = 1e-6;
        close((price({ rate: input.rate + hr }) - price({ rate: input.rate - hr })) / (2 * hr), g.rho, 1e-6);
        const ht = input.timeYears * 1e-6;
        // Theta is the value change as calendar time passes: −∂V/∂T.
        close(-(price({ timeYears: input.timeYears + ht }) - price({ timeYears: input.timeYears - ht })) / (2 * ht), g.theta, 1e-5);
      }
    }
  });

  it('reaches the deterministic limit at expiry and zero volatility', () => {
    const itmCall = blackScholes({ type: 'call', spot: 110, strike: 100, timeYears: 0, rate: 0.05, dividendYield: 0, volatility: 0.3 });
    // θ = q·S·e^(−qT) − r·K·e^(−rT) = −5 per year for an in-the-money call at expiry (q = 0).
    expect(itmCall).toEqual({ price: 10, delta: 1, gamma: 0, vega: 0, theta: -5, rho: 0 });
    const otmPut = blackScholes({ type: 'put', spot: 110, strike: 100, timeYears: 0, rate: 0.05, dividendYield: 0, volatility: 0.3 });
    expect(otmPut).toEqual({ price: 0, delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 });
    const zeroVolPut = blackScholes({ type: 'put', spot: 90, strike: 100, timeYears: 1, rate: 0.05, dividendYield: 0.02, volatility: 0 });
    expect(zeroVolPut.price).toBeCloseTo(100 * Math.exp(-0.05) - 90 * Math.exp(-0.02), 14);
    expect(zeroVolPut.delta).toBeCloseTo(-Math.exp(-0.02), 14);
    // A vanishing volatility converges to the same value.
    const tinyVol = blackScholes({ type: 'put', spot: 90, strike: 100, timeYears: 1, rate: 0.05, dividendYield: 0.02, volatility: 1e-9 });
    expect(tinyVol.price).toBeCloseTo(zeroVolPut.price, 12);
    expect(tinyVol.theta).toBeCloseTo(zeroVolPut.theta, 10);
  });

  it('rejects invalid input with DomainError', () => {
    const ok: BlackScholesInput = { type: 'call', spot: 100, strike: 100, timeYears: 1, rate: 0.05, dividendYield: 0, volatility: 0.2 };
    expectDomainError(() => blackScholes({ ...ok, type: 'straddle' as never }), 'INVALID_INPUT');
    expectDomainError(() => blackScholes({ ...ok, spot: 0 }), 'INVALID_INPUT');
    expectDomainError(() => blackScholes({ ...ok, strike: -1 }), 'INVALID_INPUT');
    expectDomainError(() => blackScholes({ ...ok, timeYears: -0.1 }), 'INVALID_INPUT');
    expectDomainError(() => blackScholes({ ...ok, volatility: -0.2 }), 'INVALID_INPUT');
    expectDomainError(() => blackScholes({ ...ok, rate: Number.NaN }), 'INVALID_INPUT');
    expectDomainError(() => blackScholes({ ...ok, dividendYield: Number.POSITIVE_INFINITY }), 'INVALID_INPUT');
  });
});

describe('impliedVolatility', () => {
  it('round-trips the volatility across moneyness, maturities and types', () => {
    for (const type of ['call', 'put'] as OptionType[])
      for (const strike of [60, 95, 100, 105, 160])
        for (const timeYears of [0.01, 0.25, 2, 10])
          for (const volatility of [0.03, 0.2, 0.8, 3]) {
            const market = { type, spot: 100, strike, timeYears, rate: 0.03, dividendYield: 0.01 };
            const { price, vega } = blackScholes({ ...market, volatility });
            // Where vega is negligible the price does not determine σ; the round trip is then on the price.
            const solved = impliedVolatility({ ...market, price });
            if (vega > 1e-4 && price > 1e-8) expect(solved).toBeCloseTo(volatility, 8);
            expect(blackScholes({ ...market, volatility: solved }).price).toBeCloseTo(price, 10);
          }
  });

  it('recovers 20 % from Hull’s call price 4.759422', () => {
    const vol = impliedVolatility({ type: 'call', spot: 42, strike: 40, timeYears: 0.5, rate: 0.1, dividendYield: 0, price: 4.759422392871533 });
    expect(vol).toBeCloseTo(0.2, 12);
  });

  it('throws OUT_OF_BOUNDS outside the no-arbitrage bounds', () => {
    const market = { type: 'call' as const, spot: 100, strike: 90, timeYears: 1, rate: 0.05, dividendYield: 0 };
    const { lower, upper } = optionPriceBounds(market);
    expect(lower).toBeCloseTo(100 - 90 * Math.exp(-0.05), 12);
    expect(upper).toBe(100);
    expectDomainError(() => impliedVolatility({ ...market, price: lower - 0.01 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => impliedVolatility({ ...market, price: upper }), 'OUT_OF_BOUNDS');
    expectDomainError(() => impliedVolatility({ ...market, price: 150 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => impliedVolatility({ ...market, type: 'put', price: -1 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => impliedVolatility({ ...market, type: 'put', price: 90 }), 'OUT_OF_BOUNDS'); // > K·e^(−rT)
    expect(impliedVolatility({ ...market, price: lower })).toBe(0);
  });

  it('rejects invalid input', () => {
    expectDomainError(() => impliedVolatility({ type: 'call', spot: 100, strike: 100, timeYears: 0, rate: 0, dividendYield: 0, price: 1 }), 'INVALID_INPUT');
    expectDomainError(() => impliedVolatility({ type: 'call', spot: 100, strike: 100, timeYears: 1, rate: 0, dividendYield: 0, price: Number.NaN }), 'INVALID_INPUT');
  });
});
