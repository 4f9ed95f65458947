/**
 * Dividend calendar of the simulated equities: payments `dividend_frequency` times a year,
 * ex-date the first business day on or after the 15th of the payment months, paid three
 * weeks later, each worth yield / frequency of the price the day before the ex-date.
 */
import type { EquityInstrument } from '../instrument';
import { calendarDayOfBusinessDay, EPOCH_MS } from '../time-grid';
import { DAY_MS } from '../../constants';

const EX_MONTHS: Record<1 | 2 | 4, number[]> = { 1: [5], 2: [5, 11], 4: [3, 6, 9, 12] };
export const PAY_LAG_DAYS = 21;

export function dividendExFraction(i: EquityInstrument): number {
  return i.dividend_yield > 0 && i.dividend_frequency > 0 ? i.dividend_yield / i.dividend_frequency : 0;
}

/** Whether business day `index` is an ex-dividend date of the equity. */
export function isExDividendIndex(i: EquityInstrument, index: number): boolean {
  if (i.dividend_frequency === 0) return false;
  const date = new Date(EPOCH_MS + calendarDayOfBusinessDay(index) * DAY_MS);
  const month = date.getUTCMonth() + 1;
  if (!EX_MONTHS[i.dividend_frequency].includes(month)) return false;
  const day = date.getUTCDate();
  if (day < 15) return false;
  // It is the ex-date when every day from the 15th up to yesterday fell on a weekend.
  for (let d = 15; d < day; d++) {
    const wd = new Date(Date.UTC(date.getUTCFullYear(), month - 1, d)).getUTCDay();
    if (wd !== 0 && wd !== 6) return false;
  }
  return true;
}

export interface DividendEvent {
  /** ISO dates. */
  ex_date: string;
  pay_date: string;
  /** Per share, in the equity's currency, rounded to 4 decimals. */
  amount: number;
}

/**
 * Dividends with an ex-date in [fromIndex, toIndex] (business-day indices), each worth
 * yield / frequency of the close before its ex-date.
 */
export function dividendsBetween(
  i: EquityInstrument,
  closeMid: (index: number) => number,
  fromIndex: number,
  toIndex: number,
): DividendEvent[] {
  const fraction = dividendExFraction(i);
  if (fraction === 0) return [];
  const events: DividendEvent[] = [];
  for (let k = Math.max(1, fromIndex); k <= toIndex; k++) {
    if (!isExDividendIndex(i, k)) continue;
    const exMs = EPOCH_MS + calendarDayOfBusinessDay(k) * DAY_MS;
    events.push({
      ex_date: new Date(exMs).toISOString().slice(0, 10),
      pay_date: new Date(exMs + PAY_LAG_DAYS * DAY_MS).toISOString().slice(0, 10),
      amount: Math.round(closeMid(k - 1) * fraction * 10_000) / 10_000,
    });
  }
  return events;
}
