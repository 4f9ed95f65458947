import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/domain-error';
import {
  addWorkdays,
  dayDiff,
  formatDurationHoursMinutes,
  historicalDurationSeconds,
  historicalPeriods,
  isIsoDate,
  isWeekend,
  parseIsoDate,
  toInstant,
  toIsoDate,
  workdaysBetween,
} from '../../domain/calendar';

// 2026-11-16 is a Monday, 2026-11-21 a Saturday (checked below).
const MON = '2026-11-16';
const WED = '2026-11-18';
const FRI = '2026-11-20';
const SAT = '2026-11-21';
const SUN = '2026-11-22';

/** Brute-force reference: walk day by day. */
function slowWorkdays(start: string, end: string): number {
  let count = 0;
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

function slowAddWorkdays(start: string, n: number): string {
  let t = Date.parse(`${start}T00:00:00Z`);
  let remaining = Math.abs(n);
  while (remaining > 0) {
    t += Math.sign(n) * 86_400_000;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** Deterministic pseudo-random dates (no Math.random, so failures reproduce). */
function* sampleDates(count: number): Generator<[string, number]> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const base = Date.parse('2023-01-01T00:00:00Z');
  for (let i = 0; i < count; i += 1) {
    const day = new Date(base + (next() % 1500) * 86_400_000).toISOString().slice(0, 10);
    yield [day, (next() % 61) - 30];
  }
}

describe('ISO dates', () => {
  it('parses YYYY-MM-DD as UTC midnight', () => {
    expect(parseIsoDate(SAT).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29').getUTCDate()).toBe(29);
    expect(parseIsoDate('0050-06-01').getUTCFullYear()).toBe(50);
  });

  it('rejects other shapes and impossible dates', () => {
    for (const text of ['2026-02-30', '2026-02-29', '2026-2-3', '2026-13-01', '2026-11-21T00:00:00Z', '', '21/11/2026']) {
      expect(() => parseIsoDate(text)).toThrow(DomainError);
      expect(isIsoDate(text)).toBe(false);
    }
    expect(isIsoDate('2026-11-21')).toBe(true);
  });

  it('formats the UTC day of a Date', () => {
    expect(toIsoDate(new Date('2026-11-21T23:59:59.999Z'))).toBe(SAT);
    expect(toIsoDate(new Date('2026-11-21T23:30:00-02:00'))).toBe(SUN);
    expect(() => toIsoDate(new Date('x'))).toThrow(DomainError);
  });

  it('accepts timestamps only with an explicit zone', () => {
    expect(toInstant('2026-11-21T10:00:00Z').toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(toInstant('2026-11-21T10:00:00.5+02:00').toISOString()).toBe('2026-11-21T08:00:00.500Z');
    expect(() => toInstant('2026-11-21T10:00:00')).toThrow(DomainError);
    expect(() => toInstant('yesterday')).toThrow(DomainError);
  });
});

describe('isWeekend', () => {
  it('is true on Saturday and Sunday (UTC) only', () => {
    expect([MON, WED, FRI, SAT, SUN].map((d) => isWeekend(d))).toEqual([false, false, false, true, true]);
    expect(isWeekend(new Date('2026-11-20T23:59:59Z'))).toBe(false);
    expect(isWeekend(new Date('2026-11-21T00:00:00Z'))).toBe(true);
    expect(isWeekend('2026-11-20T23:30:00-02:00')).toBe(true); // Saturday 01:30 UTC
  });
});

describe('workdaysBetween (both ends inclusive)', () => {
  it('counts Monday to Friday', () => {
    expect(workdaysBetween(MON, FRI)).toBe(5);
    expect(workdaysBetween(MON, SUN)).toBe(5);
    expect(workdaysBetween(MON, '2026-11-27')).toBe(10);
    expect(workdaysBetween(FRI, '2026-11-23')).toBe(2);
  });

  it('counts one for a single workday and none for a weekend', () => {
    expect(workdaysBetween(MON, MON)).toBe(1);
    expect(workdaysBetween(SAT, SAT)).toBe(0);
    expect(workdaysBetween(SAT, SUN)).toBe(0);
  });

  it('gives 0 when the end precedes the start', () => {
    expect(workdaysBetween(FRI, MON)).toBe(0);
  });

  it('ignores the time of day', () => {
    expect(workdaysBetween('2026-11-16T23:00:00Z', '2026-11-20T01:00:00Z')).toBe(5);
  });

  it('matches a day-by-day count', () => {
    for (const [start, offset] of sampleDates(300)) {
      const end = addDays(start, Math.abs(offset) * 7 + (offset % 5));
      expect(workdaysBetween(start, end)).toBe(slowWorkdays(start, end));
    }
  });
});

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('addWorkdays', () => {
  it('steps over weekends', () => {
    expect(addWorkdays(FRI, 1)).toBe('2026-11-23');
    expect(addWorkdays(SAT, 1)).toBe('2026-11-23');
    expect(addWorkdays(SUN, 1)).toBe('2026-11-23');
    expect(addWorkdays(MON, -1)).toBe('2026-11-13');
    expect(addWorkdays(SAT, -1)).toBe(FRI);
    expect(addWorkdays(WED, 6)).toBe('2026-11-26');
    expect(addWorkdays(SAT, 6)).toBe('2026-11-30');
    expect(addWorkdays(SAT, 10)).toBe('2026-12-04');
  });

  it('returns the day itself for 0, even on a weekend', () => {
    expect(addWorkdays(SAT, 0)).toBe(SAT);
    expect(addWorkdays(new Date('2026-11-18T15:00:00Z'), 0)).toBe(WED);
  });

  it('matches a day-by-day walk and inverts workdaysBetween', () => {
    for (const [start, n] of sampleDates(300)) {
      const result = addWorkdays(start, n);
      expect(result).toBe(slowAddWorkdays(start, n));
      if (n > 0) expect(workdaysBetween(addDays(start, 1), result)).toBe(n);
    }
  });

  it('rejects a non-integer count', () => {
    expect(() => addWorkdays(MON, 1.5)).toThrow(DomainError);
  });
});

describe('dayDiff (86,400,000 ms per day)', () => {
  it('counts whole days from a to b', () => {
    expect(dayDiff(MON, SAT)).toBe(5);
    expect(dayDiff(SAT, MON)).toBe(-5);
    expect(dayDiff(MON, MON)).toBe(0);
  });

  it('truncates partial days towards zero', () => {
    expect(dayDiff('2026-11-16T00:00:00Z', '2026-11-17T12:00:00Z')).toBe(1);
    expect(dayDiff('2026-11-17T12:00:00Z', '2026-11-16T00:00:00Z')).toBe(-1);
    expect(dayDiff('2026-11-16T00:00:00Z', '2026-11-16T23:59:59Z')).toBe(0);
    expect(Object.is(dayDiff('2026-11-16T12:00:00Z', '2026-11-16T00:00:00Z'), 0)).toBe(true);
  });

  it('accepts Dates', () => {
    expect(dayDiff(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'))).toBe(364);
  });
});

describe('historical sessions', () => {
  it('periods are ceil(workdays / frequency)', () => {
    expect(historicalPeriods(MON, FRI, 1)).toBe(5);
    expect(historicalPeriods(MON, FRI, 2)).toBe(3);
    expect(historicalPeriods(MON, FRI, 5)).toBe(1);
    expect(historicalPeriods(MON, FRI, 31)).toBe(1);
    expect(historicalPeriods(SAT, SUN, 1)).toBe(0);
    expect(historicalPeriods('2026-01-01', '2026-12-31', 1)).toBe(261);
  });

  it('rejects a frequency that is not a positive integer', () => {
    for (const frequency of [0, -1, 1.5, Number.NaN]) {
      expect(() => historicalPeriods(MON, FRI, frequency)).toThrow(DomainError);
    }
  });

  it('duration is periods × pass time', () => {
    expect(historicalDurationSeconds(5, 120)).toBe(600);
    expect(historicalDurationSeconds(0, 120)).toBe(0);
    expect(() => historicalDurationSeconds(-1, 120)).toThrow(DomainError);
    expect(() => historicalDurationSeconds(1.5, 120)).toThrow(DomainError);
    expect(() => historicalDurationSeconds(5, -1)).toThrow(DomainError);
  });

  it('formats a duration as hours and minutes', () => {
    expect(formatDurationHoursMinutes(9000)).toBe('2 h 30 min');
    expect(formatDurationHoursMinutes(7200)).toBe('2 h');
    expect(formatDurationHoursMinutes(2700)).toBe('45 min');
    expect(formatDurationHoursMinutes(3601)).toBe('1 h 1 min');
    expect(formatDurationHoursMinutes(30)).toBe('1 min');
    expect(formatDurationHoursMinutes(0)).toBe('0 min');
    expect(formatDurationHoursMinutes(90000)).toBe('25 h');
    expect(formatDurationHoursMinutes(historicalDurationSeconds(historicalPeriods(MON, FRI, 1), 120))).toBe('10 min');
    expect(() => formatDurationHoursMinutes(-1)).toThrow(DomainError);
  });
});

describe('reference dates', () => {
  it('are the weekdays the tests assume', () => {
    expect([MON, WED, FRI, SAT, SUN].map((d) => parseIsoDate(d).getUTCDay())).toEqual([1, 3, 5, 6, 0]);
  });
});
