/**
 * The bond calculator's form state: what the user typed, kept as text so that a half-typed
 * number ('5.', '-') is never lost, plus the choice lists and defaults (spec 001 §2 'Bond
 * calculator': 30U/360, frequencies 1/2/4/12, redemption 100, coupon in percent).
 */
import type { CouponFrequency, DayCount } from '@domain/bonds';

export type SolveFrom = 'yield' | 'price';

export interface BondFormState {
  /** 'YYYY-MM-DD' as a date input gives it ('' when cleared or incomplete). */
  settlement: string;
  maturity: string;
  couponPct: string;
  frequency: CouponFrequency;
  dayCount: DayCount;
  redemption: string;
  solveFrom: SolveFrom;
  yieldPct: string;
  cleanPrice: string;
}

export const FREQUENCY_OPTIONS: readonly { value: CouponFrequency; label: string }[] = [
  { value: 1, label: 'Annual' },
  { value: 2, label: 'Semiannual' },
  { value: 4, label: 'Quarterly' },
  { value: 12, label: 'Monthly' },
];

export const DAY_COUNT_OPTIONS: readonly { value: DayCount; label: string }[] = [
  { value: '30U/360', label: '30U/360' },
  { value: 'ACT/ACT-ICMA', label: 'ACT/ACT-ICMA' },
  { value: 'ACT/360', label: 'ACT/360' },
  { value: 'ACT/365F', label: 'ACT/365F' },
];

export const FREQUENCY_LABELS: Record<CouponFrequency, string> = { 1: 'Annual', 2: 'Semiannual', 4: 'Quarterly', 12: 'Monthly' };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Today's date in UTC as 'YYYY-MM-DD' (the platform's clock is UTC). */
export function todayUtc(now: Date = new Date()): string {
  return `${String(now.getUTCFullYear()).padStart(4, '0')}-${pad2(now.getUTCMonth() + 1)}-${pad2(now.getUTCDate())}`;
}

/** The same calendar day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const target = year + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const clampedDay = month === 2 && day === 29 && !leap ? 28 : day;
  return `${String(target).padStart(4, '0')}-${pad2(month)}-${pad2(clampedDay)}`;
}

export function defaultBondForm(now: Date = new Date()): BondFormState {
  const settlement = todayUtc(now);
  return {
    settlement,
    maturity: addYears(settlement, 10),
    couponPct: '5',
    frequency: 2,
    dayCount: '30U/360',
    redemption: '100',
    solveFrom: 'yield',
    yieldPct: '5',
    cleanPrice: '100',
  };
}
