/**
 * Trading windows of a real-time session (spec 000 §2 "Trading Windows tab", §5): a list of UTC
 * time ranges 'HH:mm' during which players may trade, on top of each market's own hours.
 *
 * Rules and choices:
 * - Times are UTC ('Trading windows (GMT+0)'), minute resolution. 'HH:mm:ss' is accepted (SQL TIME
 *   columns print seconds) but must be on the minute, so a stored value reads back unchanged.
 * - A window is half-open, start ≤ t < end. The time picker cannot say 24:00, so an end of '23:59'
 *   means "to the end of the day": 00:00–23:59 is continuous trading, as the spec says. '24:00' is
 *   also accepted as an end.
 * - end < start wraps past midnight (22:00–02:00 is two hours either side of it), like the
 *   market-hours grid does for spanning sessions. end = start is refused: it is ambiguous (empty
 *   or 24 hours?), and 00:00–23:59 already says "all day".
 * - Windows repeat every day; weekends are closed by the market-open rule, not here.
 * - Overlapping windows are allowed and mean their union.
 * - Windows apply only to real-time sessions with trading time type Trading Windows (1); for 24/5
 *   and for historical sessions only the market-open rule counts.
 */
import { ScenarioType, TradingTimeType } from '../enums';
import { MAX_COMPOSITION_ROWS } from '../contracts/fields';

export type TradingWindow = { start: string; end: string };

/** A new interval in the Trading Windows tab starts as 00:00 to 13:00 (spec 000 §2). */
export const DEFAULT_NEW_TRADING_WINDOW: Readonly<TradingWindow> = Object.freeze({ start: '00:00', end: '13:00' });
/** 00:00 to 23:59 means continuous trading. */
export const CONTINUOUS_TRADING_WINDOW: Readonly<TradingWindow> = Object.freeze({ start: '00:00', end: '23:59' });

export const TRADING_WINDOW_MESSAGES = {
  /** Spec text, word for word: a window without its start or end. */
  missingInterval: 'Missing Interval',
  atLeastOne: 'Add at least one trading window.',
  badTime: 'Times must be HH:mm (UTC), from 00:00 to 23:59.',
  sameStartEnd: 'A trading window cannot start and end at the same time; use 00:00 to 23:59 for continuous trading.',
  notAList: 'Trading windows must be a list of {start, end} intervals.',
  outsideWindows: "Trading is closed: outside the session's trading windows.",
  marketClosed: 'Market is not open!',
} as const;

const MINUTES_PER_DAY = 1440;
const LAST_MINUTE = MINUTES_PER_DAY - 1; // 23:59
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Minutes after midnight of 'HH:mm' (or on-the-minute 'HH:mm:ss'); '24:00' only when allowed; null otherwise. */
function minutesOf(text: string, allow24: boolean): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (match[3] !== undefined && Number(match[3]) !== 0) return null;
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0 && allow24) return MINUTES_PER_DAY;
  return hours <= 23 ? hours * 60 + minutes : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** [start, end) in minutes; an end of 23:59 or 24:00 becomes 1440 (end of day). */
type Span = { start: number; end: number };

function spanOf(window: TradingWindow): Span | null {
  const start = minutesOf(window.start, false);
  const end = minutesOf(window.end, true);
  if (start === null || end === null) return null;
  return { start, end: end >= LAST_MINUTE ? MINUTES_PER_DAY : end };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export type TradingWindowsResult =
  | { ok: true; windows: TradingWindow[] }
  /** `rows` maps a list index to its error; `message` is the first error, for a toast or a 400 body. */
  | { ok: false; message: string; rows: Record<number, string> };

/**
 * Checks a list of windows as sent by the client (unknown JSON) and returns it normalized to
 * 'HH:mm' (seconds dropped, '24:00' kept as written). Texts: 'Missing Interval' for a row without
 * start or end (spec), then format and same-time errors; an empty list needs at least one window.
 */
export function validateTradingWindows(list: unknown): TradingWindowsResult {
  if (!Array.isArray(list)) return { ok: false, message: TRADING_WINDOW_MESSAGES.notAList, rows: {} };
  if (list.length === 0) return { ok: false, message: TRADING_WINDOW_MESSAGES.atLeastOne, rows: {} };
  if (list.length > MAX_COMPOSITION_ROWS) return { ok: false, message: `At most ${MAX_COMPOSITION_ROWS} trading windows`, rows: {} };
  const rows: Record<number, string> = {};
  const windows: TradingWindow[] = [];
  list.forEach((row: unknown, index) => {
    const start = (row as { start?: unknown } | null)?.start;
    const end = (row as { end?: unknown } | null)?.end;
    if (typeof row !== 'object' || row === null || isBlank(start) || isBlank(end)) {
      rows[index] = TRADING_WINDOW_MESSAGES.missingInterval;
      return;
    }
    const startMinutes = typeof start === 'string' ? minutesOf(start, false) : null;
    const endMinutes = typeof end === 'string' ? minutesOf(end, true) : null;
    if (startMinutes === null || endMinutes === null) {
      rows[index] = TRADING_WINDOW_MESSAGES.badTime;
      return;
    }
    if (startMinutes === endMinutes) {
      rows[index] = TRADING_WINDOW_MESSAGES.sameStartEnd;
      return;
    }
    windows.push({ start: hhmm(startMinutes), end: endMinutes === MINUTES_PER_DAY ? '24:00' : hhmm(endMinutes) });
  });
  const first = Object.values(rows)[0];
  return first === undefined ? { ok: true, windows } : { ok: false, message: first, rows };
}

/**
 * Whether the UTC time of day of `at` falls inside one of the windows (any day of the week).
 * Malformed windows are skipped: they were refused at save time, and a bad row must not open trading.
 */
export function insideTradingWindows(windows: readonly TradingWindow[], at: Date): boolean {
  const ms = at.getTime();
  if (Number.isNaN(ms)) return false;
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes(); // seconds inside a minute do not matter: windows are whole minutes
  return windows.some((window) => {
    const span = spanOf(window);
    if (span === null || span.start === span.end) return false;
    return span.start < span.end ? span.start <= minute && minute < span.end : minute >= span.start || minute < span.end;
  });
}

export interface CanTradeQuery {
  tradingTimeType: TradingTimeType;
  windows: readonly TradingWindow[];
  /** The market-open rule's answer for the instrument (domain/market-hours.ts isMarketOpen). */
  marketOpen: boolean;
  at: Date;
  /** Windows are real-time only; a historical session ignores them. Defaults to real-time. */
  scenarioType?: ScenarioType;
}

/** Why trading is closed now, as a message for the order ticket, or null when it is open. */
export function tradingClosedReason(query: CanTradeQuery): string | null {
  if (!query.marketOpen) return TRADING_WINDOW_MESSAGES.marketClosed;
  const windowsApply =
    query.tradingTimeType === TradingTimeType.TradingWindows && query.scenarioType !== ScenarioType.Historical;
  if (windowsApply && !insideTradingWindows(query.windows, query.at)) return TRADING_WINDOW_MESSAGES.outsideWindows;
  return null;
}

/** 24/5: the market's hours alone. Trading Windows (real-time): the market must be open and `at` inside a window. */
export function canTradeNow(query: CanTradeQuery): boolean {
  return tradingClosedReason(query) === null;
}
