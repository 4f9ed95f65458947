/**
 * US Treasury bill quote conversions: bank discount rate, price, money-market yield and
 * bond-equivalent (investment) yield. All rates are decimals (0.05 = 5 %); prices are per 100
 * of face; `days` are actual calendar days from settlement to maturity (1 to 366).
 *
 * Conventions (public contract):
 * - price = 100 × (1 − d × days/360) (bank discount basis, ACT/360).
 * - money-market (CD-equivalent) yield = 360·d / (360 − d·days): simple interest on price, ACT/360.
 * - bond-equivalent yield, per the US Treasury:
 *   - days <= 182: yearDays·d / (360 − d·days): simple interest on price, ACT/yearDays;
 *   - days > 182: the yield y of semi-annual compounding with a simple-interest stub,
 *     P·(1 + y/2)·(1 + (days/yearDays − ½)·y) = 100, i.e. the Treasury's quadratic
 *     y = (−2t/T + 2√((t/T)² − (2t/T − 1)(1 − 100/P))) / (2t/T − 1) with t = days, T = yearDays.
 *   yearDays is 365, or 366 when the year following the issue date contains 29 February
 *   (the caller decides; default 365).
 * - value of a holding = price / 100 × face amount (use the bid to mark a long position).
 */
import { DomainError, requireFinite, requirePositive } from './domain-error';

const DISCOUNT_BASIS = 360;
const HALF_YEAR_DAYS = 182;

export interface DiscountRateInput {
  discountRate: number;
  days: number;
}

export interface PriceInput {
  /** Price per 100 face. */
  price: number;
  days: number;
}

function validateDays(days: unknown): number {
  const n = requireFinite(days, 'days');
  if (!Number.isInteger(n) || n < 1 || n > 366) {
    throw new DomainError('OUT_OF_BOUNDS', `days must be a whole number of days from 1 to 366 (got ${n}).`);
  }
  return n;
}

function validateYearDays(yearDays: unknown): 365 | 366 {
  if (yearDays === undefined) return 365;
  if (yearDays === 365 || yearDays === 366) return yearDays;
  throw new DomainError('INVALID_INPUT', `yearDays must be 365 or 366 (got ${String(yearDays)}).`);
}

/** Validates a discount rate that leaves a positive price (d·days < 360). */
function validateDiscountRate(discountRate: unknown, days: number): number {
  const d = requireFinite(discountRate, 'discountRate');
  if (d * days >= DISCOUNT_BASIS) {
    throw new DomainError('OUT_OF_BOUNDS', `A discount rate of ${d} over ${days} days gives a price of zero or less.`);
  }
  return d;
}

/** Price per 100 from the bank discount rate. */
export function tbillPrice(input: DiscountRateInput): number {
  const days = validateDays(input.days);
  const d = validateDiscountRate(input.discountRate, days);
  return 100 * (1 - (d * days) / DISCOUNT_BASIS);
}

/** Bank discount rate from the price per 100 (inverse of tbillPrice). */
export function tbillDiscountRate(input: PriceInput): number {
  const days = validateDays(input.days);
  const price = requirePositive(input.price, 'price');
  return ((100 - price) / 100) * (DISCOUNT_BASIS / days);
}

/** Market value of a face amount at a price per 100 (the bid for a long position). */
export function tbillValue(input: { price: number; amount: number }): number {
  const price = requirePositive(input.price, 'price');
  const amount = requireFinite(input.amount, 'amount');
  return (price / 100) * amount;
}

/** Money-market yield from the discount rate. */
export function tbillMoneyMarketYield(input: DiscountRateInput): number {
  const days = validateDays(input.days);
  const d = validateDiscountRate(input.discountRate, days);
  return (DISCOUNT_BASIS * d) / (DISCOUNT_BASIS - d * days);
}

/** Discount rate from the money-market yield (inverse of tbillMoneyMarketYield). */
export function tbillDiscountRateFromMoneyMarketYield(input: { moneyMarketYield: number; days: number }): number {
  const days = validateDays(input.days);
  const y = requireFinite(input.moneyMarketYield, 'moneyMarketYield');
  if (DISCOUNT_BASIS + y * days <= 0) throw new DomainError('OUT_OF_BOUNDS', `Money-market yield ${y} is impossible over ${days} days.`);
  return (DISCOUNT_BASIS * y) / (DISCOUNT_BASIS + y * days);
}

/** Bond-equivalent yield from the price per 100; see the module header for the two regimes. */
export function tbillBondEquivalentYieldFromPrice(input: PriceInput & { yearDays?: 365 | 366 }): number {
  const days = validateDays(input.days);
  const price = requirePositive(input.price, 'price');
  const yearDays = validateYearDays(input.yearDays);
  if (days <= HALF_YEAR_DAYS) return ((100 - price) / price) * (yearDays / days);
  // (a/2)·y² + b·y + c = 0 with a = t/T − ½, b = t/T, c = 1 − 100/P. The rationalised root
  // −2c / (b + √(b² − 2ac)) equals the Treasury's formula and stays finite when t/T = ½.
  const b = days / yearDays;
  const a = b - 0.5;
  const c = 1 - 100 / price;
  const discriminant = b * b - 2 * a * c;
  if (discriminant < 0) throw new DomainError('NO_YIELD', `No bond-equivalent yield gives a price of ${price} over ${days} days.`);
  return (-2 * c) / (b + Math.sqrt(discriminant));
}

/** Bond-equivalent yield from the discount rate. */
export function tbillBondEquivalentYield(input: DiscountRateInput & { yearDays?: 365 | 366 }): number {
  const days = validateDays(input.days);
  const d = validateDiscountRate(input.discountRate, days);
  const yearDays = validateYearDays(input.yearDays);
  if (days <= HALF_YEAR_DAYS) return (yearDays * d) / (DISCOUNT_BASIS - d * days);
  return tbillBondEquivalentYieldFromPrice({ price: 100 * (1 - (d * days) / DISCOUNT_BASIS), days, yearDays });
}

/** Price per 100 from the bond-equivalent yield (inverse of tbillBondEquivalentYieldFromPrice). */
export function tbillPriceFromBondEquivalentYield(input: { bondEquivalentYield: number; days: number; yearDays?: 365 | 366 }): number {
  const days = validateDays(input.days);
  const y = requireFinite(input.bondEquivalentYield, 'bondEquivalentYield');
  const yearDays = validateYearDays(input.yearDays);
  const growth = days <= HALF_YEAR_DAYS ? 1 + (y * days) / yearDays : (1 + y / 2) * (1 + (days / yearDays - 0.5) * y);
  if (!(growth > 0)) throw new DomainError('OUT_OF_BOUNDS', `Bond-equivalent yield ${y} is impossible over ${days} days.`);
  return 100 / growth;
}

/** Discount rate from the bond-equivalent yield (inverse of tbillBondEquivalentYield). */
export function tbillDiscountRateFromBondEquivalentYield(input: {
  bondEquivalentYield: number;
  days: number;
  yearDays?: 365 | 366;
}): number {
  return tbillDiscountRate({ price: tbillPriceFromBondEquivalentYield(input), days: input.days });
}
