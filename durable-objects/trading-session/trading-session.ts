/**
 * One Durable Object per trading session, named by the session's integer id: the session's
 * clock (one alarm), its roster, players' books and orders, and its live channel. A thin
 * shell: it decodes a call, runs the pure engine (`domain/engine`), writes the changes in one
 * storage transaction, then broadcasts, with no `await` in between.
 */
import { OrderStatus, ScenarioType, SessionStatus } from '../../domain/enums';
import { EngineError } from '../../domain/engine/engine-error';
import { cancelAllOrders, cancelOrder, placeOrder, type OrderRequest } from '../../domain/engine/orders';
import { initialAum, valuePlayer, type EngineState } from '../../domain/engine/engine-state';
import type { Change, EngineEvent, Order, SessionInstrument } from '../../domain/engine/types';
import { defaultMarket } from '../../domain/market/default-market';
import { MarketWithImports, type ImportedPoint } from '../../domain/market/imported-history';
import { fromMinor, toMinor } from '../../domain/money';
import type { SessionSettings } from '../../domain/session/create-session';
import { nextStatus, type SessionAction } from '../../domain/session/status-machine';
import type { AuthUser, Env } from '../../worker/env';
import { LiveRoom, type Admission, type SocketAttachment } from '../live-room/live-room';
import { applyStorageMigrations } from '../storage/migrations';
import { actorOf, requirePlayer, requireStaff, type Actor, type Caller } from './actor';
import { SessionMarketView } from './market-view';
import { hasRoster, loadRosterSeed, rosterEntry, writeRoster, type RosterSeed } from './roster';
import { SESSION_MIGRATIONS } from './schema';
import {
  CLOCK_DOC,
  SETTINGS_DOC,
  clockOf,
  engineSettings,
  isPassing,
  sessionTime,
  sessionView,
  type ClockState,
  type StoredSettings,
} from './session-record';
import { applyChanges, loadEngineState, ordersOf, orderByClientId, readDoc, replaceInstruments, writeDoc } from './store';
import { runMarketStep, summarize, type PlayerSummary } from './ticks';

export const SESSION_ID_HEADER = 'x-session-id';
const STAFF_TAG = 'role:staff';
export const TICK_MS = 5_000;
export const PASSING_MIN_MS = 1_500;
const TEST_CLOCK_KEY = 'test_clock_ms';

export type RpcResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; details?: unknown };

export function tradingSessionName(sessionId: number): string {
  return String(sessionId);
}

/** An order as the Worker hands it over: the instrument by asset id or ric. */
export type OrderCall = Omit<OrderRequest, 'ric'> & { instrument: number | string };

export interface InitializeInput {
  settings: SessionSettings;
  roster: RosterSeed;
  klass_name: string;
  create_date: string;
}

export class TradingSession extends LiveRoom {
  protected readonly channel = 'session' as const;
  private engine: EngineState | null = null;
  private imports: MarketWithImports | null = null;
  private readonly previousOpen = new Map<string, boolean>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => applyStorageMigrations(ctx.storage, SESSION_MIGRATIONS));
  }

  // ----- Clock and state -----------------------------------------------------------------------

  /** Real time, or the time a test set (only where the test binding allows it). */
  private now(): number {
    if (this.env.ALLOW_TEST_CLOCK === '1') {
      const row = this.ctx.storage.sql.exec<{ json: string }>('SELECT json FROM session_doc WHERE name = ?', TEST_CLOCK_KEY).toArray()[0];
      if (row) return Number(JSON.parse(row.json));
    }
    return Date.now();
  }

  async setTestClock(ms: number): Promise<void> {
    if (this.env.ALLOW_TEST_CLOCK !== '1') throw new Error('The test clock is disabled');
    writeDoc(this.ctx.storage.sql, TEST_CLOCK_KEY, ms);
  }

  private settings(): StoredSettings {
    const s = readDoc<StoredSettings>(this.ctx.storage.sql, SETTINGS_DOC);
    if (!s) throw new EngineError(404, 'Session not initialised');
    return s;
  }

  private clock(): ClockState {
    const c = readDoc<ClockState>(this.ctx.storage.sql, CLOCK_DOC);
    if (!c) throw new EngineError(404, 'Session not initialised');
    return c;
  }

  private state(): EngineState {
    this.engine ??= loadEngineState(this.ctx.storage.sql, engineSettings(this.settings()));
    return this.engine;
  }

  private marketView(s: StoredSettings, c: ClockState, now = this.now()): SessionMarketView {
    if (!this.imports) {
      const rows = this.ctx.storage.sql.exec<{ json: string }>("SELECT json FROM session_doc WHERE name = 'imports'").toArray()[0];
      const pairs = rows ? (JSON.parse(rows.json) as [string, ImportedPoint[]][]) : [];
      this.imports = pairs.length ? new MarketWithImports(defaultMarket(), new Map(pairs)) : null;
    }
    return new SessionMarketView(defaultMarket(), this.imports, s, sessionTime(s, c, now));
  }

  /** Runs `fn` and turns refusals into results the Worker answers with. */
  private async call<T>(fn: () => T | Promise<T>): Promise<RpcResult<T>> {
    try {
      return { ok: true, data: await fn() };
    } catch (error) {
      if (error instanceof EngineError) return { ok: false, status: error.status, error: error.message, details: error.details };
      throw error;
    }
  }

  /** Writes engine changes and clock/settings documents together, then broadcasts. */
  private commit(changes: readonly Change[], events: readonly EngineEvent[], docs: { clock?: ClockState; settings?: StoredSettings } = {}): void {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      applyChanges(sql, changes);
      if (docs.clock) writeDoc(sql, CLOCK_DOC, docs.clock);
      if (docs.settings) writeDoc(sql, SETTINGS_DOC, docs.settings);
    });
    for (const e of events) this.send(e);
  }

  private send(e: EngineEvent): void {
    const event = { type: e.type, data: e.data } as never;
    if (e.audience === 'all') this.broadcast(event);
    else if (e.audience === 'staff') this.broadcast(event, STAFF_TAG);
    else {
      this.broadcast(event, `player:${e.audience.player_id}`);
      this.broadcast(event, STAFF_TAG);
    }
  }

  // ----- Creation ------------------------------------------------------------------------------

  async initialize(input: InitializeInput): Promise<RpcResult<ReturnType<typeof sessionView>>> {
    return this.call(() => {
      const sql = this.ctx.storage.sql;
      if (readDoc(sql, SETTINGS_DOC)) throw new EngineError(409, `Session ${input.roster.session_id} already exists`);
      const settings: StoredSettings = {
        ...input.settings,
        require_investment_rationale: false,
        allow_htm: false,
        allow_individual_benchmark: false,
        allow_sound: true,
        asset_class_options: [],
        macro_background: '',
      };
      const clock: ClockState = {
        id: input.roster.session_id,
        klass_id: input.roster.klass_id,
        klass_name: input.klass_name,
        trainer_id: input.roster.trainer.id,
        status: SessionStatus.Creating,
        create_date: input.create_date,
        finish_date: null,
        instruments_saved: false,
        delay_minutes_left: input.settings.delay_minutes_left,
        next_delay_at: null,
        period: 0,
        period_started_at: null,
        passing_until: null,
        last_tick_at: null,
        ticks: 0,
        indexed_status: SessionStatus.Creating,
      };
      this.ctx.storage.transactionSync(() => {
        writeRoster(this.ctx.storage, input.roster);
        writeDoc(sql, SETTINGS_DOC, settings);
        writeDoc(sql, CLOCK_DOC, clock);
        for (const r of sql.exec<{ user_id: number; username: string; player_id: number }>("SELECT user_id, username, player_id FROM roster WHERE role = 'player'").toArray()) {
          this.openPlayer(r.player_id, r.user_id, r.username, settings);
        }
      });
      return sessionView(settings, clock, this.now());
    });
  }

  /** A player's record and reporting wallet holding the initial AUM (booked as a ledger entry). */
  private openPlayer(playerId: number, userId: number, name: string, s: StoredSettings): void {
    const sql = this.ctx.storage.sql;
    sql.exec('INSERT OR IGNORE INTO players (id, user_id, name) VALUES (?, ?, ?)', playerId, userId, name);
    const amount = toMinor(initialAum(engineSettings(s)), s.reporting_currency);
    const exists = sql.exec('SELECT 1 FROM wallets WHERE player_id = ? AND currency = ?', playerId, s.reporting_currency).toArray().length > 0;
    if (exists) return;
    applyChanges(sql, [
      { kind: 'ledger', player_id: playerId, entry: { currency: s.reporting_currency, amount, reason: 'initial_capital', orderId: null }, at: this.now() },
      { kind: 'wallet', player_id: playerId, wallet: { currency: s.reporting_currency, balance: amount, reserved: 0 } },
    ]);
  }

  /** A trainee joining the class after creation becomes a player at once. */
  async addTrainee(trainee: { id: number; username: string }): Promise<RpcResult<number>> {
    return this.call(() => {
      const s = this.settings();
      let playerId = 0;
      this.ctx.storage.transactionSync(() => {
        const entry = rosterEntry(this.ctx.storage, trainee.id);
        if (entry?.player_id) {
          playerId = entry.player_id;
          return;
        }
        const next = this.ctx.storage.sql.exec<{ next: number }>('SELECT COALESCE(MAX(player_id), 0) + 1 AS next FROM roster').one().next;
        this.ctx.storage.sql.exec("INSERT INTO roster (user_id, username, role, player_id) VALUES (?, ?, 'player', ?)", trainee.id, trainee.username, next);
        this.openPlayer(next, trainee.id, trainee.username, s);
        for (const i of this.state().instruments.values()) this.ensureWallet(next, i.variable_currency);
        playerId = next;
      });
      this.engine = null;
      return playerId;
    });
  }

  private ensureWallet(playerId: number, currency: string): void {
    this.ctx.storage.sql.exec('INSERT OR IGNORE INTO wallets (player_id, currency, balance, reserved) VALUES (?, ?, 0, 0)', playerId, currency);
  }

  /** Saves the session's instruments (only while creating) with what the market needs of them. */
  async updateUnderlyingAssets(caller: Caller, instruments: SessionInstrument[], imports: [string, ImportedPoint[]][]): Promise<RpcResult<SessionInstrument[]>> {
    return this.call(() => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const c = this.clock();
      if (c.status !== SessionStatus.Creating) throw new EngineError(409, 'Instruments can be changed only while the session is being created');
      if (instruments.length === 0) throw new EngineError(400, 'Select and save some instruments.');
      const sql = this.ctx.storage.sql;
      this.ctx.storage.transactionSync(() => {
        replaceInstruments(sql, instruments);
        writeDoc(sql, 'imports', imports);
        const players = sql.exec<{ id: number }>('SELECT id FROM players').toArray();
        for (const p of players) for (const i of instruments) this.ensureWallet(p.id, i.variable_currency);
        writeDoc(sql, CLOCK_DOC, { ...c, instruments_saved: true });
      });
      this.engine = null;
      this.imports = null;
      return instruments;
    });
  }

  // ----- Status ---------------------------------------------------------------------------------

  private async transition(caller: Caller, action: SessionAction, currentStatus?: unknown) {
    requireStaff(actorOf(this.ctx.storage, caller));
    const s = this.settings();
    const c = this.clock();
    const now = this.now();
    const result = nextStatus(
      { status: c.status, scenario_type: s.scenario_type, delay_minutes_left: c.delay_minutes_left, instruments_saved: c.instruments_saved, currently_passing_time: isPassing(c, now) },
      action,
      { current_status: currentStatus },
    );
    if (!result.ok) throw new EngineError(result.code, result.message);
    await this.applyStatus(s, c, result.status, result.delay_minutes_left, now);
    return sessionView(s, this.clock(), now);
  }

  /** Moves the session to a status: clock fields, finishing work, index row, class channel. */
  private async applyStatus(s: StoredSettings, c: ClockState, status: SessionStatus, delay: number, now: number): Promise<void> {
    const next: ClockState = { ...c, status, delay_minutes_left: delay };
    const changes: Change[] = [];
    const events: EngineEvent[] = [];
    if (status === SessionStatus.Delay) next.next_delay_at = now + 60_000;
    if (status === SessionStatus.Running) {
      if (s.scenario_type === ScenarioType.Historical) next.period_started_at = now;
      else next.last_tick_at = null;
    }
    if (status === SessionStatus.Finished) {
      next.finish_date = new Date(now).toISOString();
      const cancelled = cancelAllOrders(this.state(), now);
      changes.push(...cancelled.changes);
      events.push(...cancelled.events);
      const market = this.marketView(s, next, now);
      for (const summary of summarize(this.state(), market)) this.writeSummary(summary);
    }
    this.commit(changes, [...events, { audience: 'all', type: 'session_updated', data: sessionView(s, next, now) }], { clock: next });
    await this.syncIndex();
    await this.scheduleAlarm();
  }

  async playPause(caller: Caller, currentStatus: unknown) {
    return this.call(() => this.transition(caller, 'play_pause', currentStatus));
  }

  async freeze(caller: Caller) {
    return this.call(() => this.transition(caller, 'freeze'));
  }

  async finish(caller: Caller) {
    return this.call(() => this.transition(caller, 'finish'));
  }

  /** Rewrites the D1 index row (idempotently) and tells the class channel. */
  private async syncIndex(): Promise<void> {
    const c = this.clock();
    const s = this.settings();
    await this.env.DB.prepare('UPDATE trading_sessions SET status = ?, finish_date = ?, start_date = ?, end_date = ? WHERE id = ?')
      .bind(c.status, c.finish_date, s.start_date, s.end_date, c.id)
      .run();
    writeDoc(this.ctx.storage.sql, CLOCK_DOC, { ...c, indexed_status: c.status });
    const row = {
      id: c.id,
      klass_id: c.klass_id,
      klass_name: c.klass_name,
      trainer_id: c.trainer_id,
      status: c.status,
      scenario_type: s.scenario_type,
      risk_approach: s.risk_approach,
      create_date: c.create_date,
      finish_date: c.finish_date,
      start_date: s.start_date,
      end_date: s.end_date,
    };
    await this.env.KLASS_CHANNEL.getByName(`klass:${c.klass_id}`).publish({ type: 'session_updated', data: row });
  }

  // ----- Alarms ---------------------------------------------------------------------------------

  private async scheduleAlarm(): Promise<void> {
    const s = this.settings();
    const c = this.clock();
    const due: number[] = [];
    if (c.status === SessionStatus.Delay && c.next_delay_at) due.push(c.next_delay_at);
    if (c.status === SessionStatus.Running) {
      if (s.scenario_type === ScenarioType.Historical && c.period_started_at) due.push(c.period_started_at + s.historical_sleep_time * 1000);
      if (s.scenario_type === ScenarioType.RealTime) due.push((c.last_tick_at ?? this.now()) + (c.last_tick_at ? TICK_MS : 0));
    }
    if (c.passing_until) due.push(c.passing_until);
    if (c.indexed_status !== c.status) due.push(this.now() + 2_000);
    if (due.length === 0) await this.ctx.storage.deleteAlarm();
    // The session clock may be a test's: keep the delay, not the absolute time.
    else await this.ctx.storage.setAlarm(Date.now() + Math.max(10, Math.min(...due) - this.now()));
  }

  override async alarm(): Promise<void> {
    const now = this.now();
    let s = this.settings();
    let c = this.clock();
    if (c.passing_until && c.passing_until <= now) {
      c = { ...c, passing_until: null };
      this.commit([], [{ audience: 'all', type: 'currently_passing_time', data: { currently_passing_time: false } }], { clock: c });
    }
    if (c.status === SessionStatus.Delay && c.next_delay_at && c.next_delay_at <= now) {
      const r = nextStatus({ status: c.status, scenario_type: s.scenario_type, delay_minutes_left: c.delay_minutes_left, instruments_saved: true }, 'delay_tick');
      if (r.ok) {
        this.commit([], [{ audience: 'all', type: 'update_delay', data: { delay_minutes_left: r.delay_minutes_left } }], {
          clock: { ...c, delay_minutes_left: r.delay_minutes_left, next_delay_at: now + 60_000 },
        });
        if (r.status !== c.status) await this.applyStatus(s, this.clock(), r.status, r.delay_minutes_left, now);
      }
    }
    c = this.clock();
    s = this.settings();
    if (c.status === SessionStatus.Running && s.scenario_type === ScenarioType.RealTime && (!c.last_tick_at || c.last_tick_at + TICK_MS <= now)) {
      this.realTimeTick(s, c, now);
    }
    c = this.clock();
    if (c.status === SessionStatus.Running && s.scenario_type === ScenarioType.Historical && c.period_started_at && c.period_started_at + s.historical_sleep_time * 1000 <= now) {
      await this.historicalStep(s, c, now);
    }
    if (this.clock().indexed_status !== this.clock().status) await this.syncIndex();
    await this.scheduleAlarm();
  }

  private realTimeTick(s: StoredSettings, c: ClockState, now: number): void {
    const market = this.marketView(s, c, now);
    const step = runMarketStep(this.state(), market, this.previousOpen, 'tick');
    const ticks = c.ticks + 1;
    const next: ClockState = { ...c, last_tick_at: now, ticks };
    this.ctx.storage.transactionSync(() => {
      applyChanges(this.ctx.storage.sql, step.changes);
      for (const summary of step.summaries) this.writeSummary(summary);
      // History once a minute: every twelfth 5-second tick.
      if (ticks % 12 === 1) for (const summary of step.summaries) this.writeHistory(summary, Math.floor(now / 60_000), now);
      writeDoc(this.ctx.storage.sql, CLOCK_DOC, next);
    });
    for (const e of step.events) this.send(e);
  }

  /**
   * One historical period: idempotent, because the period number is recorded with the step.
   * A retried alarm finds the period already advanced and its next due time in the future.
   */
  private async historicalStep(s: StoredSettings, c: ClockState, now: number): Promise<void> {
    const clock = clockOf(s)!;
    const period = c.period + 1;
    const passing: ClockState = { ...c, period, period_started_at: now, passing_until: now + PASSING_MIN_MS };
    this.send({ audience: 'all', type: 'currently_passing_time', data: { currently_passing_time: true } });
    const market = this.marketView(s, passing, now);
    const step = runMarketStep(this.state(), market, this.previousOpen, 'period');
    this.ctx.storage.transactionSync(() => {
      applyChanges(this.ctx.storage.sql, step.changes);
      for (const summary of step.summaries) {
        this.writeSummary(summary);
        this.writeHistory(summary, period, market.now());
      }
      writeDoc(this.ctx.storage.sql, CLOCK_DOC, passing);
    });
    for (const e of step.events) this.send(e);
    this.send({ audience: 'all', type: 'historical_step_updated', data: sessionView(s, passing, now) });
    if (clock.isLastPeriod(period)) await this.applyStatus(s, passing, SessionStatus.Finished, 0, now);
  }

  private writeSummary(summary: PlayerSummary): void {
    this.ctx.storage.sql.exec('UPDATE players SET summary = ? WHERE id = ?', JSON.stringify(summary), summary.id);
  }

  private writeHistory(summary: PlayerSummary, step: number, at: number): void {
    this.ctx.storage.sql.exec(
      `INSERT INTO player_history (player_id, step, at, market_value, portfolio_return, pnl) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (player_id, step) DO NOTHING`,
      summary.id,
      step,
      at,
      summary.last_market_value,
      summary.last_portfolio_return,
      summary.last_pnl_sum,
    );
  }

  // ----- Orders ---------------------------------------------------------------------------------

  private tradingRefusal(s: StoredSettings, c: ClockState, now: number): string | null {
    if (c.status !== SessionStatus.Running) {
      const label = { 0: 'paused', 2: 'finished', 3: 'being created', 4: 'about to start', 5: 'frozen' }[c.status as 0 | 2 | 3 | 4 | 5];
      return `Trading is not possible while the session is ${label}`;
    }
    if (isPassing(c, now)) return 'The session is advancing to the next period: try again in a moment';
    return null;
  }

  /** The person must be one of the caller's: checked against D1 once, then known here. */
  private async checkPerson(userId: number, personId: number | null | undefined): Promise<void> {
    if (personId == null) return;
    const sql = this.ctx.storage.sql;
    const known = sql.exec<{ user_id: number }>('SELECT user_id FROM persons WHERE id = ?', personId).toArray()[0];
    if (known) {
      if (known.user_id !== userId) throw new EngineError(403, 'That person is not one of yours');
      return;
    }
    const row = await this.env.DB.prepare('SELECT user_id FROM persons WHERE id = ?').bind(personId).first<{ user_id: number }>();
    if (!row || row.user_id !== userId) throw new EngineError(row ? 403 : 400, row ? 'That person is not one of yours' : 'Person not found');
    sql.exec('INSERT OR IGNORE INTO persons (id, user_id) VALUES (?, ?)', personId, userId);
  }

  async placeOrder(caller: Caller, call: OrderCall): Promise<RpcResult<Order>> {
    return this.call(async () => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      if (call.client_order_id) {
        const earlier = orderByClientId(this.ctx.storage.sql, playerId, call.client_order_id);
        if (earlier) return earlier;
      }
      await this.checkPerson(caller.user_id, call.person_id);
      const { instrument, ...rest } = call;
      const known = [...this.state().instruments.values()].find((i) => (typeof instrument === 'number' ? i.asset_id === instrument : i.ric === instrument));
      const request: OrderRequest = { ...rest, ric: known?.ric ?? String(instrument) };
      const s = this.settings();
      const c = this.clock();
      const now = this.now();
      const state = this.state();
      const player = state.players.get(playerId)!;
      const market = this.marketView(s, c, now);
      try {
        const result = placeOrder(state, market, player, request, { refusal: this.tradingRefusal(s, c, now), isRealTime: s.scenario_type === ScenarioType.RealTime });
        this.commit(result.changes, result.events);
        return result.value;
      } catch (error) {
        // The engine may have touched its in-memory books before refusing: reload them from storage.
        this.engine = null;
        throw error;
      }
    });
  }

  async cancelOrder(caller: Caller, orderId: number, playerIdForStaff?: number): Promise<RpcResult<Order>> {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      const c = this.clock();
      if (c.status === SessionStatus.Paused || c.status === SessionStatus.Creating || c.status === SessionStatus.Frozen) {
        throw new EngineError(409, 'Orders cannot be cancelled while the session is paused, being created or frozen');
      }
      const state = this.state();
      const order = state.openOrders.get(orderId);
      const playerId = actor.kind === 'player' ? actor.player_id : (playerIdForStaff ?? order?.player_id);
      const player = playerId ? state.players.get(playerId) : undefined;
      if (!player) throw new EngineError(404, 'Order not found or no longer open');
      const result = cancelOrder(state, player, orderId, this.now());
      this.commit(result.changes, result.events);
      return result.value;
    });
  }

  async cancelOrders(caller: Caller): Promise<RpcResult<number>> {
    return this.call(() => {
      const playerId = requirePlayer(actorOf(this.ctx.storage, caller));
      const c = this.clock();
      if (c.status === SessionStatus.Paused || c.status === SessionStatus.Creating || c.status === SessionStatus.Frozen) {
        throw new EngineError(409, 'Orders cannot be cancelled while the session is paused, being created or frozen');
      }
      const result = cancelAllOrders(this.state(), this.now(), playerId);
      this.commit(result.changes, result.events);
      return result.value;
    });
  }

  // ----- Reads ----------------------------------------------------------------------------------

  async fetchSession(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      return sessionView(this.settings(), this.clock(), this.now());
    });
  }

  async fetchSessionAssets(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      const s = this.settings();
      const market = this.marketView(s, this.clock());
      return [...this.state().instruments.values()].map((i) => {
        const q = market.quote(i.ric);
        return { ...i, bid: q?.bid ?? null, ask: q?.ask ?? null, accrued_interest: q?.accruedPer100 ?? 0, market_open: market.isOpen(i), closed_reason: market.closedReason(i) };
      });
    });
  }

  async fetchPlayers(caller: Caller) {
    return this.call(() => {
      requireStaff(actorOf(this.ctx.storage, caller));
      const s = this.settings();
      const market = this.marketView(s, this.clock());
      const online = new Set(this.onlineUserIds());
      return summarize(this.state(), market).map((p) => ({ ...p, online: online.has(this.state().players.get(p.id)!.user_id) }));
    });
  }

  /** A player's books, valued now: the player's own, or any player's for the staff. */
  async retrievePlayer(caller: Caller, playerId?: number) {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      const id = actor.kind === 'player' ? actor.player_id : playerId;
      const state = this.state();
      const player = id ? state.players.get(id) : undefined;
      if (!player) throw new EngineError(404, 'Player not found');
      const s = this.settings();
      const market = this.marketView(s, this.clock());
      const v = valuePlayer(state, market, player);
      const sql = this.ctx.storage.sql;
      return {
        id: player.id,
        name: player.name,
        deals: player.deals,
        last_market_value: v.marketValue,
        last_pnl_sum: v.pnl,
        last_fx_return: v.fxPnl,
        last_portfolio_return: v.portfolioReturn,
        wallets: [...player.book.wallets.values()].map((w) => ({ ...w, amount: fromMinor(w.balance, w.currency), collateral_amount: fromMinor(w.reserved, w.currency) })),
        financial_instruments: v.positions.map((p) => {
          const held = player.book.positions.get(p.ric)!;
          return { ...p, avg_open_price: held.avgPrice, reporting_unrealized_pnl: p.unrealizedPrice + p.unrealizedFx, reporting_realized_pnl: p.realized };
        }),
        open_orders: ordersOf(sql, player.id, [OrderStatus.Created]),
        player_history: sql.exec<{ step: number; at: number; portfolio_return: number; market_value: number }>('SELECT step, at, portfolio_return, market_value FROM player_history WHERE player_id = ? ORDER BY step', player.id).toArray(),
        failed_executions: sql.exec('SELECT order_id, message, at FROM failed_executions WHERE player_id = ? ORDER BY id DESC LIMIT 50', player.id).toArray(),
      };
    });
  }

  async getBlotter(caller: Caller, playerId?: number) {
    return this.call(() => {
      const actor = actorOf(this.ctx.storage, caller);
      const id = actor.kind === 'player' ? actor.player_id : playerId;
      if (!id) throw new EngineError(400, 'player_id is required');
      return ordersOf(this.ctx.storage.sql, id, [OrderStatus.Executed, OrderStatus.Canceled]);
    });
  }

  async historicalPeriodLength(caller: Caller) {
    return this.call(() => {
      actorOf(this.ctx.storage, caller);
      return { sleep_time: this.settings().historical_sleep_time };
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

  // ----- Live channel ---------------------------------------------------------------------------

  private async ensureRoster(sessionId: number): Promise<boolean> {
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

