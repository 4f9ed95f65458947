/** The administrator's session list and its row actions (spec 002 §2 /dashboard/sessions, §7). */
import { deleteSession as deleteContract, finishSession as finishContract, playPause } from '@domain/contracts/lifecycle';
import { computeIndividualReports } from '@domain/contracts/reports';
import { getJson, sendJson } from '@/lib/admin-http';
import { callSession } from '@/lib/session-call';
import type { Credential, KlassSummary } from '@/lib/people-api';

export interface AdminSessionRow {
  id: number;
  klass_id: number;
  klass_name: string;
  trainer_id: number;
  trainer_name: string | null;
  status: number;
  scenario_type: number;
  risk_approach: number;
  create_date: string;
  finish_date: string | null;
  start_date: string | null;
  end_date: string | null;
}

export interface SessionsPage {
  results: AdminSessionRow[];
  count: number;
  page_size: number;
  page_number: number;
}

export function listSessionsPage(pageNumber: number, pageSize: number): Promise<SessionsPage> {
  return getJson('/api/sessions/paginated_list/', { page_number: pageNumber, page_size: pageSize });
}

/** Play/Pause sends the status the admin saw: a stale one is refused (status-machine.ts). */
export function playPauseSession(id: number, currentStatus: number): Promise<unknown> {
  return callSession(playPause, id, { current_status: currentStatus });
}

export function finishSession(id: number): Promise<unknown> {
  return callSession(finishContract, id);
}

/** Queues every player's individual report for computing again; answers how many. */
export function computeReports(id: number): Promise<{ queued: number }> {
  return callSession(computeIndividualReports, id, {});
}

export function deleteSession(id: number): Promise<unknown> {
  return callSession(deleteContract, id);
}

/** Typed from the agreed body (issue #13): the contract's input gains the three clone fields. */
export interface CloneBody {
  clone_class_name?: string;
  clone_trainer_username?: string;
  clone_user_username_starting_sequence?: string;
}

export function cloneSession(id: number, body: CloneBody): Promise<{ id: number; credentials?: Credential[]; klass?: KlassSummary }> {
  return sendJson('POST', `/api/sessions/${id}/clone_session/`, body);
}
