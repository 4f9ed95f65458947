/**
 * The Worker's view of the market: the deployment's simulated market with the history imported
 * for one asset laid over it (imports are read per request, for that asset only), and the
 * reference data rows of D1.
 */
import { MarketWithImports, type ImportedPoint } from '../../domain/market/imported-history';
import type { Instrument } from '../../domain/market/instrument';
import { notFound } from '../../domain/refusal';
import type { Env } from '../env';
import { marketOf } from '../market';
import { CURRENT_MARKET_MODEL, marketModelOf, type MarketModel } from '../../domain/market/model-version';

export interface AssetRow {
  id: number;
  ric: string;
  ticker: string;
  name: string;
  resourcetype: string;
  region: string;
  geography: string;
  base_currency: string;
  variable_currency: string;
  risk_weight: number;
  visible: number;
  no_of_decimals: number;
  reference: string;
}

export const ASSET_COLUMNS =
  'id, ric, ticker, name, resourcetype, region, geography, base_currency, variable_currency, risk_weight, visible, no_of_decimals, reference';

export async function assetById(db: D1Database, id: number): Promise<AssetRow> {
  const row = await db.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE id = ?`).bind(id).first<AssetRow>();
  if (!row) throw notFound(`Underlying asset ${id} not found`);
  return row;
}

export function instrumentOf(row: AssetRow): Instrument {
  return JSON.parse(row.reference) as Instrument;
}

/**
 * The market model a request reads: the named session's own (the one current at its creation),
 * else the current one. A session that does not exist reads the current model (the caller's
 * access to it is checked elsewhere: market-horizon.ts).
 */
export async function marketModelFor(db: D1Database, sessionId: number | null): Promise<MarketModel> {
  if (sessionId === null) return CURRENT_MARKET_MODEL;
  const row = await db.prepare('SELECT market_model FROM trading_sessions WHERE id = ?').bind(sessionId).first<{ market_model: number }>();
  return row ? marketModelOf(row.market_model) : CURRENT_MARKET_MODEL;
}

/** The market (under a model version) with this asset's imported history in force, or the plain simulation when it has none. */
export async function marketForAsset(env: Pick<Env, 'DB' | 'MARKET_SEED'>, asset: AssetRow, model: MarketModel = CURRENT_MARKET_MODEL) {
  const { results } = await env.DB
    .prepare('SELECT timestamp, bid, ask, close FROM market_history WHERE underlying_asset_id = ? ORDER BY timestamp')
    .bind(asset.id)
    .all<{ timestamp: string; bid: number; ask: number; close: number }>();
  if (results.length === 0) return marketOf(env, model);
  const points: ImportedPoint[] = results.map((r) => ({ ms: Date.parse(r.timestamp), bid: r.bid, ask: r.ask, close: r.close }));
  return new MarketWithImports(marketOf(env, model), new Map([[asset.ric, points]]));
}
