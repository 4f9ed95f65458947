/**
 * Wealth management rules (spec 000 §5, §9; 001 §2, §5), pure: the profile the Investment
 * Profile answers imply, the model allocation of a profile, an allocation's deviation from it,
 * and the validation of a strategic asset allocation and of the player's mandate group limits.
 * The numbers are in ./conventions.ts.
 */
import { ASSET_CLASS_LABELS, ASSET_GROUPS, type AssetClass, type AssetGroup } from '../enums';
import {
  INVESTMENT_PROFILE_LABELS,
  WEALTH_CONVENTIONS,
  type InvestmentGoal,
  type InvestmentProfile,
  type LossTolerance,
  type RiskAttitude,
} from './conventions';

export const WEALTH_MESSAGES = {
  onlyWealth: 'Strategic allocations and investment profiles exist only in Wealth Management sessions.',
  sumTo100: 'The allocations must sum to 100%.',
  percentRange: 'Each allocation is a percent between 0 and 100.',
  unknownClass: 'Unknown asset class for a strategic allocation',
  duplicateClass: 'Each asset class appears once in a strategic allocation',
  alreadySaved: 'Your strategic asset allocation is saved and read-only: your trainer can reset it.',
  nothingToReset: 'This player has no saved strategic asset allocation to reset.',
  lowerBelowUpper: 'Lower limit values must be lesser than upper limit values!',
  groupLimitRange: 'Group limits are fractions between 0 and 1 in steps of 0.01.',
  duplicateGroup: 'Each asset group appears once in the mandate limits',
  ownOnly: 'You can only change your own mandate and profile',
  finished: 'The session is finished: the mandate can no longer change',
  riskAttitude: 'Please select your risk attitude',
  lossTolerance: 'Please select your loss tolerance',
  investmentGoal: 'Please select your investment goal',
  profile: 'The investment profile is 0 (Conservative) to 4 (Aggressive)',
} as const;

export interface ProfileAnswers {
  risk_attitude: RiskAttitude;
  loss_tolerance: LossTolerance;
  investment_goal: InvestmentGoal;
}

export function profileScore(a: ProfileAnswers): number {
  const s = WEALTH_CONVENTIONS.scoring;
  return s.risk_attitude[a.risk_attitude] + s.loss_tolerance[a.loss_tolerance] + s.investment_goal[a.investment_goal];
}

/** The profile a score falls in (scores above the last band are the last band's). */
export function profileOfScore(score: number): InvestmentProfile {
  const bands = WEALTH_CONVENTIONS.profileBands;
  return (bands.find((b) => score <= b.max) ?? bands[bands.length - 1]!).profile;
}

/** The profile the answers imply. */
export function impliedProfile(a: ProfileAnswers): InvestmentProfile {
  return profileOfScore(profileScore(a));
}

export function profileLabel(p: InvestmentProfile): string {
  return INVESTMENT_PROFILE_LABELS[p];
}

export interface ClassPercent {
  asset_class: AssetClass;
  percent: number;
}

/** The model allocation of a profile, one row per SAA class (0 where the model holds none). */
export function modelAllocation(profile: InvestmentProfile): ClassPercent[] {
  const row = WEALTH_CONVENTIONS.modelAllocations[profile];
  return WEALTH_CONVENTIONS.saaAssetClasses.map((asset_class) => ({ asset_class, percent: row[asset_class] ?? 0 }));
}

export type DeviationLevel = 'green' | 'amber' | 'red';

export function deviationLevel(points: number): DeviationLevel {
  const a = Math.abs(points);
  if (a <= WEALTH_CONVENTIONS.deviationGreenMax + 1e-9) return 'green';
  if (a <= WEALTH_CONVENTIONS.deviationAmberMax + 1e-9) return 'amber';
  return 'red';
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export interface ClassDeviation {
  asset_class: AssetClass;
  label: string;
  saa: number;
  model: number;
  /** SAA − model, percentage points. */
  deviation: number;
  level: DeviationLevel;
}

/**
 * An allocation against a model, per SAA class: the difference in percentage points (a class the
 * allocation leaves out counts as 0), and the total deviation Σ|d| / 2 (the share of the portfolio
 * that would have to move to match the model).
 */
export function deviations(saa: readonly ClassPercent[], model: readonly ClassPercent[]): { rows: ClassDeviation[]; total: number } {
  const of = (list: readonly ClassPercent[], c: AssetClass) => list.find((r) => r.asset_class === c)?.percent ?? 0;
  const rows = WEALTH_CONVENTIONS.saaAssetClasses.map((c) => {
    const d = round2(of(saa, c) - of(model, c));
    return { asset_class: c, label: ASSET_CLASS_LABELS[c], saa: of(saa, c), model: of(model, c), deviation: d, level: deviationLevel(d) };
  });
  return { rows, total: round2(rows.reduce((s, r) => s + Math.abs(r.deviation), 0) / 2) };
}

export type Problem = { error: string; details?: Record<string, unknown> };

/** Hundredths of a percent, the SAA's unit: exact sums. */
const hundredths = (x: number) => Math.round(x * 10 ** WEALTH_CONVENTIONS.saaDecimals);

/**
 * A strategic asset allocation's problem, or null when it may be saved: every class one of the SAA
 * classes, once; each percent 0–100 with at most two decimals; the percents summing to exactly 100.
 * Classes left out count as 0.
 */
export function saaProblem(rows: readonly { asset_class: number; percent: number }[]): Problem | null {
  const allowed = new Set<number>(WEALTH_CONVENTIONS.saaAssetClasses);
  const seen = new Set<number>();
  for (const r of rows) {
    if (!allowed.has(r.asset_class)) return { error: WEALTH_MESSAGES.unknownClass, details: { asset_class: r.asset_class } };
    if (seen.has(r.asset_class)) return { error: WEALTH_MESSAGES.duplicateClass, details: { asset_class: r.asset_class } };
    seen.add(r.asset_class);
    if (!Number.isFinite(r.percent) || r.percent < 0 || r.percent > 100) return { error: WEALTH_MESSAGES.percentRange, details: { asset_class: r.asset_class } };
    if (Math.abs(r.percent * 100 - hundredths(r.percent)) > 1e-6) return { error: WEALTH_MESSAGES.percentRange, details: { asset_class: r.asset_class } };
  }
  const sum = rows.reduce((s, r) => s + hundredths(r.percent), 0);
  if (sum !== 100 * 10 ** WEALTH_CONVENTIONS.saaDecimals) return { error: WEALTH_MESSAGES.sumTo100, details: { sum: sum / 10 ** WEALTH_CONVENTIONS.saaDecimals } };
  return null;
}

/** The SAA as saved: every SAA class in order, missing ones at 0, percents at two decimals. */
export function normalizedSaa(rows: readonly ClassPercent[]): ClassPercent[] {
  return WEALTH_CONVENTIONS.saaAssetClasses.map((c) => ({ asset_class: c, percent: hundredths(rows.find((r) => r.asset_class === c)?.percent ?? 0) / 100 }));
}

export interface GroupLimit {
  asset_group: AssetGroup;
  lower_limit: number | null;
  upper_limit: number | null;
}

const onStep = (x: number) => Math.abs(x / WEALTH_CONVENTIONS.groupLimitStep - Math.round(x / WEALTH_CONVENTIONS.groupLimitStep)) < 1e-6;

/**
 * The player's mandate group limits' problem, or null (spec 001 §5, 000 §5): limits are fractions
 * 0–1 in steps of 0.01; where a group has both, lower < upper; each group once.
 */
export function groupLimitsProblem(rows: readonly { asset_group: string; lower_limit: number | null; upper_limit: number | null }[]): Problem | null {
  const seen = new Set<string>();
  for (const r of rows) {
    if (!(ASSET_GROUPS as readonly string[]).includes(r.asset_group)) return { error: `Asset groups are ${ASSET_GROUPS.join(', ')}`, details: { asset_group: r.asset_group } };
    if (seen.has(r.asset_group)) return { error: WEALTH_MESSAGES.duplicateGroup, details: { asset_group: r.asset_group } };
    seen.add(r.asset_group);
    for (const v of [r.lower_limit, r.upper_limit]) {
      if (v === null) continue;
      if (!Number.isFinite(v) || v < 0 || v > 1 || !onStep(v)) return { error: WEALTH_MESSAGES.groupLimitRange, details: { asset_group: r.asset_group } };
    }
    if (r.lower_limit !== null && r.upper_limit !== null && !(r.lower_limit < r.upper_limit)) return { error: WEALTH_MESSAGES.lowerBelowUpper, details: { asset_group: r.asset_group } };
  }
  return null;
}

export type LimitState = 'under' | 'within' | 'over' | 'none';

/** Where a group's share (0–1) stands against its limits (the players table's colours: under yellow, over red, within green). */
export function limitState(share: number, lower: number | null, upper: number | null): LimitState {
  if (lower === null && upper === null) return 'none';
  if (lower !== null && share < lower - 1e-9) return 'under';
  if (upper !== null && share > upper + 1e-9) return 'over';
  return 'within';
}
