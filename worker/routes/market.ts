/**
 * Market hours, market history and currencies:
 * `GET /api/market_hours/get_market_hours/`, `POST /api/market_history/list_history/`,
 * `GET /api/currencies/fetch_currencies/`. History stops at the caller's market horizon
 * (../market/market-horizon.ts): a trainee sends the session's `session_id`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { DAY_MS } from '../../domain/constants';
import { numeric } from '../../domain/contracts/fields';
import { dailyBars, intradayPoints } from '../../domain/market/history';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { badRequest } from '../http/errors';
import { validate } from '../http/validate';
import { marketHorizon, namedSession, requireMarketDate } from '../market/market-horizon';
import { assetById, marketForAsset, marketModelFor } from '../../platform/reference-data/market-data';

export const MAX_HISTORY_ROWS = 5000;
const STEP_MS = { minute: 60_000, hour: 3_600_000 } as const;

const isoMoment = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date or date-time');
const listHistoryBody = z.object({
  /** Required of a trainee (market-horizon.ts). */
  session_id: z.unknown().optional(),
  underlying_asset: numeric(z.number({ error: 'underlying_asset is required' }).int().positive()),
  frequency: z.enum(['minute', 'hour', 'daily'], { error: 'frequency must be minute, hour or daily' }).default('minute'),
  timestamp_range: z
    .tuple([isoMoment, isoMoment], { error: 'timestamp_range must be [from, to]' })
    .refine(([a, b]) => Date.parse(a) < Date.parse(b), 'timestamp_range must run forwards'),
});

export const marketHoursRoutes = new Hono<AppEnv>().use(requireAuth).get('/get_market_hours', async (c) => {
  const { results } = await c.env.DB.prepare(
    'SELECT id, geography, open_hours, closing_hours, moc_execute_time, metals_friday_close, metals_sunday_open FROM market_hours ORDER BY id',
  ).all();
  return c.json(results);
});

export const marketHistoryRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post('/list_history', validate('json', listHistoryBody), async (c) => {
    const { underlying_asset, frequency, timestamp_range, session_id } = c.req.valid('json');
    const [from, asked] = timestamp_range.map(Date.parse) as [number, number];
    requireMarketDate(from, 'The range start');
    requireMarketDate(asked, 'The range end');
    // Rows after the caller's horizon are not in the answer: the range ends there.
    const to = Math.min(asked, await marketHorizon(c, session_id));
    if (to < from) return c.json([]);
    const expected = frequency === 'daily' ? (to - from) / DAY_MS : (to - from) / STEP_MS[frequency];
    if (expected > MAX_HISTORY_ROWS * 1.5) {
      throw badRequest(`That range holds more than ${MAX_HISTORY_ROWS} rows at this frequency: narrow the timestamp range`);
    }
    const asset = await assetById(c.env.DB, underlying_asset);
    const market = await marketForAsset(c.env, asset, await marketModelFor(c.env.DB, namedSession(session_id)));
    const rows =
      frequency === 'daily' ? dailyBars(market, asset.ric, from, to) : intradayPoints(market, asset.ric, from, to, STEP_MS[frequency]);
    return c.json(rows.slice(0, MAX_HISTORY_ROWS).map((r, k) => ({ id: k + 1, underlying_asset, frequency, ...r })));
  });

export const currencyRoutes = new Hono<AppEnv>().use(requireAuth).get('/fetch_currencies', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT id, symbol, name, minor_units FROM currencies ORDER BY id').all();
  return c.json(results);
});
