/**
 * Individual reports (issue #14; spec 000 §2, §6): one per player, computed from the books
 * (domain/reports/individual-report.ts) when the session finishes and whenever an
 * administrator asks (also before the finish). Computing every player's ledger in one event
 * would pass the CPU limit of a large class, so the request only queues the players, and a
 * timer on the one alarm computes them REPORTS_PER_RUN at a time. The queue is a column of the
 * reports table, so what is pending survives eviction; computing a report again only rewrites
 * its row, so a retried alarm does no harm.
 *
 * Visibility: administrators at any time; trainers and trainees only once the session is
 * finished; a trainee only their own.
 */
import { computeIndividualReports, getIndividualReport, individualReportStatuses, type IndividualReportAnswer, type IndividualReportStatusRow } from '../../../domain/contracts/reports';
import { initialAum, valuePlayer } from '../../../domain/engine/engine-state';
import type { EngineEvent } from '../../../domain/engine/types';
import { OrderStatus, ScenarioType, SessionStatus, UserType } from '../../../domain/enums';
import { REPORTS_CREATING, REPORT_TEXTS, ReportStatus, individualReport, sessionDays, type IndividualReport } from '../../../domain/reports/individual-report';
import { conflict, forbidden, invalid, notFound } from '../../../domain/refusal';
import type { Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { ordersOf } from '../kernel/store';

/** Players computed per alarm run: a few hundred orders each stays well inside one event's CPU. */
export const REPORTS_PER_RUN = 20;

export const OWN_REPORT_ONLY = 'A trainee may see only their own report';
export const PLAYER_ID_MISSING = 'Player id missing in url, wrong path?';

type ReportRow = { player_id: number; status: ReportStatus; queued: number; error: string | null; json: string | null; computed_at: number | null };

/** Queues every player's report: status 0 until its slice computes it again. */
function queueAll(k: SessionKernel): number {
  const players = [...k.state().players.keys()];
  for (const id of players) {
    k.sql.exec(
      `INSERT INTO individual_reports (player_id, status, queued, error, json, computed_at) VALUES (?, 0, 1, NULL, NULL, NULL)
       ON CONFLICT (player_id) DO UPDATE SET status = 0, queued = 1, error = NULL, json = NULL`,
      id,
    );
  }
  return players.length;
}

const anyQueued = (k: SessionKernel) => k.sql.exec('SELECT 1 FROM individual_reports WHERE queued = 1 LIMIT 1').toArray().length > 0;

/** The report of one player at the session's prices now (the finish's, once finished). */
function computeOne(k: SessionKernel, playerId: number): IndividualReport {
  const state = k.state();
  const player = state.players.get(playerId);
  if (!player) throw new Error(`player ${playerId} is not in the session`);
  const s = k.settings();
  const c = k.clock();
  const market = k.marketView();
  const asOf = k.sessionTime();
  const unpriced = new Set([...player.book.positions.values()].filter((p) => p.quantity !== 0 && market.quote(p.ric) === null).map((p) => p.ric));
  return individualReport({
    player,
    instruments: state.instruments,
    reportingCurrency: s.reporting_currency,
    initialAum: initialAum(state.settings),
    valuation: valuePlayer(state, market, player),
    unpriced,
    orders: ordersOf(k.sql, playerId, [OrderStatus.Executed]),
    days: sessionDays({ historical: s.scenario_type === ScenarioType.Historical, period: c.period, startDate: s.start_date, asOf }),
    asOf,
  });
}

/** One slice: the next queued players, each ready (1) or failed (2) with its error. */
function computeSlice(k: SessionKernel, now: number): void {
  const ids = k.sql.exec<{ player_id: number }>('SELECT player_id FROM individual_reports WHERE queued = 1 ORDER BY player_id LIMIT ?', REPORTS_PER_RUN).toArray();
  const finished = k.clock().status === SessionStatus.Finished;
  const events: EngineEvent[] = [];
  for (const { player_id } of ids) {
    let status: ReportStatus = ReportStatus.Ready;
    let json: string | null = null;
    let error: string | null = null;
    try {
      json = JSON.stringify(computeOne(k, player_id));
    } catch (e) {
      status = ReportStatus.Failed;
      error = e instanceof Error ? e.message : String(e);
      console.error(`session ${k.clock().id}: individual report of player ${player_id} failed:`, e);
    }
    k.sql.exec('UPDATE individual_reports SET status = ?, queued = 0, error = ?, json = ?, computed_at = ? WHERE player_id = ?', status, error, json, now, player_id);
    // Before the finish only the administrators may read it: the player hears of it once finished.
    events.push({ audience: finished ? { player_id } : 'staff', type: 'individual_report_updated', data: { player_id, status } });
  }
  k.sendAll(events);
}

const isAdmin = (actor: Actor) => actor.caller.user_type === UserType.Admin;

/** Administrators see reports at any time; everyone else once the session is finished. */
function requireVisible(k: SessionKernel, actor: Actor): void {
  if (!isAdmin(actor) && k.clock().status !== SessionStatus.Finished) throw forbidden(REPORT_TEXTS.notFinished);
}

function rowOf(k: SessionKernel, playerId: number): ReportRow | undefined {
  return k.sql.exec<ReportRow>('SELECT * FROM individual_reports WHERE player_id = ?', playerId).toArray()[0];
}

function statusRow(playerId: number, name: string, row: ReportRow | undefined): IndividualReportStatusRow {
  const status = row?.status ?? ReportStatus.Unavailable;
  const message = status === ReportStatus.Ready ? null : status === ReportStatus.Failed ? REPORT_TEXTS.failed : REPORT_TEXTS.unavailable;
  return { player_id: playerId, player_name: name, status, message, error: status === ReportStatus.Failed ? (row?.error ?? null) : null, computed_at: row?.computed_at ?? null };
}

function reportAnswer(k: SessionKernel, actor: Actor, named: number | undefined): IndividualReportAnswer {
  requireVisible(k, actor);
  let playerId: number;
  if (actor.kind === 'player') {
    if (named !== undefined && named !== actor.player_id) throw forbidden(OWN_REPORT_ONLY);
    playerId = actor.player_id;
  } else {
    if (named === undefined) throw invalid(PLAYER_ID_MISSING);
    playerId = named;
  }
  const player = k.state().players.get(playerId);
  if (!player) throw notFound(REPORT_TEXTS.none);
  const row = rowOf(k, playerId);
  const head = statusRow(playerId, player.name, row);
  const report = head.status === ReportStatus.Ready && row?.json ? (JSON.parse(row.json) as IndividualReport) : null;
  return { session_id: k.clock().id, ...head, report };
}

export const individualReports: Feature = {
  name: 'individual reports',
  migrations: [
    {
      id: 50,
      // One row per player: its status (0 unavailable, 1 ready, 2 failed), whether a slice still
      // has to compute it, and the figures as JSON.
      sql: `CREATE TABLE individual_reports (
        player_id INTEGER PRIMARY KEY, status INTEGER NOT NULL, queued INTEGER NOT NULL,
        error TEXT, json TEXT, computed_at INTEGER
      );
      CREATE INDEX individual_reports_queued ON individual_reports (queued, player_id);`,
    },
  ],
  calls: [
    handle(getIndividualReport, (k, input, actor) => reportAnswer(k, actor, input.player_id)),
    handle(individualReportStatuses, (k, _input, actor) => {
      requireVisible(k, actor);
      return [...k.state().players.values()].sort((a, b) => a.id - b.id).map((p) => statusRow(p.id, p.name, rowOf(k, p.id)));
    }),
    handle(
      computeIndividualReports,
      (k) => {
        if (k.clock().status === SessionStatus.Creating) throw conflict(REPORTS_CREATING);
        return { queued: queueAll(k) };
      },
      (k) => k.scheduler.arm(),
    ),
  ],
  timers: [
    {
      name: 'individual reports',
      due: (k) => (anyQueued(k) ? k.now() : null),
      run: (k, now) => computeSlice(k, now),
    },
  ],
  /** Every player's report is computed again at the finish's prices, by the alarm (lifecycle arms it after the finish). */
  finish(k) {
    queueAll(k);
    return { changes: [], events: [] };
  },
};
