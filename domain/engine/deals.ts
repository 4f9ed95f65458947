/**
 * A player's deals: every trade done, by an order or by a contract opened or closed (forwards,
 * repos, CDS…), counts once for the players table, the badges and the reports.
 */
import type { Change, PlayerState } from './types';

/** Counts one deal of `player` and returns the change that stores the count. */
export function dealDone(player: PlayerState): Change {
  player.deals += 1;
  return { kind: 'player_deals', player_id: player.id, deals: player.deals };
}
