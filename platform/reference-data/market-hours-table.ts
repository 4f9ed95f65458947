/** The market-hours grid of D1, read once per request where open/closed is shown. */
import type { MarketHours } from '../../domain/market-hours';

export async function marketHoursTable(db: D1Database): Promise<MarketHours[]> {
  const { results } = await db
    .prepare('SELECT geography, open_hours, closing_hours, moc_execute_time, metals_friday_close, metals_sunday_open FROM market_hours')
    .all<MarketHours>();
  return results;
}
