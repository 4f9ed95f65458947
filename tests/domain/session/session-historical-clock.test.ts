import { describe, expect, it } from 'vitest';
import { historicalClock } from '../../../domain/session/historical-clock';
import { expectDomainError } from '../expect-domain-error';

/*
 * Worked example: 2024-01-01 (Monday) to 2024-03-29 (Friday), frequency 5, pass time 120 s.
 * - Workdays, both ends counted: January 23 + February 21 (leap year) + March 21 = 65.
 * - Periods: ceil(65 / 5) = 13. Shown duration: 13 × 120 = 1,560 s = 26 min.
 * - Five workdays from a Monday is the next Monday: period k = 2024-01-01 + 7k days for k < 13,
 *   so period 1 = 2024-01-08 and period 12 = 2024-03-25 (day 84).
 * - Period 13 would be 2024-04-01 (65 workdays on); it is capped at the end date 2024-03-29, so the
 *   final step is 4 workdays long (the start day itself is one of the 65 and is shown at period 0).
 * - Total simulated days: 2024-01-01 → 2024-03-29 = 88.
 */
const EXAMPLE = { start_date: '2024-01-01', end_date: '2024-03-29', frequency: 5, historical_sleep_time: 120 };

describe('historical clock: worked example', () => {
  const clock = historicalClock(EXAMPLE);

  it('periods, duration, total days', () => {
    expect(clock.totalPeriods).toBe(13);
    expect(clock.shownDurationSeconds).toBe(1560);
    expect(clock.finalDate).toBe('2024-03-29');
    expect(clock.totalSimulatedDays).toBe(88);
  });

  it('scenario dates of periods 0, 1, 12 and the last', () => {
    expect(clock.scenarioDateOf(0)).toBe('2024-01-01');
    expect(clock.scenarioDateOf(1)).toBe('2024-01-08');
    expect(clock.scenarioDateOf(12)).toBe('2024-03-25');
    expect(clock.scenarioDateOf(13)).toBe('2024-03-29');
  });

  it('elapsed, remaining days and progress', () => {
    expect(clock.elapsedDays(0)).toBe(0);
    expect(clock.elapsedDays(1)).toBe(7);
    expect(clock.elapsedDays(12)).toBe(84);
    expect(clock.remainingSimulatedDays(1)).toBe(81);
    expect(clock.remainingSimulatedDays(13)).toBe(0);
    expect(clock.progressPercent(0)).toBe(0);
    expect(clock.progressPercent(12)).toBeCloseTo((84 / 88) * 100, 10);
    expect(clock.progressPercent(13)).toBe(100);
  });

  it('remaining session time counts the periods left and the time already spent in this one', () => {
    expect(clock.remainingSessionSeconds(0)).toBe(1560);
    expect(clock.remainingSessionSeconds(0, 30)).toBe(1530);
    expect(clock.remainingSessionSeconds(12, 100)).toBe(20);
    expect(clock.remainingSessionSeconds(12, 500)).toBe(0); // clamped to the pass time
    expect(clock.remainingSessionSeconds(3, -10)).toBe(1200); // clamped at 0
    expect(clock.remainingSessionSeconds(13, 0)).toBe(0);
  });

  it('only the final period is the last', () => {
    expect(clock.isLastPeriod(12)).toBe(false);
    expect(clock.isLastPeriod(13)).toBe(true);
  });

  it('snapshot uses the session field names', () => {
    expect(clock.snapshot(1, 60)).toEqual({
      period: 1,
      scenario_date: '2024-01-08',
      elapsed_days: 7,
      total_simulated_days: 88,
      remaining_simulated_days: 81,
      remaining_session_time: 12 * 120 - 60,
      progress_percent: (7 / 88) * 100,
    });
  });
});

describe('historical clock: other ranges', () => {
  it('frequency 7 over the same range: 10 periods, the last one capped at the end', () => {
    const clock = historicalClock({ ...EXAMPLE, frequency: 7 });
    expect(clock.totalPeriods).toBe(10); // ceil(65 / 7)
    expect(clock.scenarioDateOf(1)).toBe('2024-01-10'); // 7 workdays after Monday 1 January
    expect(clock.scenarioDateOf(9)).toBe('2024-03-28'); // 63 workdays on (2024-03-29 is the 64th)
    expect(clock.scenarioDateOf(10)).toBe('2024-03-29');
    expect(clock.shownDurationSeconds).toBe(1200);
  });

  it('an end date on a weekend lands the final period on the Friday before', () => {
    const clock = historicalClock({ ...EXAMPLE, end_date: '2024-03-31' }); // Sunday
    expect(clock.totalPeriods).toBe(13);
    expect(clock.finalDate).toBe('2024-03-29');
    expect(clock.scenarioDateOf(13)).toBe('2024-03-29');
    expect(clock.totalSimulatedDays).toBe(88);
    expect(clock.progressPercent(13)).toBe(100);
  });

  it('frequency 1: one period per workday, skipping weekends', () => {
    const clock = historicalClock({ start_date: '2024-01-04', end_date: '2024-01-09', frequency: 1, historical_sleep_time: 20 });
    // Thu 4, Fri 5, Mon 8, Tue 9: 4 workdays → 4 periods; dates Thu, Fri, Mon, Tue, then capped at Tue.
    expect(clock.totalPeriods).toBe(4);
    expect([0, 1, 2, 3, 4].map(clock.scenarioDateOf)).toEqual([
      '2024-01-04',
      '2024-01-05',
      '2024-01-08',
      '2024-01-09',
      '2024-01-09',
    ]);
    expect(clock.elapsedDays(2)).toBe(4);
    expect(clock.shownDurationSeconds).toBe(80);
  });

  it('scenario dates never go backwards and never pass the end, for many ranges', () => {
    for (const frequency of [1, 2, 3, 5, 7, 10, 31]) {
      for (const end of ['2024-02-02', '2024-02-03', '2024-02-04', '2024-05-17']) {
        const clock = historicalClock({ start_date: '2024-01-03', end_date: end, frequency, historical_sleep_time: 60 });
        let previous = '';
        for (let period = 0; period <= clock.totalPeriods; period += 1) {
          const date = clock.scenarioDateOf(period);
          expect(date >= previous).toBe(true);
          expect(date <= end).toBe(true);
          previous = date;
        }
        expect(previous).toBe(clock.finalDate);
        expect(clock.remainingSimulatedDays(clock.totalPeriods)).toBe(0);
      }
    }
  });

  it('refuses periods out of range and impossible settings', () => {
    const clock = historicalClock(EXAMPLE);
    expectDomainError(() => clock.scenarioDateOf(14), 'OUT_OF_BOUNDS');
    expectDomainError(() => clock.scenarioDateOf(-1), 'OUT_OF_BOUNDS');
    expectDomainError(() => clock.elapsedDays(1.5), 'OUT_OF_BOUNDS');
    expectDomainError(() => historicalClock({ ...EXAMPLE, end_date: '2023-12-31' }), 'INVALID_DATES');
    expectDomainError(() => historicalClock({ ...EXAMPLE, frequency: 0 }), 'INVALID_INPUT');
    expectDomainError(() => historicalClock({ ...EXAMPLE, historical_sleep_time: 0 }), 'INVALID_INPUT');
  });
});
