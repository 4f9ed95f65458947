/**
 * Saving a session's instruments: the object gets a copy of everything its order and tick
 * paths need (reference data, market hours, imported history over its dates), so nothing
 * there reads D1 afterwards.
 */
import { findMarketHours } from '../../domain/market-hours';
import type { SessionInstrument } from '../../domain/engine/types';
import type { ImportedPoint } from '../../domain/market/imported-history';
import { toSessionInstrument } from '../../domain/engine/session-instrument';
import { isSessionSelectable } from '../../domain/trading/asset-classes';
import { invalid as badRequest } from '../../domain/refusal';
import { ASSET_COLUMNS, instrumentOf, type AssetRow } from './market-data';
import { marketHoursTable } from './market-hours-table';

export async function sessionInstruments(db: D1Database, assetIds: number[]): Promise<{ instruments: SessionInstrument[]; imports: [string, ImportedPoint[]][] }> {
  const unique = [...new Set(assetIds)];
  if (unique.length === 0) throw badRequest('Select and save some instruments.');
  if (unique.length > 300) throw badRequest('At most 300 instruments per session');
  const rows: AssetRow[] = [];
  for (let k = 0; k < unique.length; k += 90) {
    const part = unique.slice(k, k + 90);
    const { results } = await db.prepare(`SELECT ${ASSET_COLUMNS} FROM underlying_assets WHERE id IN (${part.map(() => '?').join(',')})`).bind(...part).all<AssetRow>();
    rows.push(...results);
  }
  const missing = unique.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw badRequest(`Unknown underlying asset ids: ${missing.join(', ')}`);
  const untradable = rows.filter((r) => !isSessionSelectable(r.resourcetype));
  if (untradable.length) {
    throw badRequest(`These instruments cannot be traded in sessions yet: ${untradable.map((r) => r.ric).join(', ')}`, { rics: untradable.map((r) => r.ric) });
  }
  const hours = await marketHoursTable(db);
  const instruments = rows.map((row) =>
    // The stored reference is the instrument; the row adds what the admin may edit.
    toSessionInstrument(instrumentOf(row), {
      asset_id: row.id,
      risk_weight: row.risk_weight,
      no_of_decimals: row.no_of_decimals,
      market_hours: findMarketHours(hours, row),
    }),
  );
  const imports: [string, ImportedPoint[]][] = [];
  for (const row of rows) {
    const { results } = await db.prepare('SELECT timestamp, bid, ask, close FROM market_history WHERE underlying_asset_id = ? ORDER BY timestamp').bind(row.id).all<{ timestamp: string; bid: number; ask: number; close: number }>();
    if (results.length) imports.push([row.ric, results.map((r) => ({ ms: Date.parse(r.timestamp), bid: r.bid, ask: r.ask, close: r.close }))]);
  }
  return { instruments, imports };
}
