import { describe, expect, it } from 'vitest';
import { RiskApproach, TransactionType } from '../../../domain/enums';
import { enforcedMetricLimits, groupLimitMax, metricBreaches, withRiskLimits } from '../../../domain/engine/risk-limits';
import { REFUSAL } from '../../../domain/trading/order-limits';
import type { Valuation } from '../../../domain/trading/valuation';

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

  it('blocks an opening trade that moves a group further out of its band, and never a trade that reduces a position', () => {
    const s = { risk_approach: RiskApproach.Cash, asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.1, upper_limit: 0.2 }] };
    const over = valuation({ Cash: 700_000, Equities: 300_000 });
    expect(groupLimitMax(s, over, { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: 3_000 }, 100)!.max).toBe(0);
    // A short sale grows the group's gross exposure like a purchase.
    expect(groupLimitMax(s, over, { group: 'Equities', transaction: TransactionType.ShortSell, heldQuantity: 0 }, 100)!.max).toBe(0);
    const under = valuation({ Cash: 950_000, Equities: 50_000 });
    expect(groupLimitMax(s, under, { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: 500 }, 100)!.max).toBe(1_500);
    // Selling a long below the lower bound, or covering a short, is never limited (a stop must fire).
    expect(groupLimitMax(s, under, { group: 'Equities', transaction: TransactionType.Sell, heldQuantity: 500 }, 100)).toBeNull();
    expect(groupLimitMax(s, over, { group: 'Equities', transaction: TransactionType.Buy, heldQuantity: -3_000 }, 100)).toBeNull();
    // Nor by the Cash band a sale fills: cash over its upper bound.
    const cashCapped = { risk_approach: RiskApproach.Cash, asset_group_allocations: [{ asset_group: 'Cash', lower_limit: null, upper_limit: 0.9 }] };
    expect(groupLimitMax(cashCapped, under, { group: 'Equities', transaction: TransactionType.Sell, heldQuantity: 500 }, 100)).toBeNull();
    // Other groups are not limited by the Equities band.
    expect(groupLimitMax(s, under, { group: 'Bonds', transaction: TransactionType.Buy, heldQuantity: 0 }, 100)).toBeNull();
  });

  it('keeps the whole position sellable in the ticket’s maximum with the group at its lower bound', () => {
    const s = { risk_approach: RiskApproach.Cash, asset_group_allocations: [{ asset_group: 'Equities', lower_limit: 0.3, upper_limit: null }] };
    const atBound = { Cash: 700_000, Equities: 300_000 };
    const sellAll = withRiskLimits(s, { max: 3_000, reason: REFUSAL.cannotSell }, { allocations: atBound, group: 'Equities', transaction: TransactionType.Sell, heldQuantity: 3_000, unitValue: 100, breaches: [] });
    expect(sellAll).toEqual({ max: 3_000, reason: REFUSAL.cannotSell });
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

  it('refuses an order that adds exposure while a limit is breached, and lets one that reduces or closes a position through', () => {
    const [breach] = metricBreaches(metrics, [{ metric_type: 'Volatility', lower_limit: null, upper_limit: 0.25, enforced: true }]);
    const s = { risk_approach: RiskApproach.Cash };
    const input = { allocations: { Cash: 500_000, Equities: 500_000 }, group: 'Equities' as const, unitValue: 100, breaches: [breach!] };
    const buy = withRiskLimits(s, { max: 5_000, reason: REFUSAL.insufficientFunds }, { ...input, transaction: TransactionType.Buy, heldQuantity: 5_000 });
    expect(buy).toEqual({ max: 0, reason: 'Volatility limit breached (0.3000; must be at most 0.25): only orders that reduce a position are allowed' });
    const shortSale = withRiskLimits(s, { max: 100, reason: REFUSAL.cannotShortSell }, { ...input, transaction: TransactionType.ShortSell, heldQuantity: 0 });
    expect(shortSale.max).toBe(0);
    expect(withRiskLimits(s, { max: 5_000, reason: REFUSAL.cannotSell }, { ...input, transaction: TransactionType.Sell, heldQuantity: 5_000 }).max).toBe(5_000);
    expect(withRiskLimits(s, { max: 200, reason: REFUSAL.buyPastLimit }, { ...input, transaction: TransactionType.Buy, heldQuantity: -200 }).max).toBe(200);
  });
});
