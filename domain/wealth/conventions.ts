/**
 * Wealth management (management type 1, spec 000 §9, 001 §2): our numbers where the
 * specification is silent ([ours] in the sense of banking.md), in one table so that a change
 * touches one place.
 *
 * - The asset classes a strategic asset allocation (SAA) is stated in: the investable classes of
 *   a private client's portfolio (domain/enums.ts AssetClass). Trading books (FX spot and
 *   forwards, repos, CDS, options, T-bills, HTM/AFS) are a bank's, not a client mandate's.
 * - The model allocation of each investment profile 0 Conservative … 4 Aggressive, in percent per
 *   class, each row summing to 100. The shape is the usual five-step model-portfolio ladder of
 *   wealth managers and fund houses (Vanguard's "portfolio allocation models" from income 20/80
 *   to growth 80/20 stocks/bonds; the conservative … aggressive risk-profile portfolios of bank
 *   advisory mandates): equities (direct and ETF) 15 / 30 / 45 / 60 / 75 %, bonds (government,
 *   corporate and bond ETFs) 65 / 55 / 45 / 27 / 13 %, cash falling from 15 % to 2 %, and a small
 *   sleeve of metals and commodities that grows with the risk taken.
 * - The scoring of the Investment Profile form's three answers: points per answer, summed, the
 *   sum mapped to a profile by bands (0–1 Conservative, 2 Moderately Conservative, 3–4 Balanced,
 *   5 Moderately Aggressive, 6–7 Aggressive). Risk averse, a conservative loss tolerance and an
 *   income goal score 0; a risk taker with an aggressive tolerance who trades and speculates
 *   scores 7.
 * - How far a player's SAA may drift from the model before the trainer's view colours it: within
 *   5 percentage points green, within 10 amber, beyond red.
 */
import { AssetClass } from '../enums';

export const INVESTMENT_PROFILES = [0, 1, 2, 3, 4] as const;
export type InvestmentProfile = (typeof INVESTMENT_PROFILES)[number];

/** Spec 000 §9. */
export const INVESTMENT_PROFILE_LABELS: Readonly<Record<InvestmentProfile, string>> = {
  0: 'Conservative',
  1: 'Moderately Conservative',
  2: 'Balanced',
  3: 'Moderately Aggressive',
  4: 'Aggressive',
};

/** The Investment Profile form's answers (spec 001 §2), in the order the selects list them. */
export const RISK_ATTITUDES = ['Risk averse', 'Risk taker'] as const;
export const LOSS_TOLERANCES = ['Conservative', 'Moderate', 'Aggressive'] as const;
export const INVESTMENT_GOALS = ['Income', 'Growth', 'Income and growth', 'Value', 'Trading and speculations'] as const;
export type RiskAttitude = (typeof RISK_ATTITUDES)[number];
export type LossTolerance = (typeof LOSS_TOLERANCES)[number];
export type InvestmentGoal = (typeof INVESTMENT_GOALS)[number];

const C = AssetClass;

export const WEALTH_CONVENTIONS = {
  /** The classes of the SAA form and of the model table, in the order shown. */
  saaAssetClasses: [C.Cash, C.GovtBonds, C.CorporateBonds, C.EtfBonds, C.Equities, C.EtfEquities, C.Metals, C.EtfCommodities] as readonly AssetClass[],
  /** Percent per class of each profile's model portfolio; each row sums to 100. */
  modelAllocations: {
    //     Cash  Govt  Corp  ETF bonds  Equities  ETF equities  Metals  ETF commodities
    0: { [C.Cash]: 15, [C.GovtBonds]: 35, [C.CorporateBonds]: 20, [C.EtfBonds]: 10, [C.Equities]: 10, [C.EtfEquities]: 5, [C.Metals]: 5, [C.EtfCommodities]: 0 },
    1: { [C.Cash]: 10, [C.GovtBonds]: 25, [C.CorporateBonds]: 20, [C.EtfBonds]: 10, [C.Equities]: 20, [C.EtfEquities]: 10, [C.Metals]: 5, [C.EtfCommodities]: 0 },
    2: { [C.Cash]: 5, [C.GovtBonds]: 20, [C.CorporateBonds]: 15, [C.EtfBonds]: 10, [C.Equities]: 30, [C.EtfEquities]: 15, [C.Metals]: 3, [C.EtfCommodities]: 2 },
    3: { [C.Cash]: 3, [C.GovtBonds]: 12, [C.CorporateBonds]: 10, [C.EtfBonds]: 5, [C.Equities]: 40, [C.EtfEquities]: 20, [C.Metals]: 5, [C.EtfCommodities]: 5 },
    4: { [C.Cash]: 2, [C.GovtBonds]: 5, [C.CorporateBonds]: 5, [C.EtfBonds]: 3, [C.Equities]: 50, [C.EtfEquities]: 25, [C.Metals]: 5, [C.EtfCommodities]: 5 },
  } as Readonly<Record<InvestmentProfile, Readonly<Partial<Record<AssetClass, number>>>>>,
  /** Points per answer of the Investment Profile form. */
  scoring: {
    risk_attitude: { 'Risk averse': 0, 'Risk taker': 2 } as Readonly<Record<RiskAttitude, number>>,
    loss_tolerance: { Conservative: 0, Moderate: 1, Aggressive: 2 } as Readonly<Record<LossTolerance, number>>,
    investment_goal: { Income: 0, 'Income and growth': 1, Value: 1, Growth: 2, 'Trading and speculations': 3 } as Readonly<Record<InvestmentGoal, number>>,
  },
  /** Score bands, inclusive: the profile of a score is the first band whose `max` it does not exceed. */
  profileBands: [
    { max: 1, profile: 0 },
    { max: 2, profile: 1 },
    { max: 4, profile: 2 },
    { max: 5, profile: 3 },
    { max: 7, profile: 4 },
  ] as readonly { max: number; profile: InvestmentProfile }[],
  /** The profile a session has until its trainer sets one (spec 000 §9 lists 0 first). */
  defaultSessionProfile: 2 as InvestmentProfile,
  /** Deviation colours in the trainer's view, absolute percentage points: ≤ green, ≤ amber, beyond red. */
  deviationGreenMax: 5,
  deviationAmberMax: 10,
  /** SAA percents keep this many decimals (the sum is checked on them exactly). */
  saaDecimals: 2,
  /** Mandate group limits: fractions 0–1 in steps of this (spec 001 §5). */
  groupLimitStep: 0.01,
} as const;
