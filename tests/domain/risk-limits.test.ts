import { describe, expect, it } from 'vitest';
import { RiskApproach, TransactionType } from '../../domain/enums';
import { enforcedMetricLimits, groupLimitMax, metricBreaches } from '../../domain/engine/risk-limits';
import type { Valuation } from '../../domain/trading/valuation';

const valuation = (allocations: Valuation['allocations']) => ({ allocations }) as Valuation;

describe('group allocation limits', () => {
  it('caps a cash-approach purchase where the group reaches its upper limit (the gross stays the same)', () => {
    const s = { risk_approach: RiskApproach.Cash, asset_group_allocations: [{ asset_group: 'Equities', lower_limit: null, upper_limit: 0.4 }] };
    // Gross 1,000,000: 300,000 equities, 700,000 cash; 100 per share → (400,000 − 300,000) / 100.
    const r = groupLimitMax(s, valuation({ Cash: 700_000, Equities: 300_000 }), { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: 10 }, 100);
    expect(r).toEqual({ max: 1_000, reason: 'Allocation limit: Equities must stay at most 40% of the portfolio' });
  });

  it('grows the gross with a financed purchase in the risk-weighted approach', () => {
    const s = { risk_approach: RiskApproach.RiskWeighted, asset_group_allocations: [{ asset_group: 'Equities', lower_limit: null, upper_limit: 0.5 }] };
    // (300,000 + q·100) / (1,000,000 + q·100) ≤ 0.5 → q ≤ 200,000 / (0.5 · 100) = 4,000.
    const r = groupLimitMax(s, valuation({ Bonds: 700_000, Equities: 300_000 }), { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: 0 }, 100);
    expect(r!.max).toBe(4_000);
  });

  it('never blocks a trade that moves a group back toward its band, and blocks one that moves it further out', () => {
    const s = { risk_approach: RiskApproach.Cash, asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.1, upper_limit: 0.2 }] };
    const over = valuation({ Cash: 700_000, Equities: 300_000 });
    expect(groupLimitMax(s, over, { group: 'Equities', transaction: TransactionType.Sell, heldQuantity: 3_000 }, 100)!.max).toBe(2_000); // down to 10 %
    expect(groupLimitMax(s, over, { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: 3_000 }, 100)!.max).toBe(0);
    // A short sale grows the group's gross exposure like a purchase; covering shrinks it.
    expect(groupLimitMax(s, over, { group: 'Equities', transaction: TransactionType.ShortSell, heldQuantity: 0 }, 100)!.max).toBe(0);
    const under = valuation({ Cash: 950_000, Equities: 50_000 });
    expect(groupLimitMax(s, under, { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: 500 }, 100)!.max).toBe(1_500);
    expect(groupLimitMax(s, under, { group: 'Equities', transaction: TransactionType.Sell, heldQuantity: 500 }, 100)!.max).toBe(0);
    // Other groups are not limited by the Equities band.
    expect(groupLimitMax(s, under, { group: 'Bonds', transaction: TransactionType.Buy, heldQuantity: 0 }, 100)).toBeNull();
  });
});

describe('enforced metric limits', () => {
  const metrics = { portfolio_volatility: 0.3, alpha: 0.01, beta: 1.4, sharpe_ratio: -0.2, treynor_ratio: 0.1, var05: -250_000, market_index_return: 0.02 };

  it('takes enforced rows and the session metric limit, and reports the metrics outside them', () => {
    const limits = enforcedMetricLimits({
      risk_approach: RiskApproach.Cash,
      metrics_limits: [
        { metric_type: 'Volatility', lower_limit: null, upper_limit: 0.25, enforced: true },
        { metric_type: 'Beta', lower_limit: null, upper_limit: 1, enforced: false },
      ],
      limit_metric: 'Sharpe',
      metric_limit_low: 0,
      metric_limit_high: null,
    });
    expect(limits.map((l) => l.metric_type)).toEqual(['Volatility', 'Sharpe']);
    expect(metricBreaches(metrics, limits).map((b) => [b.metric_type, b.value])).toEqual([
      ['Volatility', 0.3],
      ['Sharpe', -0.2],
    ]);
    expect(metricBreaches(null, limits)).toEqual([]);
  });
});
