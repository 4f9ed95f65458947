/**
 * One Durable Object per trading session, named by the session's integer id: the session's
 * clock (one alarm), its roster, players' books and orders, and its live channel. A thin
 * shell: it decodes a call, runs the pure engine (`domain/engine`), writes the changes in one
 * storage transaction, then broadcasts, with no `await` in between. The clock, status and
 * storage live in `SessionCore`, the reads in `SessionReads`; the calls that change the books
 * (orders, ODA, cash, deposits, settings), the live channel and the benchmark hooks here.
 */
import { ScenarioType, SessionStatus } from '../../domain/enums';
import { EngineError } from '../../domain/engine/engine-error';
import { cancelAllOrders, cancelOrder, placeOrder, type OrderRequest } from '../../domain/engine/orders';
import { exchangeCash } from '../../domain/engine/cash-exchange';
import { breakDeposit, depositsAllowed, DEPOSITS_UNAVAILABLE, makeDeposit } from '../../domain/engine/deposits';
import { DEFAULT_DEPOSIT_AMOUNT } from '../../domain/constants';
import { setOda } from '../../domain/engine/oda';
import { defaultMarket } from '../../domain/market/default-market';
import type { Oda, Order } from '../../domain/engine/types';
import type { AuthUser } from '../../worker/env';
import type { Admission, SocketAttachment } from '../live-room/live-room';
import { actorOf, requirePlayer, requireStaff, type Actor, type Caller } from './actor';
import { checkPerson } from './persons';
import { walletViews } from './player-view';
import { benchmarkPatch, benchmarkPreview } from './session-reports';
import { hasRoster, loadRosterSeed, writeRoster } from './roster';
import { CLOCK_DOC, SETTINGS_DOC, engineSettings, sessionTime, sessionView, tradingRefusal, type ClockState, type StoredSettings } from './session-record';
import { nextDepositId, orderByClientId, readDoc } from './store';
import { SESSION_ID_HEADER, STAFF_TAG, type OrderCall, type RpcResult } from './session-core';
import { SessionReads } from './session-reads';

export { SESSION_ID_HEADER, tradingSessionName, type RpcResult, type OrderCall, type InitializeInput } from './session-core';

export class TradingSession extends SessionReads {
  // ----- Orders ---------------------------------------------------------------------------------

  async placeOrder(caller: Caller, call: OrderCall): Promise<RpcResult<Order>> {
    return this.call(async () => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      if (call.client_order_id) {
        const earlier = orderByClientId(this.ctx.storage.sql, playerId, call.client_order_id);
        if (earlier) return earlier;
      }
      await checkPerson(this.ctx.storage.sql, this.env.DB, caller.user_id, call.person_id);
      const { instrument, ...rest } = call;
      const request: OrderRequest = { ...rest, ric: this.ricOf(instrument) };
      const s = this.settings();
      const c = this.clock();
      const now = this.now();
      const state = this.state();
      const market = this.marketView(s, c, now);
      const ctx = { refusal: tradingRefusal(c, now), isRealTime: s.scenario_type === ScenarioType.RealTime };
      return this.applyEngine(() => placeOrder(state, market, state.players.get(playerId)!, request, ctx));
    });
  }

  /** A trainer's settings change, taking effect at once (the engine reloads its settings). */
  async updateSettings(caller: Caller, patch: Partial<StoredSettings>) {
    return this.call(() => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const c = this.clock();
      if (c.status === SessionStatus.Finished) throw new EngineError(409, 'The session is finished: its settings can no longer change');
      const next = { ...this.settings(), ...patch };
      this.commit([], [{ audience: 'all', type: 'session_updated', data: sessionView(next, c, this.now()) }], { settings: next });
      this.engine = null;
      return sessionView(next, c, this.now());
    });
  }

  /** Saves a constant benchmark or a fund/asset composition (weights as fractions). */
  async updateBenchmark(caller: Caller, input: { constant?: number | null; composition?: { ric?: string | null; weight?: number | null }[] }) {
    const patch = benchmarkPatch(input);
    if ('error' in patch) return { ok: false as const, status: 400, error: patch.error };
    return this.updateSettings(caller, patch);
  }

  /** The value of a composition (or one instrument) over the session so far, before saving it. */
  async previewBenchmark(caller: Caller, composition: { ric: string; weight: number }[]) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      const s = this.settings();
      return benchmarkPreview(s, sessionTime(s, this.clock(), this.now()), composition);
    });
  }

  async toggleSetting(caller: Caller, key: 'allow_sound' | 'require_investment_rationale' | 'allow_individual_benchmark', value?: boolean) {
    const current = this.settings()[key];
    return this.updateSettings(caller, { [key]: value ?? !current });
  }

  /** Exchanges cash between the reporting currency and another wallet at the market rate. */
  async exchange(caller: Caller, from: string, to: string, amount: number) {
    return this.call(() => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      const s = this.settings();
      const c = this.clock();
      const now = this.now();
      this.requireTradingOpen(c, now, 'Cash exchange');
      const player = this.state().players.get(playerId)!;
      const at = sessionTime(s, c, now);
      this.applyEngine(() => exchangeCash(player, { from, to, amount }, { reportingCurrency: s.reporting_currency, midRate: (a, b) => defaultMarket().fxRate(a, b, at), now: at }));
      return { wallets: walletViews(player), exchange_history: this.exchangeHistory(playerId) };
    });
  }

  /** Opens (amount given and no deposit in that currency) or breaks the player's deposit in a wallet's currency. */
  async makeOrBreakDeposit(caller: Caller, call: { currency: string; amount: number | null; person_id: number | null; mode: 'make' | 'break' | 'toggle' }) {
    return this.call(async () => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      await checkPerson(this.ctx.storage.sql, this.env.DB, caller.user_id, call.person_id);
      const s = this.settings();
      const c = this.clock();
      const now = this.now();
      if (!depositsAllowed(s)) throw new EngineError(409, DEPOSITS_UNAVAILABLE);
      this.requireTradingOpen(c, now, 'Deposit management');
      const player = this.state().players.get(playerId)!;
      const open = player.book.deposits?.has(call.currency) ?? false;
      const breaking = call.mode === 'break' || (call.mode === 'toggle' && open);
      const input = { currency: call.currency, amount: call.amount ?? DEFAULT_DEPOSIT_AMOUNT, personId: call.person_id };
      this.applyEngine(() =>
        breaking ? breakDeposit(player, call.currency, { now, by: 'player' }) : makeDeposit(engineSettings(s), player, input, { id: nextDepositId(this.ctx.storage.sql), now }),
      );
      return { wallets: walletViews(player), deposits: this.depositViews(player.id) };
    });
  }

  /** Creates or updates the ODA (stop loss, take profit) of the player's position. */
  async setOda(caller: Caller, instrument: number | string, stopLoss: unknown, takeProfit: unknown): Promise<RpcResult<Oda>> {
    return this.call(() => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      const s = this.settings();
      const c = this.clock();
      const now = this.now();
      this.requireTradingOpen(c, now);
      const state = this.state();
      const oda = { ric: this.ricOf(instrument), stop_loss_price: stopLoss, take_profit_price: takeProfit };
      return this.applyEngine(() => setOda(state, this.marketView(s, c, now), state.players.get(playerId)!, oda));
    });
  }

  async cancelOrder(caller: Caller, orderId: number, playerIdForStaff?: number): Promise<RpcResult<Order>> {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      this.requireCancellable();
      const state = this.state();
      const order = state.openOrders.get(orderId);
      const playerId = actor.kind === 'player' ? actor.player_id : (playerIdForStaff ?? order?.player_id);
      const player = playerId ? state.players.get(playerId) : undefined;
      if (!player) throw new EngineError(404, 'Order not found or no longer open');
      return this.applyEngine(() => cancelOrder(state, player, orderId, this.now()));
    });
  }

  async cancelOrders(caller: Caller): Promise<RpcResult<number>> {
    return this.call(() => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      this.requireCancellable();
      return this.applyEngine(() => cancelAllOrders(this.state(), this.now(), playerId));
    });
  }

  private requireCancellable(): void {
    const { status } = this.clock();
    if (status === SessionStatus.Paused || status === SessionStatus.Creating || status === SessionStatus.Frozen) {
      throw new EngineError(409, 'Orders cannot be cancelled while the session is paused, being created or frozen');
    }
  }

  /** Deletes the session's storage; only while creating or once finished. */
  async deleteSession(caller: Caller) {
    return this.call(async () => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const c = this.clock();
      if (c.status !== SessionStatus.Creating && c.status !== SessionStatus.Finished) {
        throw new EngineError(409, 'Finish the session before deleting it');
      }
      for (const ws of this.ctx.getWebSockets()) {
        try {
          ws.close(4004, 'session_deleted');
        } catch {
          // Already closing.
        }
      }
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.engine = null;
      return { id: c.id, klass_id: c.klass_id };
    });
  }

  /** Renames the caller's player (its name in the players table and the leaderboard). */
  async updatePlayerSettings(caller: Caller, name: string) {
    return this.call(() => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      if (this.clock().status === SessionStatus.Finished) throw new EngineError(409, 'The session is finished: its settings can no longer change');
      const player = this.state().players.get(playerId)!;
      this.ctx.storage.sql.exec('UPDATE players SET name = ? WHERE id = ?', name, playerId);
      player.name = name;
      return { id: player.id, name: player.name };
    });
  }

  async updateHistoricalPeriodLength(caller: Caller, seconds: number) {
    return this.call(async () => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const s = this.settings();
      if (s.scenario_type !== ScenarioType.Historical) throw new EngineError(400, 'Only historical sessions have a period length');
      if (!Number.isInteger(seconds) || seconds < 20 || seconds > 2000) throw new EngineError(400, 'Please input a valid number!', { min: 20, max: 2000 });
      const next = { ...s, historical_sleep_time: seconds };
      this.commit([], [{ audience: 'all', type: 'session_updated', data: sessionView(next, this.clock(), this.now()) }], { settings: next });
      await this.scheduleAlarm();
      return { sleep_time: seconds };
    });
  }

  // ----- Benchmark hooks (only with BENCH_HOOKS = '1', which only `npm run bench` sets) ---------

  protected requireBench(): void {
    if (this.env.BENCH_HOOKS !== '1') throw new EngineError(404, 'Not found');
  }

  /** Places `count` market orders for players in turn (buy then sell), each committed on its own. */
  async benchOrders(count: number, ric: string): Promise<RpcResult<{ executed: number; refused: number }>> {
    return this.call(() => {
      this.requireBench();
      const s = this.settings();
      const c = this.clock();
      const state = this.state();
      const players = [...state.players.values()];
      let executed = 0;
      let refused = 0;
      const market = this.marketView(s, c);
      for (let k = 0; k < count; k++) {
        const player = players[k % players.length]!;
        const held = player.book.positions.get(ric)?.quantity ?? 0;
        try {
          const r = placeOrder(state, market, player, { ric, resourcetype: 'MarketOrder', transaction: held > 0 ? 1 : 0, quantity: 10 }, { refusal: null, isRealTime: false });
          this.commit(r.changes, r.events);
          executed++;
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          refused++;
        }
      }
      return { executed, refused };
    });
  }

  /** Runs the next historical period step now, whatever its due time. */
  async benchStep(): Promise<RpcResult<{ period: number }>> {
    return this.call(async () => {
      this.requireBench();
      const s = this.settings();
      const c = this.clock();
      await this.historicalStep(s, c, this.now());
      return { period: this.clock().period };
    });
  }

  /** Runs a real-time tick now. */
  async benchTick(): Promise<RpcResult<{ ticks: number }>> {
    return this.call(() => {
      this.requireBench();
      this.realTimeTick(this.settings(), this.clock(), this.now());
      return { ticks: this.clock().ticks };
    });
  }

  // ----- Live channel ---------------------------------------------------------------------------

  protected async ensureRoster(sessionId: number): Promise<boolean> {
    if (hasRoster(this.ctx.storage)) return true;
    const seed = await loadRosterSeed(this.env.DB, sessionId);
    if (!seed) return false;
    writeRoster(this.ctx.storage, seed);
    return true;
  }

  async roster() {
    return this.ctx.storage.sql.exec('SELECT user_id, username, role, player_id FROM roster ORDER BY player_id').toArray();
  }

  protected async admit(user: AuthUser, request: Request): Promise<Admission | null> {
    const sessionId = Number(request.headers.get(SESSION_ID_HEADER));
    if (!Number.isInteger(sessionId) || !(await this.ensureRoster(sessionId))) return null;
    const base = { user_id: user.user_id, username: user.username, user_type: user.user_type };
    let actor: Actor;
    try {
      actor = actorOf(this.ctx.storage, user);
    } catch {
      return null;
    }
    if (actor.kind === 'staff') return { tags: [STAFF_TAG, `user:${user.user_id}`], attachment: { ...base, player_id: null } };
    return { tags: [`player:${actor.player_id}`, `user:${user.user_id}`], attachment: { ...base, player_id: actor.player_id } };
  }

  protected override onConnect(ws: WebSocket, who: SocketAttachment): void {
    // A snapshot on every (re)connection, so a client that missed events is whole again.
    const s = readDoc<StoredSettings>(this.ctx.storage.sql, SETTINGS_DOC);
    const c = readDoc<ClockState>(this.ctx.storage.sql, CLOCK_DOC);
    if (s && c) {
      const player = who.player_id !== null ? this.state().players.get(who.player_id) : undefined;
      this.sendTo(ws, {
        type: 'snapshot',
        data: {
          session: sessionView(s, c, this.now()),
          wallets: player ? [...player.book.wallets.values()] : null,
          positions: player ? [...player.book.positions.values()] : null,
        },
      } as never);
    }
    if (who.player_id !== null) this.broadcast({ type: 'player_connected', data: presence(who) }, STAFF_TAG);
  }

  protected override onDisconnect(who: SocketAttachment): void {
    if (who.player_id === null) return;
    const stillOnline = this.ctx.getWebSockets(`player:${who.player_id}`).some((ws) => ws.readyState === WebSocket.OPEN);
    if (!stillOnline) this.broadcast({ type: 'player_disconnected', data: presence(who) }, STAFF_TAG);
  }
}

function presence(who: SocketAttachment) {
  return { user_id: who.user_id, username: who.username, player_id: who.player_id };
}
