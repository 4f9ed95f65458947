import { describe, expect, it } from 'vitest';
import {
  tbillBondEquivalentYield,
  tbillBondEquivalentYieldFromPrice,
  tbillDiscountRate,
  tbillDiscountRateFromBondEquivalentYield,
  tbillDiscountRateFromMoneyMarketYield,
  tbillMoneyMarketYield,
  tbillPrice,
  tbillPriceFromBondEquivalentYield,
  tbillValue,
} from '../../domain/tbills';
import { expectDomainError } from './expect-domain-error';


describe('T-bill: 91-day bill at a 5.00 % discount', () => {
  // price = 100 × (1 − 0.05 × 91/360) = 100 − 1.263888… = 98.736111…
  // MMY = 360 × 0.05 / (360 − 0.05 × 91) = 18 / 355.45 = 5.06400 %
  // BEY = 365 × 0.05 / 355.45 = 18.25 / 355.45 = 5.13434 % (the "5.1418 %" does not
  // follow from these inputs: 18.25/355.45 = 0.0513433675…, checked in mpmath too).
  it('prices at 98.736111', () => {
    expect(tbillPrice({ discountRate: 0.05, days: 91 })).toBeCloseTo(98.73611111111111, 12);
  });
  it('has MMY 5.0640 % and BEY 5.1343 %', () => {
    expect(tbillMoneyMarketYield({ discountRate: 0.05, days: 91 })).toBeCloseTo(18 / 355.45, 15);
    expect(tbillBondEquivalentYield({ discountRate: 0.05, days: 91 })).toBeCloseTo(18.25 / 355.45, 15);
    expect(tbillBondEquivalentYield({ discountRate: 0.05, days: 91 })).toBeCloseTo(0.0513433675622450, 14);
    // BEY is simple interest on the price over ACT/365.
    const price = tbillPrice({ discountRate: 0.05, days: 91 });
    expect(tbillBondEquivalentYieldFromPrice({ price, days: 91 })).toBeCloseTo(((100 - price) / price) * (365 / 91), 15);
  });
  it('values a holding at price/100 × amount', () => {
    expect(tbillValue({ price: 98.736111, amount: 1_000_000 })).toBeCloseTo(987_361.11, 6);
  });
});

describe('T-bill: Fabozzi-style example (100 days, $100,000 face at $98,500)', () => {
  // d = (1,500 / 100,000) × 360/100 = 5.4 %; CD-equivalent (money-market) = 360·d/(360 − d·100) = 19.44/354.6.
  it('gives a 5.40 % discount rate and 5.48 % money-market yield', () => {
    const d = tbillDiscountRate({ price: 98.5, days: 100 });
    expect(d).toBeCloseTo(0.054, 15);
    expect(tbillMoneyMarketYield({ discountRate: d, days: 100 })).toBeCloseTo(19.44 / 354.6, 14);
    expect(tbillMoneyMarketYield({ discountRate: d, days: 100 })).toBeCloseTo(0.0548, 4);
  });
});

describe('T-bill: bond-equivalent yield beyond half a year (Treasury quadratic)', () => {
  /** The Treasury's formula exactly as it publishes it, written independently of the module. */
  function treasuryQuadratic(price: number, days: number, yearDays: number): number {
    const a = days / yearDays;
    return (-2 * a + 2 * Math.sqrt(a * a - (2 * a - 1) * (1 - 100 / price))) / (2 * a - 1);
  }

  it('matches the published formula and its defining equation for a 364-day bill at 4.5 %', () => {
    const price = tbillPrice({ discountRate: 0.045, days: 364 });
    expect(price).toBeCloseTo(95.45, 12);
    const bey = tbillBondEquivalentYield({ discountRate: 0.045, days: 364 });
    expect(bey).toBeCloseTo(treasuryQuadratic(95.45, 364, 365), 14);
    // P · (1 + y/2) · (1 + (t/365 − ½)·y) = 100
    expect(price * (1 + bey / 2) * (1 + (364 / 365 - 0.5) * bey)).toBeCloseTo(100, 12);
  });

  it('stays finite where 2t/T − 1 = 0 (183 days in a 366-day year)', () => {
    const price = tbillPrice({ discountRate: 0.04, days: 183 });
    const bey = tbillBondEquivalentYieldFromPrice({ price, days: 183, yearDays: 366 });
    expect(bey).toBeCloseTo(2 * (100 / price - 1), 14); // P·(1 + y/2) = 100
  });

  it('is nearly continuous across the 182/183-day switch', () => {
    const short = tbillBondEquivalentYield({ discountRate: 0.05, days: 182 });
    const long = tbillBondEquivalentYield({ discountRate: 0.05, days: 183 });
    expect(Math.abs(long - short)).toBeLessThan(2e-4);
  });
});

describe('T-bill inverses', () => {
  it('round-trips every conversion', () => {
    for (const days of [1, 28, 91, 182, 183, 270, 364, 366])
      for (const d of [-0.002, 0.001, 0.0375, 0.12]) {
        const price = tbillPrice({ discountRate: d, days });
        // d from a price near 100 cancels digits: about 1e-14 × 360/days of absolute error.
        expect(tbillDiscountRate({ price, days })).toBeCloseTo(d, 11);
        const mmy = tbillMoneyMarketYield({ discountRate: d, days });
        expect(tbillDiscountRateFromMoneyMarketYield({ moneyMarketYield: mmy, days })).toBeCloseTo(d, 13);
        for (const yearDays of [365, 366] as const) {
          const bey = tbillBondEquivalentYield({ discountRate: d, days, yearDays });
          expect(tbillPriceFromBondEquivalentYield({ bondEquivalentYield: bey, days, yearDays })).toBeCloseTo(price, 11);
          expect(tbillDiscountRateFromBondEquivalentYield({ bondEquivalentYield: bey, days, yearDays })).toBeCloseTo(d, 11);
        }
      }
  });
});

describe('T-bill validation', () => {
  it('throws DomainError for impossible input', () => {
    expectDomainError(() => tbillPrice({ discountRate: 0.05, days: 0 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => tbillPrice({ discountRate: 0.05, days: 91.5 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => tbillPrice({ discountRate: 0.05, days: 400 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => tbillPrice({ discountRate: 4, days: 91 }), 'OUT_OF_BOUNDS'); // price ≤ 0
    expectDomainError(() => tbillPrice({ discountRate: Number.NaN, days: 91 }), 'INVALID_INPUT');
    expectDomainError(() => tbillDiscountRate({ price: 0, days: 91 }), 'INVALID_INPUT');
    expectDomainError(() => tbillValue({ price: -1, amount: 100 }), 'INVALID_INPUT');
    expectDomainError(() => tbillBondEquivalentYield({ discountRate: 0.05, days: 91, yearDays: 360 as never }), 'INVALID_INPUT');
    expectDomainError(() => tbillPriceFromBondEquivalentYield({ bondEquivalentYield: -3, days: 300 }), 'OUT_OF_BOUNDS');
    expectDomainError(() => tbillBondEquivalentYieldFromPrice({ price: 0, days: 300 }), 'INVALID_INPUT');
  });
  it('still solves the defining equation for a price above 100 (negative yield)', () => {
    const y = tbillBondEquivalentYieldFromPrice({ price: 100.4, days: 300 });
    expect(y).toBeLessThan(0);
    expect(100.4 * (1 + y / 2) * (1 + (300 / 365 - 0.5) * y)).toBeCloseTo(100, 12);
  });
});
