/** Weights are edited in percent and stored as fractions (spec 001 §8): 12.5 (%) ↔ 0.125. */
export const toPercentText = (fraction: number | null | undefined) => (fraction === null || fraction === undefined ? '' : String(Math.round(fraction * 1_000_000) / 10_000));

/** '' → null; a number → fraction (to 0.0001 %); anything else → NaN (refused by the check). */
export function fromPercentText(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 10_000) / 1_000_000 : Number.NaN;
}
