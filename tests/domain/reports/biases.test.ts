import { describe, expect, it } from 'vitest';
import { concentration, dispositionEffect, homeBias, median, overtrading, turnover, type BiasFill } from '../../../domain/reports/biases';

/** Mids the script gives at each moment; anything else has no price. */
const mids = (table: Record<number, Record<string, number>>) => (ric: string, at: number) => table[at]?.[ric] ?? null;

describe('disposition effect (PGR − PLR)', () => {
  // A scripted player: four purchases, then three moments that reduce a position and one that adds.
  const fills: BiasFill[] = [
    { ric: 'AAA', quantity: 100, price: 10, at: 1 },
    { ric: 'BBB', quantity: 50, price: 20, at: 1 },
    { ric: 'CCC', quantity: 10, price: 100, at: 1 },
    { ric: 'DDD', quantity: 20, price: 50, at: 1 },
    { ric: 'AAA', quantity: -40, price: 12, at: 2 }, // realised gain (12 > 10)
    { ric: 'BBB', quantity: -50, price: 19, at: 3 }, // realised loss (19 < 20), BBB closed
    { ric: 'CCC', quantity: 10, price: 140, at: 4 }, // adds: average (1,000 + 1,400) / 20 = 120
    { ric: 'CCC', quantity: -5, price: 115, at: 5 }, // realised loss (115 < 120)
  ];
  const midAt = mids({
    2: { BBB: 18, CCC: 110, DDD: 50 }, // paper loss, paper gain, neither
    3: { AAA: 9, CCC: 120, DDD: 45 }, // paper loss, paper gain, paper loss
    5: { AAA: 11, DDD: 55 }, // paper gain, paper gain (BBB is closed)
  });

  it('counts realised and paper gains and losses at each moment a position is reduced', () => {
    const d = dispositionEffect(fills, midAt);
    expect(d).toMatchObject({ realised_gains: 1, realised_losses: 2, paper_gains: 4, paper_losses: 3 });
    // PGR = 1 / (1 + 4) = 0.2; PLR = 2 / (2 + 3) = 0.4; PGR − PLR = −0.2.
    expect(d.pgr).toBeCloseTo(0.2, 12);
    expect(d.plr).toBeCloseTo(0.4, 12);
    expect(d.value).toBeCloseTo(-0.2, 12);
  });

  it('takes the fills in time order whatever order they come in', () => {
    expect(dispositionEffect([...fills].reverse(), midAt).value).toBeCloseTo(-0.2, 12);
  });

  it('counts a short covered below its opening price as a realised gain', () => {
    const d = dispositionEffect(
      [
        { ric: 'EEE', quantity: -10, price: 50, at: 1 },
        { ric: 'FFF', quantity: 10, price: 30, at: 1 },
        { ric: 'EEE', quantity: 10, price: 45, at: 2 },
      ],
      mids({ 2: { FFF: 25 } }),
    );
    // PGR = 1 / (1 + 0) = 1; PLR = 0 / (0 + 1) = 0.
    expect(d).toEqual({ value: 1, pgr: 1, plr: 0, realised_gains: 1, realised_losses: 0, paper_gains: 0, paper_losses: 1 });
  });

  it('is none for a player who never reduced a position', () => {
    expect(dispositionEffect([{ ric: 'AAA', quantity: 5, price: 10, at: 1 }], () => 12).value).toBeNull();
  });
});

describe('overtrading (turnover against the class median)', () => {
  it('adds the traded value of every fill in the reporting currency over the initial AUM', () => {
    // 100 × 10 + 100 × 12 = 2,200; a bond: 1,000 face × 98 % × 1.1 = 1,078. (2,200 + 1,078) / 10,000.
    const t = turnover(
      [
        { quantity: 100, price: 10, unitFactor: 1, fx: 1 },
        { quantity: 100, price: 12, unitFactor: 1, fx: 1 },
        { quantity: 1_000, price: 98, unitFactor: 0.01, fx: 1.1 },
      ],
      10_000,
    );
    expect(t).toBeCloseTo(0.3278, 12);
  });

  it('divides by the median turnover of the class', () => {
    expect(median([0.5, 0.1, 0.22])).toBe(0.22);
    expect(median([0.4, 0.1, 0.2, 1])).toBeCloseTo(0.3, 12);
    expect(overtrading(0.66, median([0.66, 0.1, 0.22]))).toEqual({ value: 3, turnover: 0.66, class_median: 0.22 });
    expect(overtrading(0.3, 0).value).toBeNull();
  });
});

describe('home bias and concentration', () => {
  // EUR reporting: SAP long 6,000 and BMW short −1,000 in Europe, AAPL 3,000 in North America.
  const positions = [
    { ric: 'SAPG.DE', value: 6_000, region: 'Europe' },
    { ric: 'AAPL.O', value: 3_000, region: 'North America' },
    { ric: 'BMWG.DE', value: -1_000, region: 'Europe' },
  ];

  it("shares the gross position value in the reporting currency's region", () => {
    // (6,000 + 1,000) / 10,000.
    expect(homeBias(positions, 'EUR')).toEqual({ value: 0.7, home_region: 'Europe' });
    expect(homeBias(positions, 'USD')).toEqual({ value: 0.3, home_region: 'North America' });
    expect(homeBias([], 'EUR').value).toBeNull();
  });

  it('is the Herfindahl index of the position values', () => {
    // 0.6² + 0.3² + 0.1² = 0.46.
    const c = concentration(positions);
    expect(c.value).toBeCloseTo(0.46, 12);
    expect(c.positions).toBe(3);
    expect(concentration([{ ric: 'X', value: 5, region: null }]).value).toBe(1);
    expect(concentration([]).value).toBeNull();
  });
});
