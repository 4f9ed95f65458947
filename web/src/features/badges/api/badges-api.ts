/** A player's badges (issue 14; `GET /api/badges/?session_id=[&player_id=]`): every badge, unlocked or not. */
import { fetchBadges, type BadgeView, type PlayerBadges } from '@domain/contracts/biases-badges';
import { callSession } from '@/lib/session-call';

export type { BadgeView, PlayerBadges };

export function getBadges(sessionId: number, playerId?: number): Promise<PlayerBadges> {
  return callSession(fetchBadges, sessionId, playerId ? { player_id: playerId } : {});
}
