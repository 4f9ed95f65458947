/**
 * The trainer's portfolio limits on orders (spec 000 §5, 001 §2 "portfolio limits"):
 *
 * - Group allocation limits: each group's share of the gross portfolio value stays within its
 *   lower and upper fractions. An order that opens or increases a position may not move a
 *   group further outside its band; the order ticket's maximum is where the first bound would
 *   be crossed. In the cash approach a purchase turns cash into the group (the gross stays the
 *   same); in the risk-weighted approach purchases are financed, so the gross grows with them.
 * - Enforced metric limits (metrics_limits rows marked enforced, and the session's
 *   limit_metric with its low and high bounds): metrics are measured on the series of period
 *   values, so no order can be checked against them before it trades. While a player's last
 *   measured metric is outside an enforced limit, orders that add exposure are refused with
 *   the limit named.
 *
 * A fill that reduces or closes a position is never refused by either (issue 12, "stops that
 * always fire"): a stop loss, a Close or any sale must be able to get the player out, even if
 * the sale takes a group under its lower bound or cash over its upper one. Were sales capped
 * at the lower bound, a stop on a group sitting at it could never fire.
 */
import { RiskApproach, TransactionType, type AssetGroup, type LimitMetric } from '../enums';
import { formatPercent } from '../format';
import type { LimitResult } from '../trading/order-limits';
import type { Valuation } from '../trading/valuation';
import type { PlayerMetrics } from './player-metrics';

export interface GroupLimit {
  asset_group: string;
  lower_limit: number | null;
  upper_limit: number | null;
}

export interface MetricLimit {
  metric_type: LimitMetric;
  lower_limit: number | null;
  upper_limit: number | null;
  enforced: boolean;
}

/** What the limits read of the session's settings (all optional: none saved, none apply). */
export interface RiskLimitSettings {
  risk_approach: RiskApproach;
  asset_group_allocations?: readonly GroupLimit[];
  metrics_limits?: readonly MetricLimit[];
  limit_metric?: LimitMetric | null;
  metric_limit_low?: number | null;
  metric_limit_high?: number | null;
}

export const METRIC_FIELD: Record<LimitMetric, keyof PlayerMetrics> = {
  VaR: 'var05',
  Sharpe: 'sharpe_ratio',
  Treynor: 'treynor_ratio',
  Alpha: 'alpha',
  Beta: 'beta',
  Volatility: 'portfolio_volatility',
};

/** The limits that refuse orders: enforced metrics_limits rows and the session's metric limit. */
export function enforcedMetricLimits(s: RiskLimitSettings): MetricLimit[] {
  const rows = (s.metrics_limits ?? []).filter((l) => l.enforced && (l.lower_limit !== null || l.upper_limit !== null));
  if (s.limit_metric && (s.metric_limit_low != null || s.metric_limit_high != null)) {
    rows.push({ metric_type: s.limit_metric, lower_limit: s.metric_limit_low ?? null, upper_limit: s.metric_limit_high ?? null, enforced: true });
  }
  return rows;
}

export interface MetricBreach {
  metric_type: LimitMetric;
  value: number;
  lower_limit: number | null;
  upper_limit: number | null;
}

/** The enforced limits the player's last measured metrics are outside of (the tiles turn red). */
export function metricBreaches(metrics: PlayerMetrics | null | undefined, limits: readonly MetricLimit[]): MetricBreach[] {
  if (!metrics) return [];
  const out: MetricBreach[] = [];
  for (const l of limits) {
    const value = metrics[METRIC_FIELD[l.metric_type]];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if ((l.lower_limit !== null && value < l.lower_limit) || (l.upper_limit !== null && value > l.upper_limit)) {
      out.push({ metric_type: l.metric_type, value, lower_limit: l.lower_limit, upper_limit: l.upper_limit });
    }
  }
  return out;
}

function boundText(b: Pick<MetricBreach, 'lower_limit' | 'upper_limit'>): string {
  if (b.lower_limit !== null && b.upper_limit !== null) return `between ${b.lower_limit} and ${b.upper_limit}`;
  return b.lower_limit !== null ? `at least ${b.lower_limit}` : `at most ${b.upper_limit}`;
}

export function metricLimitText(b: MetricBreach): string {
  const value = Math.abs(b.value) >= 1000 ? Math.round(b.value).toLocaleString('en-US') : b.value.toFixed(4);
  return `${b.metric_type} limit breached (${value}; must be ${boundText(b)}): only orders that reduce a position are allowed`;
}

type Side = { group: AssetGroup; transaction: TransactionType; heldQuantity: number };

/**
 * Whether a trade opens or increases a position (a purchase while flat or long, any short sale)
 * rather than reducing or closing one (a sale of a long, a purchase covering a short).
 */
export function addsExposure(side: Pick<Side, 'transaction' | 'heldQuantity'>): boolean {
  const h = side.heldQuantity;
  return side.transaction === TransactionType.ShortSell || (side.transaction === TransactionType.Buy ? h >= 0 : h <= 0);
}

/**
 * The largest quantity the group limits allow, at `unitValue` (reporting currency per unit of
 * quantity), or null when no group limit applies. Gross is the sum of the absolute group values.
 */
export function groupLimitMax(s: RiskLimitSettings, v: Valuation, side: Side, unitValue: number): LimitResult | null {
  const limits = (s.asset_group_allocations ?? []).filter((l) => l.lower_limit !== null || l.upper_limit !== null);
  if (!limits.length || !(unitValue > 0)) return null;
  const gross = Object.values(v.allocations).reduce((sum, x) => sum + (x ?? 0), 0);
  if (!(gross > 0)) return null;
  const of = (g: string) => v.allocations[g as AssetGroup] ?? 0;
  // Only a trade that grows the instrument group's absolute value (opening) is limited; one that
  // shrinks it (reducing, closing) never is.
  if (!addsExposure(side)) return null;
  // Cash (cash approach only) moves the other way of the money: buying spends it, short selling adds.
  const cashIn = side.transaction !== TransactionType.Buy;
  const financed = s.risk_approach === RiskApproach.RiskWeighted;
  let best: LimitResult | null = null;
  const consider = (max: number, l: GroupLimit, which: 'upper' | 'lower') => {
    const capped = Number.isFinite(max) && max > 0 ? Math.floor(max + 1e-9) : 0;
    if (best === null || capped < best.max) {
      const bound = which === 'upper' ? l.upper_limit! : l.lower_limit!;
      best = { max: capped, reason: `Allocation limit: ${l.asset_group} must stay ${which === 'upper' ? 'at most' : 'at least'} ${formatPercent(bound, 0)} of the portfolio` };
    }
  };
  for (const l of limits) {
    if (l.asset_group === side.group) {
      const a = of(side.group);
      if (l.upper_limit !== null) {
        // (a + qP) / (G [+ qP when financed]) ≤ u
        consider(financed ? (l.upper_limit * gross - a) / ((1 - l.upper_limit) * unitValue) : (l.upper_limit * gross - a) / unitValue, l, 'upper');
      }
    } else if (l.asset_group === 'Cash' && !financed) {
      const c = of('Cash');
      if (!cashIn && l.lower_limit !== null) consider((c - l.lower_limit * gross) / unitValue, l, 'lower');
      if (cashIn && l.upper_limit !== null) consider((l.upper_limit * gross - c) / unitValue, l, 'upper');
    } else if (financed && l.lower_limit !== null) {
      // A financed purchase grows the gross and so dilutes every other group.
      // An empty group stays at 0 % however the gross grows: only a held one is diluted.
      const a = of(l.asset_group);
      if (a > 0) consider((a / l.lower_limit - gross) / unitValue, l, 'lower');
    }
  }
  return best;
}

/**
 * The ticket's maximum with the trainer's limits on top, for an order that adds exposure: zero
 * with the metric named while an enforced metric limit is breached; else the group cap when it
 * binds first. An order that reduces or closes a position keeps the base maximum (what is held,
 * or the short to cover). The engine and the order ticket both call this.
 */
export function withRiskLimits(
  s: RiskLimitSettings,
  base: LimitResult,
  input: {
    allocations: Valuation['allocations'];
    group: AssetGroup;
    transaction: TransactionType;
    heldQuantity: number;
    /** Reporting currency per unit of quantity at the order's price. */
    unitValue: number;
    breaches: readonly MetricBreach[];
  },
): LimitResult {
  const side = { group: input.group, transaction: input.transaction, heldQuantity: input.heldQuantity };
  if (!addsExposure(side)) return base;
  const [breach] = input.breaches;
  if (breach) return { ...base, max: 0, reason: metricLimitText(breach) };
  const group = groupLimitMax(s, { allocations: input.allocations } as Valuation, side, input.unitValue);
  return group && group.max < base.max ? { ...base, max: group.max, reason: group.reason } : base;
}
