import { describe, expect, it } from 'vitest';
import { ScenarioType, TradingTimeType } from '../../../domain/enums';
import {
  CONTINUOUS_TRADING_WINDOW,
  DEFAULT_NEW_TRADING_WINDOW,
  TRADING_WINDOW_MESSAGES,
  canTradeNow,
  insideTradingWindows,
  tradingClosedReason,
  validateTradingWindows,
} from '../../../domain/session/trading-windows';

const at = (hhmmss: string) => new Date(`2026-11-18T${hhmmss}Z`); // a Wednesday

describe('validateTradingWindows', () => {
  it('keeps valid windows, normalized to HH:mm', () => {
    expect(validateTradingWindows([{ start: '09:00', end: '17:30:00' }, { start: ' 22:00 ', end: '02:00' }])).toEqual({
      ok: true,
      windows: [
        { start: '09:00', end: '17:30' },
        { start: '22:00', end: '02:00' },
      ],
    });
    expect(validateTradingWindows([{ start: '00:00', end: '24:00' }])).toEqual({
      ok: true,
      windows: [{ start: '00:00', end: '24:00' }],
    });
  });

  it('needs at least one window and a list', () => {
    expect(validateTradingWindows([])).toEqual({ ok: false, message: TRADING_WINDOW_MESSAGES.atLeastOne, rows: {} });
    expect(validateTradingWindows(null)).toMatchObject({ ok: false, message: TRADING_WINDOW_MESSAGES.notAList });
    expect(validateTradingWindows({ start: '00:00', end: '13:00' })).toMatchObject({ ok: false });
  });

  it("says 'Missing Interval' for each row without start or end", () => {
    const result = validateTradingWindows([
      { start: '09:00', end: '10:00' },
      { start: '', end: '10:00' },
      { start: '09:00' },
      null,
      { start: '09:00', end: null },
    ]);
    expect(result).toEqual({
      ok: false,
      message: 'Missing Interval',
      rows: { 1: 'Missing Interval', 2: 'Missing Interval', 3: 'Missing Interval', 4: 'Missing Interval' },
    });
  });

  it('refuses malformed times and equal start and end', () => {
    for (const bad of [
      { start: '9:00', end: '10:00' },
      { start: '24:00', end: '10:00' }, // 24:00 is only an end
      { start: '09:60', end: '10:00' },
      { start: '09:00', end: '10:00:30' }, // not on the minute
      { start: 900, end: '10:00' },
      { start: '09:00', end: '24:01' },
    ]) {
      expect(validateTradingWindows([bad]), JSON.stringify(bad)).toEqual({
        ok: false,
        message: TRADING_WINDOW_MESSAGES.badTime,
        rows: { 0: TRADING_WINDOW_MESSAGES.badTime },
      });
    }
    expect(validateTradingWindows([{ start: '10:00', end: '10:00' }])).toMatchObject({
      ok: false,
      message: TRADING_WINDOW_MESSAGES.sameStartEnd,
    });
  });

  it('has the spec defaults', () => {
    expect(DEFAULT_NEW_TRADING_WINDOW).toEqual({ start: '00:00', end: '13:00' });
    expect(CONTINUOUS_TRADING_WINDOW).toEqual({ start: '00:00', end: '23:59' });
  });
});

describe('insideTradingWindows', () => {
  it('is half-open: start included, end excluded', () => {
    const windows = [DEFAULT_NEW_TRADING_WINDOW];
    expect(insideTradingWindows(windows, at('00:00:00'))).toBe(true);
    expect(insideTradingWindows(windows, at('12:59:59.999'))).toBe(true);
    expect(insideTradingWindows(windows, at('13:00:00'))).toBe(false);
    expect(insideTradingWindows(windows, at('23:30:00'))).toBe(false);
  });

  it('00:00 to 23:59 is continuous, the last minute included', () => {
    const windows = [CONTINUOUS_TRADING_WINDOW];
    for (const time of ['00:00:00', '12:00:00', '23:59:00', '23:59:59.999']) {
      expect(insideTradingWindows(windows, at(time)), time).toBe(true);
    }
    // Any window ending 23:59 runs to the end of the day.
    expect(insideTradingWindows([{ start: '20:00', end: '23:59' }], at('23:59:30'))).toBe(true);
    expect(insideTradingWindows([{ start: '20:00', end: '24:00' }], at('23:59:30'))).toBe(true);
  });

  it('wraps past midnight when end < start', () => {
    const windows = [{ start: '22:00', end: '02:00' }];
    expect(insideTradingWindows(windows, at('21:59:59'))).toBe(false);
    expect(insideTradingWindows(windows, at('22:00:00'))).toBe(true);
    expect(insideTradingWindows(windows, at('01:59:59'))).toBe(true);
    expect(insideTradingWindows(windows, at('02:00:00'))).toBe(false);
  });

  it('uses the union of several windows and skips malformed or empty ones', () => {
    const windows = [
      { start: '08:00', end: '10:00' },
      { start: '09:30', end: '12:00' },
      { start: '14:00', end: '15:00' },
    ];
    expect(insideTradingWindows(windows, at('11:00:00'))).toBe(true);
    expect(insideTradingWindows(windows, at('13:00:00'))).toBe(false);
    expect(insideTradingWindows(windows, at('14:30:00'))).toBe(true);
    expect(insideTradingWindows([], at('11:00:00'))).toBe(false);
    expect(insideTradingWindows([{ start: 'xx', end: '23:59' }], at('11:00:00'))).toBe(false);
    expect(insideTradingWindows([{ start: '10:00', end: '10:00' }], at('10:00:00'))).toBe(false);
    expect(insideTradingWindows([CONTINUOUS_TRADING_WINDOW], new Date(Number.NaN))).toBe(false);
  });
});

describe('canTradeNow', () => {
  const windows = [{ start: '09:00', end: '12:00' }];

  it('24/5 follows the market hours only', () => {
    const query = { tradingTimeType: TradingTimeType.TwentyFourFive, windows, at: at('15:00:00') };
    expect(canTradeNow({ ...query, marketOpen: true })).toBe(true);
    expect(canTradeNow({ ...query, marketOpen: false })).toBe(false);
    expect(tradingClosedReason({ ...query, marketOpen: false })).toBe('Market is not open!');
  });

  it('Trading Windows needs the market open and the time inside a window', () => {
    const query = { tradingTimeType: TradingTimeType.TradingWindows, windows };
    expect(canTradeNow({ ...query, marketOpen: true, at: at('10:00:00') })).toBe(true);
    expect(canTradeNow({ ...query, marketOpen: false, at: at('10:00:00') })).toBe(false);
    expect(canTradeNow({ ...query, marketOpen: true, at: at('15:00:00') })).toBe(false);
    expect(tradingClosedReason({ ...query, marketOpen: true, at: at('15:00:00') })).toBe(
      TRADING_WINDOW_MESSAGES.outsideWindows,
    );
    expect(tradingClosedReason({ ...query, marketOpen: true, at: at('10:00:00') })).toBeNull();
  });

  it('ignores windows in a historical session (real-time only)', () => {
    const query = {
      tradingTimeType: TradingTimeType.TradingWindows,
      windows,
      marketOpen: true,
      at: at('15:00:00'),
      scenarioType: ScenarioType.Historical,
    };
    expect(canTradeNow(query)).toBe(true);
    expect(canTradeNow({ ...query, scenarioType: ScenarioType.RealTime })).toBe(false);
  });
});
