/**
 * When a market-on-open or market-on-close order executes (spec 001 §4; issue 12 "Orders that
 * can fill"), from the instrument's market hours and the market-open rule (market-hours.ts):
 *
 * - Market on open: at the market's next opening after the order is placed. On a market that
 *   closes every evening that is the next morning; on a 24-hour market (FX Monday 00:00 to
 *   Friday 24:00 UTC, metals Sunday 21:00 to Friday 21:45, any market without configured hours)
 *   it is the weekly open.
 * - Market on close: just before the market's next close, at the row's moc_execute_time when it
 *   has one (e.g. 19:55 for a 19:57 close), else MOC_LEAD_MINUTES before the close. On a
 *   24-hour market that is the Friday close. An order placed after that cut-off is for the
 *   following close, as an exchange takes no more on-close orders once it has passed.
 *
 * So no such order waits more than a week. One that became due while nothing could fill it (the
 * session paused over the open or the close) waits for the next open or close, never filling at
 * the open of a later session as if it were on close.
 */
import { ScenarioType } from '../enums';
import { isTimeOfDay, nextClose, nextOpen, parseTimeOfDay, type MarketHours } from '../market-hours';
import { MOC_LEAD_MINUTES } from '../market-hours-defaults';

export type OnOpenCloseType = 'MarketOnOpenOrder' | 'MarketOnCloseOrder';

/** What the timing reads of an instrument. */
export interface TimedMarket {
  resourcetype: string;
  market_hours: MarketHours | null;
}

const DAY_SECONDS = 86_400;
/** The latest an on-close time may sit before the close and still count as one. */
const MAX_LEAD_SECONDS = 6 * 3_600;

const query = (m: TimedMarket, at: number) => ({ resourcetype: m.resourcetype, hours: m.market_hours, at: new Date(at), scenarioType: ScenarioType.RealTime });

/** How long before a close its on-close orders execute: the row's moc_execute_time, else the default lead. */
function onCloseLeadMs(m: TimedMarket, close: number): number {
  const moc = m.market_hours?.moc_execute_time;
  if (moc && isTimeOfDay(moc)) {
    const closeSeconds = Math.floor((close % (DAY_SECONDS * 1000)) / 1000);
    const lead = (((closeSeconds - parseTimeOfDay(moc)) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
    if (lead > 0 && lead <= MAX_LEAD_SECONDS) return lead * 1000;
  }
  return MOC_LEAD_MINUTES * 60_000;
}

/** The on-close time of the first close after `at` whose cut-off has not passed; null if the market never closes. */
function nextOnCloseTime(m: TimedMarket, at: number): number | null {
  const close = nextClose(query(m, at))?.getTime();
  if (close === undefined) return null;
  const due = close - onCloseLeadMs(m, close);
  if (due >= at) return due;
  // Past this close's cut-off: the following close.
  const following = nextClose(query(m, close))?.getTime();
  return following === undefined ? due : following - onCloseLeadMs(m, following);
}

/**
 * When an on-open or on-close order placed (or found waiting) at `at` executes. A market that
 * never changes state (none in real time but crypto, where these orders are refused) gives `at`.
 */
export function onOpenCloseDueAt(type: OnOpenCloseType, m: TimedMarket, at: number): number {
  if (type === 'MarketOnOpenOrder') return nextOpen(query(m, at))?.getTime() ?? at;
  return nextOnCloseTime(m, at) ?? at;
}

/**
 * Whether a due on-open or on-close order missed its moment: the market closed between the time
 * it became due and `now` (the session was paused, or the order could not fill in time).
 */
export function missedItsSession(m: TimedMarket, dueAt: number, now: number): boolean {
  const close = nextClose(query(m, dueAt))?.getTime();
  return close !== undefined && close <= now;
}
