/**
 * The session's market clock: a real-time tick every 5 seconds (with the day's income at the
 * first tick after the 21:00 UTC close), or a historical period every `historical_sleep_time`
 * seconds, with the "passing time" flag shown while a period advances. Each is a timer of the
 * one alarm; the work of a step is the features' step hooks (kernel/market-step.ts).
 */
import { ScenarioType, SessionStatus } from '../../../domain/enums';
import { CLOSE_OFFSET_MS } from '../../../domain/market/time-grid';
import { clockOf, sessionTime, sessionView, type ClockState } from '../../../domain/session/session-record';
import type { Feature } from '../kernel/feature';
import { TICK_MS, runStep } from '../kernel/market-step';
import type { SessionKernel } from '../kernel/session-kernel';
import { applyStatus } from './lifecycle';

/** The least time the "passing time" overlay shows, so a fast period step is still seen. */
export const PASSING_MIN_MS = 1_500;
const DAY_MS = 86_400_000;

export function realTimeTick(k: SessionKernel, now: number): void {
  const s = k.settings();
  const c = k.clock();
  const lastClose = Math.floor((now - CLOSE_OFFSET_MS) / DAY_MS) * DAY_MS + CLOSE_OFFSET_MS;
  runStep(k, k.features, {
    kind: 'tick',
    settings: s,
    before: c,
    after: { ...c, last_tick_at: now, ticks: c.ticks + 1 },
    now,
    market: k.marketView(s, c, now),
    span: c.last_tick_at ? { from: c.last_tick_at + 1, to: now } : null,
    roll: c.last_tick_at !== null && c.last_tick_at < lastClose ? { from: lastClose - DAY_MS, to: lastClose } : null,
    changes: [],
    events: [],
    later: [],
    summaries: [],
    valuations: new Map(),
  });
}

/**
 * One historical period: idempotent, because the period number is stored with the step.
 * A retried alarm finds the period already advanced and its next due time in the future.
 */
export async function historicalStep(k: SessionKernel, now: number): Promise<void> {
  const s = k.settings();
  const c = k.clock();
  const clock = clockOf(s)!;
  const period = c.period + 1;
  const passing: ClockState = { ...c, period, period_started_at: now, passing_until: now + PASSING_MIN_MS };
  k.send({ audience: 'all', type: 'currently_passing_time', data: { currently_passing_time: true } });
  const market = k.marketView(s, passing, now);
  const from = sessionTime(s, c, now);
  runStep(k, k.features, {
    kind: 'period',
    settings: s,
    before: c,
    after: passing,
    now,
    market,
    span: { from: from + 1, to: market.now() },
    roll: { from, to: market.now() },
    changes: [],
    events: [],
    later: [],
    summaries: [],
    valuations: new Map(),
  });
  const view = sessionView(s, passing, now);
  k.send({ audience: 'all', type: 'historical_step_updated', data: view });
  k.send({
    audience: 'all',
    type: 'passed_time',
    data: { period, scenario_date: view.scenario_date, elapsed_days: view.elapsed_days, remaining_simulated_days: view.remaining_simulated_days, remaining_session_time: view.remaining_session_time },
  });
  if (clock.isLastPeriod(period)) await applyStatus(k, s, passing, SessionStatus.Finished, 0, now);
}

const running = (k: SessionKernel, type: ScenarioType) => k.clock().status === SessionStatus.Running && k.settings().scenario_type === type;

export const marketClock: Feature = {
  name: 'market clock',
  timers: [
    {
      name: 'passing time ends',
      due: (k) => k.clock().passing_until,
      run(k) {
        const c = k.clock();
        k.commit([], [{ audience: 'all', type: 'currently_passing_time', data: { currently_passing_time: false } }], { clock: { ...c, passing_until: null } });
      },
    },
    {
      name: 'real-time tick',
      due: (k) => {
        if (!running(k, ScenarioType.RealTime)) return null;
        const last = k.clock().last_tick_at;
        return last ? last + TICK_MS : k.now();
      },
      run: realTimeTick,
    },
    {
      name: 'historical period',
      due: (k) => {
        const c = k.clock();
        return running(k, ScenarioType.Historical) && c.period_started_at ? c.period_started_at + k.settings().historical_sleep_time * 1000 : null;
      },
      run: historicalStep,
    },
  ],
};
