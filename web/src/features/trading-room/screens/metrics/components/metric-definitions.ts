/**
 * The player's metrics as the Metrics screen shows them (spec 001 §2): which field of a
 * `fetch_metrics` point each displayed metric reads, how it is formatted, and whether an
 * enforced limit is breached.
 *
 * Units: volatility, alpha and the portfolio return are fractions shown as percents; beta,
 * Sharpe and Treynor are plain ratios; VaR is money in the reporting currency (the engine
 * scales the 5 % return quantile by the market value). The spec's N/A rule (outside −100 to
 * 100) applies to the ratios and percents, on the unscaled value; a VaR in money is routinely
 * beyond 100, so it is shown as money instead.
 */
import { formatMetric, formatMoney, formatPercent, METRIC_DISPLAY_BOUND, METRIC_NOT_AVAILABLE } from '@domain/format';
import { enforcedMetricLimits } from '@domain/engine/risk-limits';
import type { MetricsPoint } from '../../shared/api/screens-api';

export type MetricKey = 'Volatility' | 'Alpha' | 'Beta' | 'Sharpe' | 'Treynor' | 'VaR' | 'Duration' | 'Portfolio';

export interface MetricDefinition {
  key: MetricKey;
  title: string;
  /** The field of a metrics point, when the metric has a history. */
  field: keyof MetricsPoint | null;
  kind: 'percent' | 'ratio' | 'money' | 'years';
}

export const METRIC_DEFINITIONS: Record<MetricKey, MetricDefinition> = {
  Portfolio: { key: 'Portfolio', title: 'Portfolio return', field: null, kind: 'percent' },
  Volatility: { key: 'Volatility', title: 'Volatility', field: 'portfolio_volatility', kind: 'percent' },
  Alpha: { key: 'Alpha', title: 'Alpha', field: 'alpha', kind: 'percent' },
  Beta: { key: 'Beta', title: 'Beta', field: 'beta', kind: 'ratio' },
  Sharpe: { key: 'Sharpe', title: 'Sharpe ratio', field: 'sharpe_ratio', kind: 'ratio' },
  Treynor: { key: 'Treynor', title: 'Treynor ratio', field: 'treynor_ratio', kind: 'ratio' },
  VaR: { key: 'VaR', title: 'Value at risk (95%)', field: 'var05', kind: 'money' },
  Duration: { key: 'Duration', title: 'Duration', field: null, kind: 'years' },
};

export const METRIC_ORDER: MetricKey[] = ['Portfolio', 'Volatility', 'Alpha', 'Beta', 'Sharpe', 'Treynor', 'VaR', 'Duration'];

export function formatMetricValue(def: MetricDefinition, value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return METRIC_NOT_AVAILABLE;
  switch (def.kind) {
    case 'money':
      return formatMoney(value, currency);
    case 'percent':
      return Math.abs(value) > METRIC_DISPLAY_BOUND ? METRIC_NOT_AVAILABLE : formatPercent(value, 2);
    case 'years':
      return `${formatMetric(value)} years`;
    default:
      return formatMetric(value);
  }
}

export interface MetricLimit {
  metric_type: string;
  lower_limit: number | null;
  upper_limit: number | null;
  enforced: boolean;
}

/** The enforced limits of the session: the engine's own list, so screen and order checks agree. */
export function enforcedLimits(session: Parameters<typeof enforcedMetricLimits>[0]): MetricLimit[] {
  return enforcedMetricLimits(session);
}

export function breaches(limit: MetricLimit | undefined, value: number | null | undefined): boolean {
  if (!limit || value === null || value === undefined || !Number.isFinite(value)) return false;
  return (limit.lower_limit !== null && value < limit.lower_limit) || (limit.upper_limit !== null && value > limit.upper_limit);
}

/** Least-squares line through the points (x = index), for the dotted trend line. */
export function regression(values: readonly (number | null)[]): (number | null)[] {
  const pts = values.map((y, x) => ({ x, y })).filter((p): p is { x: number; y: number } => p.y !== null && Number.isFinite(p.y));
  if (pts.length < 2) return values.map(() => null);
  const n = pts.length;
  const mx = pts.reduce((s, p) => s + p.x, 0) / n;
  const my = pts.reduce((s, p) => s + p.y, 0) / n;
  const sxx = pts.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const slope = sxx === 0 ? 0 : pts.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
  return values.map((_, x) => my + slope * (x - mx));
}
