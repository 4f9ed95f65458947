/**
 * History as screens and sessions read it: daily bars and intraday points of any instrument,
 * from a market-data provider (the simulated market, with imported history laid over it).
 */
import { DAY_MS } from '../constants';
import { bidAsk, spreadOf } from './simulation/spreads';
import type { Instrument } from './instrument';
import { stream } from './random';
import { CLOSE_OFFSET_MS, closeIndexAt, closeTimeOf, stepYears, type Calendar } from './time-grid';

export interface HistoryPoint {
  /** ISO 8601 UTC. */
  timestamp: string;
  bid: number;
  ask: number;
  close: number;
}

export interface DailyBar extends HistoryPoint {
  open: number;
  high: number;
  low: number;
}

/** What history needs from a market: the simulated one, or it with imported history over it. */
export interface MarketDataProvider {
  instrument(ric: string): Instrument;
  calendarOf(i: Instrument): Calendar;
  /** From which to which moment the instrument exists, under the market's model (no bars outside it). */
  listingWindow(i: Instrument): { from: number; to: number };
  closeMid(ric: string, index: number): number;
  midAt(ric: string, ms: number): number;
  /** Imported bid/ask in force at a moment, where history was imported. */
  importedAt?(ric: string, ms: number): { bid: number; ask: number } | null;
  readonly seed: number;
}

function quoteOf(market: MarketDataProvider, i: Instrument, ms: number, close: number) {
  return market.importedAt?.(i.ric, ms) ?? bidAsk(close, spreadOf(i));
}

export const HISTORY_PERIODS = ['one_day', 'one_month', 'six_months', 'one_year', 'three_years'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

const PERIOD_DAYS: Record<HistoryPeriod, number> = { one_day: 1, one_month: 30, six_months: 182, one_year: 365, three_years: 1095 };

/**
 * Daily bars between two moments (closes strictly after `fromMs`, at or before `toMs`).
 * Open is the previous close; high and low widen the open-close range by a draw scaled to
 * the day's volatility (the expected daily range is about 1.6 daily sigmas), so the bars
 * look like a market's without walking every minute of ten years.
 */
export function dailyBars(market: MarketDataProvider, ric: string, fromMs: number, toMs: number): DailyBar[] {
  const i = market.instrument(ric);
  const cal = market.calendarOf(i);
  const life = market.listingWindow(i);
  // The first bar's open is the close before it, so the range starts a close after listing.
  const first = Math.max(closeIndexAt(fromMs, cal), closeIndexAt(Math.max(life.from, -8.64e15), cal) + 1) + 1;
  const last = Math.min(closeIndexAt(toMs, cal), closeIndexAt(Math.min(life.to, 8.64e15), cal));
  const sigmaDay = i.volatility * Math.sqrt(stepYears(cal));
  const range = stream(market.seed, `range:${ric}`);
  const spread = spreadOf(i);
  const bars: DailyBar[] = [];
  if (first > last) return bars;
  let previous = market.closeMid(ric, first - 1);
  for (let k = Math.max(first, 0); k <= last; k++) {
    const close = market.closeMid(ric, k);
    const open = previous;
    const reach = 0.8 * sigmaDay * Math.abs(close);
    const high = Math.max(open, close) + reach * range.uniform(k, 0);
    const low = Math.min(open, close) - Math.min(reach * range.uniform(k, 1), Math.min(open, close) * 0.5);
    // The close's moment is worked out only for a market with imported quotes to look it up in.
    const { bid, ask } = market.importedAt?.(i.ric, closeTimeOf(k, cal)) ?? bidAsk(close, spread);
    bars.push({ timestamp: closeTimestamp(k, cal), open, high, low, close, bid, ask });
    previous = close;
  }
  return bars;
}

/**
 * ISO timestamps of the closes by index, per calendar, shared by every instrument: the bars of a
 * universe over ten years format the same few thousand dates, and formatting one costs more than
 * the rest of its bar. Calendar facts only, filled in order and bounded (a century of closes).
 */
const CLOSE_TIMESTAMPS: Record<Calendar, string[]> = { weekday: [], daily: [] };
const CLOSE_TIMESTAMPS_LIMIT = 36_500;

function closeTimestamp(index: number, calendar: Calendar): string {
  if (index < 0 || index >= CLOSE_TIMESTAMPS_LIMIT) return new Date(closeTimeOf(index, calendar)).toISOString();
  const stamps = CLOSE_TIMESTAMPS[calendar];
  while (stamps.length <= index) stamps.push(new Date(closeTimeOf(stamps.length, calendar)).toISOString());
  return stamps[index]!;
}

/** Points every `stepMs` in (fromMs, toMs]; weekday markets skip the weekend, when nothing moves. */
export function intradayPoints(market: MarketDataProvider, ric: string, fromMs: number, toMs: number, stepMs: number): HistoryPoint[] {
  const i = market.instrument(ric);
  const weekdayOnly = market.calendarOf(i) === 'weekday';
  const points: HistoryPoint[] = [];
  const life = market.listingWindow(i);
  const start = Math.ceil((Math.max(fromMs, life.from) + 1) / stepMs) * stepMs;
  for (let t = start; t <= Math.min(toMs, life.to); t += stepMs) {
    if (weekdayOnly && isWeekendMs(t)) continue;
    const close = market.midAt(ric, t);
    const { bid, ask } = quoteOf(market, i, t, close);
    points.push({ timestamp: new Date(t).toISOString(), bid, ask, close });
  }
  return points;
}

/** After Friday's 21:00 UTC close and through Sunday: the weekday markets stand still. */
function isWeekendMs(ms: number): boolean {
  const wd = new Date(ms).getUTCDay();
  return wd === 6 || wd === 0 || (wd === 5 && ms % DAY_MS > CLOSE_OFFSET_MS);
}

/**
 * The history a price chart shows for a period ending at `nowMs`: minute points for a day,
 * hourly points for a month, daily closes beyond. A weekday market's day ends at its last
 * close when the period would fall on a weekend.
 */
export function periodHistory(market: MarketDataProvider, ric: string, period: HistoryPeriod, nowMs: number): HistoryPoint[] {
  const i = market.instrument(ric);
  const end = market.calendarOf(i) === 'weekday' && isWeekendMs(nowMs) ? lastWeekdayClose(nowMs) : nowMs;
  const from = end - PERIOD_DAYS[period] * DAY_MS;
  if (period === 'one_day') return intradayPoints(market, ric, from, end, 60_000);
  if (period === 'one_month') return intradayPoints(market, ric, from, end, 3_600_000);
  return dailyBars(market, ric, from, end).map(({ timestamp, bid, ask, close }) => ({ timestamp, bid, ask, close }));
}

function lastWeekdayClose(ms: number): number {
  return closeTimeOf(closeIndexAt(ms, 'weekday'), 'weekday');
}
