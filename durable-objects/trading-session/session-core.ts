/**
 * The core of the session object: its clock, status, books and storage (see trading-session.ts), named by the session's integer id: the session's
 * clock (one alarm), its roster, players' books and orders, and its live channel. A thin
 * shell: it decodes a call, runs the pure engine (`domain/engine`), writes the changes in one
 * storage transaction, then broadcasts, with no `await` in between.
 */
import { RiskApproach, ScenarioType, SessionStatus } from '../../domain/enums';
import { EngineError } from '../../domain/engine/engine-error';
import { cancelAllOrders, type OrderRequest } from '../../domain/engine/orders';
import { breakDeposit } from '../../domain/engine/deposits';
import { initialAum, type EngineState } from '../../domain/engine/engine-state';
import type { Change, EngineEvent, EngineResult, MarketView, SessionInstrument } from '../../domain/engine/types';
import { defaultMarket } from '../../domain/market/default-market';
import { generateNews } from '../../domain/market/news/news-generator';
import { processIncome, type DividendDue } from '../../domain/engine/income';
import { marketIncomeCalendar } from '../../domain/engine/market-income-calendar';
import type { PlayerMetrics } from '../../domain/engine/player-metrics';
import { CLOSE_OFFSET_MS } from '../../domain/market/time-grid';
import { MarketWithImports, type ImportedPoint } from '../../domain/market/imported-history';
import { toMinor } from '../../domain/money';
import type { SessionSettings } from '../../domain/session/create-session';
import { nextStatus, type SessionAction } from '../../domain/session/status-machine';
import type { Env } from '../../worker/env';
import { LiveRoom } from '../live-room/live-room';
import { applyStorageMigrations } from '../storage/migrations';
import { actorOf, requireStaff, type Caller } from './actor';
import { SessionMarketView } from './market-view';
import { rosterEntry, writeRoster, type RosterSeed } from './roster';
import { loadMetricSeries, recordMetrics, writeHistory, type MetricSeries } from './period-metrics';
import { SESSION_MIGRATIONS } from './schema';
import {
  CLOCK_DOC,
  SETTINGS_DOC,
  clockOf,
  engineSettings,
  indexRow,
  initialClock,
  initialSettings,
  isPassing,
  sessionTime,
  sessionView,
  tradingRefusal,
  type ClockState,
  type StoredSettings,
} from './session-record';
import { applyChanges, loadEngineState, readDoc, replaceInstruments, writeDoc } from './store';
import { runMarketStep, type PlayerSummary } from './ticks';

export const SESSION_ID_HEADER = 'x-session-id';
export const STAFF_TAG = 'role:staff';
const DIVIDENDS_DOC = 'dividends_due';
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

export abstract class SessionCore extends LiveRoom {
  protected readonly channel = 'session' as const;
  protected engine: EngineState | null = null;
  /** The metrics series in memory (period-metrics.ts); dropped with the books when a step fails. */
  protected series: MetricSeries | null = null;
  protected imports: MarketWithImports | null = null;
  private view: { key: string; view: SessionMarketView } | null = null;
  protected readonly previousOpen = new Map<string, boolean>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => applyStorageMigrations(ctx.storage, SESSION_MIGRATIONS));
  }

  // ----- Clock and state -----------------------------------------------------------------------

  /** Real time, or the time a test set (only where the test binding allows it). */
  protected now(): number {
    if (this.env.ALLOW_TEST_CLOCK === '1') {
      const row = this.ctx.storage.sql.exec<{ json: string }>('SELECT json FROM session_doc WHERE name = ?', TEST_CLOCK_KEY).toArray()[0];
      if (row) return Number(JSON.parse(row.json));
    }
    return Date.now();
  }

  private testClockSet(): boolean {
    return this.env.ALLOW_TEST_CLOCK === '1' && this.ctx.storage.sql.exec('SELECT 1 FROM session_doc WHERE name = ?', TEST_CLOCK_KEY).toArray().length > 0;
  }

  async setTestClock(ms: number): Promise<void> {
    if (this.env.ALLOW_TEST_CLOCK !== '1') throw new Error('The test clock is disabled');
    writeDoc(this.ctx.storage.sql, TEST_CLOCK_KEY, ms);
  }

  protected settings(): StoredSettings {
    const s = readDoc<StoredSettings>(this.ctx.storage.sql, SETTINGS_DOC);
    if (!s) throw new EngineError(404, 'Session not initialised');
    return s;
  }

  protected clock(): ClockState {
    const c = readDoc<ClockState>(this.ctx.storage.sql, CLOCK_DOC);
    if (!c) throw new EngineError(404, 'Session not initialised');
    return c;
  }

  protected state(): EngineState {
    this.engine ??= loadEngineState(this.ctx.storage.sql, engineSettings(this.settings()));
    return this.engine;
  }

  protected marketView(s: StoredSettings, c: ClockState, now = this.now()): SessionMarketView {
    if (!this.imports) {
      const rows = this.ctx.storage.sql.exec<{ json: string }>("SELECT json FROM session_doc WHERE name = 'imports'").toArray()[0];
      const pairs = rows ? (JSON.parse(rows.json) as [string, ImportedPoint[]][]) : [];
      this.imports = pairs.length ? new MarketWithImports(defaultMarket(), new Map(pairs)) : null;
    }
    // Quotes move by the second in real time and by the period in history: calls within the
    // same second (or period) share one view and its computed quotes.
    const at = sessionTime(s, c, now);
    const key = `${s.scenario_type === ScenarioType.RealTime ? Math.floor(at / 1000) : at}|${s.reporting_currency}|${s.trading_time_type}|${JSON.stringify(s.trading_intervals)}`;
    if (this.view?.key !== key) this.view = { key, view: new SessionMarketView(defaultMarket(), this.imports, s, s.scenario_type === ScenarioType.RealTime ? Math.floor(at / 1000) * 1000 : at) };
    return this.view.view;
  }

  /** Runs `fn` and turns refusals into results the Worker answers with. */
  protected async call<T>(fn: () => T | Promise<T>): Promise<RpcResult<T>> {
    try {
      return { ok: true, data: await fn() };
    } catch (error) {
      if (error instanceof EngineError) return { ok: false, status: error.status, error: error.message, details: error.details };
      throw error;
    }
  }

  /**
   * Runs one engine operation on the in-memory books and commits what it changed. The engine
   * may have touched the books before refusing: then they are dropped, to be read again from
   * storage, where nothing of the refused operation was written.
   */
  protected applyEngine<T>(operation: () => EngineResult<T>): T {
    let result: EngineResult<T>;
    try {
      result = operation();
    } catch (error) {
      this.engine = null;
      throw error;
    }
    this.commit(result.changes, result.events);
    return result.value;
  }

  /** The session ric of an instrument named by asset id or ric (unknown ones pass through, for the engine's refusal). */
  protected ricOf(instrument: number | string): string {
    const known = [...this.state().instruments.values()].find((i) => (typeof instrument === 'number' ? i.asset_id === instrument : i.ric === instrument));
    return known?.ric ?? String(instrument);
  }

  /** Refuses (409) while nobody may trade; `activity` names what was refused ('Cash exchange'…). */
  protected requireTradingOpen(c: ClockState, now: number, activity = 'Trading'): void {
    const refusal = tradingRefusal(c, now);
    if (refusal) throw new EngineError(409, refusal.replace('Trading', activity));
  }

  /** Writes engine changes and clock/settings documents together, then broadcasts. */
  protected commit(changes: readonly Change[], events: readonly EngineEvent[], docs: { clock?: ClockState; settings?: StoredSettings } = {}): void {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      applyChanges(sql, changes);
      if (docs.clock) writeDoc(sql, CLOCK_DOC, docs.clock);
      if (docs.settings) writeDoc(sql, SETTINGS_DOC, docs.settings);
    });
    this.sendAll(events);
  }

  protected send(e: EngineEvent): void {
    this.sendAll([e]);
  }

  /** Each event to its audience: everyone, the staff, or one player and the staff. */
  protected sendAll(events: readonly EngineEvent[]): void {
    this.broadcastMany(
      events.map((e) => ({
        event: { type: e.type, data: e.data } as never,
        tags:
          e.audience === 'all'
            ? [undefined]
            : e.audience === 'staff'
              ? [STAFF_TAG]
              : e.audience.only
                ? [`player:${e.audience.player_id}`]
                : [`player:${e.audience.player_id}`, STAFF_TAG],
      })),
    );
  }

  // ----- Creation ------------------------------------------------------------------------------

  async initialize(input: InitializeInput): Promise<RpcResult<ReturnType<typeof sessionView>>> {
    return this.call(() => {
      const sql = this.ctx.storage.sql;
      if (readDoc(sql, SETTINGS_DOC)) throw new EngineError(409, `Session ${input.roster.session_id} already exists`);
      const settings = initialSettings(input.settings);
      const clock = initialClock(input.roster, input.klass_name, input.create_date, input.settings.delay_minutes_left);
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
  protected openPlayer(playerId: number, userId: number, name: string, s: StoredSettings): void {
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

  protected ensureWallet(playerId: number, currency: string): void {
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
      this.view = null;
      // The console's main button ('Finish Creating') waits for instruments_saved.
      this.send({ audience: 'all', type: 'session_updated', data: sessionView(this.settings(), this.clock(), this.now()) });
      return instruments;
    });
  }

  // ----- Status ---------------------------------------------------------------------------------

  protected async transition(caller: Caller, action: SessionAction, currentStatus?: unknown) {
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
  protected async applyStatus(s: StoredSettings, c: ClockState, status: SessionStatus, delay: number, now: number): Promise<void> {
    const next: ClockState = { ...c, status, delay_minutes_left: delay };
    const changes: Change[] = [];
    const events: EngineEvent[] = [];
    if (status === SessionStatus.Delay) next.next_delay_at = now + 60_000;
    next.frozen_at = status === SessionStatus.Frozen ? now : null;
    if (status === SessionStatus.Running) {
      if (s.scenario_type === ScenarioType.Historical) next.period_started_at = now;
      else next.last_tick_at = null;
    }
    if (status === SessionStatus.Finished) {
      next.finish_date = new Date(now).toISOString();
      const cancelled = cancelAllOrders(this.state(), now);
      changes.push(...cancelled.changes);
      events.push(...cancelled.events);
      // Deposits return to their wallets, so the final books hold only cash and positions.
      for (const player of this.state().players.values()) {
        for (const currency of [...(player.book.deposits?.keys() ?? [])]) {
          const broken = breakDeposit(player, currency, { now, by: 'session_end' });
          changes.push(...broken.changes);
          events.push(...broken.events);
        }
      }
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
  protected async syncIndex(): Promise<void> {
    const c = this.clock();
    const s = this.settings();
    await this.env.DB.prepare('UPDATE trading_sessions SET status = ?, finish_date = ?, start_date = ?, end_date = ? WHERE id = ?')
      .bind(c.status, c.finish_date, s.start_date, s.end_date, c.id)
      .run();
    writeDoc(this.ctx.storage.sql, CLOCK_DOC, { ...c, indexed_status: c.status });
    const row = indexRow(s, c);
    await this.env.KLASS_CHANNEL.getByName(`klass:${c.klass_id}`).publish({ type: 'session_updated', data: row });
  }

  // ----- Alarms ---------------------------------------------------------------------------------

  protected async scheduleAlarm(): Promise<void> {
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
    // Under a test's clock only the test runs alarms (runDurableObjectAlarm): one due "now" by
    // the test clock must not also fire by itself a few milliseconds later and race the test.
    else if (this.testClockSet()) await this.ctx.storage.setAlarm(Date.now() + 3_600_000);
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
    try {
      if (c.status === SessionStatus.Running && s.scenario_type === ScenarioType.RealTime && (!c.last_tick_at || c.last_tick_at + TICK_MS <= now)) {
        this.realTimeTick(s, c, now);
      }
      c = this.clock();
      if (c.status === SessionStatus.Running && s.scenario_type === ScenarioType.Historical && c.period_started_at && c.period_started_at + s.historical_sleep_time * 1000 <= now) {
        await this.historicalStep(s, c, now);
      }
    } catch (error) {
      // Nothing of a failed step was stored: drop the in-memory books, and the retried alarm redoes it.
      this.engine = null;
      this.series = null;
      throw error;
    }
    if (this.clock().indexed_status !== this.clock().status) await this.syncIndex();
    await this.scheduleAlarm();
  }

  protected realTimeTick(s: StoredSettings, c: ClockState, now: number): void {
    const market = this.marketView(s, c, now);
    // The day's income at the first tick after a close (21:00 UTC).
    const lastClose = Math.floor((now - CLOSE_OFFSET_MS) / 86_400_000) * 86_400_000 + CLOSE_OFFSET_MS;
    const income = c.last_tick_at !== null && c.last_tick_at < lastClose ? this.income(s, lastClose - 86_400_000, lastClose, market) : null;
    const step = runMarketStep(this.state(), market, this.previousOpen, 'tick');
    if (income) {
      step.changes.unshift(...income.changes);
      step.events.unshift(...income.events);
    }
    const ticks = c.ticks + 1;
    const next: ClockState = { ...c, last_tick_at: now, ticks };
    const ticksPerMetrics = Math.max(1, Math.round((s.metrics_interval * 3_600_000) / TICK_MS));
    let metricEvents: EngineEvent[] = [];
    this.ctx.storage.transactionSync(() => {
      applyChanges(this.ctx.storage.sql, step.changes);
      if (income) writeDoc(this.ctx.storage.sql, DIVIDENDS_DOC, income.value);
      if (ticks % ticksPerMetrics === 1 || ticksPerMetrics === 1) metricEvents = this.recordMetrics(s, Math.floor(ticks / ticksPerMetrics), market, step.summaries);
      // History once a minute: every twelfth 5-second tick.
      if (ticks % 12 === 1) writeHistory(this.ctx.storage.sql, step.summaries, Math.floor(now / 60_000), now);
      writeDoc(this.ctx.storage.sql, CLOCK_DOC, next);
    });
    const history = ticks % 12 === 1 ? step.summaries.map((summary) => historyEvent(summary, Math.floor(now / 60_000), now)) : [];
    this.sendAll([...step.events, ...metricEvents, ...history]);
    if (c.last_tick_at) this.deliverNews(s, c.last_tick_at + 1, now);
  }

  /**
   * One historical period: idempotent, because the period number is recorded with the step.
   * A retried alarm finds the period already advanced and its next due time in the future.
   */
  protected async historicalStep(s: StoredSettings, c: ClockState, now: number): Promise<void> {
    const clock = clockOf(s)!;
    const period = c.period + 1;
    const passing: ClockState = { ...c, period, period_started_at: now, passing_until: now + PASSING_MIN_MS };
    this.send({ audience: 'all', type: 'currently_passing_time', data: { currently_passing_time: true } });
    const market = this.marketView(s, passing, now);
    const income = this.income(s, sessionTime(s, c, now), market.now(), market);
    const step = runMarketStep(this.state(), market, this.previousOpen, 'period');
    step.changes.unshift(...income.changes);
    step.events.unshift(...income.events);
    let metricEvents: EngineEvent[] = [];
    this.ctx.storage.transactionSync(() => {
      applyChanges(this.ctx.storage.sql, step.changes);
      writeDoc(this.ctx.storage.sql, DIVIDENDS_DOC, income.value);
      writeHistory(this.ctx.storage.sql, step.summaries, period, market.now());
      metricEvents = this.recordMetrics(s, period, market, step.summaries);
      writeDoc(this.ctx.storage.sql, CLOCK_DOC, passing);
    });
    this.sendAll([...step.events, ...metricEvents, ...step.summaries.map((summary) => historyEvent(summary, period, market.now()))]);
    this.deliverNews(s, sessionTime(s, c, now) + 1, market.now());
    const view = sessionView(s, passing, now);
    this.send({ audience: 'all', type: 'historical_step_updated', data: view });
    this.send({
      audience: 'all',
      type: 'passed_time',
      data: { period, scenario_date: view.scenario_date, elapsed_days: view.elapsed_days, remaining_simulated_days: view.remaining_simulated_days, remaining_session_time: view.remaining_session_time },
    });
    if (clock.isLastPeriod(period)) await this.applyStatus(s, passing, SessionStatus.Finished, 0, now);
  }

  /** One metrics point for every player (see period-metrics.ts). */
  protected recordMetrics(s: StoredSettings, step: number, market: MarketView, summaries: readonly PlayerSummary[]): EngineEvent[] {
    this.series ??= loadMetricSeries(this.ctx.storage.sql);
    const events = recordMetrics(this.ctx.storage.sql, this.series, s, step, market, summaries);
    // The enforced metric limits read each player's last metrics on the next order.
    for (const e of events) {
      const row = e.data as PlayerMetrics & { player_id: number };
      const player = this.state().players.get(row.player_id);
      if (player) player.metrics = row;
    }
    return events;
  }

  /** Dividends, coupons, redemptions and interest over (from, to]; the dividends still due come back. */
  protected income(s: StoredSettings, fromMs: number, toMs: number, market: MarketView) {
    const due = readDoc<DividendDue[]>(this.ctx.storage.sql, DIVIDENDS_DOC) ?? [];
    return processIncome(this.state(), market, marketIncomeCalendar(defaultMarket()), fromMs, toMs, due, {
      payCashInterest: s.scenario_type === ScenarioType.RealTime && s.risk_approach === RiskApproach.Cash,
    });
  }

  /** The market's news dated in (from, to], of the importances the session delivers. */
  protected newsBetween(s: StoredSettings, from: number, to: number) {
    const wanted = new Set(s.news_importances);
    return generateNews(defaultMarket(), from, to).filter((n) => wanted.has(n.importance));
  }

  protected deliverNews(s: StoredSettings, from: number, to: number): void {
    const items = this.newsBetween(s, from, to);
    if (items.length) this.send({ audience: 'all', type: 'news_received', data: items });
  }
}

/** A new point of a player's return history (spec event player_history_created). */
function historyEvent(summary: PlayerSummary, step: number, at: number): EngineEvent {
  return {
    audience: { player_id: summary.id },
    type: 'player_history_created',
    data: { player_id: summary.id, step, timestamp: at, portfolio_return: summary.last_portfolio_return, market_value: summary.last_market_value },
  };
}
