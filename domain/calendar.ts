/**
 * Calendar rules (spec 002 §9): "Workday counts skip weekends. Day differences use 86,400,000 ms."
 * All dates are UTC calendar days, the platform's clock. Holidays are not modelled: a workday
 * is any Monday to Friday.
 *
 * Inputs (`DateInput`) are a Date, a strict ISO date 'YYYY-MM-DD' (UTC midnight), or a full ISO
 * timestamp with an explicit zone ('2026-11-20T15:00:00Z', '...+02:00'). A timestamp without a
 * zone is rejected, because the JavaScript engine would read it in the machine's local time.
 */
import { DomainError } from './domain-error';
import { DAY_MS } from './constants';

export type DateInput = Date | string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Parses a strict 'YYYY-MM-DD' as UTC midnight; rejects other shapes and impossible dates (2026-02-30). */
export function parseIsoDate(text: string): Date {
  const match = ISO_DATE.exec(text);
  if (!match) throw new DomainError('INVALID_DATES', `Expected a date as YYYY-MM-DD, got '${text}'`);
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new DomainError('INVALID_DATES', `Not a calendar date: '${text}'`);
  }
  return date;
}

/** True for a strict, existing 'YYYY-MM-DD' date. */
export function isIsoDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

/** The instant a DateInput denotes (see the module comment for accepted strings). */
export function toInstant(input: DateInput): Date {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new DomainError('INVALID_DATES', 'Invalid Date');
    return input;
  }
  if (ISO_DATE.test(input)) return parseIsoDate(input);
  if (ISO_TIMESTAMP_WITH_ZONE.test(input)) {
    const date = new Date(input);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new DomainError('INVALID_DATES', `Expected YYYY-MM-DD or an ISO timestamp with a zone, got '${input}'`);
}

/** The UTC calendar day of an instant, as a day number (days since 1970-01-01). */
function dayNumber(input: DateInput): number {
  return Math.floor(toInstant(input).getTime() / DAY_MS);
}

/** 'YYYY-MM-DD' of a Date's UTC day. */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new DomainError('INVALID_DATES', 'Invalid Date');
  return date.toISOString().slice(0, 10);
}

/** Saturday or Sunday, in UTC. */
export function isWeekend(date: DateInput): boolean {
  const weekday = toInstant(date).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Weekday (0 Sunday … 6 Saturday) of a day number; 1970-01-01 was a Thursday. */
function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Workdays among the first `count` days starting at day number `from`. */
function workdaysInSpan(from: number, count: number): number {
  const fullWeeks = Math.floor(count / 7);
  let workdays = fullWeeks * 5;
  for (let day = from + fullWeeks * 7; day < from + count; day += 1) {
    const weekday = weekdayOfDay(day);
    if (weekday !== 0 && weekday !== 6) workdays += 1;
  }
  return workdays;
}

/**
 * Number of workdays (Monday–Friday) in [start, end], both days inclusive, by UTC calendar day:
 * Monday to Friday of one week is 5, a single Monday is 1, a weekend is 0. Times of day are ignored.
 * An end before the start gives 0.
 */
export function workdaysBetween(start: DateInput, end: DateInput): number {
  const from = dayNumber(start);
  const to = dayNumber(end);
  return to < from ? 0 : workdaysInSpan(from, to - from + 1);
}

/**
 * Moves n workdays forward (n > 0) or back (n < 0) and returns the ISO date. Each step lands on
 * the next (previous) workday, so Friday + 1 = Monday and Saturday + 1 = Monday; n = 0 returns
 * the day itself, even on a weekend.
 */
export function addWorkdays(date: DateInput, n: number): string {
  if (!Number.isSafeInteger(n)) throw new DomainError('INVALID_INPUT', `Workday count must be an integer, got ${n}`);
  let day = dayNumber(date);
  const step = n < 0 ? -1 : 1;
  // Any 7 consecutive days hold exactly 5 workdays; at least one single step is left so that
  // the result is a workday even when starting on a weekend.
  const weeks = n === 0 ? 0 : Math.floor((Math.abs(n) - 1) / 5);
  day += 7 * weeks * step;
  let remaining = Math.abs(n) - 5 * weeks;
  while (remaining > 0) {
    day += step;
    const weekday = weekdayOfDay(day);
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return toIsoDate(new Date(day * DAY_MS));
}

/**
 * Whole days from a to b using 86,400,000 ms per day (spec), truncated towards zero:
 * b 36 hours after a → 1, 36 hours before → −1. Negative when b precedes a.
 */
export function dayDiff(a: DateInput, b: DateInput): number {
  const days = Math.trunc((toInstant(b).getTime() - toInstant(a).getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // never -0
}

// ---------------------------------------------------------------------------------------------
// Historical sessions

/**
 * Periods (steps) of a historical session: each step advances `frequency` workdays, so
 * ceil(workdays in [start, end] / frequency). Frequency must be a positive integer
 * (the create form limits it to 1–31; that form rule is enforced by the session validation).
 */
export function historicalPeriods(start: DateInput, end: DateInput, frequency: number): number {
  if (!Number.isSafeInteger(frequency) || frequency < 1) {
    throw new DomainError('INVALID_INPUT', `Frequency must be a positive integer, got ${frequency}`);
  }
  return Math.ceil(workdaysBetween(start, end) / frequency);
}

/** Wall-clock length of a historical session: periods × pass time (seconds per step). */
export function historicalDurationSeconds(periods: number, passTimeSeconds: number): number {
  if (!Number.isSafeInteger(periods) || periods < 0) {
    throw new DomainError('INVALID_INPUT', `Periods must be a non-negative integer, got ${periods}`);
  }
  if (!Number.isFinite(passTimeSeconds) || passTimeSeconds < 0) {
    throw new DomainError('INVALID_INPUT', `Pass time must be a non-negative number of seconds, got ${passTimeSeconds}`);
  }
  return periods * passTimeSeconds;
}

/**
 * A duration as hours and minutes, e.g. 9000 → '2 h 30 min', 7200 → '2 h', 2700 → '45 min',
 * 0 → '0 min'. Rounded up to the whole minute, so an estimate never reads shorter than it is
 * (30 s → '1 min'); hours are not split into days (90000 → '25 h').
 */
export function formatDurationHoursMinutes(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new DomainError('INVALID_INPUT', `Duration must be a non-negative number of seconds, got ${seconds}`);
  }
  const totalMinutes = Math.ceil(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
