/**
 * What the screens read from a session: the session and its instruments with their quotes,
 * the players table, a player's books valued now, allocations, the leaderboard and the
 * open-orders CSV. Nothing here changes the books.
 */
import {
  fetchGroupAllocations,
  fetchLeaderboard,
  fetchPlayers,
  fetchMarketClock,
  fetchSession,
  fetchSessionAssets,
  fetchTacticalAllocations,
  openOrdersCsv,
  retrievePlayer,
  retrievePlayerAdmin,
} from '../../../domain/contracts/reads';
import { groupFractions, tacticalAllocations } from '../../../domain/engine/allocations';
import { valuePlayer } from '../../../domain/engine/engine-state';
import type { PlayerMetrics } from '../../../domain/engine/player-metrics';
import { enforcedMetricLimits, metricBreaches } from '../../../domain/engine/risk-limits';
import { notFound } from '../../../domain/refusal';
import { engineSettings, sessionView } from '../../../domain/session/session-record';
import { playerIdOf, type Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import { optionsNetPremiums } from './options';
import { OrderStatus } from '../../../domain/enums';
import { outstandingDividends, playerView, type FailedExecution, type HistoryPoint } from '../../../domain/session/player-view';
import { ordersOf } from '../kernel/store';
import type { SessionKernel } from '../kernel/session-kernel';
import { summarize } from '../kernel/ticks';
import { exchangeHistory } from './cash-exchange';
import { depositViews } from './deposits';
import { dividendsDue } from './income';
import { benchmarkHistory, metricStepTimes } from './metrics/metrics';
import { playerBenchmarkHistory } from './individual-benchmarks';
import { leaderboard, openOrdersCsv as ordersCsv } from './session-reports';
import { wealthPlayerFields } from './wealth';

/** The caller's own player, or, for the staff, the player they name. */
function playerFor(k: SessionKernel, actor: Actor, named?: number) {
  const id = playerIdOf(actor, named);
  const player = id ? k.state().players.get(id) : undefined;
  if (!player) throw notFound('Player not found');
  return player;
}

/** A player's books, valued now. */
function playerBooks(k: SessionKernel, actor: Actor, named?: number) {
  const state = k.state();
  const player = playerFor(k, actor, named);
  const view = playerView(state, k.marketView(), player, {
      open_orders: ordersOf(k.sql, player.id, [OrderStatus.Created]),
      player_history: k.sql.exec<HistoryPoint>('SELECT step, at AS timestamp, portfolio_return, market_value FROM player_history WHERE player_id = ? ORDER BY step', player.id).toArray(),
      failed_executions: k.sql.exec<FailedExecution>('SELECT order_id AS "order", message, at AS timestamp FROM failed_executions WHERE player_id = ? ORDER BY id DESC LIMIT 50', player.id).toArray(),
  });
  // Each wallet's net option premiums (features/options.ts).
  const premiums = optionsNetPremiums(k, player.id);
  return {
    ...view,
    wallets: view.wallets.map((w) => ({ ...w, options_net_premiums: premiums.get(w.currency) ?? 0 })),
    dividends: outstandingDividends(dividendsDue(k), player.id),
    deposits: depositViews(k, player.id),
    exchange_history: exchangeHistory(k, player.id),
    // The benchmark this player is measured against: their own when in effect, else the session's.
    benchmark_history: playerBenchmarkHistory(k, player.id, () => benchmarkHistory(k), () => metricStepTimes(k)),
    // Wealth management sessions: the player's answers, SAA and own mandate limits (features/wealth.ts).
    ...wealthPlayerFields(k, player.id),
  };
}

export const reads: Feature = {
  name: 'reads',
  calls: [
    handle(fetchSession, (k) => sessionView(k.settings(), k.clock(), k.now())),
    handle(fetchMarketClock, (k) => ({ session_time: new Date(k.sessionTime()).toISOString() })),
    handle(fetchSessionAssets, (k) => {
      const market = k.marketView();
      return [...k.state().instruments.values()].map((i) => {
        const q = market.quote(i.ric);
        return {
          ...i,
          bid: q?.bid ?? null,
          ask: q?.ask ?? null,
          accrued_interest: q?.accruedPer100 ?? 0,
          market_open: market.isOpen(i),
          closed_reason: market.closedReason(i),
          /** Variable → reporting currency at the mid, so the ticket computes the same maximum as the server. */
          fx_to_reporting: market.fxToReporting(i.variable_currency),
        };
      });
    }),
    handle(fetchPlayers, (k) => {
      const state = k.state();
      const online = new Set(k.onlineUserIds());
      const limits = enforcedMetricLimits(engineSettings(k.settings()));
      return summarize(state, k.marketView()).map((p) => {
        const player = state.players.get(p.id)!;
        const m: Partial<PlayerMetrics> = player.metrics ?? {};
        return {
          ...p,
          online: online.has(player.user_id),
          /** Enforced metric limits the player is outside of (the table colours them red). */
          metric_breaches: metricBreaches(player.metrics, limits).map((b) => b.metric_type),
          portfolio_volatility: m.portfolio_volatility ?? null,
          alpha: m.alpha ?? null,
          beta: m.beta ?? null,
          sharpe_ratio: m.sharpe_ratio ?? null,
          treynor_ratio: m.treynor_ratio ?? null,
          var05: m.var05 ?? null,
        };
      });
    }),
    handle(retrievePlayer, (k, input, actor) => playerBooks(k, actor, input.player_id)),
    handle(retrievePlayerAdmin, (k, input, actor) => playerBooks(k, actor, input.player_id)),
    handle(fetchTacticalAllocations, (k, input, actor) => {
      const state = k.state();
      return tacticalAllocations(valuePlayer(state, k.marketView(), playerFor(k, actor, input.player_id)), state.instruments);
    }),
    /** The group limits and every player's share of each group (staff), or the caller's own. */
    handle(fetchGroupAllocations, (k, _input, actor) => {
      const state = k.state();
      const market = k.marketView();
      const players = [...state.players.values()].filter((p) => actor.kind === 'staff' || p.id === actor.player_id);
      return {
        limits: k.settings().asset_group_allocations,
        players: players.map((p) => ({ player_id: p.id, name: p.name, allocations: groupFractions(valuePlayer(state, market, p)) })),
      };
    }),
    /** Players ranked by portfolio return. */
    handle(fetchLeaderboard, (k) => leaderboard(summarize(k.state(), k.marketView()))),
    handle(openOrdersCsv, (k) => {
      const users = new Map(k.sql.exec<{ player_id: number; username: string }>("SELECT player_id, username FROM roster WHERE role = 'player'").toArray().map((r) => [r.player_id, r.username]));
      return ordersCsv(k.clock().id, k.state(), users);
    }),
  ],
};
