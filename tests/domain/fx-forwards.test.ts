import { describe, expect, it } from 'vitest';
import {
  forwardOutright,
  impliedBaseRate,
  impliedQuoteRate,
  isJpyPair,
  moneyMarketBasis,
  outrightFromSwapPoints,
  pairForward,
  parseCurrencyPair,
  pipSize,
  swapPointsFromOutright,
  swapPointsFromRates,
} from '../../domain/fx-forwards';
import { expectDomainError } from './expect-domain-error';


describe('pip sizes and conventions', () => {
  it('uses 0.01 for JPY-quoted pairs, 0.0001 otherwise', () => {
    expect(pipSize('USDJPY')).toBe(0.01);
    expect(pipSize('eur/jpy')).toBe(0.01);
    expect(pipSize('EURUSD')).toBe(0.0001);
    expect(pipSize('JPY/USD')).toBe(0.0001); // JPY as base: quoted in USD
    expect(isJpyPair('GBPJPY')).toBe(true);
    expect(parseCurrencyPair('EUR/USD')).toEqual({ base: 'EUR', quote: 'USD' });
  });
  it('uses ACT/365 money-market basis for GBP and the Commonwealth currencies, ACT/360 otherwise', () => {
    for (const ccy of ['GBP', 'AUD', 'NZD', 'CAD', 'HKD', 'SGD', 'ZAR', 'PLN']) expect(moneyMarketBasis(ccy)).toBe(365);
    for (const ccy of ['USD', 'EUR', 'JPY', 'CHF', 'SEK', 'nok']) expect(moneyMarketBasis(ccy)).toBe(360);
  });
});

describe('covered interest parity', () => {
  // EURUSD spot 1.1000, EUR 3 %, USD 5 %, 90 days, both ACT/360:
  //   F = 1.1 × (1 + 0.05 × 90/360) / (1 + 0.03 × 90/360) = 1.1 × 1.0125 / 1.0075 = 1.10545905707196…
  //   (mpmath: 1.105459057071960297766749…; the "1.105445…" is a slip). Points = 54.5906.
  const eurusd = { spot: 1.1, days: 90, baseRate: 0.03, quoteRate: 0.05, baseBasis: 360, quoteBasis: 360 } as const;

  it('gives the EURUSD 90-day outright and swap points', () => {
    const outright = forwardOutright(eurusd);
    expect(outright).toBeCloseTo((1.1 * 1.0125) / 1.0075, 15);
    expect(outright).toBeCloseTo(1.1054590570719603, 14);
    const points = swapPointsFromRates({ ...eurusd, pipSize: 0.0001 });
    expect(points).toBeCloseTo(((1.1 * 1.0125) / 1.0075 - 1.1) / 0.0001, 9);
    expect(points).toBeCloseTo(54.5906, 4);
    expect(outrightFromSwapPoints({ spot: 1.1, swapPoints: points, pipSize: 0.0001 })).toBeCloseTo(outright, 15);
    expect(pairForward({ pair: 'EURUSD', spot: 1.1, days: 90, baseRate: 0.03, quoteRate: 0.05 })).toEqual({
      outright,
      swapPoints: swapPointsFromOutright({ spot: 1.1, outright, pipSize: 0.0001 }),
      pipSize: 0.0001,
      baseBasis: 360,
      quoteBasis: 360,
    });
  });

  it('applies each currency’s own basis (GBPUSD: GBP ACT/365, USD ACT/360)', () => {
    const result = pairForward({ pair: 'GBP/USD', spot: 1.25, days: 182, baseRate: 0.045, quoteRate: 0.052 });
    expect(result.baseBasis).toBe(365);
    expect(result.quoteBasis).toBe(360);
    expect(result.outright).toBeCloseTo((1.25 * (1 + (0.052 * 182) / 360)) / (1 + (0.045 * 182) / 365), 15);
  });

  it('counts JPY swap points in 0.01 pips (USDJPY at a discount)', () => {
    const result = pairForward({ pair: 'USDJPY', spot: 150, days: 30, baseRate: 0.053, quoteRate: 0.001 });
    const expected = (150 * (1 + (0.001 * 30) / 360)) / (1 + (0.053 * 30) / 360);
    expect(result.outright).toBeCloseTo(expected, 12);
    expect(result.swapPoints).toBeCloseTo((expected - 150) / 0.01, 8);
    expect(result.swapPoints).toBeLessThan(0);
  });

  it('recovers each rate from the outright', () => {
    const outright = forwardOutright(eurusd);
    expect(impliedQuoteRate({ ...eurusd, outright })).toBeCloseTo(0.05, 14);
    expect(impliedBaseRate({ ...eurusd, outright })).toBeCloseTo(0.03, 14);
    const gbp = { spot: 1.25, days: 365, baseRate: -0.004, quoteRate: 0.07, baseBasis: 365, quoteBasis: 360 } as const;
    const f = forwardOutright(gbp);
    expect(impliedQuoteRate({ ...gbp, outright: f })).toBeCloseTo(0.07, 14);
    expect(impliedBaseRate({ ...gbp, outright: f })).toBeCloseTo(-0.004, 14);
  });
});

describe('FX validation', () => {
  it('throws DomainError for impossible input', () => {
    expectDomainError(() => pipSize('EURO'), 'INVALID_INPUT');
    expectDomainError(() => parseCurrencyPair('USDUSD'), 'INVALID_INPUT');
    expectDomainError(() => moneyMarketBasis('US'), 'INVALID_INPUT');
    expectDomainError(() => forwardOutright({ spot: 0, days: 90, baseRate: 0.03, quoteRate: 0.05, baseBasis: 360, quoteBasis: 360 }), 'INVALID_INPUT');
    expectDomainError(() => forwardOutright({ spot: 1.1, days: 0, baseRate: 0.03, quoteRate: 0.05, baseBasis: 360, quoteBasis: 360 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => forwardOutright({ spot: 1.1, days: 90, baseRate: 0.03, quoteRate: 0.05, baseBasis: 364 as never, quoteBasis: 360 }), 'INVALID_INPUT');
    expectDomainError(() => forwardOutright({ spot: 1.1, days: 360, baseRate: -1.2, quoteRate: 0.05, baseBasis: 360, quoteBasis: 360 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => outrightFromSwapPoints({ spot: 1.1, swapPoints: -20000, pipSize: 0.0001 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => outrightFromSwapPoints({ spot: 1.1, swapPoints: 10, pipSize: 0 }), 'INVALID_INPUT');
    expectDomainError(() => impliedQuoteRate({ spot: 1.1, days: 90, baseRate: 0.03, baseBasis: 360, quoteBasis: 360, outright: -1 }), 'INVALID_INPUT');
  });
});
