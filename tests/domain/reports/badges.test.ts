import { describe, expect, it } from 'vitest';
import { badgeViews, hasFirstTrade, hasPositiveSharpe, isDiversified } from '../../../domain/reports/badges';

describe('badges', () => {
  it('unlocks the first trade with the first executed order', () => {
    expect(hasFirstTrade(0)).toBe(false);
    expect(hasFirstTrade(1)).toBe(true);
  });

  it('counts a portfolio diversified with 3 groups besides cash at 10 % of the market value or more', () => {
    // Market value 100,000: equities 30 %, bonds 20 %, alternatives exactly 10 %.
    expect(isDiversified({ Cash: 40_000, Equities: 30_000, Bonds: 20_000, Alternatives: 10_000 }, 100_000)).toBe(true);
    // Alternatives at 9.999 %: two groups only.
    expect(isDiversified({ Cash: 40_001, Equities: 30_000, Bonds: 20_000, Alternatives: 9_999 }, 100_000)).toBe(false);
    // Cash is not a group of its own here, however large.
    expect(isDiversified({ Cash: 50_000, Equities: 30_000, Bonds: 20_000 }, 100_000)).toBe(false);
    expect(isDiversified({ Equities: 1, Bonds: 1, FX: 1 }, 0)).toBe(false);
  });

  it('wants a Sharpe ratio above zero at the finish', () => {
    expect(hasPositiveSharpe({ sharpe_ratio: 0.4 })).toBe(true);
    expect(hasPositiveSharpe({ sharpe_ratio: 0 })).toBe(false);
    expect(hasPositiveSharpe({ sharpe_ratio: -0.1 })).toBe(false);
    expect(hasPositiveSharpe(null)).toBe(false);
  });

  it('lists every badge, the unlocked ones with their time', () => {
    const views = badgeViews([{ badge: 'first_trade', at: 1_700_000_000_000 }]);
    expect(views.map((v) => [v.badge, v.unlocked, v.unlocked_at])).toEqual([
      ['first_trade', true, 1_700_000_000_000],
      ['diversified_portfolio', false, null],
      ['positive_sharpe', false, null],
    ]);
    expect(views[0]!.name).toBe('First trade');
  });
});
