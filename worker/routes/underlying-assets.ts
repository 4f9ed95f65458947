/**
 * `GET /api/underlying_assets/` (the universe with live quotes), `GET /{id}/details/` (reference
 * and derived fields: bond analytics, ETF descriptions, equity research figures) and
 * `GET /{id}/retrieve_history/?period=` (price history for the charts). Open to every
 * signed-in user: market data is what everyone trades on.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { assetDetails } from '../../domain/market/asset-details';
import { defaultMarket } from '../../domain/market/default-market';
import { HISTORY_PERIODS, periodHistory } from '../../domain/market/history';
import { RESOURCETYPES, ScenarioType } from '../../domain/enums';
import { findMarketHours, formatHoursGmt, isMarketOpen } from '../../domain/market-hours';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { ASSET_COLUMNS, assetById, instrumentOf, marketForAsset, type AssetRow } from '../../platform/reference-data/market-data';
import { marketHoursTable } from '../../platform/reference-data/market-hours-table';

const idParam = z.object({ id: z.coerce.number().int().positive('Asset id must be a positive number') });
const listQuery = z.object({ resourcetype: z.enum(RESOURCETYPES, { error: `resourcetype must be one of ${RESOURCETYPES.join(', ')}` }).optional() });
const historyQuery = z.object({
  period: z.enum(HISTORY_PERIODS, { error: `period must be one of ${HISTORY_PERIODS.join(', ')}` }),
});

function publicFields(row: AssetRow) {
  const { reference: _reference, visible, ...rest } = row;
  return { ...rest, visible: visible === 1 };
}

export const underlyingAssetRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', validate('query', listQuery), async (c) => {
    const { resourcetype } = c.req.valid('query');
    const stmt = resourcetype
      ? c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE resourcetype = ? ORDER BY id`).bind(resourcetype)
      : c.env.DB.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets ORDER BY id`);
    const [{ results }, hoursTable] = await Promise.all([stmt.all<AssetRow>(), marketHoursTable(c.env.DB)]);
    const market = defaultMarket();
    const now = Date.now();
    return c.json(
      results.map((row) => {
        const listed = market.isListed(row.ric, now);
        const q = listed ? market.quoteAt(row.ric, now) : null;
        const hours = findMarketHours(hoursTable, row);
        return {
          ...publicFields(row),
          listed,
          bid: q?.bid ?? null,
          ask: q?.ask ?? null,
          market_hours: hours,
          market_hours_text: formatHoursGmt(hours, row.resourcetype),
          market_open: isMarketOpen({ resourcetype: row.resourcetype, hours, at: new Date(now), scenarioType: ScenarioType.RealTime }),
        };
      }),
    );
  })
  .get('/:id/details', validate('param', idParam), async (c) => {
    const row = await assetById(c.env.DB, c.req.valid('param').id);
    const instrument = instrumentOf(row);
    // The anchor is the simulation's starting point, not a price anyone should read.
    const { anchor_price: _anchor, ...reference } = instrument;
    return c.json({ ...publicFields(row), ...reference, ...assetDetails(defaultMarket(), instrument, Date.now()) });
  })
  .get('/:id/retrieve_history', validate('param', idParam), validate('query', historyQuery), async (c) => {
    const row = await assetById(c.env.DB, c.req.valid('param').id);
    const market = await marketForAsset(c.env.DB, row);
    const { period } = c.req.valid('query');
    return c.json({ underlying_asset: row.id, ric: row.ric, period, history: periodHistory(market, row.ric, period, Date.now()) });
  });

export type UnderlyingAssetRoutes = typeof underlyingAssetRoutes;
