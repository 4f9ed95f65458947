/**
 * A session's life: creation (the roster, settings, clock and every player's starting cash),
 * trainees joining later, its instruments, the status machine (Play/Pause, Freeze, Finish, the
 * delay minutes), deletion, and the D1 index row with the class channel kept in step.
 */
import { CURRENT_MARKET_MODEL } from '../../../domain/market/model-version';
import { listedAfterLastDay } from '../../../domain/market/instrument';
import { cloneSession, deleteSession, finishSession, freezeSession, playPause, updateUnderlyingAssets } from '../../../domain/contracts/lifecycle';
import { ScenarioType, SessionStatus } from '../../../domain/enums';
import { initialAum } from '../../../domain/engine/engine-state';
import type { Change, EngineEvent, SessionInstrument } from '../../../domain/engine/types';
import { toMinor } from '../../../domain/money';
import { conflict, invalid } from '../../../domain/refusal';
import type { SessionSettings } from '../../../domain/session/create-session';
import {
  CLOCK_DOC,
  SETTINGS_DOC,
  engineSettings,
  indexRow,
  initialClock,
  initialSettings,
  isPassing,
  sessionView,
  type ClockState,
  type RosterSeed,
  type SessionView,
  type StoredSettings,
} from '../../../domain/session/session-record';
import { deleteRefusal, nextStatus, type SessionAction } from '../../../domain/session/status-machine';
import { sessionInstruments } from '../../../platform/reference-data/session-instruments';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import { rosterEntry, writeRoster } from '../kernel/roster';
import type { SessionKernel } from '../kernel/session-kernel';
import type { ImportedPoint } from '../../../domain/market/imported-history';
import { replaceImports, replaceInstruments, writeDoc } from '../kernel/store';
import { notifyAdmins } from '../../admin-channel/notify-admins';
import { reportDeletions } from './error-reports';
import { insightsDeletions } from './insights/insights-store';

export interface InitializeInput {
  settings: SessionSettings;
  roster: RosterSeed;
  klass_name: string;
  create_date: string;
  /** A clone's source settings: what was edited after creation is carried over (see EDITED_SETTINGS). */
  clone_of?: StoredSettings;
}

/**
 * The settings a trainer edits after creation, which a clone keeps (the create fields, such as
 * leverage or trading windows, come through the create payload itself). The record's type
 * makes a new edited setting a compile error here until it is listed. The market model is not
 * one: a clone is a new session, priced by the current model.
 */
const EDITED_SETTINGS: Record<Exclude<keyof StoredSettings, keyof SessionSettings | 'market_model'>, true> = {
  require_investment_rationale: true,
  allow_htm: true,
  allow_individual_benchmark: true,
  allow_sound: true,
  asset_class_options: true,
  macro_background: true,
  display_metrics: true,
  metrics_limits: true,
  asset_group_allocations: true,
  metric_limit_low: true,
  metric_limit_high: true,
  benchmark_constant: true,
  benchmark_compositions: true,
};

function editedSettingsOf(source: StoredSettings | undefined): Partial<StoredSettings> {
  if (!source) return {};
  return Object.fromEntries(Object.keys(EDITED_SETTINGS).filter((key) => key in source).map((key) => [key, structuredClone(source[key as keyof StoredSettings])]));
}

/** Creates the session in a new object: roster, settings (a clone's edits included), clock, and every player's opening cash. */
export function initializeSession(k: SessionKernel, input: InitializeInput): SessionView {
  if (k.exists()) throw conflict(`Session ${input.roster.session_id} already exists`);
  k.migrate();
  // A new session (a clone too) is priced by the current market model for its whole life.
  const settings: StoredSettings = { ...initialSettings(input.settings), ...editedSettingsOf(input.clone_of), market_model: CURRENT_MARKET_MODEL };
  const clock = initialClock(input.roster, input.klass_name, input.create_date, input.settings.delay_minutes_left);
  k.ctx.storage.transactionSync(() => {
    writeRoster(k.ctx.storage, input.roster);
    writeDoc(k.sql, SETTINGS_DOC, settings);
    writeDoc(k.sql, CLOCK_DOC, clock);
    for (const r of k.sql.exec<{ user_id: number; username: string; player_id: number }>("SELECT user_id, username, player_id FROM roster WHERE role = 'player'").toArray()) {
      openPlayer(k, r.player_id, r.user_id, r.username, settings);
    }
  });
  return sessionView(settings, clock, k.now());
}

/** A player's record and reporting wallet holding the initial AUM (booked as a ledger entry). */
function openPlayer(k: SessionKernel, playerId: number, userId: number, name: string, s: StoredSettings): void {
  k.sql.exec('INSERT OR IGNORE INTO players (id, user_id, name) VALUES (?, ?, ?)', playerId, userId, name);
  const amount = toMinor(initialAum(engineSettings(s)), s.reporting_currency);
  const exists = k.sql.exec('SELECT 1 FROM wallets WHERE player_id = ? AND currency = ?', playerId, s.reporting_currency).toArray().length > 0;
  if (exists) return;
  k.writeChanges([
    { kind: 'ledger', player_id: playerId, entry: { currency: s.reporting_currency, amount, reason: 'initial_capital', orderId: null }, at: k.now() },
    { kind: 'wallet', player_id: playerId, wallet: { currency: s.reporting_currency, balance: amount, reserved: 0 } },
  ]);
}

function ensureWallet(k: SessionKernel, playerId: number, currency: string): void {
  k.sql.exec('INSERT OR IGNORE INTO wallets (player_id, currency, balance, reserved) VALUES (?, ?, 0, 0)', playerId, currency);
}

/** A trainee joining the class after creation becomes a player at once; their player id. */
export function addTrainee(k: SessionKernel, trainee: { id: number; username: string }): number {
  const s = k.settings();
  let playerId = 0;
  k.ctx.storage.transactionSync(() => {
    const entry = rosterEntry(k.ctx.storage, trainee.id);
    if (entry?.player_id) {
      playerId = entry.player_id;
      return;
    }
    const next = k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(player_id), 0) + 1 AS next FROM roster').one().next;
    k.sql.exec("INSERT INTO roster (user_id, username, role, player_id) VALUES (?, ?, 'player', ?)", trainee.id, trainee.username, next);
    openPlayer(k, next, trainee.id, trainee.username, s);
    for (const i of k.state().instruments.values()) ensureWallet(k, next, i.variable_currency);
    playerId = next;
  });
  k.dropBooks();
  return playerId;
}

const INSTRUMENTS_LOCKED = 'Instruments can be changed only while the session is being created';

/** Called after the D1 read of the instruments: the status is checked again, since another call may have run during it. */
function saveInstruments(k: SessionKernel, instruments: SessionInstrument[], imports: [string, ImportedPoint[]][]): SessionInstrument[] {
  const c = k.clock();
  if (c.status !== SessionStatus.Creating) throw conflict(INSTRUMENTS_LOCKED);
  if (instruments.length === 0) throw invalid('Select and save some instruments.');
  const late = listedAfterTheEnd(k, instruments);
  if (late) throw invalid(late);
  k.ctx.storage.transactionSync(() => {
    replaceInstruments(k.sql, instruments);
    replaceImports(k.sql, imports);
    const players = k.sql.exec<{ id: number }>('SELECT id FROM players').toArray();
    for (const p of players) for (const i of instruments) ensureWallet(k, p.id, i.variable_currency);
    writeDoc(k.sql, CLOCK_DOC, { ...c, instruments_saved: true });
  });
  k.dropBooks();
  k.dropMarket();
  // The console's main button ('Finish Creating') waits for instruments_saved.
  k.send({ audience: 'all', type: 'session_updated', data: sessionView(k.settings(), k.clock(), k.now()) });
  return instruments;
}

/**
 * Why an instrument cannot be selected: it is listed only after a historical session's last day
 * (issue 26's `listed_from`, under the session's model), or null. One listed within the period
 * may be selected; it shows 'Not listed yet' until its day.
 */
function listedAfterTheEnd(k: SessionKernel, instruments: SessionInstrument[]): string | null {
  const s = k.settings();
  const market = k.market();
  const late = instruments.find((i) => listedAfterLastDay(market.listedFrom(i.ric), s));
  return late ? `${late.ticker} is listed only from ${market.listedFrom(late.ric)}, after this session's last day` : null;
}

/** A status change the caller asked for, committed with no await (its D1 index row and the class channel follow: `publishStatus`). */
function transition(k: SessionKernel, action: SessionAction, currentStatus?: unknown): SessionView {
  const s = k.settings();
  const c = k.clock();
  const now = k.now();
  const result = nextStatus(
    { status: c.status, scenario_type: s.scenario_type, delay_minutes_left: c.delay_minutes_left, instruments_saved: c.instruments_saved, currently_passing_time: isPassing(c, now) },
    action,
    { current_status: currentStatus },
  );
  if (!result.ok) throw result.kind === 'invalid' ? invalid(result.message) : conflict(result.message);
  commitStatus(k, s, c, result.status, result.delay_minutes_left, now);
  return sessionView(s, k.clock(), now);
}

/** Moves the session to a status (timers: the last period, the end of the delay), then tells the index and the class. */
export async function applyStatus(k: SessionKernel, s: StoredSettings, c: ClockState, status: SessionStatus, delay: number, now: number): Promise<void> {
  commitStatus(k, s, c, status, delay, now);
  await publishStatus(k);
}

/** The status's clock fields and what finishing settles, in one transaction. */
function commitStatus(k: SessionKernel, s: StoredSettings, c: ClockState, status: SessionStatus, delay: number, now: number): void {
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
    for (const f of k.features) {
      const settled = f.finish?.(k, now);
      if (settled) {
        changes.push(...settled.changes);
        events.push(...settled.events);
      }
    }
  }
  k.commit(changes, [...events, { audience: 'all', type: 'session_updated', data: sessionView(s, next, now) }], { clock: next });
}

/** After a status change was committed: the D1 index row, the class channel, the alarm. Decides nothing. */
async function publishStatus(k: SessionKernel): Promise<void> {
  await syncIndex(k);
  await k.scheduler.arm();
}

/**
 * Rewrites the D1 index row (idempotently) and tells the class channel. The clock is read again
 * after the D1 write (a tick or a pause may have been stored meanwhile): only `indexed_status`
 * is set, to the status written, so a status that changed since is synced again by its timer.
 */
async function syncIndex(k: SessionKernel): Promise<void> {
  const c = k.clock();
  const s = k.settings();
  await k.env.DB.prepare('UPDATE trading_sessions SET status = ?, finish_date = ?, start_date = ?, end_date = ? WHERE id = ?')
    .bind(c.status, c.finish_date, s.start_date, s.end_date, c.id)
    .run();
  if (!k.exists()) return;
  writeDoc(k.sql, CLOCK_DOC, { ...k.clock(), indexed_status: c.status });
  await k.env.KLASS_CHANNEL.getByName(`klass:${c.klass_id}`).publish({ type: 'session_updated', data: indexRow(s, c) });
  await notifyAdmins(k.env, [{ type: 'session_updated', data: indexRow(s, c) }]);
}

/** Deletes the session: only while creating or once finished. The check and the sockets' close; the rest follows (`removeSession`). */
function deleteChecked(k: SessionKernel): { id: number; deleted: true } {
  const c = k.clock();
  const refusal = deleteRefusal(c.status);
  if (refusal) throw conflict(refusal);
  for (const ws of k.ctx.getWebSockets()) {
    try {
      ws.close(4004, 'session_deleted');
    } catch {
      // Already closing.
    }
  }
  k.forget();
  return { id: c.id, deleted: true };
}

/**
 * Its storage, then its D1 rows and the channels. The object already answers as holding no
 * session (`deleteChecked` forgot it): a second delete arriving meanwhile is told 404, as after.
 */
async function removeSession(k: SessionKernel): Promise<void> {
  // Read before the first await, while the storage is still there.
  const c = k.clock();
  await k.ctx.storage.deleteAlarm();
  await k.ctx.storage.deleteAll();
  // The session's error reports and insights go with its index row.
  await k.env.DB.batch([
    k.env.DB.prepare('DELETE FROM trading_sessions WHERE id = ?').bind(c.id),
    ...reportDeletions(k.env.DB, c.id),
    ...insightsDeletions(k.env.DB, c.id),
  ]);
  await k.env.KLASS_CHANNEL.getByName(`klass:${c.klass_id}`).publish({ type: 'session_deleted', data: { id: c.id } });
  await notifyAdmins(k.env, [{ type: 'session_deleted', data: { id: c.id } }]);
}

/** Real time of the last index write attempt of this object (a failed one retries in 2 s). */
const INDEX_ATTEMPT = 'lifecycle.index_attempt';

export const lifecycle: Feature = {
  name: 'lifecycle',
  calls: [
    handle(playPause, (k, input) => transition(k, 'play_pause', input.current_status), publishStatus),
    handle(freezeSession, (k) => transition(k, 'freeze'), publishStatus),
    handle(finishSession, (k) => transition(k, 'finish'), publishStatus),
    handle(deleteSession, deleteChecked, removeSession),
    handleLoaded(
      updateUnderlyingAssets,
      async (k, input) => {
        // Refused before the D1 read of the instruments, which a session past creation would waste.
        if (k.clock().status !== SessionStatus.Creating) throw conflict(INSTRUMENTS_LOCKED);
        return sessionInstruments(k.env.DB, input.underlying_assets);
      },
      // saveInstruments checks the status again, as it is after the read.
      (k, _input, _actor, { instruments, imports }) => saveInstruments(k, instruments, imports),
    ),
    handle(cloneSession, (k) => ({ settings: k.settings(), asset_ids: [...k.state().instruments.values()].map((i) => i.asset_id) })),
  ],
  timers: [
    {
      name: 'delay minute',
      due: (k) => {
        const c = k.clock();
        return c.status === SessionStatus.Delay && c.next_delay_at ? c.next_delay_at : null;
      },
      async run(k, now) {
        const s = k.settings();
        const c = k.clock();
        const r = nextStatus({ status: c.status, scenario_type: s.scenario_type, delay_minutes_left: c.delay_minutes_left, instruments_saved: true }, 'delay_tick');
        if (!r.ok) return;
        k.commit([], [{ audience: 'all', type: 'update_delay', data: { delay_minutes_left: r.delay_minutes_left } }], {
          clock: { ...c, delay_minutes_left: r.delay_minutes_left, next_delay_at: now + 60_000 },
        });
        if (r.status !== c.status) await applyStatus(k, s, k.clock(), r.status, r.delay_minutes_left, now);
      },
    },
    {
      name: 'index sync',
      due: (k) => {
        const c = k.clock();
        return c.indexed_status === c.status ? null : k.remember(INDEX_ATTEMPT, () => ({ at: 0 })).at + 2_000;
      },
      async run(k, now) {
        k.remember(INDEX_ATTEMPT, () => ({ at: 0 })).at = now;
        await syncIndex(k);
      },
    },
  ],
};
