/**
 * Who may see which classes and trading sessions: an admin sees everything, a trainer the
 * classes they lead, a trainee the classes they belong to. The D1 index is read here on
 * dashboards and socket connects only, never on a session's order or tick path.
 */
import { UserType } from '../domain/enums';
import type { SessionIndexRow } from '../domain/live-events';
import type { AuthUser } from './env';
import { sessionNotFound } from '../domain/refusal';

const SESSION_INDEX_COLUMNS = `s.id, s.klass_id, k.name AS klass_name, s.trainer_id, u.username AS trainer_name, s.status,
  s.scenario_type, s.risk_approach, s.create_date, s.finish_date, s.start_date, s.end_date`;
/** The index joined to its class and trainer (LEFT: a trainer account removed leaves its sessions listed). */
const SESSION_INDEX_FROM = 'trading_sessions s JOIN klasses k ON k.id = s.klass_id LEFT JOIN users u ON u.id = s.trainer_id';

export async function canSeeKlass(db: D1Database, user: AuthUser, klassId: number): Promise<boolean> {
  if (user.user_type === UserType.Admin) {
    return (await db.prepare('SELECT 1 FROM klasses WHERE id = ?').bind(klassId).first()) !== null;
  }
  if (user.user_type === UserType.Trainer) {
    return (await db.prepare('SELECT 1 FROM klasses WHERE id = ? AND trainer_id = ?').bind(klassId, user.user_id).first()) !== null;
  }
  const row = await db.prepare('SELECT 1 FROM klass_members WHERE klass_id = ? AND user_id = ?').bind(klassId, user.user_id).first();
  return row !== null;
}

/** The WHERE clause of the sessions the caller may see (optionally of one class), with its parameters. */
function visibleWhere(user: AuthUser, klassId?: number): { where: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (user.user_type === UserType.Trainer) {
    where.push('k.trainer_id = ?');
    params.push(user.user_id);
  } else if (user.user_type === UserType.Trainee) {
    where.push('s.klass_id IN (SELECT klass_id FROM klass_members WHERE user_id = ?)');
    params.push(user.user_id);
  }
  if (klassId !== undefined) {
    where.push('s.klass_id = ?');
    params.push(klassId);
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** Sessions the caller may see, newest first. */
export async function visibleSessions(db: D1Database, user: AuthUser, klassId?: number): Promise<SessionIndexRow[]> {
  const { where, params } = visibleWhere(user, klassId);
  const sql = `SELECT ${SESSION_INDEX_COLUMNS} FROM ${SESSION_INDEX_FROM} ${where} ORDER BY s.id DESC`;
  const { results } = await db.prepare(sql).bind(...params).all<SessionIndexRow>();
  return results;
}

export interface SessionPage {
  results: SessionIndexRow[];
  count: number;
  page_size: number;
  page_number: number;
}

/** One page of the sessions the caller may see, newest id first, with how many there are in all. */
export async function visibleSessionPage(db: D1Database, user: AuthUser, page: { page_number: number; page_size: number }): Promise<SessionPage> {
  const { where, params } = visibleWhere(user);
  const offset = (page.page_number - 1) * page.page_size;
  const [rows, total] = await db.batch([
    db.prepare(`SELECT ${SESSION_INDEX_COLUMNS} FROM ${SESSION_INDEX_FROM} ${where} ORDER BY s.id DESC LIMIT ? OFFSET ?`).bind(...params, page.page_size, offset),
    db.prepare(`SELECT COUNT(*) AS count FROM ${SESSION_INDEX_FROM} ${where}`).bind(...params),
  ]);
  return {
    results: rows!.results as SessionIndexRow[],
    count: (total!.results[0] as { count: number }).count,
    page_size: page.page_size,
    page_number: page.page_number,
  };
}

export async function sessionIndexRow(db: D1Database, sessionId: number): Promise<SessionIndexRow | null> {
  return db
    .prepare(`SELECT ${SESSION_INDEX_COLUMNS} FROM ${SESSION_INDEX_FROM} WHERE s.id = ?`)
    .bind(sessionId)
    .first<SessionIndexRow>();
}

/** The session's index row if the caller may see it; a session they may not see answers as a missing one. */
export async function requireVisibleSession(db: D1Database, user: AuthUser, sessionId: number): Promise<SessionIndexRow> {
  const row = await sessionIndexRow(db, sessionId);
  if (!row || !(await canSeeKlass(db, user, row.klass_id))) throw sessionNotFound(sessionId);
  return row;
}
