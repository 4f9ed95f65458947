/** Small timing helpers for the benchmark scripts. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export function summarize(samplesMs: number[]): { n: number; p50: number; p99: number; max: number } {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export function timed<T>(fn: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = fn();
  return { value, ms: performance.now() - t0 };
}

export function line(label: string, figure: string, target?: string, met?: boolean): void {
  const verdict = target === undefined ? '' : `  target ${target}: ${met ? 'met' : 'NOT met'}`;
  console.log(`  ${label.padEnd(58)} ${figure.padStart(14)}${verdict}`);
}
