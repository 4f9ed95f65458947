import { describe, expect, it } from 'vitest';
import { SESSION_CREATE_DEFAULTS } from '../../domain/constants';
import { DomainError } from '../../domain/domain-error';
import {
  formatBasisPoints,
  formatCountdown,
  formatDate,
  formatHistoricalStep,
  formatMetric,
  formatMillions,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPrice,
  formatSignedMoney,
  isJpyQuoted,
  priceDecimals,
  shortLimitText,
  truncateName,
} from '../../domain/format';

describe('formatMetric', () => {
  it('shows values from -100 to 100 with 2 decimals', () => {
    expect(formatMetric(1.2345)).toBe('1.23');
    expect(formatMetric(-0.555)).toBe('-0.56');
    expect(formatMetric(100)).toBe('100.00');
    expect(formatMetric(-100)).toBe('-100.00');
    expect(formatMetric(0)).toBe('0.00');
  });

  it("shows 'N/A' outside -100 to 100 and for missing values", () => {
    expect(formatMetric(100.01)).toBe('N/A');
    expect(formatMetric(-100.5)).toBe('N/A');
    expect(formatMetric(1e9)).toBe('N/A');
    expect(formatMetric(null)).toBe('N/A');
    expect(formatMetric(undefined)).toBe('N/A');
    expect(formatMetric(Number.NaN)).toBe('N/A');
    expect(formatMetric(Infinity)).toBe('N/A');
  });

  it('takes 0 to 4 digits', () => {
    expect(formatMetric(0.12345, 4)).toBe('0.1235');
    expect(formatMetric(12.5, 0)).toBe('13');
    expect(() => formatMetric(1, 5)).toThrow(DomainError);
  });
});

describe('priceDecimals', () => {
  it('gives crypto at most 5', () => {
    expect(priceDecimals({ resourcetype: 'Crypto', ticker: 'BTCUSD' })).toBe(5);
  });

  it('gives FX 2 for JPY pairs and 4 otherwise', () => {
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'USDJPY' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'EURJPY' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'usd/jpy' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'EURUSD' })).toBe(4);
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'GBPUSD' })).toBe(4);
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'JPYUSD' })).toBe(4);
    expect(priceDecimals({ resourcetype: 'FX', ticker: 'XXX', variable_currency: 'JPY' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FX', ticker: null })).toBe(4);
  });

  it("gives FX forwards 4, but 2 for USDJPY and 'JPY 1M'", () => {
    expect(priceDecimals({ resourcetype: 'FxForwards', ticker: 'USDJPY' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FxForwards', ticker: 'JPY 1M' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FxForwards', ticker: 'USDJPY 3M' })).toBe(2);
    expect(priceDecimals({ resourcetype: 'FxForwards', ticker: 'EURUSD 1M' })).toBe(4);
    expect(priceDecimals({ resourcetype: 'FxForwards', ticker: 'GBP 1M' })).toBe(4);
  });

  it('gives bonds and T-bills 3, equities, ETFs and metals 2', () => {
    for (const resourcetype of ['GovtBond', 'CorporateBond', 'HTMBond', 'AFSBond', 'TBill']) {
      expect(priceDecimals({ resourcetype })).toBe(3);
    }
    for (const resourcetype of ['Equity', 'ETF', 'Metal', 'IndexFund', 'Option']) {
      expect(priceDecimals({ resourcetype })).toBe(2);
    }
  });

  it('recognises yen-quoted tickers', () => {
    expect(isJpyQuoted({ ticker: ' usdjpy 1m ' })).toBe(true);
    expect(isJpyQuoted({ ticker: 'JPYUSD' })).toBe(false);
    expect(isJpyQuoted({ ticker: 'USDJPY', variable_currency: 'USD' })).toBe(false);
  });
});

describe('formatPrice', () => {
  it('uses the asset decimals with thousands separators', () => {
    expect(formatPrice(1.08456, { resourcetype: 'FX', ticker: 'EURUSD' })).toBe('1.0846');
    expect(formatPrice(151.2345, { resourcetype: 'FX', ticker: 'USDJPY' })).toBe('151.23');
    expect(formatPrice(151.2345, { resourcetype: 'FxForwards', ticker: 'JPY 1M' })).toBe('151.23');
    expect(formatPrice(1234567.891, { resourcetype: 'Equity' })).toBe('1,234,567.89');
    expect(formatPrice(101.1255, { resourcetype: 'GovtBond' })).toBe('101.126');
    expect(formatPrice(-1234.5, { resourcetype: 'Equity' })).toBe('-1,234.50');
    expect(formatPrice(-0.001, { resourcetype: 'Equity' })).toBe('0.00');
  });

  it('shows crypto with up to 5 decimals, trailing zeros trimmed to 2', () => {
    const btc = { resourcetype: 'Crypto', ticker: 'BTCUSD' };
    expect(formatPrice(65000, btc)).toBe('65,000.00');
    expect(formatPrice(65000.1, btc)).toBe('65,000.10');
    expect(formatPrice(0.123456, btc)).toBe('0.12346');
    expect(formatPrice(1.5, btc)).toBe('1.50');
    expect(formatPrice(0.000012, btc)).toBe('0.00001');
    expect(formatPrice(-2.000001, btc)).toBe('-2.00');
  });

  it("shows '-' for a missing price", () => {
    expect(formatPrice(null, { resourcetype: 'Equity' })).toBe('-');
    expect(formatPrice(Number.NaN, { resourcetype: 'Equity' })).toBe('-');
  });
});

describe('formatMillions', () => {
  it('divides by 1e6', () => {
    expect(formatMillions(123456789)).toBe('123.46');
    expect(formatMillions(100_000_000)).toBe('100.00');
    expect(formatMillions(1_500_000, 1)).toBe('1.5');
    expect(formatMillions(-2_500_000, 0)).toBe('-3');
    expect(formatMillions(12_345_678_901_234)).toBe('12,345,678.90');
    expect(formatMillions(0)).toBe('0.00');
    expect(formatMillions(null)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('formats a fraction with 0 to 3 digits', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(0.1234, 0)).toBe('12%');
    expect(formatPercent(0.5, 3)).toBe('50.000%');
    expect(formatPercent(-0.0123, 1)).toBe('-1.2%');
    expect(formatPercent(12.5, 0)).toBe('1,250%');
    expect(() => formatPercent(0.1, 4)).toThrow(DomainError);
    expect(() => formatPercent(0.1, -1)).toThrow(DomainError);
  });

  it('scales without binary artefacts', () => {
    expect(formatPercent(0.145, 0)).toBe('15%'); // 0.145 * 100 = 14.499999999999998
    expect(formatPercent(0.07, 2)).toBe('7.00%'); // 0.07 * 100 = 7.000000000000001
  });

  it("shows '-' for a missing value", () => {
    expect(formatPercent(undefined)).toBe('-');
  });
});

describe('formatMoney / formatSignedMoney', () => {
  it('uses the currency code and its minor units, rounding half to even like a booking', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(1234.5, 'JPY')).toBe('JPY 1,234');
    expect(formatMoney(1235.5, 'JPY')).toBe('JPY 1,236');
    expect(formatMoney(1_500_000.25, 'IDR')).toBe('IDR 1,500,000.25');
    expect(formatMoney(0.125, 'usd')).toBe('USD 0.12');
    expect(formatMoney(1.2345, 'KWD')).toBe('KWD 1.234');
    expect(formatMoney(-12, 'CHF')).toBe('CHF -12.00');
    expect(formatMoney(100_000_000, 'GBP')).toBe('GBP 100,000,000.00');
    expect(formatMoney(null, 'USD')).toBe('-');
  });

  it('shows an explicit sign on profit and loss', () => {
    expect(formatSignedMoney(1234.5, 'USD')).toBe('USD +1,234.50');
    expect(formatSignedMoney(-1234.5, 'USD')).toBe('USD -1,234.50');
    expect(formatSignedMoney(250, 'JPY')).toBe('JPY +250');
  });

  it('shows no sign for zero or an amount that rounds to zero', () => {
    expect(formatSignedMoney(0, 'USD')).toBe('USD 0.00');
    expect(formatSignedMoney(0.004, 'USD')).toBe('USD 0.00');
    expect(formatSignedMoney(-0.004, 'USD')).toBe('USD 0.00');
    expect(formatSignedMoney(0.4, 'JPY')).toBe('JPY 0');
    expect(formatSignedMoney(undefined, 'USD')).toBe('-');
  });
});

describe('formatDate', () => {
  const when = new Date('2026-11-21T09:05:07.042Z');

  it('shows year-month-day in UTC', () => {
    expect(formatDate(when)).toBe('2026-11-21');
    expect(formatDate(new Date('2026-11-21T23:59:59+02:00'))).toBe('2026-11-21');
    expect(formatDate(new Date('2026-11-21T23:30:00-02:00'))).toBe('2026-11-22');
  });

  it('adds time, seconds and milliseconds on request', () => {
    expect(formatDate(when, { time: true })).toBe('2026-11-21 09:05');
    expect(formatDate(when, { time: true, seconds: true })).toBe('2026-11-21 09:05:07');
    expect(formatDate(when, { seconds: true })).toBe('2026-11-21 09:05:07');
    expect(formatDate(when, { ms: true })).toBe('2026-11-21 09:05:07.042');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2026-11-21T09:05:07.042Z', { time: true })).toBe('2026-11-21 09:05');
    expect(formatDate(when.getTime(), { ms: true })).toBe('2026-11-21 09:05:07.042');
  });

  it("shows '-' for a missing date and rejects an invalid one", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined, { time: true })).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(() => formatDate('not a date')).toThrow(DomainError);
  });
});

describe('formatHistoricalStep', () => {
  it("shows 'NNm:NNs'", () => {
    expect(formatHistoricalStep(125)).toBe('02m:05s');
    expect(formatHistoricalStep(120)).toBe('02m:00s');
    expect(formatHistoricalStep(0)).toBe('00m:00s');
    expect(formatHistoricalStep(59.9)).toBe('00m:59s');
    expect(formatHistoricalStep(2000)).toBe('33m:20s');
    expect(formatHistoricalStep(6000)).toBe('100m:00s');
    expect(formatHistoricalStep(-5)).toBe('00m:00s');
    expect(() => formatHistoricalStep(Number.NaN)).toThrow(DomainError);
  });
});

describe('formatCountdown', () => {
  it("shows 'mm:ss', rounding up", () => {
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(0.1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3600)).toBe('60:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('truncateName', () => {
  it('keeps names of up to 25 characters', () => {
    const name = 'A'.repeat(25);
    expect(truncateName(name)).toBe(name);
    expect(truncateName('Class 7B')).toBe('Class 7B');
  });

  it('cuts longer names to 25 characters including the ellipsis', () => {
    const result = truncateName('Advanced Portfolio Management 2026');
    expect(result).toBe('Advanced Portfolio Manag…');
    expect(Array.from(result)).toHaveLength(25);
  });

  it('drops whitespace before the ellipsis and never splits a character', () => {
    expect(truncateName('abcdef ghij', 8)).toBe('abcdef…');
    expect(truncateName('😀😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('handles missing names and rejects a bad maximum', () => {
    expect(truncateName(null)).toBe('');
    expect(() => truncateName('abc', 0)).toThrow(DomainError);
  });
});

describe('shortLimitText', () => {
  it('shows floor(100 × (1 + leverage))%, 130% by default', () => {
    expect(shortLimitText(SESSION_CREATE_DEFAULTS.allow_short_sell, SESSION_CREATE_DEFAULTS.short_sell_leverage)).toBe('130%');
    expect(shortLimitText(true, 0)).toBe('100%');
    expect(shortLimitText(true, 1)).toBe('200%');
    expect(shortLimitText(true, 0.333)).toBe('133%');
    expect(shortLimitText(true, 0.15)).toBe('115%'); // binary 100 * 1.15 = 114.99999999999999
    expect(shortLimitText(true, 0.999)).toBe('199%');
  });

  it("shows 'Shorting not allowed' when short selling is off", () => {
    expect(shortLimitText(false, 0.3)).toBe('Shorting not allowed');
  });

  it('rejects a non-finite leverage', () => {
    expect(() => shortLimitText(true, Number.NaN)).toThrow(DomainError);
  });
});

describe('formatBasisPoints and formatNumber', () => {
  it('shows CDS rates in basis points', () => {
    expect(formatBasisPoints(0.0123)).toBe('123.00');
    expect(formatBasisPoints(0.00015, 1)).toBe('1.5');
  });

  it('formats with or without grouping', () => {
    expect(formatNumber(1234567.5, { decimals: 1 })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, { decimals: 1, grouping: false })).toBe('1234567.5');
    expect(formatNumber(999.995, { decimals: 2 })).toBe('1,000.00');
    expect(formatNumber(null, { decimals: 2 })).toBe('-');
  });
});
