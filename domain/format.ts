/**
 * Display formatting shared by every screen and by the server's CSV exports (spec 002 §9
 * "Formatting", 001 §9, 000 §9). Pure functions, no locale lookup: output is identical in
 * every browser and in the worker, so a figure on screen matches the same figure in a CSV.
 *
 * Conventions (decided here, not in the spec):
 * - Numbers use '.' as decimal point and ',' as thousands separator (en-US style).
 * - Negative numbers use the ASCII hyphen-minus '-', not U+2212, so exported CSV cells
 *   stay numeric in spreadsheets.
 * - Display rounding is half away from zero (the usual convention), on the number's shortest
 *   decimal representation (see money.ts). Money is the exception: it rounds half to even, like
 *   a booking, so a displayed balance always equals the booked one.
 * - A missing value (null, undefined, NaN) shows as MISSING ('-'), except metrics, which show 'N/A'
 *   as the spec requires.
 */
import { DomainError } from './domain-error';
import type { Resourcetype } from './enums';
import { NAME_TRUNCATE_LENGTH } from './constants';
import { minorUnits, toFixedDecimal, type RoundingMode } from './money';

/** Placeholder for a value that is not available. */
export const MISSING = '-';
/** Spec: metric values outside −100 to 100 display as N/A. */
export const METRIC_NOT_AVAILABLE = 'N/A';
export const METRIC_DISPLAY_BOUND = 100;
export const SHORTING_NOT_ALLOWED = 'Shorting not allowed';

type Numeric = number | null | undefined;

function isPresent(value: Numeric): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Inserts ',' every three integer digits of a plain decimal string ('-1234567.5' → '-1,234,567.5'). */
function groupThousands(text: string): string {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const dot = body.indexOf('.');
  const intPart = dot === -1 ? body : body.slice(0, dot);
  const rest = dot === -1 ? '' : body.slice(dot);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${rest}`;
}

/** Drops trailing fraction zeros down to `minDecimals` ('0.12000' → '0.12', '65000.00000' → '65000.00'). */
function trimFraction(text: string, minDecimals: number): string {
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  let end = text.length;
  while (end > dot + 1 + minDecimals && text[end - 1] === '0') end -= 1;
  if (end === dot + 1) end = dot; // no fraction digits left: drop the point too
  return text.slice(0, end);
}

export interface NumberFormatOptions {
  /** Fraction digits shown (maximum, when minDecimals is lower). */
  decimals: number;
  /** Trailing zeros are trimmed down to this many digits; defaults to `decimals` (fixed). */
  minDecimals?: number;
  /** Thousands separators; default true. */
  grouping?: boolean;
  /** Multiply by 10^shift before rounding, done on the decimal digits (percent: 2, millions: −6). */
  shift?: number;
  mode?: RoundingMode;
}

/** The one number formatter behind all others; `MISSING` for a missing or non-finite value. */
export function formatNumber(value: Numeric, options: NumberFormatOptions): string {
  if (!isPresent(value)) return MISSING;
  const { decimals, minDecimals = decimals, grouping = true, shift = 0, mode = 'halfExpand' } = options;
  let text = toFixedDecimal(value, decimals, mode, shift);
  if (minDecimals < decimals) text = trimFraction(text, minDecimals);
  return grouping ? groupThousands(text) : text;
}

function checkDigits(digits: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(digits) || digits < min || digits > max) {
    throw new DomainError('INVALID_INPUT', `${what} must be an integer from ${min} to ${max}, got ${digits}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Metrics

/**
 * Metric tile value (Sharpe, beta, VaR, volatility ...). Spec: values outside −100 to 100 display
 * as 'N/A' (such values come from degenerate inputs, e.g. a near-zero volatility); the bounds
 * themselves are shown. Missing or non-finite values are 'N/A' too. Default 2 decimals, 0–4 allowed.
 */
export function formatMetric(value: Numeric, digits = 2): string {
  checkDigits(digits, 0, 4, 'Metric digits');
  if (!isPresent(value) || Math.abs(value) > METRIC_DISPLAY_BOUND) return METRIC_NOT_AVAILABLE;
  return formatNumber(value, { decimals: digits });
}

// ---------------------------------------------------------------------------------------------
// Prices

export interface PricedAsset {
  resourcetype: Resourcetype | string;
  ticker?: string | null;
  /** Quote currency of an FX pair; when given it decides whether the pair is a JPY pair. */
  variable_currency?: string | null;
}

/** Crypto prices show up to this many decimals (spec: "Crypto max 5"), at least 2. */
export const CRYPTO_MAX_DECIMALS = 5;
export const CRYPTO_MIN_DECIMALS = 2;

/**
 * True when an FX pair (or forward) is quoted in yen: its quote currency is JPY.
 * Tickers are normalised first: 'USDJPY', 'usd/jpy', 'USDJPY 1M' and the forward code 'JPY 1M'
 * all count; 'JPYUSD' (yen as base, a small number) does not.
 */
export function isJpyQuoted(asset: Pick<PricedAsset, 'ticker' | 'variable_currency'>): boolean {
  if (asset.variable_currency) return asset.variable_currency.trim().toUpperCase() === 'JPY';
  const firstToken = (asset.ticker ?? '').trim().toUpperCase().split(/\s+/)[0] ?? '';
  return firstToken.replace(/[^A-Z]/g, '').endsWith('JPY');
}

const BOND_LIKE_PRICES = new Set(['GovtBond', 'CorporateBond', 'HTMBond', 'AFSBond', 'TBill', 'Repo', 'Yields']);

/**
 * Decimals of a price display.
 * - Crypto: at most 5 (see formatPrice: trailing zeros trimmed to 2).
 * - FxForwards: 4, but 2 when quoted in yen (spec names USDJPY and 'JPY 1M'; any yen-quoted
 *   forward is treated alike, as for spot).
 * - FX: 2 for JPY pairs, 4 otherwise.
 * - Bonds, T-bills, repo rates and yields: 3. Bond prices are percent of par (101.125), T-bill
 *   prices are shown with 3 decimals in the spec's contract tables.
 * - Equities, ETFs, index funds, metals, options, CDS and anything else: 2.
 */
export function priceDecimals(asset: PricedAsset): number {
  switch (asset.resourcetype) {
    case 'Crypto':
      return CRYPTO_MAX_DECIMALS;
    case 'FxForwards':
    case 'FX':
      return isJpyQuoted(asset) ? 2 : 4;
    default:
      return BOND_LIKE_PRICES.has(asset.resourcetype) ? 3 : 2;
  }
}

/**
 * Price with the asset's decimals and thousands separators: 1234.5 EURUSD → '1,234.5000'.
 * Crypto shows up to 5 decimals with trailing zeros trimmed but at least 2: 65000 → '65,000.00',
 * 0.123456 → '0.12346'.
 */
export function formatPrice(value: Numeric, asset: PricedAsset): string {
  const decimals = priceDecimals(asset);
  const minDecimals = asset.resourcetype === 'Crypto' ? CRYPTO_MIN_DECIMALS : decimals;
  return formatNumber(value, { decimals, minDecimals });
}

/** CDS rates are shown in basis points (rate × 10,000; spec 001 §9): 0.0123 → '123.00'. */
export function formatBasisPoints(rate: Numeric, digits = 2): string {
  checkDigits(digits, 0, 4, 'Basis point digits');
  return formatNumber(rate, { decimals: digits, shift: 4 });
}

// ---------------------------------------------------------------------------------------------
// Amounts

/** "Display in millions divides by 1e6" (no unit suffix: the column says millions). 123456789 → '123.46'. */
export function formatMillions(value: Numeric, digits = 2): string {
  checkDigits(digits, 0, 6, 'Millions digits');
  return formatNumber(value, { decimals: digits, shift: -6 });
}

/** A fraction as percent with 0 to 3 digits (spec): 0.1234 → '12.34%'; 0.145 with 0 digits → '15%'. */
export function formatPercent(fraction: Numeric, digits = 2): string {
  checkDigits(digits, 0, 3, 'Percent digits');
  const text = formatNumber(fraction, { decimals: digits, shift: 2 });
  return text === MISSING ? MISSING : `${text}%`;
}

/**
 * Amount with its currency code and the currency's minor units (ISO 4217, see money.ts), rounded
 * half to even like a booking: formatMoney(1234.5, 'USD') → 'USD 1,234.50', (1234.5, 'JPY') → 'JPY 1,234'
 * (half to even: 1234.5 → 1234), negative → 'USD -1,234.50'.
 */
export function formatMoney(amount: Numeric, currency: string): string {
  const code = currency.trim().toUpperCase();
  if (!isPresent(amount)) return MISSING;
  return `${code} ${formatNumber(amount, { decimals: minorUnits(code), mode: 'halfEven' })}`;
}

/**
 * Profit-and-loss amount with an explicit sign, so that gains and losses are distinguishable
 * without colour: 'USD +1,234.50', 'USD -1,234.50'. An amount that rounds to zero has no sign ('USD 0.00').
 */
export function formatSignedMoney(amount: Numeric, currency: string): string {
  const text = formatMoney(amount, currency);
  if (!isPresent(amount) || amount <= 0) return text; // '-' already present, or zero
  const [code, number = ''] = text.split(' ');
  return /[1-9]/.test(number) ? `${code} +${number}` : text;
}

// ---------------------------------------------------------------------------------------------
// Dates and durations

export interface DateFormatOptions {
  /** Append ' HH:mm'. */
  time?: boolean;
  /** Append ':ss' (implies time). */
  seconds?: boolean;
  /** Append '.SSS' (implies seconds). */
  ms?: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * 'YYYY-MM-DD' with optional ' HH:mm', ':ss', '.SSS', always in UTC (the platform's clock: market
 * hours and trading windows are GMT too). Accepts a Date, epoch milliseconds or an ISO string;
 * null/undefined/'' → MISSING; an unparseable value throws DomainError INVALID_DATES.
 */
export function formatDate(value: Date | string | number | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError('INVALID_DATES', `Invalid date: ${String(value)}`);
  const showMs = options.ms === true;
  const showSeconds = showMs || options.seconds === true;
  const showTime = showSeconds || options.time === true;
  const year = date.getUTCFullYear();
  const yearText = year >= 0 && year <= 9999 ? pad(year, 4) : String(year);
  let text = `${yearText}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (showTime) text += ` ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  if (showSeconds) text += `:${pad(date.getUTCSeconds())}`;
  if (showMs) text += `.${pad(date.getUTCMilliseconds(), 3)}`;
  return text;
}

function checkSeconds(seconds: number): void {
  if (!Number.isFinite(seconds)) throw new DomainError('INVALID_INPUT', `Seconds must be finite, got ${seconds}`);
}

/**
 * Historical step time as 'NNm:NNs' (spec): 125 → '02m:05s'. Fractions of a second are dropped,
 * negatives show as '00m:00s', minutes are not capped at 59 (6000 → '100m:00s').
 */
export function formatHistoricalStep(seconds: number): string {
  checkSeconds(seconds);
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}m:${pad(whole % 60)}s`;
}

/**
 * Countdown 'mm:ss' (e.g. the delay status). Rounds up so '00:00' appears only when the time is
 * really over; minutes are not capped (3600 → '60:00'); negatives show as '00:00'.
 */
export function formatCountdown(seconds: number): string {
  checkSeconds(seconds);
  const whole = Math.max(0, Math.ceil(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

// ---------------------------------------------------------------------------------------------
// Texts

export const ELLIPSIS = '…';

/**
 * Names in lists are truncated at 25 characters (spec). The result, ellipsis included, is at most
 * `max` characters, so columns keep a fixed width; characters are counted as code points so an
 * emoji or accented letter is never cut in half; whitespace before the ellipsis is dropped.
 */
export function truncateName(name: string | null | undefined, max: number = NAME_TRUNCATE_LENGTH): string {
  checkDigits(max, 1, Number.MAX_SAFE_INTEGER, 'Maximum length');
  const text = name ?? '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - 1).join('').trimEnd() + ELLIPSIS;
}

/**
 * Short limit shown for a session (spec 000 §9): floor(100 × (1 + short_sell_leverage)) percent,
 * or 'Shorting not allowed'. Default leverage 0.3 → '130%'. Computed on decimal digits so that
 * 0.15 gives '115%' (binary 100 × 1.15 is 114.99999999999999).
 * The original product hard-coded session 866 to 100%; that quirk is deliberately not reproduced.
 */
export function shortLimitText(allowShortSell: boolean, shortSellLeverage: number): string {
  if (!allowShortSell) return SHORTING_NOT_ALLOWED;
  if (!Number.isFinite(shortSellLeverage)) throw new DomainError('INVALID_INPUT', `Invalid short-sell leverage ${shortSellLeverage}`);
  // floor(100 × (1 + l)) = 100 + floor(100 × l) because 100 is an integer.
  return `${100 + Number(toFixedDecimal(shortSellLeverage, 0, 'floor', 2))}%`;
}

// ---------------------------------------------------------------------------------------------
// Blotter

/** Shown in the blotter when an order has no execution or cancellation time (spec 001 §2). */
export const NO_TIMESTAMP = '--';

/**
 * A blotter quantity, signed by direction (spec 001 §2): '+' for a buy, '-' for a sell or a
 * short sell (transaction 0 is Buy). formatSignedQuantity(1500, 0) → '+1,500', (1500, 2) → '-1,500'.
 */
export function signedQuantity(quantity: number, transaction: number): number {
  return transaction === 0 ? quantity : -quantity;
}

export function formatSignedQuantity(quantity: Numeric, transaction: number): string {
  if (!isPresent(quantity)) return MISSING;
  const text = formatNumber(Math.abs(quantity), { decimals: 0 });
  return `${transaction === 0 ? '+' : '-'}${text}`;
}

/** Order resourcetypes as the blotter's Order type column names them. */
export const ORDER_TYPE_LABELS: Record<string, string> = {
  MarketOrder: 'Market',
  LimitOrder: 'Limit',
  MarketOnOpenOrder: 'Market on open',
  MarketOnCloseOrder: 'Market on close',
};
