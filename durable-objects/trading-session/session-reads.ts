/**
 * What the screens read from a session object: the session and its instruments, players and
 * their books (a player's own, or any player's for the staff), blotters, metrics, news,
 * allocations, the leaderboard and the open-orders CSV. Nothing here changes the books.
 */
import { OrderStatus, ScenarioType } from '../../domain/enums';
import { EngineError } from '../../domain/engine/engine-error';
import { groupFractions, tacticalAllocations } from '../../domain/engine/allocations';
import { enforcedMetricLimits, metricBreaches } from '../../domain/engine/risk-limits';
import type { PlayerMetrics } from '../../domain/engine/player-metrics';
import { depositView } from '../../domain/engine/deposits';
import { valuePlayer } from '../../domain/engine/engine-state';
import { defaultMarket } from '../../domain/market/default-market';
import { actorOf, requireStaff, type Caller } from './actor';
import { personNames } from './persons';
import { outstandingDividends, playerView } from './player-view';
import { leaderboard, openOrdersCsv } from './session-reports';
import { engineSettings, sessionTime, sessionView } from './session-record';
import { depositsOf, ordersOf, readDoc } from './store';
import { summarize } from './ticks';
import { SessionCore } from './session-core';

export abstract class SessionReads extends SessionCore {
  /** The metrics history of a player: the caller's own, or any player's for the staff. */
  async fetchMetrics(caller: Caller, playerId?: number) {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      const id = actor.kind === 'player' ? actor.player_id : playerId;
      if (!id) throw new EngineError(400, 'player_id is required');
      return this.ctx.storage.sql
        .exec<{ json: string }>('SELECT json FROM metrics WHERE player_id = ? ORDER BY step', id)
        .toArray()
        .map((r) => JSON.parse(r.json) as Record<string, unknown>);
    });
  }

  /**
   * The news delivered so far: a historical session's from its start date to its scenario
   * date; a real-time session's of the last 30 days. Newest first.
   */
  async fetchPassedNews(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      const s = this.settings();
      const c = this.clock();
      const to = sessionTime(s, c, this.now());
      const from = s.scenario_type === ScenarioType.Historical ? Date.parse(`${s.start_date}T00:00:00Z`) : to - 30 * 86_400_000;
      return this.newsBetween(s, from, to).reverse();
    });
  }

  /** The caller's own player, or, for the staff, the player they name. */
  protected playerFor(caller: Caller, playerId?: number) {
    const actor = actorOf(this.ctx.storage, caller);
    const id = actor.kind === 'player' ? actor.player_id : playerId;
    const player = id ? this.state().players.get(id) : undefined;
    if (!player) throw new EngineError(404, 'Player not found');
    return player;
  }

  async fetchTacticalAssetAllocations(caller: Caller, playerId?: number) {
    return this.call(() => {
      const state = this.state();
      const player = this.playerFor(caller, playerId);
      return tacticalAllocations(valuePlayer(state, this.marketView(this.settings(), this.clock()), player), state.instruments);
    });
  }

  /** The group limits and every player's share of each group (staff), or the caller's own. */
  async fetchAssetGroupAllocations(caller: Caller) {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      const state = this.state();
      const market = this.marketView(this.settings(), this.clock());
      const players = [...state.players.values()].filter((p) => actor.kind === 'staff' || p.id === actor.player_id);
      return {
        limits: this.settings().asset_group_allocations,
        players: players.map((p) => ({ player_id: p.id, name: p.name, allocations: groupFractions(valuePlayer(state, market, p)) })),
      };
    });
  }

  /** Players ranked by portfolio return. */
  async fetchLeaderboard(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      return leaderboard(summarize(this.state(), this.marketView(this.settings(), this.clock())));
    });
  }

  async fetchMacroBackground(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      return { macro_background: this.settings().macro_background };
    });
  }

  /** The player's deposits (active first by id, then broken), with the rate each active one earns now. */
  protected depositViews(playerId: number) {
    const at = sessionTime(this.settings(), this.clock(), this.now());
    return depositsOf(this.ctx.storage.sql, playerId).map((d) => depositView(d, d.status === 0 ? defaultMarket().overnightRateAt(d.currency, at) : null));
  }

  protected exchangeHistory(playerId: number) {
    return this.ctx.storage.sql
      .exec<{ id: number; json: string }>('SELECT id, json FROM exchanges WHERE player_id = ? ORDER BY id DESC', playerId)
      .toArray()
      .map((r) => ({ id: r.id, ...(JSON.parse(r.json) as object) }));
  }

  async fetchSession(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      return sessionView(this.settings(), this.clock(), this.now());
    });
  }

  /** What a clone copies: the settings and the instruments' asset ids. */
  async cloneSource(caller: Caller) {
    return this.call(() => {
      requireStaff(actorOf(this.ctx.storage, caller));
      return { settings: this.settings(), asset_ids: [...this.state().instruments.values()].map((i) => i.asset_id) };
    });
  }

  /** Open orders of every player as CSV (spec 002 §3 columns). */
  async openOrdersCsv(caller: Caller) {
    return this.call(() => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const users = new Map(this.ctx.storage.sql.exec<{ player_id: number; username: string }>("SELECT player_id, username FROM roster WHERE role = 'player'").toArray().map((r) => [r.player_id, r.username]));
      return openOrdersCsv(this.clock().id, this.state(), users);
    });
  }

  async fetchSessionAssets(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      const s = this.settings();
      const market = this.marketView(s, this.clock());
      return [...this.state().instruments.values()].map((i) => {
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
    });
  }

  async fetchPlayers(caller: Caller) {
    return this.call(() => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const s = this.settings();
      const market = this.marketView(s, this.clock());
      const online = new Set(this.onlineUserIds());
      const limits = enforcedMetricLimits(engineSettings(s));
      return summarize(this.state(), market).map((p) => {
        const player = this.state().players.get(p.id)!;
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
    });
  }

  /** A player's books, valued now: the player's own, or any player's for the staff. */
  async retrievePlayer(caller: Caller, playerId?: number) {
    return this.call(() => {
      const state = this.state();
      const player = this.playerFor(caller, playerId);
      const due = readDoc<{ player_id: number; currency: string; amount: number }[]>(this.ctx.storage.sql, 'dividends_due') ?? [];
      return {
        ...playerView(state, this.marketView(this.settings(), this.clock()), this.ctx.storage.sql, player),
        dividends: outstandingDividends(due, player.id),
        deposits: this.depositViews(player.id),
        exchange_history: this.exchangeHistory(player.id),
        benchmark_history: this.ctx.storage.sql.exec<{ step: number; at: number; value: number }>('SELECT step, at, value FROM benchmark_history ORDER BY step').toArray(),
      };
    });
  }

  async getBlotter(caller: Caller, playerId?: number) {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      const id = actor.kind === 'player' ? actor.player_id : playerId;
      if (!id) throw new EngineError(400, 'player_id is required');
      const names = personNames(this.ctx.storage.sql);
      return ordersOf(this.ctx.storage.sql, id, [OrderStatus.Executed, OrderStatus.Canceled]).map((o) => ({
        ...o,
        person_name: o.person_id === null ? null : (names.get(o.person_id) ?? null),
      }));
    });
  }

  async historicalPeriodLength(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      return { sleep_time: this.settings().historical_sleep_time };
    });
  }
}
