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

/**
 * The benchmark's value at `ms` like `benchmarkValue`, but a component without a price does not
 * throw: the value is null and `errors` says, for each such component, why (the texts the
 * 'Missing benchmark prices' warning lists). Texts name the ric and not the moment, so the
 * same problem at the next step reads the same.
 */
export function benchmarkValueChecked(
  s: BenchmarkSettings,
  startMs: number,
  ms: number,
  mid: (ric: string, at: number) => number,
): { value: number | null; errors: string[] } {
  const b = describeBenchmark(s);
  if (b.kind === 'constant') return { value: (1 + b.constant!) ** ((ms - startMs) / (365 * 86_400_000)), errors: [] };
  const errors: string[] = [];
  let value = 0;
  const priced = (ric: string, at: number): number | null => {
    try {
      const p = mid(ric, at);
      return Number.isFinite(p) && p > 0 ? p : null;
    } catch {
      return null;
    }
  };
  for (const c of b.components) {
    const base = priced(c.ric, startMs);
    if (base === null) {
      errors.push(`${c.ric}: no price at the session start`);
      continue;
    }
    const now = priced(c.ric, ms);
    if (now === null) {
      errors.push(`${c.ric}: no price at the metrics time`);
      continue;
    }
    value += (c.weight * now) / base;
  }
  return errors.length ? { value: null, errors } : { value, errors };
}

/** The instrument types a player's own benchmark may hold (spec 001 §2 "fund or equity RIC"). */
export const INDIVIDUAL_BENCHMARK_TYPES = ['IndexFund', 'ETF', 'Equity'] as const;

/**
 * Checks the composition a player saves as their own benchmark (weights as fractions): a row
 * needs a fund or equity the market knows ('Missing Fund') and a weight ('Missing Weight'),
 * each ric once, weights in (0, 1] summing to 1. Returns the first problem, with its row.
 */
export function individualCompositionProblem(
  rows: readonly { ric?: string | null; weight?: number | null }[],
  typeOf: (ric: string) => string | null,
): { error: string; row: number | null; reason?: string } | null {
  const seen = new Set<string>();
  for (const [row, r] of rows.entries()) {
    if (!r.ric) return { error: BENCHMARK_MESSAGES.missingFund, row };
    const type = typeOf(r.ric);
    if (!type || !(INDIVIDUAL_BENCHMARK_TYPES as readonly string[]).includes(type)) {
      return { error: BENCHMARK_MESSAGES.missingFund, row, reason: `${r.ric} is not a fund or equity of the market` };
    }
    if (r.weight === null || r.weight === undefined || !Number.isFinite(r.weight)) return { error: BENCHMARK_MESSAGES.missingWeight, row };
    if (seen.has(r.ric)) return { error: `${r.ric} is listed twice: give each fund or equity one row`, row };
    seen.add(r.ric);
  }
  const problem = compositionProblem(rows, () => true);
  return problem ? { error: problem, row: null } : null;
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
