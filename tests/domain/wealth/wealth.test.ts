/**
 * Wealth management (issue 16, management type 1): the stated tables (model allocations per
 * profile, the answers' scoring and bands), deviations from a model, the SAA's sum rule and the
 * mandate group limits' rule, with the spec's texts.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass } from '../../../domain/enums';
import {
  INVESTMENT_GOALS,
  INVESTMENT_PROFILE_LABELS,
  INVESTMENT_PROFILES,
  LOSS_TOLERANCES,
  RISK_ATTITUDES,
  WEALTH_CONVENTIONS,
} from '../../../domain/wealth/conventions';
import {
  WEALTH_MESSAGES,
  deviationLevel,
  deviations,
  groupLimitsProblem,
  impliedProfile,
  limitState,
  modelAllocation,
  normalizedSaa,
  profileOfScore,
  profileScore,
  saaProblem,
} from '../../../domain/wealth/rules';

const C = AssetClass;

describe('model allocations per investment profile', () => {
  it('labels the five profiles as spec 000 §9 does', () => {
    expect(INVESTMENT_PROFILES.map((p) => INVESTMENT_PROFILE_LABELS[p])).toEqual(['Conservative', 'Moderately Conservative', 'Balanced', 'Moderately Aggressive', 'Aggressive']);
  });

  it('sums every model row to exactly 100, over the SAA classes only', () => {
    for (const p of INVESTMENT_PROFILES) {
      const row = modelAllocation(p);
      expect(row.map((r) => r.asset_class)).toEqual([...WEALTH_CONVENTIONS.saaAssetClasses]);
      expect(row.reduce((s, r) => s + r.percent, 0)).toBe(100);
      expect(row.every((r) => r.percent >= 0)).toBe(true);
    }
  });

  it('holds more equities and less cash and bonds as the profile grows', () => {
    const equities = INVESTMENT_PROFILES.map((p) => modelAllocation(p).filter((r) => r.asset_class === C.Equities || r.asset_class === C.EtfEquities).reduce((s, r) => s + r.percent, 0));
    const bonds = INVESTMENT_PROFILES.map((p) =>
      modelAllocation(p)
        .filter((r) => [C.GovtBonds, C.CorporateBonds, C.EtfBonds].includes(r.asset_class as never))
        .reduce((s, r) => s + r.percent, 0),
    );
    const cash = INVESTMENT_PROFILES.map((p) => modelAllocation(p).find((r) => r.asset_class === C.Cash)!.percent);
    expect(equities).toEqual([15, 30, 45, 60, 75]);
    expect(bonds).toEqual([65, 55, 45, 27, 13]);
    expect(cash).toEqual([15, 10, 5, 3, 2]);
  });
});

describe('the scoring table: answers to a profile', () => {
  it('scores each answer as stated', () => {
    expect(profileScore({ risk_attitude: 'Risk averse', loss_tolerance: 'Conservative', investment_goal: 'Income' })).toBe(0);
    expect(profileScore({ risk_attitude: 'Risk taker', loss_tolerance: 'Aggressive', investment_goal: 'Trading and speculations' })).toBe(7);
    expect(profileScore({ risk_attitude: 'Risk averse', loss_tolerance: 'Moderate', investment_goal: 'Growth' })).toBe(3);
    expect(profileScore({ risk_attitude: 'Risk taker', loss_tolerance: 'Conservative', investment_goal: 'Value' })).toBe(3);
  });

  it('maps each score band to its profile', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(profileOfScore)).toEqual([0, 0, 1, 2, 2, 3, 4, 4]);
  });

  it('gives one example per profile', () => {
    expect(impliedProfile({ risk_attitude: 'Risk averse', loss_tolerance: 'Conservative', investment_goal: 'Income and growth' })).toBe(0); // 1
    expect(impliedProfile({ risk_attitude: 'Risk averse', loss_tolerance: 'Moderate', investment_goal: 'Value' })).toBe(1); // 2
    expect(impliedProfile({ risk_attitude: 'Risk averse', loss_tolerance: 'Aggressive', investment_goal: 'Growth' })).toBe(2); // 4
    expect(impliedProfile({ risk_attitude: 'Risk taker', loss_tolerance: 'Moderate', investment_goal: 'Growth' })).toBe(3); // 5
    expect(impliedProfile({ risk_attitude: 'Risk taker', loss_tolerance: 'Aggressive', investment_goal: 'Growth' })).toBe(4); // 6
  });

  it('reaches every profile from some answers, and no answer is unscored', () => {
    const reached = new Set<number>();
    for (const risk_attitude of RISK_ATTITUDES)
      for (const loss_tolerance of LOSS_TOLERANCES)
        for (const investment_goal of INVESTMENT_GOALS) {
          const score = profileScore({ risk_attitude, loss_tolerance, investment_goal });
          expect(Number.isInteger(score)).toBe(true);
          reached.add(impliedProfile({ risk_attitude, loss_tolerance, investment_goal }));
        }
    expect([...reached].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('deviation from the model', () => {
  it('is SAA − model per class in percentage points, with the total to move', () => {
    // A 60/40-ish allocation against the Balanced model (5/20/15/10/30/15/3/2).
    const saa = [
      { asset_class: C.Cash, percent: 10 },
      { asset_class: C.GovtBonds, percent: 20 },
      { asset_class: C.CorporateBonds, percent: 10 },
      { asset_class: C.Equities, percent: 45.5 },
      { asset_class: C.EtfEquities, percent: 14.5 },
    ];
    const { rows, total } = deviations(saa, modelAllocation(2));
    expect(rows.map((r) => [r.label, r.saa, r.model, r.deviation, r.level])).toEqual([
      ['Cash', 10, 5, 5, 'green'],
      ['Govt Bonds', 20, 20, 0, 'green'],
      ['Corporate Bonds', 10, 15, -5, 'green'],
      ['ETF Bonds', 0, 10, -10, 'amber'],
      ['Equities', 45.5, 30, 15.5, 'red'],
      ['ETF Equities', 14.5, 15, -0.5, 'green'],
      ['Metals', 0, 3, -3, 'green'],
      ['ETF Commodities', 0, 2, -2, 'green'],
    ]);
    // Σ|d| = 5 + 0 + 5 + 10 + 15.5 + 0.5 + 3 + 2 = 41; half of it moves.
    expect(total).toBe(20.5);
  });

  it('colours by the stated bands', () => {
    expect([0, 5, -5, 5.01, 10, -10.01, 40].map(deviationLevel)).toEqual(['green', 'green', 'green', 'amber', 'amber', 'red', 'red']);
  });

  it('is zero against its own model', () => {
    expect(deviations(modelAllocation(4), modelAllocation(4)).total).toBe(0);
  });
});

describe('the SAA save rule', () => {
  it('takes percents summing to exactly 100, with classes left out at 0', () => {
    expect(saaProblem([{ asset_class: C.Equities, percent: 60 }, { asset_class: C.GovtBonds, percent: 40 }])).toBeNull();
    expect(saaProblem([{ asset_class: C.Equities, percent: 33.33 }, { asset_class: C.GovtBonds, percent: 33.33 }, { asset_class: C.Cash, percent: 33.34 }])).toBeNull();
    expect(normalizedSaa([{ asset_class: C.Equities, percent: 60 }, { asset_class: C.GovtBonds, percent: 40 }])).toEqual(
      WEALTH_CONVENTIONS.saaAssetClasses.map((c) => ({ asset_class: c, percent: c === C.Equities ? 60 : c === C.GovtBonds ? 40 : 0 })),
    );
  });

  it('refuses a sum other than 100 with the sum it has', () => {
    expect(saaProblem([{ asset_class: C.Equities, percent: 60 }, { asset_class: C.GovtBonds, percent: 35 }])).toEqual({ error: WEALTH_MESSAGES.sumTo100, details: { sum: 95 } });
    expect(saaProblem([{ asset_class: C.Equities, percent: 60 }, { asset_class: C.GovtBonds, percent: 40.01 }])).toEqual({ error: 'The allocations must sum to 100%.', details: { sum: 100.01 } });
    expect(saaProblem([])).toEqual({ error: WEALTH_MESSAGES.sumTo100, details: { sum: 0 } });
  });

  it('refuses a percent outside 0–100, with more than two decimals, an unknown or a repeated class', () => {
    expect(saaProblem([{ asset_class: C.Equities, percent: 101 }])?.error).toBe(WEALTH_MESSAGES.percentRange);
    expect(saaProblem([{ asset_class: C.Equities, percent: -1 }, { asset_class: C.Cash, percent: 101 }])?.error).toBe(WEALTH_MESSAGES.percentRange);
    expect(saaProblem([{ asset_class: C.Equities, percent: 99.995 }, { asset_class: C.Cash, percent: 0.005 }])?.error).toBe(WEALTH_MESSAGES.percentRange);
    expect(saaProblem([{ asset_class: C.Cds, percent: 100 }])?.error).toBe(WEALTH_MESSAGES.unknownClass);
    expect(saaProblem([{ asset_class: C.Cash, percent: 50 }, { asset_class: C.Cash, percent: 50 }])?.error).toBe(WEALTH_MESSAGES.duplicateClass);
  });
});

describe('the mandate group limits rule', () => {
  it('takes fractions 0–1 in steps of 0.01 with lower < upper, one bound alone allowed', () => {
    expect(
      groupLimitsProblem([
        { asset_group: 'Equities', lower_limit: 0.3, upper_limit: 0.6 },
        { asset_group: 'Bonds', lower_limit: null, upper_limit: 0.5 },
        { asset_group: 'Cash', lower_limit: 0.05, upper_limit: null },
      ]),
    ).toBeNull();
  });

  it("refuses lower ≥ upper with the spec's text", () => {
    expect(groupLimitsProblem([{ asset_group: 'Equities', lower_limit: 0.6, upper_limit: 0.6 }])).toEqual({
      error: 'Lower limit values must be lesser than upper limit values!',
      details: { asset_group: 'Equities' },
    });
    expect(groupLimitsProblem([{ asset_group: 'Bonds', lower_limit: 0.7, upper_limit: 0.2 }])?.error).toBe(WEALTH_MESSAGES.lowerBelowUpper);
  });

  it('refuses values off the 0.01 step or outside 0–1, unknown and repeated groups', () => {
    expect(groupLimitsProblem([{ asset_group: 'Equities', lower_limit: 0.125, upper_limit: 0.5 }])?.error).toBe(WEALTH_MESSAGES.groupLimitRange);
    expect(groupLimitsProblem([{ asset_group: 'Equities', lower_limit: null, upper_limit: 1.01 }])?.error).toBe(WEALTH_MESSAGES.groupLimitRange);
    expect(groupLimitsProblem([{ asset_group: 'Equities', lower_limit: -0.01, upper_limit: null }])?.error).toBe(WEALTH_MESSAGES.groupLimitRange);
    expect(groupLimitsProblem([{ asset_group: 'Shares', lower_limit: 0.1, upper_limit: 0.2 }])?.error).toMatch(/^Asset groups are Cash, Equities/);
    expect(
      groupLimitsProblem([
        { asset_group: 'Cash', lower_limit: 0.1, upper_limit: 0.2 },
        { asset_group: 'Cash', lower_limit: 0.1, upper_limit: 0.3 },
      ])?.error,
    ).toBe(WEALTH_MESSAGES.duplicateGroup);
    // 0.29 and 0.57 are on the step despite binary floating point.
    expect(groupLimitsProblem([{ asset_group: 'Equities', lower_limit: 0.29, upper_limit: 0.57 }])).toBeNull();
  });

  it('places a share against its limits', () => {
    expect(limitState(0.25, 0.3, 0.6)).toBe('under');
    expect(limitState(0.45, 0.3, 0.6)).toBe('within');
    expect(limitState(0.61, 0.3, 0.6)).toBe('over');
    expect(limitState(0.6, 0.3, 0.6)).toBe('within');
    expect(limitState(0.6, null, null)).toBe('none');
  });
});
