import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/domain-error';
import { fromMinor, minorUnits, roundDecimal, roundHalfEven, toFixedDecimal, toMinor } from '../../domain/money';

describe('roundHalfEven (decimal representation)', () => {
  it('rounds exact ties to the even neighbour', () => {
    expect(roundHalfEven(0.125, 2)).toBe(0.12);
    expect(roundHalfEven(0.135, 2)).toBe(0.14);
    expect(roundHalfEven(2.5, 0)).toBe(2);
    expect(roundHalfEven(3.5, 0)).toBe(4);
    expect(roundHalfEven(-2.5, 0)).toBe(-2);
    expect(roundHalfEven(-0.125, 2)).toBe(-0.12);
  });

  it('treats numbers as the decimal that was written, not their binary value', () => {
    // 2.675 is stored as 2.67499999999999982...; binary rounding would give 2.67.
    expect(roundHalfEven(2.675, 2)).toBe(2.68);
    // 1.005 is stored as 1.00499999999999989...; as a decimal it is a tie and 0 is even.
    expect(roundHalfEven(1.005, 2)).toBe(1);
    expect(roundHalfEven(1.015, 2)).toBe(1.02);
    expect(roundHalfEven(0.1 + 0.2, 2)).toBe(0.3);
  });

  it('rounds non-ties to the nearest', () => {
    expect(roundHalfEven(0.1251, 2)).toBe(0.13);
    expect(roundHalfEven(0.1249, 2)).toBe(0.12);
    expect(roundHalfEven(123.456, 0)).toBe(123);
  });

  it('handles exponent notation at both ends', () => {
    expect(roundHalfEven(1.5e-7, 7)).toBe(2e-7);
    expect(roundHalfEven(2.5e-7, 7)).toBe(2e-7);
    expect(roundHalfEven(1e-9, 2)).toBe(0);
    expect(roundHalfEven(1e21, 2)).toBe(1e21);
  });

  it('rejects bad input', () => {
    expect(() => roundHalfEven(Number.NaN, 2)).toThrow(DomainError);
    expect(() => roundHalfEven(Infinity, 2)).toThrow(DomainError);
    expect(() => roundHalfEven(1, -1)).toThrow(DomainError);
    expect(() => roundHalfEven(1, 1.5)).toThrow(DomainError);
    expect(() => roundHalfEven(1, 21)).toThrow(DomainError);
  });
});

describe('toFixedDecimal', () => {
  it('gives plain fixed text without exponent or negative zero', () => {
    expect(toFixedDecimal(1234.5, 2)).toBe('1234.50');
    expect(toFixedDecimal(-0.001, 2)).toBe('0.00');
    expect(toFixedDecimal(-0, 2)).toBe('0.00');
    expect(toFixedDecimal(1e21, 0)).toBe('1000000000000000000000');
    expect(toFixedDecimal(1.5e-7, 8)).toBe('0.00000015');
    expect(toFixedDecimal(0.5, 0)).toBe('0');
  });

  it('supports the other rounding modes', () => {
    expect(toFixedDecimal(0.125, 2, 'halfExpand')).toBe('0.13');
    expect(toFixedDecimal(-0.125, 2, 'halfExpand')).toBe('-0.13');
    expect(toFixedDecimal(-1.001, 2, 'floor')).toBe('-1.01');
    expect(toFixedDecimal(1.009, 2, 'floor')).toBe('1.00');
    expect(toFixedDecimal(-1.009, 2, 'trunc')).toBe('-1.00');
    expect(roundDecimal(2.345, 2, 'halfExpand')).toBe(2.35);
  });

  it('scales by powers of ten on the digits', () => {
    expect(toFixedDecimal(0.145, 0, 'halfExpand', 2)).toBe('15'); // 0.145 × 100 is 14.499999999999998 in binary
    expect(toFixedDecimal(123456789, 2, 'halfExpand', -6)).toBe('123.46');
    expect(toFixedDecimal(0.0123, 1, 'halfExpand', 4)).toBe('123.0');
    expect(toFixedDecimal(0.15, 0, 'floor', 2)).toBe('15');
  });
});

describe('minor units (ISO 4217)', () => {
  it('knows the reporting currencies', () => {
    expect(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR'].map(minorUnits)).toEqual([2, 2, 2, 0, 2, 2]);
  });

  it('knows 0- and 3-decimal currencies and defaults to 2', () => {
    expect(minorUnits('KRW')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('BHD')).toBe(3);
    expect(minorUnits('ZAR')).toBe(2);
    expect(minorUnits(' usd ')).toBe(2);
  });

  it('rejects malformed codes', () => {
    expect(() => minorUnits('US')).toThrow(DomainError);
    expect(() => minorUnits('US1')).toThrow(DomainError);
  });
});

describe('toMinor / fromMinor', () => {
  it('rounds a booking once, half to even', () => {
    expect(toMinor(12.345, 'USD')).toBe(1234);
    expect(toMinor(12.355, 'USD')).toBe(1236);
    expect(toMinor(2.675, 'EUR')).toBe(268);
    expect(toMinor(1234.5, 'JPY')).toBe(1234);
    expect(toMinor(1235.5, 'JPY')).toBe(1236);
    expect(toMinor(1.2345, 'KWD')).toBe(1234);
    expect(toMinor(-0.015, 'USD')).toBe(-2);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0.005, 'USD'), 0)).toBe(true);
    expect(Object.is(fromMinor(-0, 'USD'), 0)).toBe(true);
  });

  it('keeps large session amounts exact and refuses unsafe ones', () => {
    expect(toMinor(100_000_000, 'USD')).toBe(10_000_000_000);
    expect(toMinor(1_500_000_000_000.25, 'IDR')).toBe(150_000_000_000_025);
    expect(() => toMinor(1e17, 'USD')).toThrow(DomainError);
  });

  it('converts back to major units', () => {
    expect(fromMinor(12345, 'USD')).toBe(123.45);
    expect(fromMinor(1234, 'JPY')).toBe(1234);
    expect(fromMinor(-5, 'GBP')).toBe(-0.05);
    expect(() => fromMinor(1.5, 'USD')).toThrow(DomainError);
  });

  it('round-trips amounts already in minor-unit precision', () => {
    for (const amount of [0.01, 0.1, 0.29, 1.15, 19.99, 1234.56, 99_999_999.99]) {
      expect(fromMinor(toMinor(amount, 'USD'), 'USD')).toBe(amount);
    }
  });
});
