/**
 * The session benchmark players are judged against: a constant annual return, or a weighted
 * composition of index funds and assets (weights as fractions), or, when the trainer saved
 * neither, the broad equity index of the reporting currency. Its value is an index that
 * starts at 1 on the session's start date.
 */
import { DomainError } from '../domain-error';
import { REPORTING_BENCHMARKS } from '../market/universe/index-funds';

export interface BenchmarkComposition {
  ric: string;
  weight: number;
}

export interface BenchmarkSettings {
  reporting_currency: string;
  benchmark_constant: number | null;
  benchmark_compositions: BenchmarkComposition[];
}

export const BENCHMARK_MESSAGES = {
  missingFund: 'Missing Fund',
  missingWeight: 'Missing Weight',
  weightsSum: 'Weights must add up to 100%',
} as const;

export function defaultBenchmarkRic(reportingCurrency: string): string {
  return REPORTING_BENCHMARKS[reportingCurrency as keyof typeof REPORTING_BENCHMARKS] ?? REPORTING_BENCHMARKS.USD;
}

/** What the benchmark is, in words a screen can show ("shown as such" when it is the default). */
export function describeBenchmark(s: BenchmarkSettings): { kind: 'constant' | 'composition' | 'default'; components: BenchmarkComposition[]; constant: number | null } {
  if (s.benchmark_constant !== null) return { kind: 'constant', components: [], constant: s.benchmark_constant };
  if (s.benchmark_compositions.length) return { kind: 'composition', components: s.benchmark_compositions, constant: null };
  return { kind: 'default', components: [{ ric: defaultBenchmarkRic(s.reporting_currency), weight: 1 }], constant: null };
}

/**
 * The benchmark's index value at `ms`: Σ weight × price(ms) / price(start) for a composition,
 * (1 + c)^(years since start) for a constant. `mid` gives an instrument's mid at a moment.
 */
export function benchmarkValue(s: BenchmarkSettings, startMs: number, ms: number, mid: (ric: string, at: number) => number): number {
  const b = describeBenchmark(s);
  if (b.kind === 'constant') return (1 + b.constant!) ** ((ms - startMs) / (365 * 86_400_000));
  let value = 0;
  for (const c of b.components) {
    const base = mid(c.ric, startMs);
    if (!(base > 0)) throw new DomainError('INVALID_INPUT', `No price for ${c.ric} at the session start`);
    value += (c.weight * mid(c.ric, ms)) / base;
  }
  return value;
}

/** Checks a composition the trainer saves; returns the first problem's text, or null. */
export function compositionProblem(rows: readonly { ric?: string | null; weight?: number | null }[], known: (ric: string) => boolean): string | null {
  for (const r of rows) {
    if (!r.ric) return BENCHMARK_MESSAGES.missingFund;
    if (r.weight === null || r.weight === undefined || !Number.isFinite(r.weight)) return BENCHMARK_MESSAGES.missingWeight;
    if (r.weight <= 0 || r.weight > 1) return 'Each weight must be above 0% and at most 100%';
    if (!known(r.ric)) return `Unknown fund or asset ${r.ric}`;
  }
  const sum = rows.reduce((s, r) => s + (r.weight ?? 0), 0);
  if (rows.length && Math.abs(sum - 1) > 0.0005) return BENCHMARK_MESSAGES.weightsSum;
  return null;
}
