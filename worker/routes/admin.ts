/**
 * Administrator calls on market data, for admins only, except `GET /api/admin/fetch_index_funds/`:
 * reference data without prices, readable by every signed-in user (trainers and players pick
 * benchmarks from it). News and deposit rates are dated market data (issue #12: no look-ahead),
 * so they are the admin's; players read news through their session. The uploads:
 * `POST /api/admin/upload_market_history/` (multipart: `file`, `underlying_asset`,
 * optional `delete_prev_data`) and `POST /api/admin/upload_index_fund_history/` (multipart
 * field `news_file`, spec 002 §7, rows carrying their fund's ric).
 * Middleware is attached per route: `/api/admin/` itself is the admin live channel.
 */
import { Hono, type Context } from 'hono';
import { parseHistoryCsv, type ImportedRow } from '../../domain/market/history-csv';
import { generateNews } from '../../domain/market/news/news-generator';
import { DAY_MS } from '../../domain/constants';
import { z } from 'zod';
import { validate } from '../http/validate';
import type { AppEnv } from '../env';
import { adminOnly, requireAuth } from '../http/auth-middleware';
import { badRequest } from '../http/errors';
import { ASSET_COLUMNS, assetById, instrumentOf, type AssetRow } from '../../platform/reference-data/market-data';
import { relativeSpread, writeImportedHistory } from '../market/history-import';
import { requireMarketDate } from '../market/market-horizon';
import { marketOf } from '../../platform/market';

/** Bounded work: an upload is at most 5 MB and 20,000 lines. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_UPLOAD_LINES = 20_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');
const newsQuery = z.object({
  from: isoDate,
  to: isoDate.optional(),
  importances: z.string().regex(/^[1-5](,[1-5])*$/, 'a comma-separated list of 1 to 5').optional(),
});

async function uploadedText(c: Context<AppEnv>, field: string): Promise<{ text: string; form: FormData }> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.includes('multipart/form-data')) throw badRequest(`Send the file as multipart/form-data in the field '${field}'`);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    // A body that is not the multipart its header announces (no boundary, cut short).
    throw badRequest(`The upload is not valid multipart/form-data: send the file in the field '${field}'`);
  }
  const file = form.get(field);
  if (!file || typeof file === 'string') throw badRequest('Please select a file to upload.', { fields: { [field]: 'required' } });
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest('The file is larger than 5 MB: split it');
  const text = await file.text();
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1 && lines <= MAX_UPLOAD_LINES; at = text.indexOf('\n', at + 1)) lines++;
  if (lines > MAX_UPLOAD_LINES) throw badRequest('The file has more than 20,000 lines: split it');
  return { text, form };
}

/** The form's delete_prev_data: yes, no or absent; anything else is refused rather than read as no. */
function deletePrevFlag(form: FormData): boolean {
  const value = form.get('delete_prev_data');
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value === null ? '' : null;
  if (text !== null && ['true', '1', 'on'].includes(text)) return true;
  if (text !== null && ['', 'false', '0', 'off'].includes(text)) return false;
  throw badRequest('delete_prev_data must be true or false', { fields: { delete_prev_data: 'true or false' } });
}

function parseOrReject(text: string, spreadFor: (ric: string | null) => number): ImportedRow[] {
  const parsed = parseHistoryCsv(text, spreadFor);
  if (!parsed.ok) {
    const n = parsed.errors.length;
    throw badRequest(`The file has ${n} ${n === 1 ? 'error' : 'errors'}; nothing was imported`, { errors: parsed.errors });
  }
  return parsed.rows;
}

export const adminRoutes = new Hono<AppEnv>()
  .get('/fetch_index_funds', requireAuth, async (c) => {
    const { results } = await c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE resourcetype = 'IndexFund' ORDER BY id`).all<AssetRow>();
    return c.json(
      results.map((row) => {
        const fund = instrumentOf(row) as { issuer_name?: string; description?: string };
        return { id: row.id, ric: row.ric, name: row.name, issuer_name: fund.issuer_name ?? '', description: fund.description ?? '' };
      }),
    );
  })
  /** Overnight deposit rates by currency (daily = annual / 360, spec 002 §2), the policy rate and the lombard rate above it (banking.md §10). */
  .get('/fetch_deposits', requireAuth, adminOnly, async (c) => {
    const { results } = await c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE resourcetype = 'Deposit' ORDER BY id`).all<AssetRow>();
    const market = marketOf(c.env);
    const now = Date.now();
    return c.json(
      results.map((row) => {
        const annual = market.overnightRateAt(row.variable_currency, now);
        return {
          id: row.id,
          name: row.name,
          currency: row.variable_currency,
          overnight_rate: annual / 360,
          annual_rate: annual,
          policy_rate: market.policyRateAt(row.variable_currency, now),
          lombard_rate: market.lombardRateAt(row.variable_currency, now),
        };
      }),
    );
  })
  /**
   * The market's dated news between two dates (at most 92 days), optionally of some
   * importances: what sessions deliver by scenario date and `news_importances`.
   */
  .get('/fetch_news', requireAuth, adminOnly, validate('query', newsQuery), async (c) => {
    const { from, to, importances } = c.req.valid('query');
    const fromMs = Date.parse(from);
    const toMs = to ? Date.parse(to) + DAY_MS - 1 : fromMs + DAY_MS - 1;
    requireMarketDate(fromMs, 'from');
    requireMarketDate(toMs, 'to');
    if (toMs < fromMs) throw badRequest('to must not be before from');
    if (toMs - fromMs > 92 * DAY_MS) throw badRequest('At most 92 days of news at a time: narrow the date range');
    const wanted = importances ? new Set(importances.split(',').map(Number)) : null;
    const items = generateNews(marketOf(c.env), fromMs, Math.min(toMs, Date.now())).filter((n) => !wanted || wanted.has(n.importance));
    return c.json(items);
  })
  .post('/upload_market_history', requireAuth, adminOnly, async (c) => {
    const { text, form } = await uploadedText(c, 'file');
    const assetId = Number(form.get('underlying_asset'));
    if (!Number.isInteger(assetId) || assetId <= 0) throw badRequest('underlying_asset is required', { fields: { underlying_asset: 'required' } });
    const asset = await assetById(c.env.DB, assetId);
    const spread = relativeSpread(instrumentOf(asset));
    const rows = parseOrReject(text, () => spread);
    const foreign = rows.find((r) => r.ric !== null && r.ric !== asset.ric);
    if (foreign) throw badRequest(`The file holds rows of ${foreign.ric}, not of ${asset.ric}`);
    const deletePrev = deletePrevFlag(form) || rows.some((r) => r.delete_prev_data);
    await writeImportedHistory(c.env.DB, rows.map((r) => ({ ...r, assetId })), new Set(deletePrev ? [assetId] : []));
    return c.json({ imported: rows.length, underlying_asset: assetId, ric: asset.ric, from: rows[0]!.timestamp, to: rows.at(-1)!.timestamp });
  })
  .post('/upload_index_fund_history', requireAuth, adminOnly, async (c) => {
    const { text } = await uploadedText(c, 'news_file');
    const { results: funds } = await c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE resourcetype = 'IndexFund'`).all<AssetRow>();
    const byRic = new Map(funds.map((f) => [f.ric, f]));
    const spread = (ric: string | null) => {
      const fund = ric ? byRic.get(ric) : undefined;
      return fund ? relativeSpread(instrumentOf(fund)) : 0.0002;
    };
    const rows = parseOrReject(text, spread);
    const missing = [...new Set(rows.map((r) => r.ric ?? '(none)'))].filter((ric) => !byRic.has(ric));
    if (missing.length) throw badRequest(`Unknown index fund ric: ${missing.join(', ')}`, { rics: missing });
    const withIds = rows.map((r) => ({ ...r, assetId: byRic.get(r.ric!)!.id }));
    const deleteFirst = new Set(withIds.filter((r) => r.delete_prev_data).map((r) => r.assetId));
    await writeImportedHistory(c.env.DB, withIds, deleteFirst);
    return c.json({ imported: rows.length, funds: [...new Set(rows.map((r) => r.ric))] });
  });

export type AdminRoutes = typeof adminRoutes;
