/**
 * Wealth management calls (issue 16; spec 000 §7, 001 §7, 002 §7), only in sessions of
 * management type 1: the player's Investment Profile answers, strategic asset allocation (read-only
 * once saved, until the trainer resets it) and own mandate group limits (advisory); the model
 * allocations by investment profile; the trainer's session investment profile, the players' SAA
 * decisions and the reset of a player's SAA. Rules in domain/wealth.
 */
import { z } from 'zod';
import { ASSET_GROUPS, type AssetClass, type AssetGroup } from '../enums';
import { INVESTMENT_GOALS, LOSS_TOLERANCES, RISK_ATTITUDES, WEALTH_CONVENTIONS, type InvestmentGoal, type InvestmentProfile, type LossTolerance, type RiskAttitude } from '../wealth/conventions';
import { WEALTH_MESSAGES, type ClassDeviation, type ClassPercent, type LimitState } from '../wealth/rules';
import { compositionList, numeric } from './fields';
import { sessionCall } from './session-call';

const playerIdInput = numeric(z.number({ error: 'player_id is required' }).int('player_id is required').positive('player_id is required'));

export const profileAnswersBody = z.object({
  risk_attitude: z.enum(RISK_ATTITUDES, { error: WEALTH_MESSAGES.riskAttitude }),
  loss_tolerance: z.enum(LOSS_TOLERANCES, { error: WEALTH_MESSAGES.lossTolerance }),
  investment_goal: z.enum(INVESTMENT_GOALS, { error: WEALTH_MESSAGES.investmentGoal }),
});

const percentField = z.number({ error: WEALTH_MESSAGES.percentRange }).min(0, WEALTH_MESSAGES.percentRange).max(100, WEALTH_MESSAGES.percentRange);
const fraction = z.number({ error: WEALTH_MESSAGES.groupLimitRange }).min(0, WEALTH_MESSAGES.groupLimitRange).max(1, WEALTH_MESSAGES.groupLimitRange);

export const saaBody = z.object({
  strategic_asset_allocations: compositionList(
    z.object({ asset_class: z.number({ error: WEALTH_MESSAGES.unknownClass }).int(WEALTH_MESSAGES.unknownClass), percent: percentField }),
    'asset classes',
  ),
});

export const groupLimitsBody = z.object({
  player_id: playerIdInput,
  allocations: compositionList(
    z.object({
      asset_group: z.enum(ASSET_GROUPS, { error: `Asset groups are ${ASSET_GROUPS.join(', ')}` }),
      lower_limit: fraction.nullable(),
      upper_limit: fraction.nullable(),
    }),
    'asset groups',
  ),
});

export interface ProfileAnswersView {
  risk_attitude: RiskAttitude;
  loss_tolerance: LossTolerance;
  investment_goal: InvestmentGoal;
  updated_at: number;
}

export interface GroupLimitView {
  id: number;
  asset_group: AssetGroup;
  lower_limit: number | null;
  upper_limit: number | null;
}

/** A mandate group limit with the player's share of the group now (0–1) and where it stands. */
export interface GroupLimitRow extends GroupLimitView {
  current: number;
  state: LimitState;
}

/** The profile labels and models, for the screens' selects and tables. */
export interface ProfileModel {
  investment_profile: InvestmentProfile;
  label: string;
  allocations: ClassPercent[];
}

/** What a player (or the staff, of a player) reads of the player's wealth mandate. */
export interface WealthPlayerView {
  player_id: number;
  /** The session's investment profile, set by the trainer, and its model allocation. */
  session_profile: ProfileModel;
  /** The player's Investment Profile answers, or null before they are given. */
  investment_profile: ProfileAnswersView | null;
  /** The profile the answers imply (the stated scoring table) and its model, or null. */
  implied_profile: (ProfileModel & { score: number }) | null;
  /** The saved strategic asset allocation, every SAA class in order; [] before it is saved. */
  strategic_asset_allocations: ClassPercent[];
  saa_saved_at: number | null;
  /** SAA − the session profile's model per class (empty before the SAA is saved), and Σ|d| / 2. */
  deviations: ClassDeviation[];
  total_deviation: number | null;
  /** The player's own mandate group limits (advisory), with the current allocation beside each. */
  strategic_group_allocations: GroupLimitRow[];
  /** The player's current share of every group held, 0–1 of the gross value. */
  current_group_allocations: Partial<Record<AssetGroup, number>>;
  /** The SAA classes in the order of the form, with labels. */
  asset_classes: { asset_class: AssetClass; label: string }[];
}

/** A player's row in the trainer's 'Check SAA decisions'. */
export interface SaaDecisionRow {
  player_id: number;
  name: string;
  investment_profile: ProfileAnswersView | null;
  implied_profile: InvestmentProfile | null;
  implied_profile_label: string | null;
  /** The implied profile differs from the trainer's. */
  profile_mismatch: boolean;
  strategic_asset_allocations: ClassPercent[];
  saa_saved_at: number | null;
  deviations: ClassDeviation[];
  total_deviation: number | null;
  strategic_group_allocations: GroupLimitRow[];
}

export interface SaaDecisionsView {
  session_profile: ProfileModel;
  asset_classes: { asset_class: AssetClass; label: string }[];
  profiles: ProfileModel[];
  players: SaaDecisionRow[];
}

/** The player's Investment Profile form (001 §2, 002 §7 POST /players/update_investment_profile): all three answers required. */
export const updatePlayerInvestmentProfile = sessionCall<WealthPlayerView>()({
  name: 'wealth.update_player_profile',
  method: 'POST',
  path: '/api/players/update_investment_profile',
  session: 'body',
  roles: ['player'],
  input: profileAnswersBody,
  example: { risk_attitude: 'Risk averse', loss_tolerance: 'Moderate', investment_goal: 'Income and growth' },
});

/** The player's Strategic Asset Allocation form (001 §7): saved only when the percents sum to 100; read-only once saved. */
export const setStrategicAssetAllocations = sessionCall<WealthPlayerView>()({
  name: 'wealth.set_saa',
  method: 'POST',
  path: '/api/players/set_strategic_asset_allocations',
  session: 'body',
  roles: ['player'],
  input: saaBody,
  example: {
    strategic_asset_allocations: [
      { asset_class: 0, percent: 10 },
      { asset_class: 3, percent: 30 },
      { asset_class: 1, percent: 60 },
    ],
  },
});

/** The player's own mandate group limits (001 §7 "update player group allocations: allocations, player_id"): advisory, orders obey the trainer's bands. */
export const updatePlayerGroupAllocations = sessionCall<WealthPlayerView>()({
  name: 'wealth.update_group_allocations',
  method: 'POST',
  path: '/api/players/:player_id/update_player_group_allocations',
  session: 'body',
  roles: ['player'],
  input: groupLimitsBody,
  example: { player_id: 1, allocations: [{ asset_group: 'Equities', lower_limit: 0.3, upper_limit: 0.6 }] },
});

/** The model allocations for the session's profile and the answers' profile, with the player's SAA against them (002 §7). */
export const fetchPlayerAllocationsByProfile = sessionCall<WealthPlayerView>()({
  name: 'wealth.fetch_by_profile',
  method: 'GET',
  path: '/api/players/:player_id/fetch_player_allocations_by_investment_profile',
  session: 'query',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerIdInput }),
  example: { player_id: 1 },
});

/** The trainer sets the session's investment profile (000 §7 per-session POST update_investment_profile). */
export const updateSessionInvestmentProfile = sessionCall<SaaDecisionsView>()({
  name: 'wealth.update_session_profile',
  method: 'POST',
  path: '/api/sessions/:id/update_investment_profile',
  session: 'path',
  roles: ['staff'],
  input: z.object({
    investment_profile: numeric(
      z
        .number({ error: WEALTH_MESSAGES.profile })
        .int(WEALTH_MESSAGES.profile)
        .min(0, WEALTH_MESSAGES.profile)
        .max(WEALTH_CONVENTIONS.profileBands.length - 1, WEALTH_MESSAGES.profile),
    ),
  }),
  example: { investment_profile: 3 },
});

/** 'Check SAA decisions' (000 §2, §7 fetch_players_saa_decisions): per player the answers, the implied and the trainer's profile, the SAA against the model. */
export const fetchPlayersSaaDecisions = sessionCall<SaaDecisionsView>()({
  name: 'wealth.fetch_decisions',
  method: 'GET',
  path: '/api/sessions/:id/fetch_players_saa_decisions',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});

/** The trainer reopens a player's SAA for a new decision (ours: the spec's form is read-only once saved). */
export const resetPlayerSaa = sessionCall<SaaDecisionsView>()({
  name: 'wealth.reset_saa',
  method: 'POST',
  path: '/api/sessions/:id/reset_player_saa',
  session: 'path',
  roles: ['staff'],
  input: z.object({ player_id: playerIdInput }),
  example: { player_id: 1 },
});
