/**
 * The files of insights (issue 14): a roadmap image's bytes and an insights report's PDF, served
 * only to whoever may read that player's insights. The row names its session and player; the
 * session's object then checks the caller (the player themselves, the class's trainer or an
 * administrator) exactly as for the JSON calls, by answering `insights.profile` or refusing.
 * Browsers cannot send the bearer header from `<img src>`: the web app fetches with it and shows
 * an object URL.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { INSIGHTS_TEXTS, insightsProfile } from '../../domain/contracts/insights';
import { numeric } from '../../domain/contracts/fields';
import { conflict, notFound } from '../../domain/refusal';
import { bytesOf } from '../../durable-objects/trading-session/features/insights/insights-store';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { pdfHeaders } from '../../platform/pdf';
import { callSession } from '../session/session-calls';

const idParam = z.object({ id: numeric(z.number({ error: 'The id must be a number' }).int().positive('The id must be a positive number')) });

/** The PDF's file name: the portfolio name and the report's id, ASCII. */
export function reportFileName(portfolioName: string, id: number): string {
  const base = portfolioName
    .normalize('NFKD')
    .replace(/[^\w -]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 60);
  return `insights_report_${base ? `${base}_` : ''}${id}.pdf`;
}

// Mounted at /api beside other resources: sign-in is required per route, not for the whole prefix.
export const insightsRoutes = new Hono<AppEnv>()
  .get('/insights/media/:id', requireAuth, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const row = await c.env.DB.prepare('SELECT session_id, player_id, content_type, bytes FROM insights_images WHERE id = ?')
      .bind(id)
      .first<{ session_id: number; player_id: number; content_type: string; bytes: unknown }>();
    if (!row) throw notFound(INSIGHTS_TEXTS.imageNotFound);
    await callSession(c, insightsProfile, row.session_id, { player_id: row.player_id });
    return c.body(bytesOf(row.bytes), 200, {
      'Content-Type': row.content_type,
      'Content-Disposition': `inline; filename="insights_image_${id}.${row.content_type === 'image/png' ? 'png' : 'jpg'}"`,
      // Private: the answer depends on who asks.
      'Cache-Control': 'private, max-age=3600',
    });
  })
  .get('/insights_reports/:id/file', requireAuth, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const report = await c.env.DB.prepare('SELECT session_id, player_id, portfolio_name, status FROM insights_reports WHERE id = ?')
      .bind(id)
      .first<{ session_id: number; player_id: number; portfolio_name: string; status: string }>();
    if (!report) throw notFound(INSIGHTS_TEXTS.reportNotFound);
    await callSession(c, insightsProfile, report.session_id, { player_id: report.player_id });
    if (report.status !== 'created') throw conflict(INSIGHTS_TEXTS.reportNotReady);
    const { results } = await c.env.DB.prepare('SELECT bytes FROM insights_report_chunks WHERE report_id = ? ORDER BY seq').bind(id).all<{ bytes: unknown }>();
    const parts = results.map((r) => bytesOf(r.bytes));
    const file = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      file.set(p, at);
      at += p.length;
    }
    return c.body(file, 200, pdfHeaders(reportFileName(report.portfolio_name, id)));
  });
