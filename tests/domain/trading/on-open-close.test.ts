import { describe, expect, it } from 'vitest';
import { FIXED_MARKET_HOURS, DEFAULT_MARKET_HOURS } from '../../../domain/market-hours-defaults';
import type { MarketHours } from '../../../domain/market-hours';
import { missedItsSession, onOpenCloseDueAt, type TimedMarket } from '../../../domain/trading/on-open-close';

const row = (geography: string): MarketHours => [...DEFAULT_MARKET_HOURS, ...FIXED_MARKET_HOURS].find((r) => r.geography === geography)!;
const fx: TimedMarket = { resourcetype: 'FX', market_hours: row('FX') };
const metal: TimedMarket = { resourcetype: 'Metal', market_hours: row('Metals') };
const unconfigured: TimedMarket = { resourcetype: 'Equity', market_hours: null };
const us: TimedMarket = { resourcetype: 'Equity', market_hours: row('US') }; // 13:33–19:57, on close 19:55
const nz: TimedMarket = { resourcetype: 'Equity', market_hours: row('New Zealand') }; // 22:03–04:42 UTC, on close 04:40

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const moo = (m: TimedMarket, placed: string) => iso(onOpenCloseDueAt('MarketOnOpenOrder', m, at(placed)));
const moc = (m: TimedMarket, placed: string) => iso(onOpenCloseDueAt('MarketOnCloseOrder', m, at(placed)));

const WEDNESDAY = '2026-11-18T15:00:00Z';
const SATURDAY = '2026-11-21T12:00:00Z';

describe('market on open and market on close on 24-hour markets', () => {
  it('fills FX on open at the weekly open (Monday 00:00 UTC) and on close just before the Friday close', () => {
    expect(moo(fx, WEDNESDAY)).toBe('2026-11-23T00:00');
    expect(moc(fx, WEDNESDAY)).toBe('2026-11-20T23:58');
    expect(moo(fx, SATURDAY)).toBe('2026-11-23T00:00');
    expect(moc(fx, SATURDAY)).toBe('2026-11-27T23:58');
  });

  it('fills metals at the Sunday open and before the Friday 21:45 close', () => {
    expect(moo(metal, WEDNESDAY)).toBe('2026-11-22T21:00');
    expect(moc(metal, WEDNESDAY)).toBe('2026-11-20T21:43');
  });

  it('treats a market without configured hours as a weekday 24-hour market', () => {
    expect(moo(unconfigured, WEDNESDAY)).toBe('2026-11-23T00:00');
    expect(moc(unconfigured, WEDNESDAY)).toBe('2026-11-20T23:58');
  });

  it('never makes an order wait more than a week, whenever it is placed', () => {
    const start = at('2026-11-16T00:00:00Z');
    for (const m of [fx, metal, unconfigured, us, nz]) {
      for (let hour = 0; hour < 7 * 24; hour += 1) {
        const placed = start + hour * 3_600_000 + 17 * 60_000;
        for (const type of ['MarketOnOpenOrder', 'MarketOnCloseOrder'] as const) {
          const due = onOpenCloseDueAt(type, m, placed);
          expect(due).toBeGreaterThan(placed);
          expect(due - placed).toBeLessThanOrEqual(7 * 86_400_000);
        }
      }
    }
  });
});

describe('market on open and market on close on markets that close every day', () => {
  it('fills on open at the next opening: today’s before it, the next trading day’s after it', () => {
    expect(moo(us, '2026-11-18T10:00:00Z')).toBe('2026-11-18T13:33');
    expect(moo(us, WEDNESDAY)).toBe('2026-11-19T13:33');
    expect(moo(us, '2026-11-20T18:00:00Z')).toBe('2026-11-23T13:33'); // Friday → Monday
  });

  it('fills on close at the row’s on-close time, the next close once its cut-off has passed', () => {
    expect(moc(us, WEDNESDAY)).toBe('2026-11-18T19:55');
    expect(moc(us, '2026-11-18T19:56:00Z')).toBe('2026-11-19T19:55');
    expect(moc(us, '2026-11-20T20:00:00Z')).toBe('2026-11-23T19:55');
  });

  it('takes the on-close time of a session spanning midnight UTC from its close, not from its evening open', () => {
    expect(moc(nz, '2026-11-18T23:00:00Z')).toBe('2026-11-19T04:40');
  });

  it('knows when a due order missed its moment (the market closed before anything could fill it)', () => {
    const due = onOpenCloseDueAt('MarketOnCloseOrder', us, at(WEDNESDAY));
    expect(missedItsSession(us, due, due + 60_000)).toBe(false);
    expect(missedItsSession(us, due, at('2026-11-19T14:00:00Z'))).toBe(true);
    const open = onOpenCloseDueAt('MarketOnOpenOrder', fx, at(WEDNESDAY));
    expect(missedItsSession(fx, open, open + 3 * 86_400_000)).toBe(false);
    expect(missedItsSession(fx, open, open + 6 * 86_400_000)).toBe(true);
  });
});
