/**
 * The simulation's time grid. Daily closes are indexed from the epoch: business days
 * (Monday to Friday) for markets with a weekday calendar, calendar days for crypto, which
 * trades every day. Index 0 is the epoch's own close.
 */
import { DAY_MS } from '../constants';

/** The simulated market starts on the first business day of 2014 (a Thursday). */
export const SIMULATION_EPOCH = '2014-01-02';
export const EPOCH_MS = Date.UTC(2014, 0, 2);
/** Daily closes are struck at 21:00 UTC (New York 16:00 in winter); intraday paths end there. */
export const CLOSE_HOUR_UTC = 21;
export const CLOSE_OFFSET_MS = CLOSE_HOUR_UTC * 3_600_000;

export type Calendar = 'weekday' | 'daily';

/** Whole calendar days from the epoch to the UTC day containing `ms` (negative before it). */
export function calendarDayIndex(ms: number): number {
  return Math.floor((ms - EPOCH_MS) / DAY_MS);
}

/** Weekdays strictly after the epoch up to and including calendar day `c` (weekend days map to the Friday before). */
export function businessDayIndexOfCalendarDay(c: number): number {
  // The epoch is a Thursday: weekday of calendar day c is (4 + c) mod 7 with 0 = Sunday.
  const weeks = Math.floor(c / 7);
  let index = weeks * 5;
  for (let d = weeks * 7 + 1; d <= c; d++) {
    const wd = (((4 + d) % 7) + 7) % 7;
    if (wd !== 0 && wd !== 6) index++;
  }
  return index;
}

/** Calendar day of business-day index `b` (inverse of the above on weekdays). */
export function calendarDayOfBusinessDay(b: number): number {
  const weeks = Math.floor(b / 5);
  let c = weeks * 7;
  let index = weeks * 5;
  while (index < b) {
    c++;
    const wd = (((4 + c) % 7) + 7) % 7;
    if (wd !== 0 && wd !== 6) index++;
  }
  return c;
}

/** Index of the daily close in force at `ms` on a calendar: the last close at or before it. */
export function closeIndexAt(ms: number, calendar: Calendar): number {
  const c = calendarDayIndex(ms - CLOSE_OFFSET_MS);
  return calendar === 'daily' ? c : businessDayIndexOfCalendarDay(c);
}

/** Timestamp (ms) of the close with index `i`. */
export function closeTimeOf(i: number, calendar: Calendar): number {
  const c = calendar === 'daily' ? i : calendarDayOfBusinessDay(i);
  return EPOCH_MS + c * DAY_MS + CLOSE_OFFSET_MS;
}

export function isoDateOfClose(i: number, calendar: Calendar): string {
  return new Date(closeTimeOf(i, calendar)).toISOString().slice(0, 10);
}

/** Year fraction of one step on a calendar (252 trading days or 365 calendar days a year). */
export function stepYears(calendar: Calendar): number {
  return calendar === 'daily' ? 1 / 365 : 1 / 252;
}
