/**
 * Badges (issue 14): the rules are in `domain/reports/badges.ts`; this awards each once per
 * player and tells that player with `badge_unlocked`. First trade: after a call (market
 * orders fill in it) and at every step (pending orders fill in its revaluation phase).
 * Diversified portfolio: at a period end (a historical period, or the real-time daily roll),
 * in the awards phase, valued at the step's prices. Positive Sharpe: at the finish, on the
 * metrics the engine last measured.
 */
import { fetchBadges } from '../../../domain/contracts/biases-badges';
import { valuePlayer } from '../../../domain/engine/engine-state';
import type { EngineEvent, PlayerState } from '../../../domain/engine/types';
import { BADGE_DEFINITIONS, badgeViews, hasFirstTrade, hasPositiveSharpe, isDiversified, type Badge } from '../../../domain/reports/badges';
import { invalid, notFound } from '../../../domain/refusal';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';

const key = (playerId: number, badge: Badge) => `${playerId}|${badge}`;

/** Awarded badges, `${player}|${badge}`, read once after each wake (every step and call checks it). */
function awarded(k: SessionKernel): Set<string> {
  return k.derivedCache('badges.awarded', () => new Set(k.sql.exec<{ player_id: number; badge: Badge }>('SELECT player_id, badge FROM badges').toArray().map((r) => key(r.player_id, r.badge))));
}

/** Stores the badge once (a second award is a no-op) and returns the player's event, or null. */
function award(k: SessionKernel, player: PlayerState, badge: Badge, at: number): EngineEvent | null {
  const seen = awarded(k);
  if (seen.has(key(player.id, badge))) return null;
  k.sql.exec('INSERT OR IGNORE INTO badges (player_id, badge, at) VALUES (?, ?, ?)', player.id, badge, at);
  seen.add(key(player.id, badge));
  return {
    audience: { player_id: player.id, only: true },
    type: 'badge_unlocked',
    data: { player_id: player.id, badge, name: BADGE_DEFINITIONS[badge].name, description: BADGE_DEFINITIONS[badge].description, unlocked_at: at },
  };
}

function firstTrades(k: SessionKernel, at: number): EngineEvent[] {
  return [...k.state().players.values()].filter((p) => hasFirstTrade(p.deals)).flatMap((p) => award(k, p, 'first_trade', at) ?? []);
}

export function badgesOf(k: SessionKernel, playerId: number) {
  const rows = k.sql.exec<{ badge: Badge; at: number }>('SELECT badge, at FROM badges WHERE player_id = ?', playerId).toArray();
  return { player_id: playerId, badges: badgeViews(rows) };
}

export const badges: Feature = {
  name: 'badges',
  migrations: [
    {
      id: 60,
      // One row per badge a player unlocked; `at` is the session time it was unlocked.
      sql: `CREATE TABLE badges (
        player_id INTEGER NOT NULL, badge TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (player_id, badge)
      );`,
    },
  ],
  calls: [
    handle(fetchBadges, (k, input, actor) => {
      const id = playerIdOf(actor, input.player_id);
      if (!id) throw invalid('player_id is required');
      if (!k.state().players.has(id)) throw notFound('Player not found');
      return badgesOf(k, id);
    }),
  ],
  step: [
    {
      phase: 'awards',
      run(k, step) {
        const at = step.market.now();
        step.events.push(...firstTrades(k, at));
        if (step.kind !== 'period' && step.roll === null) return;
        const state = k.state();
        for (const player of state.players.values()) {
          if (awarded(k).has(key(player.id, 'diversified_portfolio'))) continue;
          // The revaluation phase valued every player at these prices: a period end with 300 players must not value them twice.
          const v = step.valuations.get(player.id) ?? valuePlayer(state, step.market, player);
          if (!isDiversified(v.allocations, v.marketValue)) continue;
          const event = award(k, player, 'diversified_portfolio', at);
          if (event) step.events.push(event);
        }
      },
    },
  ],
  finish(k) {
    const at = k.sessionTime();
    const events = [...k.state().players.values()].filter((p) => hasPositiveSharpe(p.metrics)).flatMap((p) => award(k, p, 'positive_sharpe', at) ?? []);
    return { changes: [], events };
  },
  afterCall(k) {
    if (!k.exists()) return;
    const events = firstTrades(k, k.sessionTime());
    if (events.length) k.sendAll(events);
  },
};
