/**
 * `GET /api/individual_report/pdf?session_id=&player_id=` (issue #14): the individual report as a
 * PDF download. Who may see which report is decided once, by the session object's
 * `/individual_report/get` call, which this route runs first: the same 403 ('Reports are
 * available when the session is finished.', another trainee's report), 404 and 400 with the same
 * texts; a report that is not ready is a 409 with its status text ('Reports are unavailable at
 * the moment.', or the failure's). The PDF is built here, in the Worker, from that answer.
 */
import { Hono } from 'hono';
import { getIndividualReport } from '../../domain/contracts/reports';
import { fetchSession } from '../../domain/contracts/reads';
import { REPORT_TEXTS, ReportStatus } from '../../domain/reports/individual-report';
import { conflict } from '../../domain/refusal';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { pdfHeaders } from '../../platform/pdf';
import { callSession, requestOf } from '../session/session-calls';
import { individualReportFilename, individualReportPdf } from './individual-report-pdf';

export const INDIVIDUAL_REPORT_PDF_PATH = '/api/individual_report/pdf';

export const individualReportPdfRoutes = new Hono<AppEnv>().get(INDIVIDUAL_REPORT_PDF_PATH, requireAuth, async (c) => {
  const { sessionId, input } = await requestOf(c, getIndividualReport);
  const answer = await callSession(c, getIndividualReport, sessionId, input);
  if (answer.status !== ReportStatus.Ready || !answer.report) throw conflict(answer.message ?? REPORT_TEXTS.unavailable);
  const session = await callSession(c, fetchSession, sessionId, {});
  const bytes = await individualReportPdf({ ...answer, report: answer.report }, session);
  return c.body(bytes, 200, pdfHeaders(individualReportFilename(sessionId, answer.player_id)));
});
