/**
 * Market hours and the market-open rule (spec 002 §9 "Market-open rule", §2 "Geography/Market
 * Hours", 000 §9). Hours are UTC times of day 'HH:mm' (a trailing ':ss' is accepted, as SQL
 * TIME columns print it), one row per geography, edited by administrators in the grid.
 *
 * The rule, implemented once here and used by the order checks, the markets screens (greyed rows,
 * 'Market is closed' popover) and the market-on-open/close jobs:
 * - Historical scenarios and Crypto are always open.
 * - Metals: closed on Saturday; on Sunday open from metals_sunday_open (default 21:00); on Friday
 *   open until metals_friday_close (default 21:45); Monday to Thursday they compare against the
 *   row's open and close hours (the defaults, 00:00–24:00, make them continuous from the Sunday
 *   open to the Friday close: "metals run from Sunday 21:00 through Friday 21:45").
 * - Other assets are open on weekdays between open and close, open ≤ t < close.
 * - Missing hours: open defaults to 00:00 and close to 24:00 (each field on its own).
 *
 * Sessions spanning midnight UTC. When close ≤ open (e.g. Sydney 10:00–16:00 in summer is
 * 23:03–04:57 UTC, or an FX-style 21:00–21:00 24-hour session), the session that closes on day D
 * opens on day D−1 and belongs to trading day D, as it does locally for markets east of UTC and by
 * convention for 24-hour markets. The weekend rule is applied to that trading day: the Monday
 * session may open on Sunday evening UTC, and nothing opens on Friday evening for a Saturday.
 * For ordinary (non-spanning) windows this is exactly the spec's "weekends are closed".
 * A close of '00:00' means midnight at the end of the day, i.e. '24:00'.
 *
 * Default hours (DEFAULT_MARKET_HOURS, defaultMarketHoursAt): exchange hours in local time are
 * converted to UTC with the runtime's time-zone data (Intl), so daylight saving time is handled.
 * The stored grid is plain UTC; it does not move by itself when clocks change. Following the spec's
 * guidance ("open 2 minutes after the first open price timestamp; close before the close price
 * arrives"), defaults open 3 minutes after the exchange opens and close 3 minutes before it closes,
 * like the spec's US 13:33–19:57 (09:30–16:00 New York summer time); market-on-close orders execute
 * 2 minutes before that close. Lunch breaks (Tokyo, Hong Kong, Shanghai ...) are not modelled: one
 * window per geography. The spec's Saturday/Sunday weekend applies to every geography, including
 * markets that trade Sunday to Thursday (Saudi Arabia, Egypt).
 */
import { DomainError } from './domain-error';
import { ScenarioType, type Resourcetype } from './enums';
import { DAY_MS, METALS_FRIDAY_CLOSE, METALS_SUNDAY_OPEN } from './constants';

export type MarketHours = {
  geography: string;
  open_hours: string | null;
  closing_hours: string | null;
  moc_execute_time?: string | null;
  metals_sunday_open?: string | null;
  metals_friday_close?: string | null;
};

/** The time fields of a row; any may be missing. */
export type MarketHoursTimes = Partial<Omit<MarketHours, 'geography'>>;

/** Geography names of the rows that are not countries. */
export const FX_GEOGRAPHY = 'FX';
export const METALS_GEOGRAPHY = 'Metals';
export const CRYPTO_GEOGRAPHY = 'Crypto';

const DAY_SECONDS = 86_400;
const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;

// ---------------------------------------------------------------------------------------------
// Times of day

const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Seconds after UTC midnight of 'HH:mm' or 'HH:mm:ss' (00:00 to 24:00 inclusive).
 * Throws DomainError INVALID_INPUT for anything else.
 */
export function parseTimeOfDay(text: string): number {
  const match = TIME_OF_DAY.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  const total = hours * 3600 + minutes * 60 + seconds;
  if (!match || hours > 24 || minutes > 59 || seconds > 59 || total > DAY_SECONDS) {
    throw new DomainError('INVALID_INPUT', `Expected a UTC time as HH:mm (00:00 to 24:00), got '${text}'`);
  }
  return total;
}

/** True for a valid 'HH:mm' / 'HH:mm:ss' from 00:00 to 24:00. */
export function isTimeOfDay(text: string): boolean {
  try {
    parseTimeOfDay(text);
    return true;
  } catch {
    return false;
  }
}

/** 'HH:mm' (or 'HH:mm:ss' when seconds are set) of seconds after midnight; 86400 → '24:00'. */
export function formatTimeOfDay(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;
  return seconds % 60 === 0 ? hhmm : `${hhmm}:${pad(seconds % 60)}`;
}

const isBlank = (text: string | null | undefined): text is null | undefined | '' =>
  text === null || text === undefined || text.trim() === '';

/** An opening time: missing → 00:00; '24:00' is not an opening time. */
function openSeconds(text: string | null | undefined, fallback = 0): number {
  if (isBlank(text)) return fallback;
  const seconds = parseTimeOfDay(text);
  if (seconds === DAY_SECONDS) throw new DomainError('INVALID_INPUT', `'${text}' cannot be an opening time; use 00:00`);
  return seconds;
}

/** A closing time: missing → 24:00; '00:00' means the end of the day (24:00). */
function closeSeconds(text: string | null | undefined, fallback = DAY_SECONDS): number {
  if (isBlank(text)) return fallback;
  const seconds = parseTimeOfDay(text);
  return seconds === 0 ? DAY_SECONDS : seconds;
}

interface Schedule {
  open: number;
  close: number;
  sundayOpen: number;
  fridayClose: number;
}

function scheduleOf(hours: MarketHoursTimes | null | undefined): Schedule {
  return {
    open: openSeconds(hours?.open_hours),
    close: closeSeconds(hours?.closing_hours),
    sundayOpen: openSeconds(hours?.metals_sunday_open, parseTimeOfDay(METALS_SUNDAY_OPEN)),
    fridayClose: closeSeconds(hours?.metals_friday_close, parseTimeOfDay(METALS_FRIDAY_CLOSE)),
  };
}

// ---------------------------------------------------------------------------------------------
// The open rule

export interface MarketOpenQuery {
  resourcetype: Resourcetype | string;
  /** The asset's market-hours row (see findMarketHours); null when none is configured. */
  hours?: MarketHoursTimes | null;
  at: Date;
  scenarioType: ScenarioType;
}

const isWorkday = (weekday: number) => weekday !== SUNDAY && weekday !== SATURDAY;

/** Inside a daily window on any day; a window with close ≤ open wraps past midnight. */
function inDailyWindow(t: number, open: number, close: number): boolean {
  return open < close ? open <= t && t < close : t >= open || t < close;
}

/** Whether an asset's market is open at `at` (spec 002 §9; see the module comment for details). */
export function isMarketOpen({ resourcetype, hours, at, scenarioType }: MarketOpenQuery): boolean {
  if (scenarioType === ScenarioType.Historical || resourcetype === 'Crypto') return true;
  const time = at.getTime();
  if (Number.isNaN(time)) throw new DomainError('INVALID_DATES', 'Invalid Date');
  const weekday = at.getUTCDay();
  const t = Math.floor((((time % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
  const { open, close, sundayOpen, fridayClose } = scheduleOf(hours);

  if (resourcetype === 'Metal') {
    if (weekday === SATURDAY) return false;
    if (weekday === SUNDAY) return t >= sundayOpen;
    if (weekday === FRIDAY) return t < fridayClose;
    return inDailyWindow(t, open, close);
  }

  if (open < close) return isWorkday(weekday) && open <= t && t < close;
  // Spanning midnight: the evening part belongs to tomorrow's trading day, the morning part to today's.
  return (t >= open && isWorkday((weekday + 1) % 7)) || (t < close && isWorkday(weekday));
}

/** How far ahead nextOpen / nextClose look. */
export const NEXT_CHANGE_HORIZON_DAYS = 8;

/** Every instant within the horizon at which the open state can change. */
function changeCandidates(query: Omit<MarketOpenQuery, 'at'>, at: Date): number[] {
  const { open, close, sundayOpen, fridayClose } = scheduleOf(query.hours);
  const start = at.getTime();
  const end = start + NEXT_CHANGE_HORIZON_DAYS * DAY_MS;
  const firstDay = Math.floor(start / DAY_MS);
  const instants = new Set<number>();
  for (let day = firstDay; day <= firstDay + NEXT_CHANGE_HORIZON_DAYS; day += 1) {
    for (const seconds of [0, open, close, sundayOpen, fridayClose]) {
      const instant = day * DAY_MS + seconds * 1000;
      if (instant > start && instant <= end) instants.add(instant);
    }
  }
  return [...instants].sort((a, b) => a - b);
}

function nextChange(query: Omit<MarketOpenQuery, 'at'> & { at: Date }, toOpen: boolean): Date | null {
  if (Number.isNaN(query.at.getTime())) throw new DomainError('INVALID_DATES', 'Invalid Date');
  for (const instant of changeCandidates(query, query.at)) {
    // The state is constant between consecutive candidates, so 1 ms earlier is the state just before.
    const before = isMarketOpen({ ...query, at: new Date(instant - 1) });
    const after = isMarketOpen({ ...query, at: new Date(instant) });
    if (before !== after && after === toOpen) return new Date(instant);
  }
  return null;
}

/**
 * The next instant after `at` at which the market opens (a closed → open change), within
 * NEXT_CHANGE_HORIZON_DAYS; null when it never changes (Crypto, historical scenarios).
 * If the market is open at `at`, this is the re-opening after the next close.
 */
export function nextOpen(query: MarketOpenQuery): Date | null {
  return nextChange(query, true);
}

/** The next instant after `at` at which the market closes (an open → closed change), or null. */
export function nextClose(query: MarketOpenQuery): Date | null {
  return nextChange(query, false);
}

/**
 * The hours shown in the 'Market is closed' popover and for greyed rows (spec 001: "open/close
 * hours in GMT; metals Sunday open and Friday close"): '13:33 - 19:57 GMT',
 * 'Sunday 21:00 - Friday 21:45 GMT'; Crypto, which never closes, gives 'Open 24/7'.
 */
export function formatHoursGmt(hours: MarketHoursTimes | null | undefined, resourcetype: Resourcetype | string): string {
  if (resourcetype === 'Crypto') return 'Open 24/7';
  const { open, close, sundayOpen, fridayClose } = scheduleOf(hours);
  if (resourcetype === 'Metal') {
    return `Sunday ${formatTimeOfDay(sundayOpen)} - Friday ${formatTimeOfDay(fridayClose)} GMT`;
  }
  return `${formatTimeOfDay(open)} - ${formatTimeOfDay(close)} GMT`;
}

// ---------------------------------------------------------------------------------------------
// Which row applies to an asset

/** Alternative spellings (ISO 3166 alpha-2 / alpha-3 codes, long names) of the default geographies. */
const GEOGRAPHY_ALIASES: Record<string, readonly string[]> = {
  US: ['USA', 'United States', 'United States of America'],
  Canada: ['CA', 'CAN'],
  Brazil: ['BR', 'BRA'],
  Mexico: ['MX', 'MEX'],
  UK: ['GB', 'GBR', 'United Kingdom', 'Great Britain'],
  // Euro-area instruments (EURO STOXX 50, euro repos and deposits) keep Frankfurt's hours.
  Germany: ['DE', 'DEU', 'EU'],
  France: ['FR', 'FRA'],
  Italy: ['IT', 'ITA'],
  Spain: ['ES', 'ESP'],
  Switzerland: ['CH', 'CHE'],
  Netherlands: ['NL', 'NLD'],
  Sweden: ['SE', 'SWE'],
  Japan: ['JP', 'JPN'],
  'Hong Kong': ['HK', 'HKG'],
  China: ['CN', 'CHN'],
  Singapore: ['SG', 'SGP'],
  Australia: ['AU', 'AUS'],
  'New Zealand': ['NZ', 'NZL'],
  India: ['IN', 'IND'],
  Korea: ['KR', 'KOR', 'South Korea'],
  Indonesia: ['ID', 'IDN'],
  'South Africa': ['ZA', 'ZAF'],
  Nigeria: ['NG', 'NGA'],
  'Saudi Arabia': ['SA', 'SAU'],
  UAE: ['AE', 'ARE', 'United Arab Emirates'],
  Israel: ['IL', 'ISR'],
  Egypt: ['EG', 'EGY'],
  Kenya: ['KE', 'KEN'],
  Ghana: ['GH', 'GHA'],
  Belgium: ['BE', 'BEL'],
  Taiwan: ['TW', 'TWN'],
  Turkey: ['TR', 'TUR'],
};

const CANONICAL_BY_ALIAS = new Map<string, string>(
  Object.entries(GEOGRAPHY_ALIASES).flatMap(([name, aliases]) =>
    [name, ...aliases].map((alias) => [alias.toUpperCase(), name] as [string, string]),
  ),
);

const BONDS_SUFFIX = ' Bonds';

/**
 * The canonical spelling of a geography: 'DEU', 'de' → 'Germany'; 'GB Bonds' → 'UK Bonds'.
 * Unknown names come back trimmed, unchanged.
 */
export function canonicalGeography(name: string): string {
  const trimmed = name.trim();
  if (trimmed.toUpperCase().endsWith(BONDS_SUFFIX.toUpperCase())) {
    const country = trimmed.slice(0, -BONDS_SUFFIX.length);
    return `${canonicalGeography(country)}${BONDS_SUFFIX}`;
  }
  return CANONICAL_BY_ALIAS.get(trimmed.toUpperCase()) ?? trimmed;
}

/** Resourcetypes that trade on their country's bond market hours when a '<country> Bonds' row exists. */
export const BOND_MARKET_RESOURCETYPES: readonly string[] = [
  'GovtBond',
  'CorporateBond',
  'HTMBond',
  'AFSBond',
  'TBill',
  'Repo',
  'CDS',
  'Yields',
];

export interface MarketHoursAsset {
  resourcetype: Resourcetype | string;
  geography?: string | null;
}

/**
 * Geography rows to look up for an asset, most specific first: FX and FX forwards → 'FX',
 * metals → 'Metals', crypto → 'Crypto', bond-market instruments → '<country> Bonds' then the
 * country, anything else → its country.
 */
export function marketHoursGeographies(asset: MarketHoursAsset): string[] {
  switch (asset.resourcetype) {
    case 'FX':
    case 'FxForwards':
      return [FX_GEOGRAPHY];
    case 'Metal':
      return [METALS_GEOGRAPHY];
    case 'Crypto':
      return [CRYPTO_GEOGRAPHY];
  }
  if (isBlank(asset.geography)) return [];
  const country = canonicalGeography(asset.geography);
  return BOND_MARKET_RESOURCETYPES.includes(asset.resourcetype) ? [`${country}${BONDS_SUFFIX}`, country] : [country];
}

/** The row of `table` that applies to an asset, or null (then the open rule uses 00:00–24:00). */
export function findMarketHours(table: readonly MarketHours[], asset: MarketHoursAsset): MarketHours | null {
  for (const geography of marketHoursGeographies(asset)) {
    const row = table.find((candidate) => canonicalGeography(candidate.geography) === geography);
    if (row) return row;
  }
  return null;
}

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
