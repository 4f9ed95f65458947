/**
 * CDS, the pure rules (banking.md §3): the premium schedule (every period from the opening date,
 * weekends to Monday, a final stub at maturity), each premium ACT/360 rounded once, the maturity
 * date, the amount checks and the limit (001 §5 "CDS: amount > 0 and <= maximum"; issue 15
 * decisions: pv_limit of class 14 × AUM minus the gross CDS notional in the cash approach, the
 * remaining risk-weighted limit otherwise).
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { toMinor } from '../../money';
import { invalid } from '../../refusal';
import { actualDays, isoDay } from './pricing';

export * from './pricing';

const DAY_MS = 86_400_000;

export const CDS_MESSAGES = {
  notCds: 'Could not retrieve financial instrument!',
  noPrice: 'Could not retrieve price!',
  zeroAmount: 'The amount must be a non-zero number (positive buys protection, negative sells it)',
  pastMaximum: 'The amount is above the maximum',
  tooLarge: 'The amount is too large',
  notFound: 'CDS contract not found',
} as const;

// ----- Dates ------------------------------------------------------------------------------------

/** A date on a Saturday or Sunday moves to the Monday after. */
export function rollWeekend(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDay();
  return isoDay(d.getTime() + (day === 6 ? 2 : day === 0 ? 1 : 0) * DAY_MS);
}

/** `months` after an ISO date, the day kept or clamped to the month's end (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(year, month, Math.min(d, last)));
}

/** Maturity: the asset's own date when it has one, else the opening date + its years; weekends to Monday. */
export function cdsMaturityDate(openDate: string, years: number, assetMaturity: string | null = null): string {
  return rollWeekend(assetMaturity ?? addMonths(openDate, Math.round(years * 12)));
}

/** The premium period in months of an asset's cds_frequency (decision 1), quarterly without one. */
export function periodMonths(cdsFrequency: number | null | undefined): number {
  return (cdsFrequency !== null && cdsFrequency !== undefined && BANKING_CONVENTIONS.cdsPeriodMonths[cdsFrequency]) || BANKING_CONVENTIONS.cdsDefaultPeriodMonths;
}

/** The instant a premium date (or the maturity) falls due: its daily close. */
export function dueInstant(isoDate: string): number {
  return Date.parse(`${isoDate}T${BANKING_CONVENTIONS.cdsPaymentTimeUtc}Z`);
}

export interface PremiumPeriod {
  /** 1-based. */
  index: number;
  accrualStart: string;
  payDate: string;
  days: number;
}

/**
 * The premium schedule: a date every `months` from the opening date (each counted from the
 * opening date, so month ends do not drift; weekends to Monday), the last one being the maturity
 * (a final stub when the maturity is not on a schedule date). Each period accrues from the
 * previous date (the opening date for the first) to its own.
 */
export function premiumSchedule(openDate: string, maturity: string, months: number): PremiumPeriod[] {
  const periods: PremiumPeriod[] = [];
  let start = openDate;
  for (let k = 1; ; k++) {
    const scheduled = rollWeekend(addMonths(openDate, k * months));
    const payDate = scheduled < maturity ? scheduled : maturity;
    if (payDate > start) periods.push({ index: periods.length + 1, accrualStart: start, payDate, days: actualDays(start, payDate) });
    if (payDate >= maturity) break;
    start = payDate;
  }
  return periods;
}

/**
 * One premium booking in minor units, signed as booked on the player's wallet: the buyer pays
 * (−), the seller receives (+). |amount| × openRate × days / 360, rounded half-even once.
 */
export function premiumMinor(amount: number, openRate: number, days: number, currency: string): number {
  return toMinor(-Math.sign(amount) * Math.abs(amount) * openRate * (days / BANKING_CONVENTIONS.cdsPremiumDayBasis), currency);
}

/** What premiums have accrued since opening at `day` (accrued included): amount × openRate × days / 360, unrounded, + for a buyer. */
export function premiumsAccrued(amount: number, openRate: number, openDate: string, day: string): number {
  return amount * openRate * (Math.max(0, actualDays(openDate, day)) / BANKING_CONVENTIONS.cdsPremiumDayBasis);
}

// ----- Amount and limit -------------------------------------------------------------------------

/** A signed, non-zero, finite amount of notional within the sanity bound. */
export function checkCdsAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount === 0) throw invalid(CDS_MESSAGES.zeroAmount);
  if (Math.abs(amount) > BANKING_CONVENTIONS.cdsMaxAmount) throw invalid(CDS_MESSAGES.tooLarge, { maximum: BANKING_CONVENTIONS.cdsMaxAmount });
  return amount;
}

export interface CdsLimitInput {
  /** Cash approach when true, risk-weighted otherwise. */
  cashApproach: boolean;
  aum: number;
  /** pv_limit of asset class 14 (1 when none saved). */
  pvLimit: number;
  /** Risk-weighted approach: Σ |position value| × weight already used by the positions. */
  riskWeightedUsed: number;
  /** The CDS class's risk weight. */
  riskWeight: number;
  /** Σ over CDS instruments of |net notional| in the reporting currency (opposite contracts on one instrument net). */
  grossReporting: number;
}

/**
 * How much CDS notional (reporting currency) may still be added: pv_limit × AUM − gross (cash
 * approach), or (risk-weighted limit − used) / weight − gross (risk-weighted), never negative.
 */
export function cdsRoom(x: CdsLimitInput): number {
  const capacity = x.cashApproach ? x.pvLimit * x.aum : x.riskWeight > 0 ? (x.aum - x.riskWeightedUsed) / x.riskWeight : Number.POSITIVE_INFINITY;
  return Math.max(0, capacity - x.grossReporting);
}

/**
 * The maximum notional of one side on an instrument, in its currency: the room, plus twice the
 * opposite net exposure already held on it (a contract that reduces the net exposure frees room
 * as it goes: buying protection back against 10m sold may go to 10m + 10m + room). Floored.
 */
export function maximumAmount(side: 'buy' | 'sell', roomReporting: number, netAmount: number, fx: number): number {
  if (!(fx > 0)) return 0;
  const opposite = side === 'buy' ? Math.max(0, -netAmount) : Math.max(0, netAmount);
  const max = roomReporting / fx + 2 * opposite;
  return Math.max(0, Math.min(BANKING_CONVENTIONS.cdsMaxAmount, Math.floor(max + 1e-9)));
}
