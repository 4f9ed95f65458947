/**
 * The Dividends tab of equities research (spec 001 §2 "Equities research", §3 Dividend, §9;
 * issue 14): per equity of the session, its trailing dividend yield, the last dividend per
 * share with its ex-date and pay date, the next ex-date and pay date on its calendar, and what
 * the player is owed (declared on an ex-date while they held it, not yet paid) in the equity's
 * currency and the session's reporting currency. Pure: the session object reads the market's
 * dividend calendar up to the session's time and the income feature's dues.
 */
import type { DividendEvent } from '../market/simulation/dividends';

/** Calendar days of dividends the trailing yield sums. */
export const TRAILING_DIVIDEND_DAYS = 365;

export interface DividendDueItem {
  ex_date: string;
  pay_date: string;
  /** In the equity's currency; negative for a short, who owes it. */
  amount: number;
}

/** One equity on the Dividends tab. */
export interface EquityDividends {
  asset_id: number;
  ric: string;
  ticker: string;
  name: string;
  region: string;
  currency: string;
  /** Payments a year (0 for a non-payer). */
  dividend_frequency: number;
  /** Trailing twelve months' dividends per share over the price now, or null for a non-payer. */
  last_div_yield: number | null;
  /** The last dividend per share declared (ex-date passed), in the equity's currency. */
  last_div_per_share: number | null;
  last_div_ex_date: string | null;
  last_div_pay_date: string | null;
  /** The next ex-date on its calendar and the pay date that follows; the amount is set on the day before it. */
  next_div_ex_date: string | null;
  next_div_pay_date: string | null;
  /** The player's shares now (negative short). */
  shares: number;
  /** Declared to the player and not yet paid, in the equity's currency. */
  outstanding: number;
  /** The same in the reporting currency, at the mid now. */
  outstanding_reporting: number;
  outstanding_items: DividendDueItem[];
}

export interface PlayerDividends {
  player_id: number;
  reporting_currency: string;
  /** The session's time the figures are at (ISO). */
  as_of: string;
  /** Sum of every equity's outstanding dividend in the reporting currency. */
  total_outstanding_reporting: number;
  equities: EquityDividends[];
}

/** Trailing dividend yield: the dividends per share of the last twelve months over the price, or null when none or no price. */
export function trailingYield(trailing: readonly DividendEvent[], price: number | null): number | null {
  if (!trailing.length || price === null || !(price > 0)) return null;
  return trailing.reduce((s, d) => s + d.amount, 0) / price;
}

/** The last dividend declared (by ex-date) of a trailing list, or null. */
export function lastDividend(trailing: readonly DividendEvent[]): DividendEvent | null {
  return [...trailing].sort((a, b) => a.ex_date.localeCompare(b.ex_date)).at(-1) ?? null;
}
