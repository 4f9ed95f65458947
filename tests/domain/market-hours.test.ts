import { describe, expect, it } from 'vitest';
import { ScenarioType } from '../../domain/enums';
import { METALS_FRIDAY_CLOSE, METALS_SUNDAY_OPEN } from '../../domain/constants';
import { DomainError } from '../../domain/domain-error';
import {
  canonicalGeography,
  findMarketHours,
  formatHoursGmt,
  formatTimeOfDay,
  isMarketOpen,
  isTimeOfDay,
  marketHoursGeographies,
  nextClose,
  nextOpen,
  parseTimeOfDay,
  type MarketHours,
  type MarketHoursTimes,
} from '../../domain/market-hours';
import { DEFAULT_MARKET_HOURS, defaultMarketHoursAt, EXCHANGE_SESSIONS, utcOffsetMinutes } from '../../domain/market-hours-defaults';

// Reference week (checked: 2026-11-16 is a Monday, 2026-11-21 a Saturday).
const MON = '2026-11-16';
const TUE = '2026-11-17';
const WED = '2026-11-18';
const THU = '2026-11-19';
const FRI = '2026-11-20';
const SAT = '2026-11-21';
const SUN = '2026-11-22';
const NEXT_MON = '2026-11-23';
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

const row = (geography: string): MarketHours => {
  const found = DEFAULT_MARKET_HOURS.find((r) => r.geography === geography);
  if (!found) throw new Error(`no default row ${geography}`);
  return found;
};
const US = row('US');
const METALS = row('Metals');

const open = (
  resourcetype: string,
  hours: MarketHoursTimes | null | undefined,
  when: Date,
  scenarioType: ScenarioType = ScenarioType.RealTime,
) => isMarketOpen({ resourcetype, hours, at: when, scenarioType });

describe('reference dates', () => {
  it('are the weekdays the tests assume', () => {
    expect([MON, TUE, WED, THU, FRI, SAT, SUN, NEXT_MON].map((d) => new Date(`${d}T00:00:00Z`).getUTCDay())).toEqual([
      1, 2, 3, 4, 5, 6, 0, 1,
    ]);
  });
});

describe('isMarketOpen: equities (US 13:33–19:57)', () => {
  it('is open on a weekday inside the hours, open inclusive and close exclusive', () => {
    expect(open('Equity', US, at(MON, '13:33:00'))).toBe(true);
    expect(open('Equity', US, at(WED, '16:00:00'))).toBe(true);
    expect(open('Equity', US, at(FRI, '19:56:59.999'))).toBe(true);
  });

  it('is closed on a weekday outside the hours', () => {
    expect(open('Equity', US, at(MON, '13:32:59.999'))).toBe(false);
    expect(open('Equity', US, at(MON, '19:57:00'))).toBe(false);
    expect(open('Equity', US, at(TUE, '03:00:00'))).toBe(false);
  });

  it('is closed on Saturday and Sunday, even inside the hours', () => {
    expect(open('Equity', US, at(SAT, '15:00:00'))).toBe(false);
    expect(open('Equity', US, at(SUN, '15:00:00'))).toBe(false);
    expect(open('ETF', US, at(SUN, '22:00:00'))).toBe(false);
  });
});

describe('isMarketOpen: metals', () => {
  it('opens on Sunday at sunday_open (21:00)', () => {
    expect(open('Metal', METALS, at(SUN, '20:59:59'))).toBe(false);
    expect(open('Metal', METALS, at(SUN, '21:00:00'))).toBe(true);
    expect(open('Metal', METALS, at(SUN, '23:59:59'))).toBe(true);
  });

  it('closes on Friday at friday_close (21:45)', () => {
    expect(open('Metal', METALS, at(FRI, '21:44:59'))).toBe(true);
    expect(open('Metal', METALS, at(FRI, '21:45:00'))).toBe(false);
    expect(open('Metal', METALS, at(FRI, '23:00:00'))).toBe(false);
  });

  it('is closed all Saturday', () => {
    expect(open('Metal', METALS, at(SAT, '00:00:00'))).toBe(false);
    expect(open('Metal', METALS, at(SAT, '21:30:00'))).toBe(false);
  });

  it('runs continuously Monday to Thursday with the default row', () => {
    expect(open('Metal', METALS, at(MON, '00:00:00'))).toBe(true);
    expect(open('Metal', METALS, at(WED, '21:30:00'))).toBe(true);
  });

  it('uses the spec defaults 21:00 / 21:45 when no row is configured', () => {
    expect(open('Metal', null, at(SUN, '20:59:00'))).toBe(false);
    expect(open('Metal', null, at(SUN, '21:00:00'))).toBe(true);
    expect(open('Metal', undefined, at(FRI, '21:45:00'))).toBe(false);
    expect(METALS.metals_sunday_open).toBe(METALS_SUNDAY_OPEN);
    expect(METALS.metals_friday_close).toBe(METALS_FRIDAY_CLOSE);
  });

  it('compares other days against open and close (a daily break 21:00–22:00)', () => {
    const withBreak: MarketHoursTimes = { ...METALS, open_hours: '22:00', closing_hours: '21:00' };
    expect(open('Metal', withBreak, at(TUE, '20:59:00'))).toBe(true);
    expect(open('Metal', withBreak, at(TUE, '21:30:00'))).toBe(false);
    expect(open('Metal', withBreak, at(TUE, '22:00:00'))).toBe(true);
    // Sunday and Friday follow their own times.
    expect(open('Metal', withBreak, at(SUN, '21:30:00'))).toBe(true);
    expect(open('Metal', withBreak, at(FRI, '21:30:00'))).toBe(true);
  });

  it('honours edited Sunday and Friday times', () => {
    const edited = { ...METALS, metals_sunday_open: '22:00', metals_friday_close: '21:00' };
    expect(open('Metal', edited, at(SUN, '21:30:00'))).toBe(false);
    expect(open('Metal', edited, at(FRI, '21:30:00'))).toBe(false);
  });
});

describe('isMarketOpen: always-open cases', () => {
  it('crypto is open on Saturday and Sunday', () => {
    expect(open('Crypto', row('Crypto'), at(SAT, '12:00:00'))).toBe(true);
    expect(open('Crypto', { open_hours: '13:00', closing_hours: '14:00' }, at(SUN, '03:00:00'))).toBe(true);
  });

  it('historical scenarios are open on Saturday, for any asset and outside the hours', () => {
    expect(open('Equity', US, at(SAT, '12:00:00'), ScenarioType.Historical)).toBe(true);
    expect(open('Metal', METALS, at(SAT, '12:00:00'), ScenarioType.Historical)).toBe(true);
    expect(open('Equity', US, at(MON, '03:00:00'), ScenarioType.Historical)).toBe(true);
  });
});

describe('isMarketOpen: no hours configured (open 0, close 24)', () => {
  it('is open all weekday', () => {
    for (const hours of [null, undefined, { open_hours: null, closing_hours: null }, { open_hours: '', closing_hours: ' ' }]) {
      expect(open('Equity', hours, at(MON, '00:00:00'))).toBe(true);
      expect(open('Equity', hours, at(WED, '12:00:00'))).toBe(true);
      expect(open('Equity', hours, at(FRI, '23:59:59.999'))).toBe(true);
    }
  });

  it('is closed all weekend', () => {
    expect(open('Equity', null, at(SAT, '00:00:00'))).toBe(false);
    expect(open('Equity', null, at(SUN, '23:59:59'))).toBe(false);
  });

  it('defaults each missing field on its own', () => {
    expect(open('Equity', { open_hours: '10:00', closing_hours: null }, at(MON, '23:00:00'))).toBe(true);
    expect(open('Equity', { open_hours: '10:00', closing_hours: null }, at(MON, '09:59:00'))).toBe(false);
    expect(open('Equity', { open_hours: null, closing_hours: '10:00' }, at(MON, '09:59:00'))).toBe(true);
  });

  it("reads a close of '00:00' as the end of the day", () => {
    const late = { open_hours: '22:00', closing_hours: '00:00' };
    expect(open('Equity', late, at(MON, '23:59:00'))).toBe(true);
    expect(open('Equity', late, at(TUE, '00:00:00'))).toBe(false);
    expect(open('Equity', late, at(FRI, '22:30:00'))).toBe(true);
  });

  it('accepts HH:mm:ss as stored by SQL TIME columns', () => {
    const hours = { open_hours: '13:33:00', closing_hours: '19:57:30' };
    expect(open('Equity', hours, at(MON, '19:57:29'))).toBe(true);
    expect(open('Equity', hours, at(MON, '19:57:30'))).toBe(false);
  });
});

describe('isMarketOpen: sessions spanning midnight UTC', () => {
  // Sydney 10:00–16:00 in southern summer (AEDT, UTC+11) is 23:03–04:57 UTC with the margins.
  const sydneySummer = { open_hours: '23:03', closing_hours: '04:57' };

  it('opens in the evening for the next trading day and stays open past midnight', () => {
    expect(open('Equity', sydneySummer, at(MON, '23:03:00'))).toBe(true);
    expect(open('Equity', sydneySummer, at(TUE, '04:56:59'))).toBe(true);
    expect(open('Equity', sydneySummer, at(TUE, '04:57:00'))).toBe(false);
    expect(open('Equity', sydneySummer, at(TUE, '12:00:00'))).toBe(false);
    expect(open('Equity', sydneySummer, at(TUE, '23:02:59'))).toBe(false);
  });

  it("opens on Sunday evening UTC for Monday's session", () => {
    expect(open('Equity', sydneySummer, at(SUN, '23:10:00'))).toBe(true);
    expect(open('Equity', sydneySummer, at(NEXT_MON, '02:00:00'))).toBe(true);
  });

  it("does not open on Friday evening UTC, which would be Saturday's session", () => {
    expect(open('Equity', sydneySummer, at(FRI, '04:00:00'))).toBe(true);
    expect(open('Equity', sydneySummer, at(FRI, '23:10:00'))).toBe(false);
    expect(open('Equity', sydneySummer, at(SAT, '02:00:00'))).toBe(false);
    expect(open('Equity', sydneySummer, at(SAT, '23:10:00'))).toBe(false);
  });

  it('treats open = close as a 24-hour session (real FX week: Sunday 21:00 to Friday 21:00)', () => {
    const fx24 = { open_hours: '21:00', closing_hours: '21:00' };
    expect(open('FX', fx24, at(SUN, '20:59:59'))).toBe(false);
    expect(open('FX', fx24, at(SUN, '21:00:00'))).toBe(true);
    expect(open('FX', fx24, at(WED, '21:00:00'))).toBe(true);
    expect(open('FX', fx24, at(WED, '20:59:00'))).toBe(true);
    expect(open('FX', fx24, at(FRI, '20:59:59'))).toBe(true);
    expect(open('FX', fx24, at(FRI, '21:00:00'))).toBe(false);
    expect(open('FX', fx24, at(SAT, '12:00:00'))).toBe(false);
  });
});

describe('isMarketOpen: FX default row (24 hours on UTC weekdays)', () => {
  const FX = row('FX');
  it('is open from Monday 00:00 to Friday 24:00 UTC', () => {
    expect(open('FX', FX, at(MON, '00:00:00'))).toBe(true);
    expect(open('FxForwards', FX, at(FRI, '23:59:00'))).toBe(true);
    expect(open('FX', FX, at(SUN, '22:00:00'))).toBe(false);
    expect(open('FX', FX, at(SAT, '00:00:00'))).toBe(false);
  });
});

describe('invalid hours', () => {
  it.each(['25:00', '7:00', '12:60', '24:01', 'noon', '12-00'])('rejects %s', (text) => {
    expect(() => open('Equity', { open_hours: '09:00', closing_hours: text }, at(MON, '10:00:00'))).toThrow(DomainError);
    expect(isTimeOfDay(text)).toBe(false);
  });

  it("rejects '24:00' as an opening time but accepts it as a close", () => {
    expect(() => open('Equity', { open_hours: '24:00', closing_hours: null }, at(MON, '10:00:00'))).toThrow(/opening time/);
    expect(open('Equity', { open_hours: '23:00', closing_hours: '24:00' }, at(MON, '23:59:59'))).toBe(true);
  });

  it('rejects an invalid Date', () => {
    expect(() => open('Equity', US, new Date('nope'))).toThrow(DomainError);
  });

  it('parses and formats times of day', () => {
    expect(parseTimeOfDay('13:33')).toBe(13 * 3600 + 33 * 60);
    expect(parseTimeOfDay('24:00')).toBe(86_400);
    expect(formatTimeOfDay(86_400)).toBe('24:00');
    expect(formatTimeOfDay(parseTimeOfDay('07:05:09'))).toBe('07:05:09');
  });
});

describe('nextOpen / nextClose', () => {
  const query = (resourcetype: string, hours: MarketHoursTimes | null, when: Date, scenarioType: ScenarioType = ScenarioType.RealTime) => ({
    resourcetype,
    hours,
    at: when,
    scenarioType,
  });

  it('from Saturday, an equity opens and closes on Monday', () => {
    expect(nextOpen(query('Equity', US, at(SAT, '12:00:00')))).toEqual(at(NEXT_MON, '13:33:00'));
    expect(nextClose(query('Equity', US, at(SAT, '12:00:00')))).toEqual(at(NEXT_MON, '19:57:00'));
  });

  it('before the open the same day; during the session the close, then the next day', () => {
    expect(nextOpen(query('Equity', US, at(MON, '13:00:00')))).toEqual(at(MON, '13:33:00'));
    expect(nextClose(query('Equity', US, at(MON, '14:00:00')))).toEqual(at(MON, '19:57:00'));
    expect(nextOpen(query('Equity', US, at(MON, '14:00:00')))).toEqual(at(TUE, '13:33:00'));
    // Exactly at the open it is open already, so the next opening is the following day.
    expect(nextOpen(query('Equity', US, at(MON, '13:33:00')))).toEqual(at(TUE, '13:33:00'));
  });

  it('from Friday after the close, the next open is Monday', () => {
    expect(nextOpen(query('Equity', US, at(FRI, '20:00:00')))).toEqual(at(NEXT_MON, '13:33:00'));
  });

  it('metals reopen on Sunday at 21:00 and close on Friday at 21:45', () => {
    expect(nextOpen(query('Metal', METALS, at(SAT, '12:00:00')))).toEqual(at(SUN, '21:00:00'));
    expect(nextClose(query('Metal', METALS, at(SAT, '12:00:00')))).toEqual(new Date('2026-11-27T21:45:00Z'));
    expect(nextClose(query('Metal', METALS, at(WED, '12:00:00')))).toEqual(at(FRI, '21:45:00'));
  });

  it('a spanning session reopens on Sunday evening UTC', () => {
    const sydneySummer = { open_hours: '23:03', closing_hours: '04:57' };
    expect(nextOpen(query('Equity', sydneySummer, at(FRI, '06:00:00')))).toEqual(at(SUN, '23:03:00'));
    expect(nextClose(query('Equity', sydneySummer, at(SUN, '23:30:00')))).toEqual(at(NEXT_MON, '04:57:00'));
  });

  it('without hours: closes on Saturday 00:00, opens on Monday 00:00', () => {
    expect(nextClose(query('Equity', null, at(WED, '12:00:00')))).toEqual(at(SAT, '00:00:00'));
    expect(nextOpen(query('Equity', null, at(WED, '12:00:00')))).toEqual(at(NEXT_MON, '00:00:00'));
  });

  it('is null when the market never changes state', () => {
    expect(nextOpen(query('Crypto', null, at(SAT, '12:00:00')))).toBeNull();
    expect(nextClose(query('Crypto', null, at(SAT, '12:00:00')))).toBeNull();
    expect(nextOpen(query('Equity', US, at(SAT, '12:00:00'), ScenarioType.Historical))).toBeNull();
  });

  it('agrees with isMarketOpen just before and at the returned instant', () => {
    for (const start of [at(MON, '05:00:00'), at(THU, '19:56:00'), at(SAT, '00:00:00'), at(SUN, '23:59:00')]) {
      const opening = nextOpen(query('Equity', US, start));
      const closing = nextClose(query('Equity', US, start));
      expect(opening).not.toBeNull();
      expect(closing).not.toBeNull();
      if (!opening || !closing) continue;
      expect(open('Equity', US, opening)).toBe(true);
      expect(open('Equity', US, new Date(opening.getTime() - 1))).toBe(false);
      expect(open('Equity', US, closing)).toBe(false);
      expect(open('Equity', US, new Date(closing.getTime() - 1))).toBe(true);
    }
  });
});

describe('formatHoursGmt', () => {
  it('shows open and close in GMT', () => {
    expect(formatHoursGmt(US, 'Equity')).toBe('13:33 - 19:57 GMT');
    expect(formatHoursGmt({ open_hours: '13:33:00', closing_hours: '19:57:00' }, 'Equity')).toBe('13:33 - 19:57 GMT');
  });

  it('shows the Sunday open and Friday close for metals', () => {
    expect(formatHoursGmt(METALS, 'Metal')).toBe('Sunday 21:00 - Friday 21:45 GMT');
    expect(formatHoursGmt(null, 'Metal')).toBe('Sunday 21:00 - Friday 21:45 GMT');
  });

  it('shows the whole day without hours, and crypto as always open', () => {
    expect(formatHoursGmt(null, 'Equity')).toBe('00:00 - 24:00 GMT');
    expect(formatHoursGmt(null, 'Crypto')).toBe('Open 24/7');
  });
});

describe('findMarketHours', () => {
  it('maps FX, forwards, metals and crypto to their own rows', () => {
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'FX', geography: 'Japan' })?.geography).toBe('FX');
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'FxForwards' })?.geography).toBe('FX');
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'Metal', geography: 'US' })?.geography).toBe('Metals');
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'Crypto' })?.geography).toBe('Crypto');
  });

  it('maps equities to their country, accepting ISO codes and any case', () => {
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'Equity', geography: 'USA' })).toBe(US);
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'Equity', geography: 'deu' })?.geography).toBe('Germany');
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'ETF', geography: 'GB' })?.geography).toBe('UK');
  });

  it("prefers a '<country> Bonds' row for bond-market instruments, else the country", () => {
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'GovtBond', geography: 'US' })?.geography).toBe('US Bonds');
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'TBill', geography: 'JP' })?.geography).toBe('Japan Bonds');
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'CorporateBond', geography: 'Spain' })?.geography).toBe('Spain');
    expect(marketHoursGeographies({ resourcetype: 'HTMBond', geography: 'FRA' })).toEqual(['France Bonds', 'France']);
  });

  it('returns null when no row applies', () => {
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'Equity', geography: 'Atlantis' })).toBeNull();
    expect(findMarketHours(DEFAULT_MARKET_HOURS, { resourcetype: 'Equity', geography: null })).toBeNull();
    expect(findMarketHours([], { resourcetype: 'FX' })).toBeNull();
  });

  it('canonicalises names', () => {
    expect(canonicalGeography(' gb bonds ')).toBe('UK Bonds');
    expect(canonicalGeography('South Korea')).toBe('Korea');
    expect(canonicalGeography('Atlantis')).toBe('Atlantis');
  });
});

describe('default market hours', () => {
  it('contain the spec example US 13:33–19:57 with MOC a few minutes before the close', () => {
    expect(US).toEqual({ geography: 'US', open_hours: '13:33', closing_hours: '19:57', moc_execute_time: '19:55' });
  });

  it('are the northern-summer values of defaultMarketHoursAt', () => {
    expect(defaultMarketHoursAt(new Date('2026-07-01T12:00:00Z'))).toEqual(DEFAULT_MARKET_HOURS);
  });

  it('cover the required geographies once each, with valid times', () => {
    const names = DEFAULT_MARKET_HOURS.map((r) => r.geography);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['US', 'Canada', 'Brazil', 'Mexico', 'UK', 'Germany', 'France', 'Italy', 'Spain', 'Switzerland',
      'Netherlands', 'Sweden', 'Japan', 'Hong Kong', 'China', 'Singapore', 'Australia', 'India', 'Korea', 'Indonesia',
      'South Africa', 'Nigeria', 'Saudi Arabia', 'UAE', 'Israel', 'Egypt', 'Kenya', 'Ghana', 'FX', 'Metals', 'Crypto',
      'US Bonds']) {
      expect(names).toContain(name);
    }
    for (const r of DEFAULT_MARKET_HOURS) {
      for (const t of [r.open_hours, r.closing_hours, r.moc_execute_time, r.metals_sunday_open, r.metals_friday_close]) {
        if (t != null) expect(isTimeOfDay(t)).toBe(true);
      }
    }
  });

  it('put the MOC execution 2 minutes before the close of every exchange row', () => {
    for (const session of EXCHANGE_SESSIONS) {
      const r = row(session.geography);
      const close = parseTimeOfDay(r.closing_hours ?? '');
      const moc = parseTimeOfDay(r.moc_execute_time ?? '');
      expect((close - moc + 86_400) % 86_400).toBe(120);
    }
  });

  it('follow daylight saving time (US and Canada, second Sunday of March / first of November)', () => {
    const us = (iso: string) => defaultMarketHoursAt(new Date(iso)).find((r) => r.geography === 'US');
    expect(us('2026-01-15T12:00:00Z')).toMatchObject({ open_hours: '14:33', closing_hours: '20:57', moc_execute_time: '20:55' });
    expect(us('2026-03-08T06:59:00Z')?.open_hours).toBe('14:33'); // 01:59 EST
    expect(us('2026-03-08T07:00:00Z')?.open_hours).toBe('13:33'); // 03:00 EDT
    expect(us('2026-11-01T05:59:00Z')?.open_hours).toBe('13:33'); // 01:59 EDT
    expect(us('2026-11-01T06:00:00Z')?.open_hours).toBe('14:33'); // 01:00 EST
  });

  it('follow daylight saving time (Europe, last Sundays of March and October at 01:00 UTC)', () => {
    const geo = (iso: string, name: string) => defaultMarketHoursAt(new Date(iso)).find((r) => r.geography === name);
    expect(geo('2026-03-29T00:59:00Z', 'UK')?.open_hours).toBe('08:03');
    expect(geo('2026-03-29T01:00:00Z', 'UK')?.open_hours).toBe('07:03');
    expect(geo('2026-03-29T01:00:00Z', 'Germany')).toMatchObject({ open_hours: '07:03', closing_hours: '15:27' });
    expect(geo('2026-10-25T00:59:00Z', 'Germany')?.open_hours).toBe('07:03');
    expect(geo('2026-10-25T01:00:00Z', 'Germany')?.open_hours).toBe('08:03');
  });

  it('give a spanning window for Sydney in the southern summer, and none for Tokyo', () => {
    const jan = defaultMarketHoursAt(new Date('2026-01-15T12:00:00Z'));
    expect(jan.find((r) => r.geography === 'Australia')).toMatchObject({ open_hours: '23:03', closing_hours: '04:57' });
    expect(jan.find((r) => r.geography === 'Japan')).toMatchObject({ open_hours: '00:03', closing_hours: '06:27' });
    expect(row('Australia')).toMatchObject({ open_hours: '00:03', closing_hours: '05:57' });
  });

  it('compute zone offsets from the runtime time-zone data', () => {
    expect(utcOffsetMinutes('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('Asia/Kolkata', new Date('2026-07-01T12:00:00Z'))).toBe(330);
    expect(utcOffsetMinutes('UTC', new Date('2026-07-01T12:00:00Z'))).toBe(0);
  });

  it('keep the New Zealand default as a spanning session that opens on Sunday evening UTC', () => {
    const nz = row('New Zealand');
    expect(nz).toMatchObject({ open_hours: '22:03', closing_hours: '04:42' });
    expect(open('Equity', nz, at(SUN, '22:30:00'))).toBe(true);
    expect(open('Equity', nz, at(FRI, '22:30:00'))).toBe(false);
  });
});
