/**
 * Calls of the individual report (issue #14; spec 002 §7 `/individual_report/get`,
 * `compute_individual_reports`): the report of a player (a trainee's own when no player is
 * named), the players' report statuses for the staff, computing them again (administrators),
 * and the PDF the server builds. Reads stay quiet; computing notifies.
 */
import { computeIndividualReports, getIndividualReport, individualReportStatuses, type IndividualReportAnswer, type IndividualReportStatusRow } from '@domain/contracts/reports';
import { downloadFrom } from '@/lib/download';
import { callSession } from '@/lib/session-call';

export type { IndividualReportAnswer, IndividualReportStatusRow };

export function fetchIndividualReport(sessionId: number, playerId: number | null): Promise<IndividualReportAnswer> {
  return callSession(getIndividualReport, sessionId, playerId === null ? {} : { player_id: playerId }, { notify: false });
}

export function fetchReportStatuses(sessionId: number): Promise<IndividualReportStatusRow[]> {
  return callSession(individualReportStatuses, sessionId, {}, { notify: false });
}

export function computeReports(sessionId: number): Promise<{ queued: number }> {
  return callSession(computeIndividualReports, sessionId, {}, { notify: false });
}

/** The path of the report's PDF (`GET /api/individual_report/pdf/`). */
export function reportPdfPath(sessionId: number, playerId: number | null): string {
  const query = new URLSearchParams({ session_id: String(sessionId) });
  if (playerId !== null) query.set('player_id', String(playerId));
  return `/api/individual_report/pdf/?${query}`;
}

export function downloadReportPdf(sessionId: number, playerId: number | null): Promise<void> {
  return downloadFrom(reportPdfPath(sessionId, playerId), `individual_report_${sessionId}_${playerId ?? 'me'}.pdf`);
}
