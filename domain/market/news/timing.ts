/**
 * When each story is published (UTC), on the date of the close it belongs to:
 * - company news around its exchange's open, 30 minutes before to 45 after (pre-market
 *   results and the opening reaction), daylight saving time included;
 * - regional stories in the last hour before the region's lead exchange closes;
 * - global equity stories late in the US session (20:00–20:50);
 * - dollar and currency stories in the London/New York overlap (13:00–16:00);
 * - commodities in New York hours (14:00–19:00); crypto anywhere from 06:00 to 20:00;
 * - central banks at their usual announcement time (reference.ts);
 * - the market wrap and the weekend crypto wrap at 21:05, just after the 21:00 close.
 * Minutes within a window are chosen by hashing the story id, so they are stable.
 */
import { canonicalGeography, parseTimeOfDay } from '../../market-hours';
import { EXCHANGE_SESSIONS, utcOffsetMinutes } from '../../market-hours-defaults';
import { CLOSE_OFFSET_MS, closeTimeOf } from '../time-grid';
import { spread } from './phrasing';
import { centralBankOf, EXTRA_SESSIONS, REGION_DESKS } from './reference';
import type { Story } from './types';

const MINUTE = 60_000;
const WRAP_DELAY_MINUTES = 5;

interface LocalSession {
  timeZone: string;
  localOpen: string;
  localClose?: string;
}

function sessionOf(geography: string): LocalSession | null {
  const canonical = canonicalGeography(geography);
  return EXCHANGE_SESSIONS.find((s) => s.geography === canonical) ?? EXTRA_SESSIONS[geography] ?? null;
}

/** UTC ms of a local time of day ('09:30') on the UTC date starting at `dayStart`. */
function localToUtc(dayStart: number, timeZone: string, localTime: string): number {
  const offset = utcOffsetMinutes(timeZone, new Date(dayStart + 12 * 3_600_000));
  return dayStart + (parseTimeOfDay(localTime) / 60 - offset) * MINUTE;
}

export function timestampOf(story: Story, id: string): number {
  const close = closeTimeOf(story.day, story.calendar);
  const dayStart = close - CLOSE_OFFSET_MS;
  const at = (hour: number, fromMinute: number, toMinute: number) => dayStart + (hour * 60 + spread(id, 'time', fromMinute, toMinute)) * MINUTE;
  switch (story.kind) {
    case 'wrap':
      return close + WRAP_DELAY_MINUTES * MINUTE;
    case 'company': {
      const session = sessionOf(story.equity.geography);
      const open = session ? localToUtc(dayStart, session.timeZone, session.localOpen) : dayStart + 13.5 * 3_600_000;
      return open + spread(id, 'time', -30, 45) * MINUTE;
    }
    case 'market': {
      const desk = REGION_DESKS[story.region];
      const session = desk ? sessionOf(desk.session) : null;
      if (!session?.localClose) return at(20, 0, 50);
      const sessionClose = localToUtc(dayStart, session.timeZone, session.localClose);
      return Math.min(sessionClose, close) - spread(id, 'time', 5, 55) * MINUTE;
    }
    case 'fx':
      return at(13, 0, 180);
    case 'commodity':
      return at(14, 0, 300);
    case 'crypto':
      return story.scope === 'weekend' ? close + WRAP_DELAY_MINUTES * MINUTE : at(6, 0, 840);
    case 'rates':
      return dayStart + centralBankOf(story.currency).utcMinute * MINUTE;
  }
}
