/**
 * News (spec 001 §10): the market's news of the importances the session delivers, sent as
 * each step reaches their dates, and the news delivered so far on request.
 *
 * Each stretch of market time is generated once and kept (the `news` table, up to the
 * `news_until` mark): generating a historical session's years of news on every read was
 * unbounded work. A real-time session starts with the 30 days before its first read.
 */
import { fetchPassedNews } from '../../../domain/contracts/reads';
import { ScenarioType } from '../../../domain/enums';
import { generateNews } from '../../../domain/market/news/news-generator';
import type { NewsItem } from '../../../domain/market/news/types';
import type { StoredSettings } from '../../../domain/session/session-record';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { readDoc, writeDoc } from '../kernel/store';

const NEWS_UNTIL = 'news_until';
const REAL_TIME_WINDOW_MS = 30 * 86_400_000;

/** Where the session's news begins: its start date (history), or 30 days before `at` (real time). */
function newsOrigin(s: StoredSettings, at: number): number {
  return s.scenario_type === ScenarioType.Historical ? Date.parse(`${s.start_date}T00:00:00Z`) - 1 : at - REAL_TIME_WINDOW_MS;
}

/** Generates and keeps the news dated up to `to` not generated yet (each moment once). */
function keepNewsUntil(k: SessionKernel, s: StoredSettings, to: number): NewsItem[] {
  const until = readDoc<number>(k.sql, NEWS_UNTIL) ?? newsOrigin(s, to);
  if (to <= until) return [];
  const items = generateNews(k.market(), until + 1, to);
  // Synchronous writes with no await between them commit together (in a step, inside its transaction).
  for (const n of items) k.sql.exec('INSERT OR IGNORE INTO news (id, timestamp, importance, json) VALUES (?, ?, ?, ?)', n.id, n.timestamp, n.importance, JSON.stringify(n));
  writeDoc(k.sql, NEWS_UNTIL, to);
  return items;
}

/** The kept news dated in [from, to] of the importances the session delivers, newest first. */
function keptNews(k: SessionKernel, s: StoredSettings, from: number, to: number): NewsItem[] {
  const wanted = s.news_importances;
  if (!wanted.length) return [];
  const rows = k.sql
    .exec<{ json: string }>(
      `SELECT json FROM news WHERE timestamp >= ? AND timestamp <= ? AND importance IN (${wanted.map(() => '?').join(',')}) ORDER BY timestamp DESC, id DESC`,
      new Date(from).toISOString(),
      new Date(to).toISOString(),
      ...wanted,
    )
    .toArray();
  return rows.map((r) => JSON.parse(r.json) as NewsItem);
}

export const news: Feature = {
  name: 'news',
  migrations: [
    {
      id: 20,
      sql: `CREATE TABLE news (id TEXT PRIMARY KEY, timestamp TEXT NOT NULL, importance INTEGER NOT NULL, json TEXT NOT NULL);
      CREATE INDEX news_time ON news (timestamp);`,
    },
  ],
  calls: [
    /** A historical session's news from its start date to its scenario date; a real-time session's of the last 30 days. Newest first. */
    handle(fetchPassedNews, (k) => {
      const s = k.settings();
      const to = k.sessionTime();
      keepNewsUntil(k, s, to);
      const from = s.scenario_type === ScenarioType.Historical ? Date.parse(`${s.start_date}T00:00:00Z`) : to - REAL_TIME_WINDOW_MS;
      return keptNews(k, s, from, to);
    }),
  ],
  step: [
    {
      phase: 'records',
      run(k, step) {
        if (!step.span) return;
        const wanted = new Set(step.settings.news_importances);
        const items = keepNewsUntil(k, step.settings, step.span.to).filter((n) => n.timestamp > new Date(step.span!.from).toISOString() && wanted.has(n.importance));
        if (items.length) step.later.push({ audience: 'all', type: 'news_received', data: items });
      },
    },
  ],
};
