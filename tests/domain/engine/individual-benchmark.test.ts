/** The pure rules of individual benchmarks and of a benchmark valued without a price (domain/engine/benchmark.ts). */
import { describe, expect, it } from 'vitest';
import { benchmarkValueChecked, individualCompositionProblem } from '../../../domain/engine/benchmark';

const TYPES: Record<string, string> = { '.SPX': 'IndexFund', 'AAPL.O': 'Equity', 'SPY.P': 'ETF', 'EUR=': 'FX', 'US10YT=RR': 'GovernmentBond' };
const typeOf = (ric: string) => TYPES[ric] ?? null;

describe('a player’s own benchmark composition', () => {
  it('accepts funds and equities whose fractions add up to 1', () => {
    expect(individualCompositionProblem([{ ric: '.SPX', weight: 0.5 }, { ric: 'AAPL.O', weight: 0.3 }, { ric: 'SPY.P', weight: 0.2 }], typeOf)).toBeNull();
    expect(individualCompositionProblem([], typeOf)).toBeNull();
  });

  it("says 'Missing Fund' for a row without a ric or with one that is not a fund or equity, naming the row", () => {
    expect(individualCompositionProblem([{ ric: '.SPX', weight: 0.5 }, { ric: null, weight: 0.5 }], typeOf)).toEqual({ error: 'Missing Fund', row: 1 });
    expect(individualCompositionProblem([{ ric: 'NOPE', weight: 1 }], typeOf)).toMatchObject({ error: 'Missing Fund', row: 0, reason: 'NOPE is not a fund or equity of the market' });
    expect(individualCompositionProblem([{ ric: 'EUR=', weight: 1 }], typeOf)?.error).toBe('Missing Fund');
    expect(individualCompositionProblem([{ ric: 'US10YT=RR', weight: 1 }], typeOf)?.error).toBe('Missing Fund');
  });

  it("says 'Missing Weight' for a row without a weight, and refuses percents, repeats and sums other than 100 %", () => {
    expect(individualCompositionProblem([{ ric: '.SPX', weight: 1 }, { ric: 'AAPL.O', weight: null }], typeOf)).toEqual({ error: 'Missing Weight', row: 1 });
    expect(individualCompositionProblem([{ ric: '.SPX', weight: 60 }, { ric: 'AAPL.O', weight: 40 }], typeOf)?.error).toBe('Each weight must be above 0% and at most 100%');
    expect(individualCompositionProblem([{ ric: '.SPX', weight: 0.5 }, { ric: '.SPX', weight: 0.5 }], typeOf)).toMatchObject({ row: 1, error: expect.stringContaining('listed twice') });
    expect(individualCompositionProblem([{ ric: '.SPX', weight: 0.5 }, { ric: 'AAPL.O', weight: 0.4 }], typeOf)?.error).toBe('Weights must add up to 100%');
  });
});

describe('a benchmark valued without every price', () => {
  const start = 0;
  const prices: Record<string, [number, number]> = { A: [100, 110], B: [50, 45] };
  const mid = (ric: string, at: number) => {
    const p = prices[ric];
    if (!p) throw new Error(`Unknown instrument ${ric}`);
    return at === start ? p[0] : p[1];
  };
  const settings = (rows: { ric: string; weight: number }[]) => ({ reporting_currency: 'USD', benchmark_constant: null, benchmark_compositions: rows });

  it('is Σ weight × price / start price when every component is priced', () => {
    const r = benchmarkValueChecked(settings([{ ric: 'A', weight: 0.6 }, { ric: 'B', weight: 0.4 }]), start, 1, mid);
    expect(r.errors).toEqual([]);
    expect(r.value).toBeCloseTo(0.6 * 1.1 + 0.4 * 0.9, 12);
  });

  it('is null with one error per component that has no price, worded the same at every step', () => {
    const gone = benchmarkValueChecked(settings([{ ric: 'A', weight: 0.5 }, { ric: 'GONE', weight: 0.5 }]), start, 1, mid);
    expect(gone).toEqual({ value: null, errors: ['GONE: no price at the session start'] });
    const nan = benchmarkValueChecked(settings([{ ric: 'A', weight: 1 }]), start, 2, (ric, at) => (at === start ? 100 : Number.NaN));
    expect(nan).toEqual({ value: null, errors: ['A: no price at the metrics time'] });
  });

  it('values a constant benchmark whatever the prices', () => {
    const r = benchmarkValueChecked({ reporting_currency: 'USD', benchmark_constant: 0.1, benchmark_compositions: [] }, 0, 365 * 86_400_000, () => Number.NaN);
    expect(r).toEqual({ value: 1.1, errors: [] });
  });
});
