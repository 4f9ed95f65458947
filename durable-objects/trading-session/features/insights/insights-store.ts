/**
 * Where insights live: roadmap items, their images and the insights reports in D1 (the images
 * and PDFs are blobs, too big for the object's 128 MB and not part of the books), the portfolio
 * name and the queue of reports to create in the object's own storage. Every query here is
 * scoped to one session and player; the feature checks who may ask before calling them.
 */
import type { StorageMigration } from '../../../storage/migrations';
import type { InsightsReport, InsightsReportStatus, Layout, RoadmapItem, UploadedImage } from '../../../../domain/contracts/insights';
import { reportFileUrl } from '../../../../domain/contracts/insights';
import { mediaUrl, type InsightDocument } from '../../../../domain/insights/document';

export const INSIGHTS_MIGRATIONS: readonly StorageMigration[] = [
  {
    id: 80,
    sql: `
      CREATE TABLE insights_profiles (player_id INTEGER PRIMARY KEY, portfolio_name TEXT NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE insights_jobs (report_id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, tries INTEGER NOT NULL DEFAULT 0, queued_at INTEGER NOT NULL);`,
  },
];

/** The largest piece of a report's PDF in one D1 row (D1 rows hold at most 2 MB). */
export const PDF_CHUNK_BYTES = 1_000_000;

// ----- The object's own rows ------------------------------------------------------------------

export function portfolioNameOf(sql: SqlStorage, playerId: number): string {
  return sql.exec<{ portfolio_name: string }>('SELECT portfolio_name FROM insights_profiles WHERE player_id = ?', playerId).toArray()[0]?.portfolio_name ?? '';
}

export function savePortfolioName(sql: SqlStorage, playerId: number, name: string, now: number): void {
  sql.exec(
    'INSERT INTO insights_profiles (player_id, portfolio_name, updated_at) VALUES (?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET portfolio_name = excluded.portfolio_name, updated_at = excluded.updated_at',
    playerId,
    name,
    now,
  );
}

export type Job = { report_id: number; player_id: number; tries: number };

export function queueJob(sql: SqlStorage, reportId: number, playerId: number, now: number): void {
  sql.exec('INSERT OR IGNORE INTO insights_jobs (report_id, player_id, tries, queued_at) VALUES (?, ?, 0, ?)', reportId, playerId, now);
}

export function nextJob(sql: SqlStorage): Job | null {
  return sql.exec<Job>('SELECT report_id, player_id, tries FROM insights_jobs ORDER BY queued_at, report_id LIMIT 1').toArray()[0] ?? null;
}

export function anyJob(sql: SqlStorage): boolean {
  return sql.exec('SELECT 1 FROM insights_jobs LIMIT 1').toArray().length > 0;
}

export function jobQueuedFor(sql: SqlStorage, playerId: number): boolean {
  return sql.exec('SELECT 1 FROM insights_jobs WHERE player_id = ? LIMIT 1', playerId).toArray().length > 0;
}

export function countTry(sql: SqlStorage, reportId: number): void {
  sql.exec('UPDATE insights_jobs SET tries = tries + 1 WHERE report_id = ?', reportId);
}

export function removeJob(sql: SqlStorage, reportId: number): void {
  sql.exec('DELETE FROM insights_jobs WHERE report_id = ?', reportId);
}

// ----- D1 rows ------------------------------------------------------------------------------------

type ItemRow = { id: number; session_id: number; player_id: number; person_id: number; person_name: string; layout: number; content: string; image_id: number | null; created_at: number };

export function itemOf(r: ItemRow): RoadmapItem {
  const content = JSON.parse(r.content) as InsightDocument;
  const image = r.image_id === null ? null : mediaUrl(r.image_id);
  return {
    id: r.id,
    session_id: r.session_id,
    player_id: r.player_id,
    person_id: r.person_id,
    person: r.person_name,
    layout: r.layout as Layout,
    timestamp: new Date(r.created_at).toISOString(),
    content,
    image_id: r.image_id,
    image,
    roadmap_contents: [
      { id: 1, area_code: 'text', text: content, image: null },
      ...(image ? [{ id: 2, area_code: 'image' as const, text: null, image }] : []),
    ],
  };
}

const ITEM_COLUMNS = 'id, session_id, player_id, person_id, person_name, layout, content, image_id, created_at';

/** A player's roadmap in time order. */
export async function roadmapOf(db: D1Database, sessionId: number, playerId: number): Promise<RoadmapItem[]> {
  const { results } = await db
    .prepare(`SELECT ${ITEM_COLUMNS} FROM roadmap_items WHERE session_id = ? AND player_id = ? ORDER BY created_at, id`)
    .bind(sessionId, playerId)
    .all<ItemRow>();
  return results.map(itemOf);
}

export async function countItems(db: D1Database, sessionId: number, playerId: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM roadmap_items WHERE session_id = ? AND player_id = ?').bind(sessionId, playerId).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Adds an item unless the player already has `max`: the count and the insert are one statement,
 * so two requests at once cannot both pass the count. Null when the player is at the limit.
 */
export async function insertItem(
  db: D1Database,
  item: { session_id: number; player_id: number; person_id: number; person_name: string; layout: Layout; content: InsightDocument; image_id: number | null; created_at: number },
  max: number,
): Promise<RoadmapItem | null> {
  const row = await db
    .prepare(
      `INSERT INTO roadmap_items (session_id, player_id, person_id, person_name, layout, content, image_id, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM roadmap_items WHERE session_id = ? AND player_id = ?) < ?
       RETURNING ${ITEM_COLUMNS}`,
    )
    .bind(item.session_id, item.player_id, item.person_id, item.person_name, item.layout, JSON.stringify(item.content), item.image_id, item.created_at, item.session_id, item.player_id, max)
    .first<ItemRow>();
  return row ? itemOf(row) : null;
}

/** Which of `ids` are images of this session's player. */
export async function ownImageIds(db: D1Database, sessionId: number, playerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { results } = await db
    .prepare('SELECT id FROM insights_images WHERE session_id = ? AND player_id = ? AND id IN (SELECT value FROM json_each(?))')
    .bind(sessionId, playerId, JSON.stringify(ids))
    .all<{ id: number }>();
  return new Set(results.map((r) => r.id));
}

export async function countImages(db: D1Database, sessionId: number, playerId: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM insights_images WHERE session_id = ? AND player_id = ?').bind(sessionId, playerId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Stores an image unless the player already has `max` (one statement, as `insertItem`). Null at the limit. */
export async function insertImage(
  db: D1Database,
  image: { session_id: number; player_id: number; user_id: number; content_type: string; bytes: Uint8Array; created_at: number },
  max: number,
): Promise<UploadedImage | null> {
  const row = await db
    .prepare(
      `INSERT INTO insights_images (session_id, player_id, user_id, content_type, size, bytes, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM insights_images WHERE session_id = ? AND player_id = ?) < ?
       RETURNING id`,
    )
    .bind(image.session_id, image.player_id, image.user_id, image.content_type, image.bytes.length, image.bytes, image.created_at, image.session_id, image.player_id, max)
    .first<{ id: number }>();
  return row ? { id: row.id, url: mediaUrl(row.id), content_type: image.content_type, size: image.bytes.length } : null;
}

/** D1 gives a blob back as an ArrayBuffer or an array of byte values, depending on the runtime. */
export function bytesOf(blob: unknown): Uint8Array<ArrayBuffer> {
  if (blob instanceof Uint8Array) return new Uint8Array(blob);
  if (blob instanceof ArrayBuffer) return new Uint8Array(blob);
  if (Array.isArray(blob)) return Uint8Array.from(blob as number[]);
  throw new Error('Not a blob');
}

/** One image of the player's, for the PDF. */
export async function imageOf(db: D1Database, sessionId: number, playerId: number, id: number): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  const row = await db
    .prepare('SELECT content_type, bytes FROM insights_images WHERE id = ? AND session_id = ? AND player_id = ?')
    .bind(id, sessionId, playerId)
    .first<{ content_type: string; bytes: unknown }>();
  return row ? { content_type: row.content_type, bytes: bytesOf(row.bytes) } : null;
}

type ReportRow = {
  id: number;
  session_id: number;
  player_id: number;
  person_id: number;
  person_name: string;
  portfolio_name: string;
  status: string;
  error: string | null;
  size: number | null;
  created_at: number;
  finished_at: number | null;
};

const REPORT_COLUMNS = 'id, session_id, player_id, person_id, person_name, portfolio_name, status, error, size, created_at, finished_at';

export function reportOf(r: ReportRow): InsightsReport {
  const status = r.status as InsightsReportStatus;
  return {
    id: r.id,
    session_id: r.session_id,
    player_id: r.player_id,
    person_id: r.person_id,
    person: r.person_name,
    portfolio_name: r.portfolio_name,
    status,
    error: r.error,
    created_at: new Date(r.created_at).toISOString(),
    finished_at: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
    file: status === 'created' ? reportFileUrl(r.id) : null,
    size: r.size,
  };
}

/** A player's reports, newest first. */
export async function reportsOf(db: D1Database, sessionId: number, playerId: number): Promise<InsightsReport[]> {
  const { results } = await db
    .prepare(`SELECT ${REPORT_COLUMNS} FROM insights_reports WHERE session_id = ? AND player_id = ? ORDER BY created_at DESC, id DESC`)
    .bind(sessionId, playerId)
    .all<ReportRow>();
  return results.map(reportOf);
}

export async function reportById(db: D1Database, sessionId: number, id: number): Promise<InsightsReport | null> {
  const row = await db.prepare(`SELECT ${REPORT_COLUMNS} FROM insights_reports WHERE id = ? AND session_id = ?`).bind(id, sessionId).first<ReportRow>();
  return row ? reportOf(row) : null;
}

/**
 * Queues a report in D1 unless the player has one being created since `busySince` (one
 * statement: two requests at once make one report). Null when one is being created.
 */
export async function insertReport(
  db: D1Database,
  r: { session_id: number; player_id: number; person_id: number; person_name: string; portfolio_name: string; created_at: number },
  busySince: number,
): Promise<InsightsReport | null> {
  const row = await db
    .prepare(
      `INSERT INTO insights_reports (session_id, player_id, person_id, person_name, portfolio_name, status, created_at)
       SELECT ?, ?, ?, ?, ?, 'creating', ?
       WHERE NOT EXISTS (SELECT 1 FROM insights_reports WHERE session_id = ? AND player_id = ? AND status = 'creating' AND created_at >= ?)
       RETURNING ${REPORT_COLUMNS}`,
    )
    .bind(r.session_id, r.player_id, r.person_id, r.person_name, r.portfolio_name, r.created_at, r.session_id, r.player_id, busySince)
    .first<ReportRow>();
  return row ? reportOf(row) : null;
}

/** Stores the PDF in pieces and marks the report created, in one batch (D1 runs a batch as one transaction). */
export async function storeReportFile(db: D1Database, sessionId: number, id: number, pdf: Uint8Array, now: number): Promise<void> {
  const statements = [db.prepare('DELETE FROM insights_report_chunks WHERE report_id = ?').bind(id)];
  for (let seq = 0, at = 0; at < pdf.length; seq++, at += PDF_CHUNK_BYTES) {
    statements.push(db.prepare('INSERT INTO insights_report_chunks (report_id, seq, bytes) VALUES (?, ?, ?)').bind(id, seq, pdf.slice(at, at + PDF_CHUNK_BYTES)));
  }
  statements.push(
    db
      .prepare("UPDATE insights_reports SET status = 'created', error = NULL, size = ?, finished_at = ? WHERE id = ? AND session_id = ?")
      .bind(pdf.length, now, id, sessionId),
  );
  await db.batch(statements);
}

export async function failReport(db: D1Database, sessionId: number, id: number, error: string, now: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM insights_report_chunks WHERE report_id = ?').bind(id),
    db.prepare("UPDATE insights_reports SET status = 'error', error = ?, size = NULL, finished_at = ? WHERE id = ? AND session_id = ?").bind(error, now, id, sessionId),
  ]);
}

/** The D1 rows of a session's insights (images, items, reports and their files), deleted with its index row. */
export function insightsDeletions(db: D1Database, sessionId: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM insights_report_chunks WHERE report_id IN (SELECT id FROM insights_reports WHERE session_id = ?)').bind(sessionId),
    ...['insights_reports', 'roadmap_items', 'insights_images'].map((table) => db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).bind(sessionId)),
  ];
}
