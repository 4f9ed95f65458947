/**
 * Default market hours per geography (UTC): each exchange's regular session in its local time,
 * converted with the time-zone data, opened a few minutes late and closed a few minutes early
 * (spec 002 §2: "open 2 minutes after the first open price; close before the close price
 * arrives"), plus the fixed rows of FX, metals and crypto. The grid in D1 starts from these.
 */
import { FX_GEOGRAPHY, METALS_GEOGRAPHY, CRYPTO_GEOGRAPHY, formatTimeOfDay, parseTimeOfDay, type MarketHours } from './market-hours';
import { METALS_FRIDAY_CLOSE, METALS_SUNDAY_OPEN } from './constants';

// ---------------------------------------------------------------------------------------------
// Default hours

/** Default opening is this many minutes after the exchange opens (spec: "open 2 minutes after the first open price"). */
export const OPEN_MARGIN_MINUTES = 3;
/** Default closing is this many minutes before the exchange closes (spec: "close before the close price arrives"). */
export const CLOSE_MARGIN_MINUTES = 3;
/** Market-on-close orders execute this many minutes before the (default) closing time. */
export const MOC_LEAD_MINUTES = 2;

/** An exchange's regular continuous session in its local time. */
export interface ExchangeSession {
  geography: string;
  /** IANA time zone, for daylight saving time. */
  timeZone: string;
  localOpen: string;
  localClose: string;
}

/**
 * Regular sessions of the main exchange of each default geography, local time, lunch breaks
 * ignored. '<Country> Bonds' rows approximate the government bond market's main trading hours.
 */
export const EXCHANGE_SESSIONS: readonly ExchangeSession[] = [
  { geography: 'US', timeZone: 'America/New_York', localOpen: '09:30', localClose: '16:00' }, // NYSE, Nasdaq
  { geography: 'Canada', timeZone: 'America/Toronto', localOpen: '09:30', localClose: '16:00' }, // TSX
  { geography: 'Brazil', timeZone: 'America/Sao_Paulo', localOpen: '10:00', localClose: '17:00' }, // B3
  { geography: 'Mexico', timeZone: 'America/Mexico_City', localOpen: '08:30', localClose: '15:00' }, // BMV
  { geography: 'UK', timeZone: 'Europe/London', localOpen: '08:00', localClose: '16:30' }, // LSE
  { geography: 'Germany', timeZone: 'Europe/Berlin', localOpen: '09:00', localClose: '17:30' }, // Xetra
  { geography: 'France', timeZone: 'Europe/Paris', localOpen: '09:00', localClose: '17:30' }, // Euronext Paris
  { geography: 'Italy', timeZone: 'Europe/Rome', localOpen: '09:00', localClose: '17:30' }, // Borsa Italiana
  { geography: 'Spain', timeZone: 'Europe/Madrid', localOpen: '09:00', localClose: '17:30' }, // BME
  { geography: 'Switzerland', timeZone: 'Europe/Zurich', localOpen: '09:00', localClose: '17:30' }, // SIX
  { geography: 'Netherlands', timeZone: 'Europe/Amsterdam', localOpen: '09:00', localClose: '17:30' }, // Euronext Amsterdam
  { geography: 'Belgium', timeZone: 'Europe/Brussels', localOpen: '09:00', localClose: '17:30' }, // Euronext Brussels
  { geography: 'Turkey', timeZone: 'Europe/Istanbul', localOpen: '10:00', localClose: '18:00' }, // Borsa Istanbul
  { geography: 'Sweden', timeZone: 'Europe/Stockholm', localOpen: '09:00', localClose: '17:30' }, // Nasdaq Stockholm
  { geography: 'Japan', timeZone: 'Asia/Tokyo', localOpen: '09:00', localClose: '15:30' }, // TSE
  { geography: 'Hong Kong', timeZone: 'Asia/Hong_Kong', localOpen: '09:30', localClose: '16:00' }, // HKEX
  { geography: 'China', timeZone: 'Asia/Shanghai', localOpen: '09:30', localClose: '15:00' }, // SSE, SZSE
  { geography: 'Taiwan', timeZone: 'Asia/Taipei', localOpen: '09:00', localClose: '13:30' }, // TWSE
  { geography: 'Singapore', timeZone: 'Asia/Singapore', localOpen: '09:00', localClose: '17:00' }, // SGX
  { geography: 'Australia', timeZone: 'Australia/Sydney', localOpen: '10:00', localClose: '16:00' }, // ASX
  { geography: 'New Zealand', timeZone: 'Pacific/Auckland', localOpen: '10:00', localClose: '16:45' }, // NZX
  { geography: 'India', timeZone: 'Asia/Kolkata', localOpen: '09:15', localClose: '15:30' }, // NSE, BSE
  { geography: 'Korea', timeZone: 'Asia/Seoul', localOpen: '09:00', localClose: '15:30' }, // KRX
  { geography: 'Indonesia', timeZone: 'Asia/Jakarta', localOpen: '09:00', localClose: '15:50' }, // IDX
  { geography: 'South Africa', timeZone: 'Africa/Johannesburg', localOpen: '09:00', localClose: '17:00' }, // JSE
  { geography: 'Nigeria', timeZone: 'Africa/Lagos', localOpen: '10:00', localClose: '14:30' }, // NGX
  { geography: 'Saudi Arabia', timeZone: 'Asia/Riyadh', localOpen: '10:00', localClose: '15:00' }, // Tadawul
  { geography: 'UAE', timeZone: 'Asia/Dubai', localOpen: '10:00', localClose: '15:00' }, // DFM, ADX
  { geography: 'Israel', timeZone: 'Asia/Jerusalem', localOpen: '10:00', localClose: '17:15' }, // TASE
  { geography: 'Egypt', timeZone: 'Africa/Cairo', localOpen: '10:00', localClose: '14:30' }, // EGX
  { geography: 'Kenya', timeZone: 'Africa/Nairobi', localOpen: '09:00', localClose: '15:00' }, // NSE Kenya
  { geography: 'Ghana', timeZone: 'Africa/Accra', localOpen: '10:00', localClose: '15:00' }, // GSE
  { geography: 'US Bonds', timeZone: 'America/New_York', localOpen: '08:00', localClose: '17:00' }, // Treasuries
  { geography: 'UK Bonds', timeZone: 'Europe/London', localOpen: '08:00', localClose: '16:30' }, // gilts
  { geography: 'Germany Bonds', timeZone: 'Europe/Berlin', localOpen: '08:00', localClose: '17:30' }, // Bunds
  { geography: 'France Bonds', timeZone: 'Europe/Paris', localOpen: '08:00', localClose: '17:30' }, // OATs
  { geography: 'Italy Bonds', timeZone: 'Europe/Rome', localOpen: '08:00', localClose: '17:30' }, // BTPs (MTS)
  { geography: 'Japan Bonds', timeZone: 'Asia/Tokyo', localOpen: '08:45', localClose: '15:00' }, // JGBs (OSE)
  { geography: 'Australia Bonds', timeZone: 'Australia/Sydney', localOpen: '08:30', localClose: '16:30' }, // ACGBs (ASX 24)
];

/**
 * Rows that do not depend on a time zone. FX: 24 hours on UTC weekdays (the product's "24/5"),
 * Monday 00:00 to Friday 24:00 UTC, because the spec's weekend rule exempts only metals; real
 * FX trades Sunday ~21:00 to Friday ~21:00 UTC, which an administrator can configure as the
 * 24-hour spanning session '21:00' - '21:00'. Metals: continuous from the spec's Sunday open to its
 * Friday close. Crypto: always open regardless of the row.
 */
export const FIXED_MARKET_HOURS: readonly MarketHours[] = [
  { geography: FX_GEOGRAPHY, open_hours: '00:00', closing_hours: '24:00', moc_execute_time: null },
  {
    geography: METALS_GEOGRAPHY,
    open_hours: '00:00',
    closing_hours: '24:00',
    moc_execute_time: null,
    metals_sunday_open: METALS_SUNDAY_OPEN,
    metals_friday_close: METALS_FRIDAY_CLOSE,
  },
  { geography: CRYPTO_GEOGRAPHY, open_hours: '00:00', closing_hours: '24:00', moc_execute_time: null },
];

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the given IANA time zone is ahead of UTC at `at` (New York in July: −240). Uses Intl. */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const localAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((localAsUtc - wholeSeconds) / 60_000);
}

const minutesOf = (hhmm: string) => parseTimeOfDay(hhmm) / 60;
const wrapMinutes = (minutes: number) => ((minutes % 1440) + 1440) % 1440;
const hhmmOf = (minutes: number) => formatTimeOfDay(wrapMinutes(minutes) * 60);

/** One exchange's default UTC row at `at`, with the open/close margins and the MOC lead applied. */
export function exchangeMarketHoursAt(session: ExchangeSession, at: Date): MarketHours {
  const offset = utcOffsetMinutes(session.timeZone, at);
  const close = minutesOf(session.localClose) - offset - CLOSE_MARGIN_MINUTES;
  return {
    geography: session.geography,
    open_hours: hhmmOf(minutesOf(session.localOpen) - offset + OPEN_MARGIN_MINUTES),
    closing_hours: hhmmOf(close),
    moc_execute_time: hhmmOf(close - MOC_LEAD_MINUTES),
  };
}

/**
 * Default rows valid at `at`, daylight saving time included (e.g. US 13:33–19:57 in July, 14:33–20:57
 * in January). Use it to seed the grid, or to refresh it when clocks change.
 */
export function defaultMarketHoursAt(at: Date): MarketHours[] {
  return [...EXCHANGE_SESSIONS.map((session) => exchangeMarketHoursAt(session, at)), ...FIXED_MARKET_HOURS];
}

/**
 * Default rows as a static table (no Intl needed at import time): the values in force in the
 * northern summer (checked against defaultMarketHoursAt(2026-07-01) by the tests), which is the
 * season of the spec's example "US 13:33 to 19:57". US winter time would be 14:33–20:57.
 */
export const DEFAULT_MARKET_HOURS: readonly MarketHours[] = [
  { geography: 'US', open_hours: '13:33', closing_hours: '19:57', moc_execute_time: '19:55' },
  { geography: 'Canada', open_hours: '13:33', closing_hours: '19:57', moc_execute_time: '19:55' },
  { geography: 'Brazil', open_hours: '13:03', closing_hours: '19:57', moc_execute_time: '19:55' },
  { geography: 'Mexico', open_hours: '14:33', closing_hours: '20:57', moc_execute_time: '20:55' },
  { geography: 'UK', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Germany', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'France', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Italy', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Spain', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Switzerland', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Netherlands', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Belgium', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Turkey', open_hours: '07:03', closing_hours: '14:57', moc_execute_time: '14:55' },
  { geography: 'Sweden', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Japan', open_hours: '00:03', closing_hours: '06:27', moc_execute_time: '06:25' },
  { geography: 'Hong Kong', open_hours: '01:33', closing_hours: '07:57', moc_execute_time: '07:55' },
  { geography: 'China', open_hours: '01:33', closing_hours: '06:57', moc_execute_time: '06:55' },
  { geography: 'Taiwan', open_hours: '01:03', closing_hours: '05:27', moc_execute_time: '05:25' },
  { geography: 'Singapore', open_hours: '01:03', closing_hours: '08:57', moc_execute_time: '08:55' },
  { geography: 'Australia', open_hours: '00:03', closing_hours: '05:57', moc_execute_time: '05:55' },
  { geography: 'New Zealand', open_hours: '22:03', closing_hours: '04:42', moc_execute_time: '04:40' },
  { geography: 'India', open_hours: '03:48', closing_hours: '09:57', moc_execute_time: '09:55' },
  { geography: 'Korea', open_hours: '00:03', closing_hours: '06:27', moc_execute_time: '06:25' },
  { geography: 'Indonesia', open_hours: '02:03', closing_hours: '08:47', moc_execute_time: '08:45' },
  { geography: 'South Africa', open_hours: '07:03', closing_hours: '14:57', moc_execute_time: '14:55' },
  { geography: 'Nigeria', open_hours: '09:03', closing_hours: '13:27', moc_execute_time: '13:25' },
  { geography: 'Saudi Arabia', open_hours: '07:03', closing_hours: '11:57', moc_execute_time: '11:55' },
  { geography: 'UAE', open_hours: '06:03', closing_hours: '10:57', moc_execute_time: '10:55' },
  { geography: 'Israel', open_hours: '07:03', closing_hours: '14:12', moc_execute_time: '14:10' },
  { geography: 'Egypt', open_hours: '07:03', closing_hours: '11:27', moc_execute_time: '11:25' },
  { geography: 'Kenya', open_hours: '06:03', closing_hours: '11:57', moc_execute_time: '11:55' },
  { geography: 'Ghana', open_hours: '10:03', closing_hours: '14:57', moc_execute_time: '14:55' },
  { geography: 'US Bonds', open_hours: '12:03', closing_hours: '20:57', moc_execute_time: '20:55' },
  { geography: 'UK Bonds', open_hours: '07:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Germany Bonds', open_hours: '06:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'France Bonds', open_hours: '06:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Italy Bonds', open_hours: '06:03', closing_hours: '15:27', moc_execute_time: '15:25' },
  { geography: 'Japan Bonds', open_hours: '23:48', closing_hours: '05:57', moc_execute_time: '05:55' },
  { geography: 'Australia Bonds', open_hours: '22:33', closing_hours: '06:27', moc_execute_time: '06:25' },
  ...FIXED_MARKET_HOURS,
];
