import { describe, expect, it } from 'vitest';
import {
  CORRELATION_ERROR,
  CorrelationStatus,
  cellKey,
  correlationOf,
  correlationValue,
  dailyReturns,
  matrixAxes,
  matrixPairs,
  pearson,
  type DatedClose,
  type DailyReturn,
} from '../../../domain/research/correlation';

const day = (k: number) => new Date(Date.UTC(2026, 0, 1 + k, 21)).toISOString();
const closes = (values: number[]): DatedClose[] => values.map((close, k) => ({ timestamp: day(k), close }));
const returns = (values: number[]): DailyReturn[] => values.map((value, k) => ({ timestamp: day(k + 1), value }));

describe('correlation matrix rules', () => {
  it('daily returns are each close over the previous one, minus one, dated at the later close', () => {
    expect(dailyReturns(closes([100, 110, 99]))).toEqual([
      { timestamp: day(1), value: 0.10000000000000009 },
      { timestamp: day(2), value: 99 / 110 - 1 },
    ]);
    expect(() => dailyReturns(closes([100, 0, 99]))).toThrow();
  });

  it('an equity with itself is 1, a mirrored series −1, unrelated ones 0', () => {
    const a = returns([0.01, -0.02, 0.03, 0.005, -0.01]);
    expect(correlationOf(a, a)).toBe(1);
    expect(correlationOf(a, returns([-0.01, 0.02, -0.03, -0.005, 0.01]))).toBe(-1);
    // Worked by hand: x = (1, -1, 1, -1), y = (1, 1, -1, -1): Σxy = 0.
    expect(pearson([1, -1, 1, -1], [1, 1, -1, -1])).toBe(0);
    // x = (1, 2, 3), y = (1, 3, 2): deviations (−1, 0, 1) and (−1, 1, 0), Σdxdy = 1, Σdx² = Σdy² = 2 → 1 / 2.
    expect(pearson([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 15);
  });

  it('is undefined (an error) with fewer than two returns or a series that never moves', () => {
    expect(pearson([0.01], [0.02])).toBeNull();
    expect(correlationOf(returns([0, 0, 0]), returns([0.01, 0.02, -0.01]))).toBeNull();
    expect(correlationOf(returns([0.01, 0.02]), [])).toBeNull();
  });

  it('compares the two equities on their common days only, over the last 250 of them', () => {
    // b lacks day 2 (a holiday of its market): the pairs are days 1, 3, 4.
    const a = returns([0.01, 0.5, 0.02, 0.03]);
    const b = [
      { timestamp: day(1), value: 0.01 },
      { timestamp: day(3), value: 0.02 },
      { timestamp: day(4), value: 0.03 },
    ];
    expect(correlationOf(a, b)).toBeCloseTo(1, 12);
    // Over 300 days, the first 50 anti-correlated and the last 250 identical: the window sees 1.
    const x = Array.from({ length: 300 }, (_, k) => Math.sin(k));
    const y = x.map((v, k) => (k < 50 ? -v : v));
    expect(correlationOf(returns(x), returns(y))).toBeCloseTo(1, 12);
    expect(correlationOf(returns(x), returns(y), 300)).toBeLessThan(1);
  });

  it('a cell and its mirror share one key; the axes and pairs come from the rows picked', () => {
    expect(cellKey('SAP.DE', 'AAPL.O')).toBe(cellKey('AAPL.O', 'SAP.DE'));
    const fields = [
      { row: 'AAPL.O', col: 'SAP.DE' },
      { row: 'SAP.DE', col: 'AAPL.O' },
      { row: 'MSFT.O', col: 'AAPL.O' },
    ];
    const { rows, columns } = matrixAxes(fields);
    expect(rows).toEqual(['AAPL.O', 'SAP.DE', 'MSFT.O']);
    expect(columns).toEqual(['SAP.DE', 'AAPL.O']);
    // 3 × 2 cells; AAPL×SAP and SAP×AAPL are one pair: 5 pairs.
    expect(matrixPairs(rows, columns).sort()).toEqual(['AAPL.O|AAPL.O', 'AAPL.O|MSFT.O', 'AAPL.O|SAP.DE', 'MSFT.O|SAP.DE', 'SAP.DE|SAP.DE']);
  });

  it('a failed pair reads −1 with the spec’s text; a pending one has no value yet', () => {
    expect(correlationValue(7, 'A|B', CorrelationStatus.Error, null)).toEqual({ matrix_id: 7, equities: ['A', 'B'], status: -1, value: -1, error: CORRELATION_ERROR });
    expect(correlationValue(7, 'A|B', CorrelationStatus.Pending, null)).toMatchObject({ status: 0, value: null, error: null });
    expect(correlationValue(7, 'A|B', CorrelationStatus.Done, 0.42)).toMatchObject({ status: 1, value: 0.42 });
  });
});
