/**
 * The heat scales of equities research (spec 001 §9), as Radix colour tokens so they follow the
 * theme: P/E from 1 or less (cheap) to 25 or more (dear), dividend yield from 0.01 or less to
 * 0.2 or more, and correlation from −1 to 1 in buckets of 0.2 on a diverging palette (red for
 * moving apart, blue for moving together). Pure: the tables and the canvas read the same buckets.
 */

export const PE_SCALE = { low: 1, high: 25 } as const;
export const YIELD_SCALE = { low: 0.01, high: 0.2 } as const;
export const CORRELATION_STEP = 0.2;

/** Where a value sits on a scale, clamped to 0..1. */
export function scalePosition(value: number, low: number, high: number): number {
  return Math.max(0, Math.min(1, (value - low) / (high - low)));
}

/** Five steps of a 0..1 position: 0 to 4. */
function fifth(t: number): number {
  return Math.min(4, Math.floor(t * 5));
}

/** Heat of a P/E: green when cheap (1 or less), through amber, to red when dear (25 or more). */
const PE_COLOURS = ['grass', 'lime', 'amber', 'orange', 'red'] as const;
export function peHeat(pe: number): { color: (typeof PE_COLOURS)[number]; step: number } {
  const step = fifth(scalePosition(pe, PE_SCALE.low, PE_SCALE.high));
  return { color: PE_COLOURS[step]!, step };
}

/** Heat of a dividend yield: paler below 0.01, deeper up to 0.2 and above (alpha steps 3..7 of one hue). */
export function yieldHeat(dividendYield: number): { step: number; alpha: number } {
  const step = fifth(scalePosition(dividendYield, YIELD_SCALE.low, YIELD_SCALE.high));
  return { step, alpha: 3 + step };
}

/**
 * The 0.2-wide bucket of a correlation: 0 for [−1, −0.8), … 4 for [−0.2, 0), 5 for [0, 0.2), …
 * 9 for [0.8, 1]. Rounded to 10 decimals first so that 0.6 − 0.4 style noise stays in its bucket.
 */
export function correlationBucket(value: number): number {
  const v = Math.max(-1, Math.min(1, Math.round(value * 1e10) / 1e10));
  return Math.min(9, Math.floor((v + 1) / CORRELATION_STEP + 1e-9));
}

/** The buckets' lower and upper bounds, for the legend: [−1, −0.8] … [0.8, 1]. */
export function correlationBucketBounds(bucket: number): [number, number] {
  const low = Math.round((-1 + bucket * CORRELATION_STEP) * 10) / 10;
  return [low, Math.round((low + CORRELATION_STEP) * 10) / 10];
}

/** Radix scale steps of the diverging palette: strong red at −1, pale near 0, strong blue at 1. */
const DIVERGING: readonly { hue: 'red' | 'blue'; step: number }[] = [
  { hue: 'red', step: 11 },
  { hue: 'red', step: 9 },
  { hue: 'red', step: 7 },
  { hue: 'red', step: 5 },
  { hue: 'red', step: 3 },
  { hue: 'blue', step: 3 },
  { hue: 'blue', step: 5 },
  { hue: 'blue', step: 7 },
  { hue: 'blue', step: 9 },
  { hue: 'blue', step: 11 },
];

/** The CSS variable of a bucket's colour, and whether text on it should be light. */
export function correlationColour(bucket: number): { variable: string; lightText: boolean } {
  const c = DIVERGING[Math.max(0, Math.min(9, bucket))]!;
  return { variable: `--${c.hue}-${c.step}`, lightText: c.step >= 9 };
}
