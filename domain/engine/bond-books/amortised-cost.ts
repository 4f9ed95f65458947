/**
 * HTM and AFS bonds (banking.md §5, IFRS 9 in its simplest faithful form): the effective rate
 * y0 of a purchase (the yield, in the bond's own convention, that prices the purchase's dirty
 * price), the amortised cost AC(t) = dirtyPriceFromYield(bond, y0, t), the interest income
 * between two dates, and the rate risk of a position (DV01 in currency per basis point,
 * modified duration). Prices per 100 face; pure functions over domain/bonds.ts.
 */
import { bondAnalytics, couponDatesAround, dayNumber, parseIsoDate, formatIsoDate, civilFromDayNumber, type CouponFrequency, type DayCount } from '../../bonds';

/** What AC needs of a bond: its coupon schedule and day count. */
export interface BondTerms {
  /** Annual coupon, percent. */
  couponPct: number;
  frequency: CouponFrequency;
  /** ISO date. */
  maturity: string;
  dayCount: DayCount;
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The settlement date used for a bond on `iso`: on or after its maturity (a position is
 * redeemed by the step that covers its maturity date) it is read the day before, where the
 * dirty price is the redemption and the last coupon still owed.
 */
function settleOn(terms: BondTerms, iso: string): string {
  const maturity = dayNumber(parseIsoDate(terms.maturity, 'maturity'));
  const day = dayNumber(parseIsoDate(iso, 'settlement'));
  return day < maturity ? iso : formatIsoDate(civilFromDayNumber(maturity - 1));
}

const input = (terms: BondTerms, settlement: string) => ({
  settlement: settleOn(terms, settlement),
  maturity: terms.maturity,
  couponPct: terms.couponPct,
  frequency: terms.frequency,
  dayCount: terms.dayCount,
});

/** Whether the bond still has cash flows after `iso` (a purchase on or after maturity is refused). */
export function isLive(terms: BondTerms, iso: string): boolean {
  return iso < terms.maturity;
}

/** The effective rate of a purchase at `cleanPrice` on `settlement`, as a decimal (0.050767801). */
export function effectiveRate(terms: BondTerms, cleanPrice: number, settlement: string): number {
  return bondAnalytics({ ...input(terms, settlement), cleanPrice }).yieldPct / 100;
}

/** Amortised cost per 100 face at `settlement` of a lot bought at effective rate `y0` (dirty: accrued included). */
export function amortisedCost(terms: BondTerms, y0: number, settlement: string): number {
  return bondAnalytics({ ...input(terms, settlement), yieldPct: y0 * 100 }).dirtyPrice;
}

/** Accrued interest per 100 face at `settlement` (the bond's convention). */
export function accruedOn(terms: BondTerms, settlement: string): number {
  return bondAnalytics({ ...input(terms, settlement), yieldPct: 5 }).accruedInterest;
}

/** Amortised cost without its accrued interest, per 100 face: the clean carrying price. */
export function amortisedCleanCost(terms: BondTerms, y0: number, settlement: string): number {
  const a = bondAnalytics({ ...input(terms, settlement), yieldPct: y0 * 100 });
  return a.dirtyPrice - a.accruedInterest;
}

/** Coupons per 100 face paid in (from, to] (ISO dates), as the income calendar pays them. */
export function couponsBetween(terms: BondTerms, from: string, to: string): number {
  let total = 0;
  let day = from;
  while (day < to && day < terms.maturity) {
    const { previous, next } = couponDatesAround(day, terms.maturity, terms.frequency);
    if (next > to) break;
    total += couponPer100(terms, previous, next);
    day = next;
  }
  return total;
}

function couponPer100(terms: BondTerms, previous: string, next: string): number {
  if (terms.dayCount === 'ACT/360' || terms.dayCount === 'ACT/365F') {
    const days = (Date.parse(next) - Date.parse(previous)) / 86_400_000;
    return (terms.couponPct * days) / (terms.dayCount === 'ACT/360' ? 360 : 365);
  }
  return terms.couponPct / terms.frequency;
}

/**
 * Interest income per 100 face of a lot over (t1, t2]: AC(t2) − AC(t1) + the coupons paid in
 * between (banking.md §5). The same in both books; only where a rate move shows differs.
 */
export function interestIncome(terms: BondTerms, y0: number, t1: string, t2: string): number {
  return amortisedCost(terms, y0, t2) - amortisedCost(terms, y0, t1) + couponsBetween(terms, t1, t2);
}

/** Rate risk of a bond at a clean price: modified duration (years) and DV01 per 100 face (positive). */
export function rateRisk(terms: BondTerms, cleanPrice: number, settlement: string): { modifiedDuration: number; dv01Per100: number; yearsToMaturity: number } {
  const a = bondAnalytics({ ...input(terms, settlement), cleanPrice });
  return { modifiedDuration: a.modifiedDuration, dv01Per100: a.dv01, yearsToMaturity: yearsToMaturity(terms, settlement) };
}

/**
 * A position's DV01 in its currency per basis point (banking.md decision 4, the one unit):
 * −face × (DV01 per 100 face) / 100, negative for a long (a rate rise loses). About −800 for
 * 1,000,000 face of a 10-year bond near par.
 */
export function positionDv01(face: number, dv01Per100: number): number {
  return (-face * dv01Per100) / 100;
}

/** Years from `settlement` to maturity, ACT/365.25 (htm_afs_years_to_maturity). */
export function yearsToMaturity(terms: BondTerms, settlement: string): number {
  return Math.max(0, (Date.parse(terms.maturity) - Date.parse(settlement)) / (365.25 * 86_400_000));
}
