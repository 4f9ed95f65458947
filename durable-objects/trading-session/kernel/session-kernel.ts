/**
 * What every feature of a session object works with: its storage (SQLite tables and the
 * settings and clock documents), its clock (real or a test's), the books in memory, the
 * session's market view, and the broadcaster. It also dispatches calls: the session must
 * exist, the caller must be on its roster and hold one of the call's roles, and a refusal
 * returns as plain data across the RPC boundary. The object class around it only wires.
 */
import type { RefusalData } from '../../../domain/refusal';
import { Refusal, refusalData, sessionNotFound } from '../../../domain/refusal';
import { ScenarioType } from '../../../domain/enums';
import { conflict, notFound } from '../../../domain/refusal';
import type { EngineState } from '../../../domain/engine/engine-state';
import type { Change, EngineEvent, EngineResult } from '../../../domain/engine/types';
import { accountCash } from '../../../domain/engine/cash-accounts';
import { marketOf } from '../../../platform/market';
import { marketModelOf, type MarketModel } from '../../../domain/market/model-version';
import type { SimulatedMarket } from '../../../domain/market/simulation/market';
import { MarketWithImports } from '../../../domain/market/imported-history';
import { CLOCK_DOC, SETTINGS_DOC, engineSettings, sessionTime, tradingRefusal, type ClockState, type StoredSettings } from '../../../domain/session/session-record';
import type { Env } from '../../../platform/env';
import { applyStorageMigrations } from '../../storage/migrations';
import { actorOf, requireRole, type Caller } from './actor';
import type { Broadcaster } from './broadcaster';
import { CORE_MIGRATIONS } from './core-schema';
import type { CallHandler, Feature } from './feature';
import { SessionMarketView } from './market-view';
import { Scheduler } from './scheduler';
import { applyChanges, changeWriters, loadEngineState, readDoc, readImports, writeDoc } from './store';
import type { ChangeWriters, FeatureStorage } from './feature-storage';

export type CallResult<T = unknown> = { ok: true; data: T } | { ok: false; refusal: RefusalData };

const TEST_CLOCK_KEY = 'test_clock_ms';

export class SessionKernel {
  private books: EngineState | null = null;
  private imports: MarketWithImports | null | undefined;
  private view: { key: string; view: SessionMarketView } | null = null;
  /** Features' caches derived from storage, dropped with the books when a step fails. */
  private readonly derived = new Map<string, unknown>();
  /** Features' memory of what they saw last (markets open at the last step), kept across failures. */
  private readonly memory = new Map<string, unknown>();
  private migrated = false;
  /** The session's market model: fixed at its creation, read once. */
  private model: MarketModel | undefined;
  /** Set when a delete was decided: from then on the object holds no session, though its storage goes a moment later. */
  private deleted = false;
  private readonly calls: ReadonlyMap<string, CallHandler>;
  /** What every feature keeps in storage, and who writes each change kind (feature-storage.ts). */
  private readonly storages: readonly FeatureStorage[];
  private readonly writers: ChangeWriters;
  readonly scheduler: Scheduler;

  constructor(
    readonly ctx: DurableObjectState,
    readonly env: Env,
    readonly features: readonly Feature[],
    private readonly broadcaster: Broadcaster,
  ) {
    this.calls = new Map(features.flatMap((f) => (f.calls ?? []).map((c) => [c.contract.name, c] as const)));
    this.storages = features.flatMap((f) => (f.storage ? [f.storage] : []));
    this.writers = changeWriters(this.storages);
    this.scheduler = new Scheduler(this, features.flatMap((f) => f.timers ?? []));
  }

  get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  // ----- Existence and migrations -------------------------------------------------------------

  /**
   * Whether this object holds a session. Reads only: an object that is merely probed (an
   * unknown id, a caller guessing) must leave nothing stored behind. An initialised one is
   * migrated on its first use.
   */
  exists(): boolean {
    if (this.deleted) return false;
    if (this.migrated) return true;
    const tables = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'session_doc'").toArray();
    if (!tables.length || !readDoc(this.sql, SETTINGS_DOC)) return false;
    this.migrate();
    return true;
  }

  /** Applies the kernel's and every feature's migrations (creating the session, or on first use). */
  migrate(): void {
    this.deleted = false;
    applyStorageMigrations(this.ctx.storage, [...CORE_MIGRATIONS, ...this.features.flatMap((f) => f.migrations ?? [])]);
    this.migrated = true;
  }

  /**
   * The session is being deleted: the object holds nothing from now on. Called when the delete is
   * decided, before its storage is dropped, so that a request arriving meanwhile (a second click)
   * is told the session does not exist rather than reading tables as they go.
   */
  forget(): void {
    this.deleted = true;
    this.migrated = false;
    this.model = undefined;
    this.dropBooks();
    this.dropMarket();
  }

  // ----- Calls --------------------------------------------------------------------------------

  /**
   * Runs a call: its `load` (reads outside the object) is awaited first, then its `decide` runs
   * with no await, on the object as it is after the load: a twin request that came in during
   * the load has either committed (and the lookup sees it) or not started. Whatever throws in
   * `decide` other than a refusal drops the books, so memory never differs from storage.
   */
  async invoke(name: string, caller: Caller, sessionId: number, input: unknown): Promise<CallResult> {
    try {
      const handler = this.calls.get(name);
      if (!handler) throw new Error(`No session call is registered as ${name}`);
      if (!this.exists()) throw sessionNotFound(sessionId);
      const actor = actorOf(this.ctx.storage, caller, sessionId);
      requireRole(actor, handler.contract.roles);
      let loaded: unknown;
      if (handler.load) {
        try {
          loaded = await handler.load(this, input, actor);
        } catch (error) {
          // Deleted while the load waited (its storage gone under it): answered as after the delete.
          if (!this.exists()) throw sessionNotFound(sessionId);
          throw error;
        }
        if (!this.exists()) throw sessionNotFound(sessionId);
      }
      const data = this.decide(() => handler.decide(this, input, actor, loaded));
      if (handler.after) await handler.after(this, data);
      for (const f of this.features) await f.afterCall?.(this);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, refusal: refusalData(error) };
      throw error;
    }
  }

  /**
   * Runs a synchronous decision. A refusal is thrown before the books change, or by the engine
   * (`applyEngine` drops them then); anything else (a failed write, a constraint, a bug) may
   * come after they changed in memory: they are dropped, to be read again from storage.
   */
  decide<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof Refusal)) this.dropBooks();
      throw error;
    }
  }

  // ----- Clock --------------------------------------------------------------------------------

  /** Real time, or the time a test set (only where the test binding allows it). */
  now(): number {
    if (this.env.ALLOW_TEST_CLOCK === '1' && this.migrated) {
      const ms = readDoc<number>(this.sql, TEST_CLOCK_KEY);
      if (ms !== null) return Number(ms);
    }
    return Date.now();
  }

  testClockSet(): boolean {
    return this.env.ALLOW_TEST_CLOCK === '1' && readDoc(this.sql, TEST_CLOCK_KEY) !== null;
  }

  setTestClock(ms: number): void {
    if (this.env.ALLOW_TEST_CLOCK !== '1') throw new Error('The test clock is disabled');
    writeDoc(this.sql, TEST_CLOCK_KEY, ms);
  }

  /** The deployment's simulated market (its seed is a secret: platform/market.ts) under the session's own model version. */
  market(): SimulatedMarket {
    this.model ??= marketModelOf(readDoc<StoredSettings>(this.sql, SETTINGS_DOC)?.market_model);
    return marketOf(this.env, this.model);
  }

  // ----- The session record and the books -----------------------------------------------------

  settings(): StoredSettings {
    const s = readDoc<StoredSettings>(this.sql, SETTINGS_DOC);
    if (!s) throw notFound('Session not initialised');
    return s;
  }

  clock(): ClockState {
    const c = readDoc<ClockState>(this.sql, CLOCK_DOC);
    if (!c) throw notFound('Session not initialised');
    return c;
  }

  /** The engine's books, read from storage on first use after a wake or a drop. */
  state(): EngineState {
    this.books ??= this.storedBooks();
    return this.books;
  }

  /** The books as storage holds them, read afresh (the books in memory must always equal them). */
  storedBooks(): EngineState {
    return loadEngineState(this.sql, engineSettings(this.settings()), this.storages);
  }

  /** The session's time: the scenario date's close in history, now in real time. */
  sessionTime(): number {
    return sessionTime(this.settings(), this.clock(), this.now());
  }

  /** A cache of a feature's, derived from storage: dropped with the books. */
  derivedCache<T>(key: string, load: () => T): T {
    if (!this.derived.has(key)) this.derived.set(key, load());
    return this.derived.get(key) as T;
  }

  /** A feature's memory that outlives dropped books. */
  remember<T>(key: string, init: () => T): T {
    if (!this.memory.has(key)) this.memory.set(key, init());
    return this.memory.get(key) as T;
  }

  /** Drops the books in memory (storage is the truth): after a refused or failed operation, or a settings change. */
  dropBooks(): void {
    this.books = null;
    this.derived.clear();
  }

  /** Drops the market view, after the instruments or imported history changed. */
  dropMarket(): void {
    this.imports = undefined;
    this.view = null;
  }

  /**
   * The market as the session sees it. Quotes move by the second in real time and by the
   * period in history: calls within the same second (or period) share one view and its quotes.
   */
  marketView(s = this.settings(), c = this.clock(), now = this.now()): SessionMarketView {
    if (this.imports === undefined) {
      const pairs = readImports(this.sql);
      this.imports = pairs.length ? new MarketWithImports(this.market(), new Map(pairs)) : null;
    }
    const at = sessionTime(s, c, now);
    const realTime = s.scenario_type === ScenarioType.RealTime;
    const key = `${realTime ? Math.floor(at / 1000) : at}|${s.reporting_currency}|${s.trading_time_type}|${JSON.stringify(s.trading_intervals)}`;
    if (this.view?.key !== key) this.view = { key, view: new SessionMarketView(this.market(), this.imports, s, realTime ? Math.floor(at / 1000) * 1000 : at) };
    return this.view.view;
  }

  // ----- Changes and events -------------------------------------------------------------------

  /** Writes changes to storage, each kind by its owner (the core tables here, the rest by their feature); the caller holds the transaction. */
  writeChanges(changes: readonly Change[]): void {
    applyChanges(this.sql, changes, this.writers);
  }

  /**
   * Writes engine changes and the clock/settings documents in one transaction, then broadcasts.
   * The cash the changes moved is counted first (foreign cash's average rate, the players' flows).
   */
  commit(changes: readonly Change[], events: readonly EngineEvent[], docs: { clock?: ClockState; settings?: StoredSettings } = {}): void {
    try {
      const counted = this.books && changes.length ? accountCash(this.books, changes, this.fxNow()) : [];
      this.ctx.storage.transactionSync(() => {
        this.writeChanges(changes);
        this.writeChanges(counted);
        if (docs.clock) writeDoc(this.sql, CLOCK_DOC, docs.clock);
        if (docs.settings) writeDoc(this.sql, SETTINGS_DOC, docs.settings);
      });
    } catch (error) {
      // The books in memory already hold what failed to be written.
      this.dropBooks();
      throw error;
    }
    this.sendAll(events);
  }

  /**
   * Runs one engine operation on the books in memory and commits what it changed. The engine
   * may have touched the books before refusing, or the write may fail after it ran: either way
   * the books are dropped, to be read again from storage, where nothing of it was written.
   */
  applyEngine<T>(operation: () => EngineResult<T>): T {
    let result: EngineResult<T>;
    try {
      result = operation();
    } catch (error) {
      this.dropBooks();
      throw error;
    }
    this.commit(result.changes, result.events);
    return result.value;
  }

  /** Variable → reporting currency at the session's market now, the view read only if needed. */
  fxNow(): (currency: string) => number {
    let view: SessionMarketView | undefined;
    return (currency) => (view ??= this.marketView()).fxToReporting(currency);
  }

  send(event: EngineEvent): void {
    this.broadcaster.sendAll([event]);
  }

  sendAll(events: readonly EngineEvent[]): void {
    this.broadcaster.sendAll(events);
  }

  onlineUserIds(): number[] {
    return this.broadcaster.onlineUserIds();
  }

  // ----- Shared rules of the calls ------------------------------------------------------------

  /** The session ric of an instrument named by asset id or ric (unknown ones pass through, for the engine's refusal). */
  ricOf(instrument: number | string): string {
    const known = [...this.state().instruments.values()].find((i) => (typeof instrument === 'number' ? i.asset_id === instrument : i.ric === instrument));
    return known?.ric ?? String(instrument);
  }

  /** Refuses while nobody may trade; `activity` names what was refused ('Cash exchange'…). */
  requireTradingOpen(c = this.clock(), now = this.now(), activity = 'Trading'): void {
    const refusal = tradingRefusal(c, now);
    if (refusal) throw conflict(refusal.replace('Trading', activity));
  }
}
