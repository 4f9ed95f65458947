/**
 * Individual reports (spec 000 §2 player modal, §6; 002 §7 `/individual_report/get`,
 * `compute_individual_reports`; issue #14). Computed by the session object for every player
 * when the session finishes and whenever an administrator asks, in slices on its alarm.
 * Administrators see them at any time; trainers and trainees only once the session finished,
 * a trainee only their own.
 */
import { z } from 'zod';
import type { IndividualReport, ReportStatus } from '../reports/individual-report';
import { playerIdField } from './fields';
import { sessionCall } from './session-call';

export type { IndividualReport, ReportStatus } from '../reports/individual-report';
export type { BreakdownBar, ReportDeal, ReportPosition } from '../reports/individual-report';

/** A player's report as the screens read it: the status, its text, and the figures when ready. */
export interface IndividualReportAnswer {
  session_id: number;
  player_id: number;
  player_name: string;
  /** 0 unavailable (not computed yet, or being computed again), 1 ready, 2 failed. */
  status: ReportStatus;
  /** The spec's text for status 0 and 2; null when ready. */
  message: string | null;
  /** Why it failed (status 2), for the development team. */
  error: string | null;
  /** When it was computed (real time, ms), null before. */
  computed_at: number | null;
  report: IndividualReport | null;
}

/** A player's report status, for the players table and the admin's compute button. */
export type IndividualReportStatusRow = Omit<IndividualReportAnswer, 'report' | 'session_id'>;

export const getIndividualReport = sessionCall<IndividualReportAnswer>()({
  name: 'reports.individual_get',
  method: 'POST',
  path: '/api/individual_report/get',
  session: 'body',
  roles: ['player', 'staff'],
  // A trainee's is their own (naming another player is refused); the staff name the player.
  input: z.object({ player_id: playerIdField }),
  example: { player_id: 1 },
});

export const individualReportStatuses = sessionCall<IndividualReportStatusRow[]>()({
  name: 'reports.individual_statuses',
  method: 'GET',
  path: '/api/sessions/:id/individual_reports',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});

/** Queues every player's report for computing again (administrators; any status but creating). */
export const computeIndividualReports = sessionCall<{ queued: number }>()({
  name: 'reports.individual_compute',
  method: 'POST',
  path: '/api/sessions/:id/compute_individual_reports',
  session: 'path',
  roles: ['admin'],
  input: z.object({}),
  example: {},
});
