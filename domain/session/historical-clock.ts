/**
 * The clock of a historical session: which simulated date each period shows, and the numbers the
 * session keeps (elapsed_days, total_simulated_days, remaining_simulated_days,
 * remaining_session_time, scenario_date) and the console shows (duration, progress percent).
 *
 * Model (issue text; spec 000 §2, §4, 001 §9):
 * - W = workdays in [start_date, end_date], both days counted (calendar.workdaysBetween).
 * - totalPeriods P = ceil(W / frequency). The session takes P steps, one every
 *   historical_sleep_time seconds (the pass time), so its shown duration is P × pass time.
 * - Period 0 shows start_date; period k shows start_date + k × frequency workdays
 *   (calendar.addWorkdays), capped at the last workday on or before end_date. Because the start day
 *   itself is one of the W workdays and is shown at period 0, period P always lands on that cap:
 *   exactly end_date when it is a workday, else the Friday before. The last step may thus be
 *   shorter than `frequency` workdays.
 * - Reaching period P is the end: the session finishes (status action 'historical_end').
 * - Simulated days are calendar-day differences of 86,400,000 ms (calendar.dayDiff), measured to
 *   the final landing date, so progress reaches exactly 100 % and remaining days 0 at period P.
 *
 * Worked example (tests/domain/session-historical-clock.test.ts): 2024-01-01 (Mon) to 2024-03-29
 * (Fri), frequency 5, pass time 120 s: W = 65, P = 13, period 1 = 2024-01-08, period 12 =
 * 2024-03-25, period 13 = 2024-03-29 (capped; uncapped it would be 2024-04-01), total 88 days,
 * duration 1,560 s (26 min).
 */
import { addWorkdays, dayDiff, historicalDurationSeconds, historicalPeriods, isWeekend } from '../calendar';
import { DomainError } from '../domain-error';

export interface HistoricalClockSettings {
  start_date: string;
  end_date: string;
  /** Workdays per period (1 to 31). */
  frequency: number;
  /** Pass time: wall-clock seconds per period (20 to 2000). */
  historical_sleep_time: number;
}

/** The session fields the clock derives, named as in the session entity (spec 000 §3). */
export interface HistoricalClockSnapshot {
  period: number;
  scenario_date: string;
  elapsed_days: number;
  total_simulated_days: number;
  remaining_simulated_days: number;
  /** Wall-clock seconds until the session reaches its end date. */
  remaining_session_time: number;
  progress_percent: number;
}

export interface HistoricalClock {
  readonly totalPeriods: number;
  /** Last workday on or before end_date: where the final period lands. */
  readonly finalDate: string;
  readonly totalSimulatedDays: number;
  readonly shownDurationSeconds: number;
  scenarioDateOf(period: number): string;
  elapsedDays(period: number): number;
  remainingSimulatedDays(period: number): number;
  remainingSessionSeconds(period: number, secondsIntoCurrentPeriod?: number): number;
  /** True when `period` shows the final date: the session has reached its end and finishes. */
  isLastPeriod(period: number): boolean;
  /** Simulated days elapsed over total simulated days, 0 to 100 (unrounded). */
  progressPercent(period: number): number;
  snapshot(period: number, secondsIntoCurrentPeriod?: number): HistoricalClockSnapshot;
}

/** Builds the clock; throws DomainError for impossible settings (the create validation refuses them first). */
export function historicalClock(settings: HistoricalClockSettings): HistoricalClock {
  const { start_date: start, end_date: end, frequency, historical_sleep_time: passTime } = settings;
  if (dayDiff(start, end) < 0) throw new DomainError('INVALID_DATES', `The end date ${end} is before the start date ${start}.`);
  if (!Number.isFinite(passTime) || passTime <= 0) {
    throw new DomainError('INVALID_INPUT', `Pass time must be a positive number of seconds, got ${passTime}.`);
  }
  const totalPeriods = historicalPeriods(start, end, frequency); // validates frequency
  const lastWorkday = isWeekend(end) ? addWorkdays(end, -1) : end;
  // With no workday in the range there is nothing to step through: the final date is the start.
  const finalDate = totalPeriods === 0 ? start : lastWorkday;
  const totalSimulatedDays = dayDiff(start, finalDate);
  const shownDurationSeconds = historicalDurationSeconds(totalPeriods, passTime);

  const checkPeriod = (period: number) => {
    if (!Number.isSafeInteger(period) || period < 0 || period > totalPeriods) {
      throw new DomainError('OUT_OF_BOUNDS', `Period must be an integer from 0 to ${totalPeriods}, got ${period}.`);
    }
  };
  const scenarioDateOf = (period: number) => {
    checkPeriod(period);
    if (period === 0) return start;
    if (period === totalPeriods) return finalDate;
    const date = addWorkdays(start, period * frequency);
    return dayDiff(date, finalDate) < 0 ? finalDate : date;
  };
  const elapsedDays = (period: number) => dayDiff(start, scenarioDateOf(period));
  const remainingSimulatedDays = (period: number) => totalSimulatedDays - elapsedDays(period);
  const remainingSessionSeconds = (period: number, secondsIntoCurrentPeriod = 0) => {
    checkPeriod(period);
    if (period === totalPeriods) return 0;
    const into = Math.min(Math.max(0, Number.isFinite(secondsIntoCurrentPeriod) ? secondsIntoCurrentPeriod : 0), passTime);
    return (totalPeriods - period) * passTime - into;
  };
  const isLastPeriod = (period: number) => {
    checkPeriod(period);
    return period === totalPeriods;
  };
  const progressPercent = (period: number) =>
    totalSimulatedDays === 0 ? (isLastPeriod(period) ? 100 : 0) : (elapsedDays(period) / totalSimulatedDays) * 100;

  return {
    totalPeriods,
    finalDate,
    totalSimulatedDays,
    shownDurationSeconds,
    scenarioDateOf,
    elapsedDays,
    remainingSimulatedDays,
    remainingSessionSeconds,
    isLastPeriod,
    progressPercent,
    snapshot: (period, secondsIntoCurrentPeriod = 0) => ({
      period,
      scenario_date: scenarioDateOf(period),
      elapsed_days: elapsedDays(period),
      total_simulated_days: totalSimulatedDays,
      remaining_simulated_days: remainingSimulatedDays(period),
      remaining_session_time: remainingSessionSeconds(period, secondsIntoCurrentPeriod),
      progress_percent: progressPercent(period),
    }),
  };
}
