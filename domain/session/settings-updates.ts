/**
 * The trainer's settings calls on a running session (spec 000 §7 "Per session POST") and
 * their validation texts (spec 000 §5). Each call becomes a patch of the session's settings
 * that takes effect at once. Percent inputs arrive as fractions.
 */
import { z } from 'zod';
import { AssetClass, ASSET_GROUPS, DISPLAY_METRICS, LIMIT_METRICS, type LimitMetric } from '../enums';
import { validateTradingWindows, type TradingWindow } from './trading-windows';
import { compositionList } from '../contracts/fields';

export const SETTINGS_MESSAGES = {
  limitsRange: 'Limits must be between 0 and 100',
  lowerBelowUpper: 'Lower limit values must be lesser than upper limit values!',
  missingFund: 'Missing Fund',
  missingWeight: 'Missing Weight',
} as const;

const fraction = z.number({ error: SETTINGS_MESSAGES.limitsRange }).min(0, SETTINGS_MESSAGES.limitsRange).max(1, SETTINGS_MESSAGES.limitsRange);
const assetClassIds = Object.values(AssetClass) as number[];

export const assetClassOptionsBody = z.object({
  asset_class_options: compositionList(
    z.object({
      asset_class: z.custom<AssetClass>((n) => typeof n === 'number' && assetClassIds.includes(n), 'Unknown asset class'),
      pv_limit: fraction,
      risk_weight: fraction,
    }),
    'asset classes',
  ),
});

export const leverageBody = z.object({ fx_leverage: fraction, bond_leverage: fraction.refine((b) => b > 0, 'Bond leverage must be above 0%.') });

export const displayMetricsBody = z.object({ display_metrics: compositionList(z.enum(DISPLAY_METRICS, { error: `Metrics are ${DISPLAY_METRICS.join(', ')}` }), 'metrics') });

/** Bounds of each limit metric's inputs (spec 000 §5). */
export const METRIC_BOUNDS: Record<LimitMetric, number> = { VaR: 100_000_000, Sharpe: 10, Treynor: 10, Beta: 10, Alpha: 10, Volatility: 10 };

const limitRow = z
  .object({
    metric_type: z.enum(LIMIT_METRICS, { error: `Metrics are ${LIMIT_METRICS.join(', ')}` }),
    lower_limit: z.number().nullable(),
    upper_limit: z.number().nullable(),
    enforced: z.boolean(),
  })
  .superRefine((row, ctx) => {
    const bound = METRIC_BOUNDS[row.metric_type];
    for (const key of ['lower_limit', 'upper_limit'] as const) {
      const v = row[key];
      if (v !== null && Math.abs(v) > bound) ctx.addIssue({ code: 'custom', path: [key], message: `${row.metric_type} limits are between -${bound} and ${bound}` });
    }
    if (row.lower_limit !== null && row.upper_limit !== null && row.lower_limit >= row.upper_limit) {
      ctx.addIssue({ code: 'custom', path: ['lower_limit'], message: SETTINGS_MESSAGES.lowerBelowUpper });
    }
  });
export const metricsLimitsBody = z.object({ metrics_limits: compositionList(limitRow, 'metric limits') });

/** The session's one limit metric may be any of them: its limits are bounded by the widest bound. */
const METRIC_LIMIT_MAX = Math.max(...Object.values(METRIC_BOUNDS));
const metricLimitValue = z
  .number()
  .refine((v) => Math.abs(v) <= METRIC_LIMIT_MAX, `Limits are between -${METRIC_LIMIT_MAX.toLocaleString('en-US')} and ${METRIC_LIMIT_MAX.toLocaleString('en-US')}`)
  .nullable();

export const metricLimitBody = z
  .object({ low_limit: metricLimitValue, high_limit: metricLimitValue })
  .refine((b) => b.low_limit === null || b.high_limit === null || b.low_limit < b.high_limit, SETTINGS_MESSAGES.lowerBelowUpper);

export const groupAllocationsBody = z.object({
  asset_group_allocations: compositionList(
    z
      .object({ asset_group: z.enum(ASSET_GROUPS), lower_limit: fraction.nullable(), upper_limit: fraction.nullable() })
      .refine((g) => g.lower_limit === null || g.upper_limit === null || g.lower_limit < g.upper_limit, SETTINGS_MESSAGES.lowerBelowUpper),
    'asset groups',
  ),
});

export const macroBackgroundBody = z.object({ macro_background: z.string().max(20_000, 'At most 20,000 characters') });

export const tradingWindowsBody = z.object({ trading_intervals: z.unknown() }).transform((b, ctx): { trading_intervals: TradingWindow[] } => {
  const r = validateTradingWindows(b.trading_intervals);
  if (!r.ok) {
    ctx.addIssue({ code: 'custom', path: ['trading_intervals'], message: r.message });
    return z.NEVER;
  }
  return { trading_intervals: r.windows };
});

/** Toggles flip a flag; the body may carry the wanted value, else the current one is flipped. */
export const toggleBody = z.object({ value: z.boolean().optional() });
