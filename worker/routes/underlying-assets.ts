/**
 * `GET /api/underlying_assets/` (the universe with its quotes), `GET /{id}/details/` (reference
 * and derived fields: bond analytics, ETF descriptions, equity research figures) and
 * `GET /{id}/retrieve_history/?period=` (price history for the charts). Each is computed at the
 * caller's market horizon (../market/market-horizon.ts): a trainee names the session
 * (`?session_id=`) and reads at its time; trainers and admins read at now.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { assetDetails } from '../../domain/market/asset-details';
import { HISTORY_PERIODS, periodHistory } from '../../domain/market/history';
import { RESOURCETYPES, ScenarioType } from '../../domain/enums';
import { findMarketHours, formatHoursGmt, isMarketOpen } from '../../domain/market-hours';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { ASSET_COLUMNS, assetById, instrumentOf, marketForAsset, marketModelFor, type AssetRow } from '../../platform/reference-data/market-data';
import { marketHoursTable } from '../../platform/reference-data/market-hours-table';
import { marketOf } from '../../platform/market';
import { marketHorizon, namedSession } from '../market/market-horizon';

const idParam = z.object({ id: z.coerce.number().int().positive('Asset id must be a positive number') });
/** The session a trainee reads in (market-horizon.ts); staff may name one or not. */
const sessionQuery = { session_id: z.string().optional() };
const listQuery = z.object({ resourcetype: z.enum(RESOURCETYPES, { error: `resourcetype must be one of ${RESOURCETYPES.join(', ')}` }).optional(), ...sessionQuery });
const detailsQuery = z.object(sessionQuery);
const historyQuery = z.object({
  period: z.enum(HISTORY_PERIODS, { error: `period must be one of ${HISTORY_PERIODS.join(', ')}` }),
  ...sessionQuery,
});

function publicFields(row: AssetRow) {
  const { reference: _reference, visible, ...rest } = row;
  return { ...rest, visible: visible === 1 };
}

export const underlyingAssetRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', validate('query', listQuery), async (c) => {
    const { resourcetype, session_id } = c.req.valid('query');
    const at = await marketHorizon(c, session_id);
    const stmt = resourcetype
      ? c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE resourcetype = ? ORDER BY id`).bind(resourcetype)
      : c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets ORDER BY id`);
    const [{ results }, hoursTable, model] = await Promise.all([stmt.all<AssetRow>(), marketHoursTable(c.env.DB), marketModelFor(c.env.DB, namedSession(session_id))]);
    const market = marketOf(c.env, model);
    return c.json(
      results.map((row) => {
        const listed = market.isListed(row.ric, at);
        const q = listed ? market.quoteAt(row.ric, at) : null;
        const hours = findMarketHours(hoursTable, row);
        return {
          ...publicFields(row),
          listed,
          listed_from: market.listedFrom(row.ric),
          bid: q?.bid ?? null,
          ask: q?.ask ?? null,
          market_hours: hours,
          market_hours_text: formatHoursGmt(hours, row.resourcetype),
          market_open: isMarketOpen({ resourcetype: row.resourcetype, hours, at: new Date(at), scenarioType: ScenarioType.RealTime }),
        };
      }),
    );
  })
  .get('/:id/details', validate('param', idParam), validate('query', detailsQuery), async (c) => {
    const { session_id } = c.req.valid('query');
    const at = await marketHorizon(c, session_id);
    const row = await assetById(c.env.DB, c.req.valid('param').id);
    const model = await marketModelFor(c.env.DB, namedSession(session_id));
    const instrument = instrumentOf(row);
    // The anchor is the simulation's starting point, not a price anyone should read.
    const { anchor_price: _anchor, ...reference } = instrument;
    return c.json({ ...publicFields(row), ...reference, ...assetDetails(marketOf(c.env, model), instrument, at) });
  })
  .get('/:id/retrieve_history', validate('param', idParam), validate('query', historyQuery), async (c) => {
    const { period, session_id } = c.req.valid('query');
    const at = await marketHorizon(c, session_id);
    const row = await assetById(c.env.DB, c.req.valid('param').id);
    const market = await marketForAsset(c.env, row, await marketModelFor(c.env.DB, namedSession(session_id)));
    return c.json({ underlying_asset: row.id, ric: row.ric, period, history: periodHistory(market, row.ric, period, at) });
  });

export type UnderlyingAssetRoutes = typeof underlyingAssetRoutes;
