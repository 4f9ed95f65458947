/** A percent input for a stored fraction: typed as 12.5 (%), kept as text while typing. */
import { TextField } from '@radix-ui/themes';

export const toPercentText = (fraction: number | null | undefined) => (fraction === null || fraction === undefined ? '' : String(Math.round(fraction * 1_000_000) / 10_000));

/** '' → null; a number → fraction; anything else → NaN (refused by the check). */
export function fromPercentText(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 10_000) / 1_000_000 : Number.NaN;
}

export function PercentInput({ value, onChange, label, width = 92 }: { value: string; onChange: (v: string) => void; label: string; width?: number }) {
  return (
    <TextField.Root
      size="1"
      type="number"
      inputMode="decimal"
      step={0.01}
      min={0}
      max={100}
      value={value}
      aria-label={label}
      onChange={(e) => onChange(e.target.value)}
      style={{ width, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
    >
      <TextField.Slot side="right">%</TextField.Slot>
    </TextField.Root>
  );
}
