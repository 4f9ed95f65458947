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
