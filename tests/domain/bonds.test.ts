import { describe, expect, it } from 'vitest';
import { bondAnalytics, days30U360, parseIsoDate, type BondInput, type DayCount } from '../../domain/bonds';
import { expectDomainError } from './expect-domain-error';

/** Independent reference: dirty price of hand-listed cash flows, each discounted (1 + y/f)^−periods. */
function discount(flows: ReadonlyArray<readonly [amount: number, periods: number]>, yieldDecimal: number, f: number): number {
  return flows.reduce((sum, [amount, periods]) => sum + amount * (1 + yieldDecimal / f) ** -periods, 0);
}

/** Regular schedule of n coupons c/f, the first `first` periods away, redemption with the last. */
function regularFlows(n: number, couponPct: number, f: number, first: number): Array<[number, number]> {
  return Array.from({ length: n }, (_, k) => [couponPct / f + (k === n - 1 ? 100 : 0), first + k] as [number, number]);
}

describe('bondAnalytics — published Excel examples (30U/360, basis 0)', () => {
  // Microsoft's PRICE example: PRICE(2008-02-15, 2017-11-15, 5.75%, 6.5%, 100, 2, 0) = 94.63436162.
  const priceExample: BondInput = {
    settlement: '2008-02-15',
    maturity: '2017-11-15',
    couponPct: 5.75,
    frequency: 2,
    dayCount: '30U/360',
    yieldPct: 6.5,
  };

  it('prices the PRICE example to 8 decimals', () => {
    const result = bondAnalytics(priceExample);
    expect(result.cleanPrice).toBeCloseTo(94.63436162, 8);
  });

  it('matches explicit cash-flow discounting of the PRICE example', () => {
    // Previous coupon 2007-11-15: 90 of 180 days accrued (30/360), so the first flow is 0.5 periods
    // away, then 19 more semi-annual periods to 2017-11-15: 20 coupons of 2.875.
    const dirty = discount(regularFlows(20, 5.75, 2, 0.5), 0.065, 2);
    const accrued = (100 * 0.0575 * 90) / 360; // 1.4375
    const result = bondAnalytics(priceExample);
    expect(result.accruedDays).toBe(90);
    expect(result.accruedInterest).toBeCloseTo(1.4375, 14);
    expect(result.dirtyPrice).toBeCloseTo(dirty, 11);
    expect(result.cleanPrice).toBeCloseTo(dirty - accrued, 11);
    expect(result.dirtyPrice - result.cleanPrice).toBeCloseTo(result.accruedInterest, 12);
  });

  it('solves the YIELD example: YIELD(2008-02-15, 2016-11-15, 5.75%, 95.04287, 100, 2, 0) = 6.50%', () => {
    const result = bondAnalytics({
      settlement: '2008-02-15',
      maturity: '2016-11-15',
      couponPct: 5.75,
      frequency: 2,
      cleanPrice: 95.04287,
    });
    // The published price is rounded to 5 decimals, so the exact yield is 6.50000069 %
    // (independently: mpmath root of the same 18 flows gives 0.0650000068807546).
    expect(result.yieldPct).toBeCloseTo(6.5, 5);
    expect(result.yieldPct).toBeCloseTo(6.500000688075461, 9);
    const dirty = discount(regularFlows(18, 5.75, 2, 0.5), result.yieldPct / 100, 2);
    expect(dirty - 1.4375).toBeCloseTo(95.04287, 10);
    expect(result.cleanPrice).toBe(95.04287);
  });
});

describe('bondAnalytics — durations (Excel DURATION/MDURATION, basis 1 vs ACT/ACT-ICMA)', () => {
  // Both examples settle on a coupon date, so every discount exponent is a whole number of
  // periods and Excel's actual/actual (basis 1) and ACT/ACT-ICMA cannot differ: for a regular
  // period both count the period's actual days (Excel's COUPDAYS, basis 1). The published
  // figures are therefore matched to all the digits Microsoft prints, no extra tolerance.
  it('reproduces DURATION(2018-07-01, 2048-01-01, 8%, 9%, 2, 1) = 10.9191453', () => {
    const result = bondAnalytics({
      settlement: '2018-07-01',
      maturity: '2048-01-01',
      couponPct: 8,
      frequency: 2,
      dayCount: 'ACT/ACT-ICMA',
      yieldPct: 9,
    });
    expect(result.accruedInterest).toBe(0);
    expect(result.macaulayDuration).toBeCloseTo(10.9191453, 7);
    // MDURATION = DURATION / (1 + 0.09/2) = 10.44894285 (computed, 59 flows discounted in mpmath
    // gives 10.4489428532). The figure 10.4489344 quoted in the issue is not DURATION/1.045.
    expect(result.modifiedDuration).toBeCloseTo(10.9191452815919 / 1.045, 10);
    expect(result.modifiedDuration).toBeCloseTo(10.4489428532, 9);
  });

  it("reproduces Microsoft's MDURATION example (2008-01-01, 2016-01-01, 8%, 9%, 2, 1) = 5.73567", () => {
    const result = bondAnalytics({
      settlement: '2008-01-01',
      maturity: '2016-01-01',
      couponPct: 8,
      frequency: 2,
      dayCount: 'ACT/ACT-ICMA',
      yieldPct: 9,
    });
    expect(result.modifiedDuration).toBeCloseTo(5.73567, 5);
    // Independent: Σ (k/2)·PV_k / P over 16 flows, then / 1.045.
    const flows = regularFlows(16, 8, 2, 1);
    const price = discount(flows, 0.09, 2);
    const mac = flows.reduce((s, [a, n]) => s + (n / 2) * a * 1.045 ** -n, 0) / price;
    expect(result.macaulayDuration).toBeCloseTo(mac, 12);
    expect(result.dirtyPrice).toBeCloseTo(price, 11);
  });
});

describe('bondAnalytics — accrued interest', () => {
  it("counts actual days like Excel's COUPDAYBS/COUPDAYS example (2011-01-25, 2011-11-15, semi): 71 of 181", () => {
    const result = bondAnalytics({
      settlement: '2011-01-25',
      maturity: '2011-11-15',
      couponPct: 6,
      frequency: 2,
      dayCount: 'ACT/ACT-ICMA',
      yieldPct: 5,
    });
    expect(result.accruedDays).toBe(71); // 2010-11-15 → 2011-01-25
    expect(result.accruedInterest).toBeCloseTo((3 * 71) / 181, 14);
    // Two flows: 110/181 of a period to 2011-05-15, then one more period.
    expect(result.dirtyPrice).toBeCloseTo(discount([[3, 110 / 181], [103, 1 + 110 / 181]], 0.05, 2), 12);
  });

  it('accrues nothing when settlement is a coupon date', () => {
    for (const dayCount of ['30U/360', 'ACT/ACT-ICMA', 'ACT/360', 'ACT/365F'] as DayCount[]) {
      const result = bondAnalytics({ settlement: '2024-05-15', maturity: '2030-11-15', couponPct: 4, frequency: 2, dayCount, yieldPct: 4 });
      expect(result.accruedInterest).toBe(0);
      expect(result.accruedDays).toBe(0);
      expect(result.cleanPrice).toBe(result.dirtyPrice);
    }
  });

  it('accrues ACT/360 and ACT/365F on actual days over the basis', () => {
    // 2024-01-15 → 2024-03-01 is 46 days (2024 is a leap year).
    const base = { settlement: '2024-03-01', maturity: '2026-07-15', couponPct: 5, frequency: 2 as const, yieldPct: 5 };
    const act360 = bondAnalytics({ ...base, dayCount: 'ACT/360' });
    const act365 = bondAnalytics({ ...base, dayCount: 'ACT/365F' });
    expect(act360.accruedDays).toBe(46);
    expect(act360.accruedInterest).toBeCloseTo((5 * 46) / 360, 14);
    expect(act365.accruedInterest).toBeCloseTo((5 * 46) / 365, 14);
  });

  it('rolls end-of-month maturities to month ends (30U/360 and actual)', () => {
    // Maturity 2025-02-28 is a month end: coupons on 31 Aug / 28-29 Feb.
    const base = { settlement: '2024-09-15', maturity: '2025-02-28', couponPct: 6, frequency: 2 as const, yieldPct: 6 };
    expect(bondAnalytics({ ...base, dayCount: '30U/360' }).accruedDays).toBe(15); // D1 31→30
    const icma = bondAnalytics({ ...base, dayCount: 'ACT/ACT-ICMA' });
    expect(icma.accruedDays).toBe(15);
    expect(icma.accruedInterest).toBeCloseTo((3 * 15) / 181, 14); // 2024-08-31 → 2025-02-28 = 181 days
  });

  it('keeps the maturity day, clamped, for a non-EOM maturity', () => {
    // Maturity 2025-08-30: the February coupon falls on 2025-02-28 (clamped), not a month-end roll.
    const result = bondAnalytics({ settlement: '2025-03-10', maturity: '2025-08-30', couponPct: 6, frequency: 2, dayCount: 'ACT/ACT-ICMA', yieldPct: 6 });
    expect(result.accruedDays).toBe(10);
    expect(result.accruedInterest).toBeCloseTo((3 * 10) / 183, 14); // 2025-02-28 → 2025-08-30 = 183 days
  });
});

describe('days30U360 — SIFMA 30/360 US rules', () => {
  const d = (iso: string) => parseIsoDate(iso, 'test');
  it('applies the 31st rules', () => {
    expect(days30U360(d('2024-01-31'), d('2024-03-31'), false)).toBe(60); // D1 31→30, then D2 31→30
    expect(days30U360(d('2024-01-15'), d('2024-03-31'), false)).toBe(76); // D2 stays 31 (D1 < 30)
    expect(days30U360(d('2024-01-30'), d('2024-07-31'), false)).toBe(180);
  });
  it('applies the February rules only to end-of-month bonds', () => {
    expect(days30U360(d('2023-02-28'), d('2023-03-31'), true)).toBe(30); // D1→30, then D2→30
    expect(days30U360(d('2023-02-28'), d('2023-03-31'), false)).toBe(33);
    expect(days30U360(d('2024-02-29'), d('2025-02-28'), true)).toBe(360); // both Feb month ends → 30
    expect(days30U360(d('2024-08-31'), d('2025-02-28'), true)).toBe(178); // D2 Feb end alone is kept
  });
});

describe('bondAnalytics — identities', () => {
  it('prices a bond at par when coupon = yield and settlement is a coupon date', () => {
    for (const frequency of [1, 2, 4, 12] as const) {
      for (const dayCount of ['30U/360', 'ACT/ACT-ICMA'] as DayCount[]) {
        const result = bondAnalytics({ settlement: '2020-01-31', maturity: '2030-01-31', couponPct: 4.25, frequency, dayCount, yieldPct: 4.25 });
        expect(result.cleanPrice).toBeCloseTo(100, 10);
      }
    }
  });

  it('prices a zero-coupon bond as 100 / (1 + y/f)^(f·t)', () => {
    // 30U/360: exactly 7 years = 14 half-years.
    const zero = bondAnalytics({ settlement: '2024-06-15', maturity: '2031-06-15', couponPct: 0, frequency: 2, yieldPct: 3.7 });
    expect(zero.dirtyPrice).toBeCloseTo(100 / 1.0185 ** 14, 12);
    expect(zero.macaulayDuration).toBeCloseTo(7, 12);
    expect(zero.modifiedDuration).toBeCloseTo(7 / 1.0185, 12);
    expect(zero.convexity).toBeCloseTo((14 * 15) / (4 * 1.0185 ** 2), 10);
    // ACT/365F: t = actual days / 365, the days counted here with the JavaScript Date API.
    const days = (Date.UTC(2031, 5, 15) - Date.UTC(2024, 5, 15)) / 86_400_000;
    expect(days).toBe(2556); // 7 × 365 + 29 February 2028
    const act = bondAnalytics({ settlement: '2024-06-15', maturity: '2031-06-15', couponPct: 0, frequency: 1, dayCount: 'ACT/365F', yieldPct: 3.7 });
    expect(act.dirtyPrice).toBeCloseTo(100 * 1.037 ** (-days / 365), 12);
    expect(act.macaulayDuration).toBeCloseTo(days / 365, 12);
  });

  it('gives ACT/360 coupons that vary with the days of their period', () => {
    // Settlement 2024-03-01, maturity 2025-01-15, quarterly ACT/360, 6 %:
    // periods 2024-01-15 → 04-15 (91 d), → 07-15 (91 d), → 10-15 (92 d), → 2025-01-15 (92 d).
    const result = bondAnalytics({ settlement: '2024-03-01', maturity: '2025-01-15', couponPct: 6, frequency: 4, dayCount: 'ACT/360', yieldPct: 5 });
    const coupon = (days: number) => (100 * 0.06 * days) / 360;
    const fromSettlement = [45, 136, 228, 320]; // actual days to each payment date
    const flows: Array<[number, number]> = [
      [coupon(91), (4 * fromSettlement[0]!) / 360],
      [coupon(91), (4 * fromSettlement[1]!) / 360],
      [coupon(92), (4 * fromSettlement[2]!) / 360],
      [coupon(92) + 100, (4 * fromSettlement[3]!) / 360],
    ];
    expect(result.dirtyPrice).toBeCloseTo(discount(flows, 0.05, 4), 12);
    expect(result.accruedInterest).toBeCloseTo(coupon(46), 14);
  });

  it('has closed-form durations and convexity that agree with finite differences', () => {
    const cases: BondInput[] = [
      { settlement: '2024-02-20', maturity: '2034-08-15', couponPct: 4.5, frequency: 2, dayCount: '30U/360', yieldPct: 5.2 },
      { settlement: '2024-02-20', maturity: '2054-08-15', couponPct: 2, frequency: 1, dayCount: 'ACT/ACT-ICMA', yieldPct: 3.1 },
      { settlement: '2024-02-20', maturity: '2029-05-31', couponPct: 7, frequency: 12, dayCount: 'ACT/360', yieldPct: 6.4 },
      { settlement: '2024-02-20', maturity: '2027-03-31', couponPct: 1, frequency: 4, dayCount: 'ACT/365F', yieldPct: 0.5 },
    ];
    const h = 1e-4; // in decimal yield
    for (const input of cases) {
      const at = (yieldPct: number) => bondAnalytics({ ...input, yieldPct }).dirtyPrice;
      const y = input.yieldPct!;
      const base = bondAnalytics(input);
      const up = at(y + h * 100);
      const down = at(y - h * 100);
      expect((up + down - 2 * base.dirtyPrice) / (base.dirtyPrice * h * h)).toBeCloseTo(base.convexity, 3);
      const h1 = 1e-6; // smaller step for the first derivative: truncation O(h²), rounding O(ε/h)
      const slope = (at(y + h1 * 100) - at(y - h1 * 100)) / (2 * h1);
      expect(-slope / base.dirtyPrice).toBeCloseTo(base.modifiedDuration, 6);
      expect(base.modifiedDuration).toBeCloseTo(base.macaulayDuration / (1 + y / 100 / input.frequency), 12);
      expect(base.dv01).toBeCloseTo(base.modifiedDuration * base.dirtyPrice * 1e-4, 14);
      expect(base.dv01).toBeGreaterThan(0);
      expect(base.dv01).toBeCloseTo((down - up) / 2, 6); // central difference, O(h³) error
    }
  });

  it('round-trips price → yield → price to 1e-10 for every basis and frequency', () => {
    for (const dayCount of ['30U/360', 'ACT/ACT-ICMA', 'ACT/360', 'ACT/365F'] as DayCount[]) {
      for (const frequency of [1, 2, 4, 12] as const) {
        for (const yieldPct of [-0.5, 0.01, 3.3, 12, 45]) {
          const base = { settlement: '2023-11-07', maturity: '2041-03-31', couponPct: 3.875, frequency, dayCount };
          const priced = bondAnalytics({ ...base, yieldPct });
          const solved = bondAnalytics({ ...base, cleanPrice: priced.cleanPrice });
          expect(Math.abs(solved.yieldPct - yieldPct)).toBeLessThan(1e-10);
          expect(solved.dirtyPrice).toBeCloseTo(priced.dirtyPrice, 10);
          expect(solved.macaulayDuration).toBeCloseTo(priced.macaulayDuration, 9);
        }
      }
    }
  });

  it('defaults to 30U/360 and redemption 100, and honours another redemption', () => {
    const input = { settlement: '2024-02-20', maturity: '2026-02-15', couponPct: 5, frequency: 2 as const, yieldPct: 5 };
    expect(bondAnalytics(input)).toEqual(bondAnalytics({ ...input, dayCount: '30U/360', redemption: 100 }));
    // 30/360: 5 days into the period from 2024-02-15, so 175/180 = 35/36 of a period to the first
    // of 4 semi-annual flows (2024-08-15 … 2026-02-15).
    const withCall = bondAnalytics({ ...input, redemption: 102 });
    const flows: Array<[number, number]> = [[2.5, 35 / 36], [2.5, 1 + 35 / 36], [2.5, 2 + 35 / 36], [104.5, 3 + 35 / 36]];
    expect(withCall.dirtyPrice).toBeCloseTo(discount(flows, 0.05, 2), 12);
  });
});

describe('bondAnalytics — impossible input throws DomainError', () => {
  const valid: BondInput = { settlement: '2024-01-10', maturity: '2030-01-10', couponPct: 5, frequency: 2, yieldPct: 5 };
  it('rejects bad dates', () => {
    expectDomainError(() => bondAnalytics({ ...valid, maturity: '2024-01-10' }), 'INVALID_DATES');
    expectDomainError(() => bondAnalytics({ ...valid, maturity: '2023-01-10' }), 'INVALID_DATES');
    expectDomainError(() => bondAnalytics({ ...valid, settlement: '2024-02-30' }), 'INVALID_DATES');
    expectDomainError(() => bondAnalytics({ ...valid, settlement: '10/01/2024' }), 'INVALID_DATES');
  });
  it('rejects unknown frequencies and day counts', () => {
    expectDomainError(() => bondAnalytics({ ...valid, frequency: 3 as never }), 'UNKNOWN_FREQUENCY');
    expectDomainError(() => bondAnalytics({ ...valid, dayCount: 'ACT/ACT' as never }), 'UNKNOWN_DAY_COUNT');
  });
  it('needs exactly one of yieldPct and cleanPrice', () => {
    expectDomainError(() => bondAnalytics({ ...valid, cleanPrice: 99 }), 'INVALID_INPUT');
    const { yieldPct: _unused, ...neither } = valid;
    expectDomainError(() => bondAnalytics(neither), 'INVALID_INPUT');
  });
  it('rejects negative prices, prices no yield produces, and impossible yields', () => {
    const { yieldPct: _unused, ...priced } = valid;
    expectDomainError(() => bondAnalytics({ ...priced, cleanPrice: -1 }), 'INVALID_INPUT');
    expectDomainError(() => bondAnalytics({ ...priced, cleanPrice: 0 }), 'NO_YIELD');
    expectDomainError(() => bondAnalytics({ ...priced, cleanPrice: 1e9 }), 'NO_YIELD');
    expectDomainError(() => bondAnalytics({ ...valid, yieldPct: -200 }), 'INVALID_INPUT');
    expectDomainError(() => bondAnalytics({ ...valid, yieldPct: Number.NaN }), 'INVALID_INPUT');
    expectDomainError(() => bondAnalytics({ ...valid, couponPct: -1 }), 'INVALID_INPUT');
    expectDomainError(() => bondAnalytics({ ...valid, redemption: 0 }), 'INVALID_INPUT');
  });
});
