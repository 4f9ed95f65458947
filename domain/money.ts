/**
 * Money arithmetic and decimal rounding.
 *
 * Bookkeeping rule: cash is kept in integer minor units of its currency (cents, yen, ...),
 * and every booking rounds exactly once, half to even ("banker's rounding"), so that
 * rounding errors do not drift in one direction over many bookings.
 *
 * Rounding works on the *shortest decimal representation* of a number (what `String(x)`
 * prints), not on its exact binary value. A user who types 2.675 means 2.675, although
 * the nearest double is 2.67499999999999982236431605997495353221893310546875; rounding
 * the binary value would give 2.67, rounding what was typed gives 2.68. Scaling by powers
 * of ten (percent, millions, basis points) also happens on the decimal digits, so
 * 0.145 → 14.5 % exactly instead of 14.499999999999998.
 */

import { DomainError } from './domain-error';

/**
 * `halfEven`: ties go to the even neighbour (bookkeeping). `halfExpand`: ties away from zero
 * (the usual display rule, and Intl.NumberFormat's default). `floor`: towards −∞. `trunc`: towards 0.
 */
export type RoundingMode = 'halfEven' | 'halfExpand' | 'floor' | 'trunc';

/** Largest number of fraction digits accepted; beyond it doubles carry no information anyway. */
export const MAX_DECIMALS = 20;

/** A non-negative decimal: value = digits × 10^(point − digits.length). */
interface DecimalDigits {
  negative: boolean;
  digits: string;
  point: number;
}

function decimalOf(x: number): DecimalDigits {
  if (!Number.isFinite(x)) throw new DomainError('INVALID_INPUT', `Cannot round a non-finite number (${x})`);
  const text = String(Math.abs(x)); // shortest round-trip representation, e.g. '2.675', '1e+21', '1.5e-7'
  const [mantissa = '0', exponentText] = text.split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + (exponentText === undefined ? 0 : Number(exponentText));
  while (digits.length > 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
    point -= 1;
  }
  return { negative: x < 0, digits, point };
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new DomainError('INVALID_INPUT', `decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

/**
 * Rounds x × 10^shift to `decimals` fraction digits and returns the integer
 * round(x × 10^(shift + decimals)) as a digit string plus its sign.
 */
function roundToScaledInteger(
  x: number,
  decimals: number,
  mode: RoundingMode,
  shift: number,
): { negative: boolean; integer: bigint } {
  checkDecimals(decimals);
  if (!Number.isInteger(shift)) throw new DomainError('INVALID_INPUT', `shift must be an integer, got ${shift}`);
  const { negative, digits, point } = decimalOf(x);
  const keep = point + shift + decimals; // how many leading digits form the integer part
  if (keep >= digits.length) {
    return { negative, integer: BigInt(digits + '0'.repeat(keep - digits.length)) };
  }
  const kept = keep > 0 ? digits.slice(0, keep) : '';
  const dropped = keep > 0 ? digits.slice(keep) : '0'.repeat(-keep) + digits;
  const exact = /^0*$/.test(dropped);
  let integer = BigInt(kept === '' ? '0' : kept);
  if (!exact) {
    const first = dropped.charCodeAt(0) - 48;
    const tie = first === 5 && /^0*$/.test(dropped.slice(1));
    const aboveHalf = first > 5 || (first === 5 && !tie);
    let up: boolean;
    switch (mode) {
      case 'halfEven':
        up = aboveHalf || (tie && integer % 2n === 1n);
        break;
      case 'halfExpand':
        up = aboveHalf || tie;
        break;
      case 'floor':
        up = negative; // we work on the magnitude: towards −∞ grows a negative magnitude
        break;
      case 'trunc':
        up = false;
        break;
    }
    if (up) integer += 1n;
  }
  return { negative, integer };
}

/**
 * Rounds `x × 10^shift` to exactly `decimals` fraction digits and returns plain decimal text
 * ('-1234.50'), never exponent notation and never '-0.00'. The building block of every
 * number display (see format.ts) and of `toMinor`.
 */
export function toFixedDecimal(x: number, decimals: number, mode: RoundingMode = 'halfEven', shift = 0): string {
  const { negative, integer } = roundToScaledInteger(x, decimals, mode, shift);
  let text = integer.toString().padStart(decimals + 1, '0');
  if (decimals > 0) text = `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  return negative && integer !== 0n ? `-${text}` : text;
}

/** Rounds x to `decimals` fraction digits in the given mode (decimal-representation semantics, see above). */
export function roundDecimal(x: number, decimals: number, mode: RoundingMode): number {
  return Number(toFixedDecimal(x, decimals, mode));
}

/** Half-to-even rounding of the decimal representation: 0.125 → 0.12, 0.135 → 0.14, 2.675 → 2.68. */
export function roundHalfEven(x: number, decimals: number): number {
  return roundDecimal(x, decimals, 'halfEven');
}

/**
 * ISO 4217 minor units of the currencies that differ from the common 2 decimals.
 * IDR is 2 in ISO 4217 although prices are commonly written without decimals; we follow the
 * standard so that bookings of any IDR amount stay exact.
 */
const ZERO_DECIMAL_CURRENCIES = [
  'BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
];
const THREE_DECIMAL_CURRENCIES = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
const FOUR_DECIMAL_CURRENCIES = ['CLF', 'UYW'];

/**
 * Number of decimals of a currency's minor unit (ISO 4217): USD, EUR, GBP, CHF, IDR 2; JPY, KRW 0;
 * KWD, BHD 3. Any other well-formed 3-letter code gets 2, as almost all ISO currencies do.
 */
/** Memoised: every booking and every revaluation asks, and the codes in play are few. */
const MINOR_UNITS_CACHE = new Map<string, number>();

export function minorUnits(currency: string): number {
  const cached = MINOR_UNITS_CACHE.get(currency);
  if (cached !== undefined) return cached;
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new DomainError('INVALID_INPUT', `Invalid currency code '${currency}'`);
  let digits = 2;
  if (ZERO_DECIMAL_CURRENCIES.includes(code)) digits = 0;
  else if (THREE_DECIMAL_CURRENCIES.includes(code)) digits = 3;
  else if (FOUR_DECIMAL_CURRENCIES.includes(code)) digits = 4;
  MINOR_UNITS_CACHE.set(currency, digits);
  return digits;
}

/**
 * Amount → integer minor units, rounding once, half to even (the single rounding of a booking).
 * `floor` is for the one exception money.md states: the credited leg of a currency conversion
 * rounds toward the house.
 */
export function toMinor(amount: number, currency: string, mode: RoundingMode = 'halfEven'): number {
  const { negative, integer } = roundToScaledInteger(amount, minorUnits(currency), mode, 0);
  const units = Number(negative ? -integer : integer);
  if (!Number.isSafeInteger(units)) {
    throw new DomainError('INVALID_INPUT', `Amount ${amount} ${currency} is too large to be kept exactly in minor units`);
  }
  return units === 0 ? 0 : units; // never -0
}

/** Integer minor units → amount in major units (e.g. 12345 USD cents → 123.45). */
export function fromMinor(units: number, currency: string): number {
  if (!Number.isSafeInteger(units)) throw new DomainError('INVALID_INPUT', `Minor units must be a safe integer, got ${units}`);
  const amount = units / 10 ** minorUnits(currency);
  return amount === 0 ? 0 : amount;
}
