/**
 * Turns the calculator's form state into `{ result }` or `{ error }` with the domain's
 * `bondAnalytics`. Input is checked here first, so that every message names a field in the
 * words of the form ('Enter a coupon rate.'); the domain's own errors are the fallback.
 * Loaded after the page's first paint (use-bond-calculation.ts), with the bond maths and the
 * number formatting it pulls in.
 */
import { bondAnalytics, dayNumber, parseIsoDate, type BondAnalytics, type BondInput } from '@domain/bonds';
import { DomainError } from '@domain/domain-error';
import { formatNumber } from '@domain/format';
import { type BondFormState, type SolveFrom } from './bond-form';

export type BondField = 'settlement' | 'maturity' | 'couponPct' | 'redemption' | 'yieldPct' | 'cleanPrice';

export type BondCalculation =
  | { result: BondAnalytics; solveFrom: SolveFrom; error?: undefined }
  | { error: string; field?: BondField; result?: undefined };

export const MESSAGES = {
  settlementRequired: 'Enter a settlement date.',
  settlementInvalid: 'Enter a valid settlement date (year-month-day).',
  maturityRequired: 'Enter a maturity date.',
  maturityInvalid: 'Enter a valid maturity date (year-month-day).',
  maturityNotAfterSettlement: 'Maturity must be after settlement.',
  couponRequired: 'Enter a coupon rate.',
  couponInvalid: 'Coupon must be a number, like 5.75.',
  couponNegative: 'Coupon must not be negative.',
  redemptionRequired: 'Enter a redemption amount.',
  redemptionInvalid: 'Redemption must be a number, like 100.',
  redemptionNotPositive: 'Redemption must be greater than 0.',
  yieldRequired: 'Enter a yield.',
  yieldInvalid: 'Yield must be a number, like 6.5.',
  yieldOutOfRange: 'Yield must be between -90% and 1,000%.',
  priceRequired: 'Enter a clean price.',
  priceInvalid: 'Clean price must be a number, like 98.5.',
  priceNotPositive: 'Price must be positive.',
  tooLarge: 'These inputs give figures too large to compute. Check the yield.',
  unexpected: 'The bond could not be priced with these inputs.',
} as const;

/** domain/bonds.ts YIELD_SEARCH_MIN and YIELD_SEARCH_MAX (not exported), in percent. */
export const YIELD_MIN_PCT = -90;
export const YIELD_MAX_PCT = 1000;

class InputError extends Error {
  constructor(
    readonly field: BondField,
    message: string,
  ) {
    super(message);
  }
}

/** Plain decimal numbers only ('5', '-0.25', '.5', '5.'): no exponents, no thousands separators. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function parseNumber(text: string, field: BondField, required: string, invalid: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new InputError(field, required);
  const value = Number(trimmed);
  if (!DECIMAL.test(trimmed) || !Number.isFinite(value)) throw new InputError(field, invalid);
  return value;
}

/** The day number of a 'YYYY-MM-DD' calendar date (the domain's parser: 2023-02-30 is no date). */
function checkDate(text: string, field: BondField, required: string, invalid: string): number {
  if (text === '') throw new InputError(field, required);
  try {
    return dayNumber(parseIsoDate(text, field));
  } catch {
    throw new InputError(field, invalid);
  }
}

/** The domain's input, or an InputError naming the first field that is wrong (in form order). */
function toBondInput(form: BondFormState): BondInput {
  const settlementDay = checkDate(form.settlement, 'settlement', MESSAGES.settlementRequired, MESSAGES.settlementInvalid);
  const maturityDay = checkDate(form.maturity, 'maturity', MESSAGES.maturityRequired, MESSAGES.maturityInvalid);
  if (maturityDay <= settlementDay) throw new InputError('maturity', MESSAGES.maturityNotAfterSettlement);
  const couponPct = parseNumber(form.couponPct, 'couponPct', MESSAGES.couponRequired, MESSAGES.couponInvalid);
  if (couponPct < 0) throw new InputError('couponPct', MESSAGES.couponNegative);
  const redemption = parseNumber(form.redemption, 'redemption', MESSAGES.redemptionRequired, MESSAGES.redemptionInvalid);
  if (redemption <= 0) throw new InputError('redemption', MESSAGES.redemptionNotPositive);
  const base = { settlement: form.settlement, maturity: form.maturity, couponPct, frequency: form.frequency, dayCount: form.dayCount, redemption };

  if (form.solveFrom === 'yield') {
    const yieldPct = parseNumber(form.yieldPct, 'yieldPct', MESSAGES.yieldRequired, MESSAGES.yieldInvalid);
    // The range in which the domain solves a yield from a price, so that every yield entered here
    // gives a price that solves back to it (the domain itself takes any yield above −100·f %,
    // where prices reach 10^40 and beyond).
    if (yieldPct < YIELD_MIN_PCT || yieldPct > YIELD_MAX_PCT) throw new InputError('yieldPct', MESSAGES.yieldOutOfRange);
    return { ...base, yieldPct };
  }
  const cleanPrice = parseNumber(form.cleanPrice, 'cleanPrice', MESSAGES.priceRequired, MESSAGES.priceInvalid);
  // The domain accepts 0 (it then solves a yield near 1,000 %); a zero price is no quote.
  if (cleanPrice <= 0) throw new InputError('cleanPrice', MESSAGES.priceNotPositive);
  return { ...base, cleanPrice };
}

/** 'No yield' message for a price outside what any yield in the domain's search range produces. */
function noYieldMessage(input: BondInput): string {
  const price = formatNumber(input.cleanPrice, { decimals: 6, minDecimals: 2 });
  let side = '';
  try {
    // The price is either above the price at a deeply negative yield or below the one at a huge
    // yield; the price at the coupon rate (par for a par redemption) is between the two.
    const atCoupon = bondAnalytics({ ...input, cleanPrice: undefined, yieldPct: input.couponPct });
    side = (input.cleanPrice ?? 0) > atCoupon.cleanPrice ? ' It is too high for this bond.' : ' It is too low for this bond.';
  } catch {
    // Keep the plain message.
  }
  return `No yield produces a clean price of ${price}.${side}`;
}

function allFinite(result: BondAnalytics): boolean {
  return Object.values(result).every((value) => Number.isFinite(value));
}

/** Pure: form state → `{ result }` (with what was solved from) or `{ error }` (one message). */
export function calculateBond(form: BondFormState): BondCalculation {
  let input: BondInput;
  try {
    input = toBondInput(form);
  } catch (error) {
    if (error instanceof InputError) return { error: error.message, field: error.field };
    throw error;
  }
  try {
    const result = bondAnalytics(input);
    if (!allFinite(result)) return { error: MESSAGES.tooLarge, field: form.solveFrom === 'yield' ? 'yieldPct' : 'cleanPrice' };
    return { result, solveFrom: form.solveFrom };
  } catch (error) {
    if (error instanceof DomainError) {
      if (error.code === 'NO_YIELD') return { error: noYieldMessage(input), field: 'cleanPrice' };
      if (error.code === 'INVALID_DATES') return { error: MESSAGES.maturityNotAfterSettlement, field: 'maturity' };
      return { error: error.message };
    }
    return { error: MESSAGES.unexpected };
  }
}
