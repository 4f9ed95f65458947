/**
 * Badges a player unlocks (issue 14; `badge_unlocked`, `/badges`, listed on the Portfolio):
 * the rule of each, pure. The session object awards each once per player.
 */
import type { AssetGroup } from '../enums';
import type { PlayerMetrics } from '../engine/player-metrics';

export const BADGES = ['first_trade', 'diversified_portfolio', 'positive_sharpe'] as const;
export type Badge = (typeof BADGES)[number];

/** A group needs this share of the market value to count towards a diversified portfolio. */
export const DIVERSIFIED_MIN_SHARE = 0.1;
export const DIVERSIFIED_MIN_GROUPS = 3;

/** `description`: what the player did (an unlocked badge); `unlock`: how to get it (a locked one). */
export const BADGE_DEFINITIONS: Readonly<Record<Badge, { name: string; description: string; unlock: string }>> = {
  first_trade: { name: 'First trade', description: 'You did your first deal: a filled order or a contract entered.', unlock: 'Get an order filled or enter a contract.' },
  diversified_portfolio: {
    name: 'Diversified portfolio',
    description: 'At a period end, at least 3 asset groups (cash aside) each held at least 10 % of your market value.',
    unlock: 'At a period end, hold at least 3 asset groups (cash aside), each at least 10 % of your market value.',
  },
  positive_sharpe: {
    name: 'Positive Sharpe ratio',
    description: 'Your Sharpe ratio was above zero when the session finished.',
    unlock: 'Finish the session with a Sharpe ratio above zero.',
  },
};

/** A trade is an executed order: the player has at least one deal. */
export function hasFirstTrade(deals: number): boolean {
  return deals > 0;
}

/**
 * At least 3 asset groups other than cash each worth at least 10 % of the market value.
 * `allocations` holds each group's absolute value in the reporting currency (valuation.ts).
 */
export function isDiversified(allocations: Partial<Record<AssetGroup, number>>, marketValue: number): boolean {
  if (!(marketValue > 0)) return false;
  const groups = Object.entries(allocations).filter(([group, value]) => group !== 'Cash' && (value ?? 0) >= DIVERSIFIED_MIN_SHARE * marketValue);
  return groups.length >= DIVERSIFIED_MIN_GROUPS;
}

/** The Sharpe ratio the engine last measured is above zero (none measured: no badge). */
export function hasPositiveSharpe(metrics: Pick<PlayerMetrics, 'sharpe_ratio'> | null | undefined): boolean {
  return typeof metrics?.sharpe_ratio === 'number' && metrics.sharpe_ratio > 0;
}

/** A badge as the Portfolio lists it: every badge, unlocked or not. */
export interface BadgeView {
  badge: Badge;
  name: string;
  description: string;
  /** How to unlock it. */
  unlock: string;
  unlocked: boolean;
  /** Session time it was unlocked (ms), or null. */
  unlocked_at: number | null;
}

/** The answer of `/badges`: a player's badges. */
export interface PlayerBadges {
  player_id: number;
  badges: BadgeView[];
}

export function badgeViews(awarded: readonly { badge: Badge; at: number }[]): BadgeView[] {
  const at = new Map(awarded.map((a) => [a.badge, a.at]));
  return BADGES.map((badge) => ({ badge, ...BADGE_DEFINITIONS[badge], unlocked: at.has(badge), unlocked_at: at.get(badge) ?? null }));
}
