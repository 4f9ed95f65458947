/** Number texts of the players table, all through domain/format. */
import { formatMetric, formatMillions, formatNumber, formatPercent, MISSING, METRIC_NOT_AVAILABLE } from '@domain/format';

/** Signed amount without currency (the table states it once): '+1,234.50', '-12.00'. */
export function signedAmount(value: number | null | undefined, decimals = 2): string {
  const text = formatNumber(value, { decimals });
  if (text === MISSING || value === null || value === undefined || value <= 0 || !/[1-9]/.test(text)) return text;
  return `+${text}`;
}

export function signedPercent(fraction: number | null | undefined): string {
  const text = formatPercent(fraction);
  if (text === MISSING || fraction === null || fraction === undefined || fraction <= 0 || !/[1-9]/.test(text)) return text;
  return `+${text}`;
}

/** A metric that is a fraction (volatility, alpha): as percent, N/A outside ±100 %. */
export function percentMetric(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined) return METRIC_NOT_AVAILABLE;
  const text = formatMetric(fraction * 100);
  return text === METRIC_NOT_AVAILABLE ? text : `${text}%`;
}

export const millions = (v: number | null | undefined) => formatMillions(v);
export const ratio = (v: number | null | undefined) => formatMetric(v);

export function pnlColor(v: number | null | undefined): 'green' | 'red' | undefined {
  if (v === null || v === undefined || Math.abs(v) < 0.005) return undefined;
  return v > 0 ? 'green' : 'red';
}
