/**
 * Writes parsed history rows to D1 in one batch, which D1 runs as a transaction: either the
 * whole file lands (after deleting the assets' earlier imports when asked) or none of it does.
 */
import type { ImportedRow } from '../../domain/market/history-csv';
import type { Instrument } from '../../domain/market/instrument';
import { spreadOf } from '../../domain/market/simulation/spreads';

// D1 binds at most 100 parameters per statement; a row binds 6.
const ROWS_PER_INSERT = 16;

/** Full bid-ask width as a fraction of a price near `typicalPrice`, for close-only files. */
export function relativeSpread(i: Instrument, typicalPrice = 100): number {
  const s = spreadOf(i);
  return s.kind === 'relative' ? s.width : s.width / typicalPrice;
}

export async function writeImportedHistory(
  db: D1Database,
  rows: readonly (ImportedRow & { assetId: number })[],
  deleteFirst: ReadonlySet<number>,
): Promise<void> {
  const statements: D1PreparedStatement[] = [...deleteFirst].map((id) =>
    db.prepare('DELETE FROM market_history WHERE underlying_asset_id = ?').bind(id),
  );
  for (let k = 0; k < rows.length; k += ROWS_PER_INSERT) {
    const part = rows.slice(k, k + ROWS_PER_INSERT);
    statements.push(
      db
        .prepare(
          `INSERT INTO market_history (underlying_asset_id, frequency, timestamp, bid, ask, close) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
           ON CONFLICT (underlying_asset_id, frequency, timestamp) DO UPDATE SET bid = excluded.bid, ask = excluded.ask, close = excluded.close`,
        )
        .bind(...part.flatMap((r) => [r.assetId, r.frequency, r.timestamp, r.bid, r.ask, r.close])),
    );
  }
  if (statements.length) await db.batch(statements);
}
