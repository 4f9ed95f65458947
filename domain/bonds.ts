/**
 * Fixed-coupon bond analytics: price <-> yield, accrued interest, durations, convexity, DV01.
 * All money figures are per 100 of face value. Pure functions, no I/O.
 *
 * Conventions (public contract — change only with the callers):
 * - Coupon schedule: rolled back from maturity in 12/frequency-month steps, each date computed
 *   from maturity directly (no drift). When maturity is the last day of its month the bond is
 *   "end-of-month" (EOM) and every coupon date is a month end; otherwise the maturity day is kept,
 *   clamped to the month's length (a 30 August maturity pays on 28/29 February).
 *   No holiday calendar (dates are never moved to business days), no ex-coupon period, no odd
 *   first/last coupon: the settlement simply falls inside one regular period. Settlement on a
 *   coupon date accrues 0 and that coupon belongs to the seller (not a cash flow).
 * - Day counts (`accruedDays` is counted in the bond's own basis):
 *   - '30U/360' (default): the SIFMA / ISDA 2006 "30/360 US" rules, applied in this order —
 *       1. bond is EOM and D1 and D2 are both the last day of February: D2 = 30;
 *       2. bond is EOM and D1 is the last day of February: D1 = 30;
 *       3. D2 = 31 and D1 >= 30 (after rule 2): D2 = 30;
 *       4. D1 = 31: D1 = 30;
 *     days = 360·ΔY + 30·ΔM + ΔD. Accrued = 100 × coupon × days/360; every coupon pays
 *     coupon/frequency; the period length E is the nominal 360/frequency (as SIFMA and Excel
 *     basis 0 do), so the first discount exponent is (E − A)/E with A the 30/360 days accrued.
 *   - 'ACT/ACT-ICMA': actual days; coupon = coupon/frequency; accrued = coupon × A/E with A the
 *     actual days accrued and E the actual days of the current period; exponent (E − A)/E + k.
 *   - 'ACT/360', 'ACT/365F': actual days over 360 / 365; each coupon = 100 × coupon × days of its
 *     period / basis, so coupons vary with the period's length; accrued = 100 × coupon × A/basis;
 *     the time to each cash flow is actual days from settlement / basis.
 * - Yield: compounded at the coupon frequency f with time in the bond's own day count: the
 *   discount factor of cash flow k is (1 + y/f)^−(f·t_k). No simple-interest rule in the last
 *   period (unlike Excel PRICE/YIELD with one coupon left, and US Treasury street convention).
 * - Risk: Macaulay duration Σ t_k·PV_k / dirty in years; modified = Macaulay / (1 + y/f)
 *   (= −(dP/dy)/P exactly under this compounding); convexity = (1/dirty)·d²P/dy² in years²;
 *   dv01 = modified × dirty × 0.0001, positive for a long position, per 100 face.
 */
import { DomainError, requireFinite } from './domain-error';

export type DayCount = '30U/360' | 'ACT/ACT-ICMA' | 'ACT/360' | 'ACT/365F';
export type CouponFrequency = 1 | 2 | 4 | 12;

export const DAY_COUNTS: readonly DayCount[] = ['30U/360', 'ACT/ACT-ICMA', 'ACT/360', 'ACT/365F'];
export const COUPON_FREQUENCIES: readonly CouponFrequency[] = [1, 2, 4, 12];

export interface BondInput {
  /** ISO date 'YYYY-MM-DD'. */
  settlement: string;
  /** ISO date 'YYYY-MM-DD', strictly after settlement. */
  maturity: string;
  /** Annual coupon rate in percent (5.75 = 5.75 %), >= 0. */
  couponPct: number;
  /** Coupons per year. */
  frequency: CouponFrequency;
  /** Defaults to '30U/360'. */
  dayCount?: DayCount;
  /** Redemption per 100 face; defaults to 100. */
  redemption?: number;
  /** Yield to maturity in percent; give exactly one of yieldPct and cleanPrice. */
  yieldPct?: number;
  /** Clean price per 100 face; give exactly one of yieldPct and cleanPrice. */
  cleanPrice?: number;
}

export interface BondAnalytics {
  cleanPrice: number;
  dirtyPrice: number;
  accruedInterest: number;
  accruedDays: number;
  yieldPct: number;
  macaulayDuration: number;
  modifiedDuration: number;
  convexity: number;
  dv01: number;
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers (proleptic Gregorian, no time zone: a date is a day number).

export interface CivilDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Parses a strict 'YYYY-MM-DD' calendar date; throws INVALID_DATES otherwise. */
export function parseIsoDate(value: unknown, label: string): CivilDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) throw new DomainError('INVALID_DATES', `${label} must be an ISO date 'YYYY-MM-DD' (got ${String(value)}).`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new DomainError('INVALID_DATES', `${label} is not a calendar date (got ${String(value)}).`);
  }
  return { year, month, day };
}

export function formatIsoDate(date: CivilDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil), exact for any Gregorian year. */
export function dayNumber(date: CivilDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (date.month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Inverse of dayNumber (H. Hinnant's civil_from_days). */
export function civilFromDayNumber(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function isMonthEnd(date: CivilDate): boolean {
  return date.day === daysInMonth(date.year, date.month);
}

function isLastDayOfFebruary(date: CivilDate): boolean {
  return date.month === 2 && isMonthEnd(date);
}

/** SIFMA "30/360 US" day count between two dates; see the module header for the rule order. */
export function days30U360(start: CivilDate, end: CivilDate, endOfMonthBond: boolean): number {
  let d1 = start.day;
  let d2 = end.day;
  if (endOfMonthBond && isLastDayOfFebruary(start) && isLastDayOfFebruary(end)) d2 = 30;
  if (endOfMonthBond && isLastDayOfFebruary(start)) d1 = 30;
  if (d2 === 31 && d1 >= 30) d2 = 30;
  if (d1 === 31) d1 = 30;
  return 360 * (end.year - start.year) + 30 * (end.month - start.month) + (d2 - d1);
}

// ---------------------------------------------------------------------------------------------
// Schedule and cash flows.

/** The coupon date `periodsBack` regular periods before maturity. */
function couponDateBefore(maturity: CivilDate, monthsPerPeriod: number, periodsBack: number, eom: boolean): CivilDate {
  const totalMonths = maturity.year * 12 + (maturity.month - 1) - monthsPerPeriod * periodsBack;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12 + 1;
  const length = daysInMonth(year, month);
  return { year, month, day: eom ? length : Math.min(maturity.day, length) };
}

/**
 * The coupon dates around a settlement date: the last one on or before it and the next one
 * after it (ISO dates), on the same schedule `bondAnalytics` uses.
 */
export function couponDatesAround(settlementIso: string, maturityIso: string, frequency: CouponFrequency): { previous: string; next: string } {
  const settlement = parseIsoDate(settlementIso, 'settlement');
  const maturity = parseIsoDate(maturityIso, 'maturity');
  validateFrequency(frequency);
  if (dayNumber(maturity) <= dayNumber(settlement)) throw new DomainError('INVALID_DATES', 'Maturity must be after settlement.');
  const months = 12 / frequency;
  const eom = isMonthEnd(maturity);
  let next = maturity;
  for (let k = 1; ; k += 1) {
    const previous = couponDateBefore(maturity, months, k, eom);
    if (dayNumber(previous) <= dayNumber(settlement)) return { previous: formatIsoDate(previous), next: formatIsoDate(next) };
    next = previous;
  }
}

interface CashFlow {
  amount: number;
  /** Discount exponent in coupon periods: the factor is (1 + y/f)^−periods. */
  periods: number;
}

interface BondCashFlows {
  flows: CashFlow[];
  accruedInterest: number;
  accruedDays: number;
}

const ACTUAL_BASIS: Record<'ACT/360' | 'ACT/365F', number> = { 'ACT/360': 360, 'ACT/365F': 365 };

/** What is accrued at a settlement inside a coupon period, and the first flow's exponent (the rest follow it period by period). */
interface Accrual {
  accruedDays: number;
  accruedInterest: number;
  /** The part of a period left to the next coupon (unused under ACT/360 and ACT/365F, which discount by days). */
  firstFraction: number;
}

/**
 * One bond's cash flows as seen from any settlement day. The coupon dates are rolled back from
 * maturity only as far as a settlement asks and kept, so a price history rolls them once:
 * `dates[k]` is the coupon date k regular periods before maturity (`dates[0]` is maturity).
 * At a settlement, n coupons remain (those with k < n); flow j (chronological, 0 ≤ j < n) is
 * paid on `dates[n − 1 − j]`.
 */
class CouponBond {
  private readonly dates: CivilDate[];
  private readonly days: number[];
  private readonly monthsPerPeriod: number;
  private readonly eom: boolean;
  private readonly regularCoupon: number;
  /** ACT/360 and ACT/365F: the days of a year, by which coupons and discounting go; else undefined. */
  private readonly actualBasis: number | undefined;

  constructor(
    private readonly maturity: CivilDate,
    /** Annual coupon rate, decimal. */
    private readonly coupon: number,
    readonly frequency: CouponFrequency,
    private readonly dayCount: DayCount,
    private readonly redemption: number,
  ) {
    this.dates = [maturity];
    this.days = [dayNumber(maturity)];
    this.monthsPerPeriod = 12 / frequency;
    this.eom = isMonthEnd(maturity);
    this.regularCoupon = (100 * coupon) / frequency;
    this.actualBasis = dayCount === 'ACT/360' || dayCount === 'ACT/365F' ? ACTUAL_BASIS[dayCount] : undefined;
  }

  /** Coupons still to be paid after a settlement day (0 at or after maturity). */
  remainingAt(settlementDay: number): number {
    let n = 0;
    while (this.dayAt(n) > settlementDay) n += 1;
    return n;
  }

  /** Accrued interest at a settlement with n coupons remaining (n ≥ 1). */
  accrual(n: number, settlement: CivilDate, settlementDay: number): Accrual {
    if (this.actualBasis !== undefined) {
      const accruedDays = settlementDay - this.days[n]!;
      return { accruedDays, accruedInterest: (100 * this.coupon * accruedDays) / this.actualBasis, firstFraction: 0 };
    }
    if (this.dayCount === '30U/360') {
      const accruedDays = days30U360(this.dates[n]!, settlement, this.eom);
      const periodDays = 360 / this.frequency;
      // Feb month ends of non-EOM bonds can make A exceed the nominal period; never discount backwards.
      const firstFraction = Math.min(1, Math.max(0, (periodDays - accruedDays) / periodDays));
      return { accruedDays, accruedInterest: (100 * this.coupon * accruedDays) / 360, firstFraction };
    }
    const accruedDays = settlementDay - this.days[n]!;
    const periodDays = this.days[n - 1]! - this.days[n]!;
    return { accruedDays, accruedInterest: (this.regularCoupon * accruedDays) / periodDays, firstFraction: (periodDays - accruedDays) / periodDays };
  }

  /** The amount of flow j of n remaining: a coupon, and the redemption with the last. */
  amount(n: number, j: number): number {
    const k = n - 1 - j;
    if (this.actualBasis !== undefined) {
      // Each coupon is paid for the actual days of its own period.
      const periodDays = this.days[k]! - this.days[k + 1]!;
      let amount = (100 * this.coupon * periodDays) / this.actualBasis;
      if (k === 0) amount += this.redemption;
      return amount;
    }
    return this.regularCoupon + (k === 0 ? this.redemption : 0);
  }

  /** The discount exponent of flow j of n remaining, in coupon periods. */
  periods(n: number, j: number, settlementDay: number, accrual: Accrual): number {
    if (this.actualBasis !== undefined) return (this.frequency * (this.days[n - 1 - j]! - settlementDay)) / this.actualBasis;
    return accrual.firstFraction + j;
  }

  private dayAt(k: number): number {
    while (this.days.length <= k) {
      const date = couponDateBefore(this.maturity, this.monthsPerPeriod, this.dates.length, this.eom);
      this.dates.push(date);
      this.days.push(dayNumber(date));
    }
    return this.days[k]!;
  }
}

function buildCashFlows(settlement: CivilDate, bond: CouponBond): BondCashFlows {
  const settlementDay = dayNumber(settlement);
  const n = bond.remainingAt(settlementDay);
  if (n === 0) throw new DomainError('INVALID_DATES', 'Maturity must be after settlement.');
  const accrual = bond.accrual(n, settlement, settlementDay);
  const flows: CashFlow[] = [];
  for (let j = 0; j < n; j += 1) flows.push({ amount: bond.amount(n, j), periods: bond.periods(n, j, settlementDay, accrual) });
  return { flows, accruedInterest: accrual.accruedInterest, accruedDays: accrual.accruedDays };
}

// ---------------------------------------------------------------------------------------------
// Pricing and yield.

interface PriceAndDerivatives {
  dirty: number;
  firstDerivative: number;
  secondDerivative: number;
  weightedTime: number; // Σ t_k · PV_k
}

function priceAtYield(flows: readonly CashFlow[], yieldDecimal: number, frequency: number): PriceAndDerivatives {
  const growth = 1 + yieldDecimal / frequency;
  let dirty = 0;
  let weightedPeriods = 0;
  let secondMoment = 0;
  for (const { amount, periods } of flows) {
    const presentValue = amount * Math.pow(growth, -periods);
    dirty += presentValue;
    weightedPeriods += periods * presentValue;
    secondMoment += periods * (periods + 1) * presentValue;
  }
  return {
    dirty,
    firstDerivative: -weightedPeriods / (frequency * growth),
    secondDerivative: secondMoment / (frequency * frequency * growth * growth),
    weightedTime: weightedPeriods / frequency,
  };
}

/** Yields searched for a price, in decimals; outside them a price is reported as having no yield. */
const YIELD_SEARCH_MIN = -0.9;
const YIELD_SEARCH_MAX = 10;
const YIELD_TOLERANCE = 1e-14;

/**
 * Dirty price is strictly decreasing in the yield (all cash flows positive), so a bracket
 * [lo, hi] with P(lo) >= target >= P(hi) always holds the unique root. Newton steps are taken
 * when they stay inside the bracket; otherwise the bracket is bisected.
 */
function solveYield(flows: readonly CashFlow[], targetDirty: number, frequency: number, guess: number): number {
  let lo = YIELD_SEARCH_MIN;
  let hi = YIELD_SEARCH_MAX;
  const priceLo = priceAtYield(flows, lo, frequency).dirty;
  const priceHi = priceAtYield(flows, hi, frequency).dirty;
  if (!(targetDirty <= priceLo && targetDirty >= priceHi)) {
    throw new DomainError(
      'NO_YIELD',
      `No yield between ${YIELD_SEARCH_MIN * 100}% and ${YIELD_SEARCH_MAX * 100}% gives a dirty price of ${targetDirty}.`,
    );
  }
  let y = Math.min(Math.max(guess, lo), hi);
  for (let iteration = 0; iteration < 500; iteration += 1) {
    const { dirty, firstDerivative } = priceAtYield(flows, y, frequency);
    const diff = dirty - targetDirty;
    if (diff === 0) return y;
    if (diff > 0) lo = y;
    else hi = y;
    let nextY = y - diff / firstDerivative;
    if (!Number.isFinite(nextY) || nextY <= lo || nextY >= hi) nextY = (lo + hi) / 2;
    if (Math.abs(nextY - y) <= YIELD_TOLERANCE || hi - lo <= YIELD_TOLERANCE) return nextY;
    y = nextY;
  }
  return y;
}

function validateDayCount(value: unknown): DayCount {
  if (value === undefined) return '30U/360';
  if (typeof value === 'string' && (DAY_COUNTS as readonly string[]).includes(value)) return value as DayCount;
  throw new DomainError('UNKNOWN_DAY_COUNT', `Unknown day count ${String(value)}; expected one of ${DAY_COUNTS.join(', ')}.`);
}

function validateFrequency(value: unknown): CouponFrequency {
  if (typeof value === 'number' && (COUPON_FREQUENCIES as readonly number[]).includes(value)) return value as CouponFrequency;
  throw new DomainError('UNKNOWN_FREQUENCY', `Unknown coupon frequency ${String(value)}; expected 1, 2, 4 or 12.`);
}

/** Price from yield or yield from price, with accrued interest and risk measures; see the module header. */
export function bondAnalytics(input: BondInput): BondAnalytics {
  if (typeof input !== 'object' || input === null) throw new DomainError('INVALID_INPUT', 'Bond input is required.');
  const settlement = parseIsoDate(input.settlement, 'settlement');
  const maturity = parseIsoDate(input.maturity, 'maturity');
  if (dayNumber(maturity) <= dayNumber(settlement)) {
    throw new DomainError('INVALID_DATES', `Maturity ${input.maturity} must be after settlement ${input.settlement}.`);
  }
  const frequency = validateFrequency(input.frequency);
  const dayCount = validateDayCount(input.dayCount);
  const couponPct = requireFinite(input.couponPct, 'couponPct');
  if (couponPct < 0) throw new DomainError('INVALID_INPUT', `couponPct must not be negative (got ${couponPct}).`);
  const redemption = input.redemption === undefined ? 100 : requireFinite(input.redemption, 'redemption');
  if (redemption <= 0) throw new DomainError('INVALID_INPUT', `redemption must be greater than 0 (got ${redemption}).`);

  const hasYield = input.yieldPct !== undefined && input.yieldPct !== null;
  const hasPrice = input.cleanPrice !== undefined && input.cleanPrice !== null;
  if (hasYield === hasPrice) {
    throw new DomainError('INVALID_INPUT', 'Give exactly one of yieldPct and cleanPrice.');
  }

  const { flows, accruedInterest, accruedDays } = buildCashFlows(settlement, new CouponBond(maturity, couponPct / 100, frequency, dayCount, redemption));

  let yieldDecimal: number;
  let cleanPrice: number | undefined;
  if (hasYield) {
    const yieldPct = requireFinite(input.yieldPct, 'yieldPct');
    yieldDecimal = yieldPct / 100;
    if (1 + yieldDecimal / frequency <= 0) {
      throw new DomainError('INVALID_INPUT', `yieldPct must be above ${-100 * frequency}% for frequency ${frequency}.`);
    }
  } else {
    cleanPrice = requireFinite(input.cleanPrice, 'cleanPrice');
    if (cleanPrice < 0) throw new DomainError('INVALID_INPUT', `cleanPrice must not be negative (got ${cleanPrice}).`);
    yieldDecimal = solveYield(flows, cleanPrice + accruedInterest, frequency, couponPct / 100);
  }

  const { dirty, firstDerivative, secondDerivative, weightedTime } = priceAtYield(flows, yieldDecimal, frequency);
  const dirtyPrice = cleanPrice === undefined ? dirty : cleanPrice + accruedInterest;
  const modifiedDuration = -firstDerivative / dirty;
  return {
    cleanPrice: cleanPrice ?? dirty - accruedInterest,
    dirtyPrice,
    accruedInterest,
    accruedDays,
    yieldPct: hasYield ? (input.yieldPct as number) : yieldDecimal * 100,
    macaulayDuration: weightedTime / dirty,
    modifiedDuration,
    convexity: secondDerivative / dirty,
    dv01: modifiedDuration * dirty * 0.0001,
  };
}

// ---------------------------------------------------------------------------------------------
// Price histories.

/** What stays the same from one settlement to the next: the bond's own terms (see `BondInput`). */
export type CouponBondTerms = Pick<BondInput, 'maturity' | 'couponPct' | 'frequency' | 'dayCount' | 'redemption'>;

/**
 * Clean prices of one bond from yields at many settlement days (a daily price history): the
 * coupon dates are rolled once for all of them, and each price is the sum `bondAnalytics` takes,
 * flow by flow in the same order, so the two agree to the last bit. A quote, which also shows
 * accrued interest and risk, takes `bondAnalytics`.
 */
export class CleanPricer {
  private readonly bond: CouponBond;

  constructor(private readonly terms: CouponBondTerms) {
    const maturity = parseIsoDate(terms.maturity, 'maturity');
    const frequency = validateFrequency(terms.frequency);
    const dayCount = validateDayCount(terms.dayCount);
    const couponPct = requireFinite(terms.couponPct, 'couponPct');
    if (couponPct < 0) throw new DomainError('INVALID_INPUT', `couponPct must not be negative (got ${couponPct}).`);
    const redemption = terms.redemption === undefined ? 100 : requireFinite(terms.redemption, 'redemption');
    if (redemption <= 0) throw new DomainError('INVALID_INPUT', `redemption must be greater than 0 (got ${redemption}).`);
    this.bond = new CouponBond(maturity, couponPct / 100, frequency, dayCount, redemption);
  }

  /** Clean price per 100 face at a settlement day (days since 1970-01-01, before maturity) and a yield in percent. */
  cleanPriceAt(settlementDay: number, yieldPct: number): number {
    const n = this.bond.remainingAt(settlementDay);
    if (n === 0) {
      const settlement = formatIsoDate(civilFromDayNumber(settlementDay));
      throw new DomainError('INVALID_DATES', `Maturity ${this.terms.maturity} must be after settlement ${settlement}.`);
    }
    const frequency = this.bond.frequency;
    const yieldDecimal = requireFinite(yieldPct, 'yieldPct') / 100;
    if (1 + yieldDecimal / frequency <= 0) {
      throw new DomainError('INVALID_INPUT', `yieldPct must be above ${-100 * frequency}% for frequency ${frequency}.`);
    }
    const accrual = this.bond.accrual(n, civilFromDayNumber(settlementDay), settlementDay);
    // priceAtYield's dirty price, without building the flows.
    const growth = 1 + yieldDecimal / frequency;
    let dirty = 0;
    for (let j = 0; j < n; j += 1) dirty += this.bond.amount(n, j) * Math.pow(growth, -this.bond.periods(n, j, settlementDay, accrual));
    return dirty - accrual.accruedInterest;
  }
}
