/**
 * Repos, the pure rules (banking.md §2): the player sells a bond it owns to the market and
 * agrees to buy it back at maturity, which is a loan of cash secured on the bond.
 *
 *   availableRepoable = max(0, ownedLong − repoedQuantity)         per bond position; 0 for shorts
 *   collateralValue   = quantity × (cleanBid + accrued) / 100
 *   cash              = collateralValue × (1 − haircut)            haircut 2 % by default [ours]
 *   interest          = cash × repoRate × days / basis(ccy)        ACT/360, ACT/365 for ACT_365_CURRENCIES
 *   repurchase        = cash + interest
 *
 * The repo rate is the repo instrument's ask at opening; market data quotes repos in percent, the
 * rules take the decimal. Maturity = opening date + the instrument's tenor (days, weeks or months),
 * a Saturday or Sunday moved to the Monday. Kept small and free of the market's universe: the web
 * client shares these lines (the order ticket's maximum, the Repo modal's figures).
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { moneyMarketBasis } from '../../fx-forwards';
import { isBondLike } from '../../trading/asset-classes';

const DAY_MS = 86_400_000;

/** Tenor unit of a repo instrument (spec 002 §3): 0 days, 1 weeks, 2 months. */
export type RepoTenorUnit = 0 | 1 | 2;

export interface RepoTenor {
  tenor: number;
  unit: RepoTenorUnit;
}

export const REPO_MESSAGES = {
  notRepo: 'Could not retrieve financial instrument!',
  noCollateral: 'A collateral bond must be selected',
  notBond: 'Only a bond can be repoed',
  notHeld: 'Only a bond you hold long can be repoed',
  wrongCurrency: "The collateral bond must be in the repo's currency",
  maturesFirst: 'The collateral bond matures before the repo',
  quantity: 'The amount must be a whole number above 0',
  aboveAvailable: 'The amount is above the available repoable amount',
  noPrice: 'Could not retrieve price!',
  walletNotFound: 'Wallet not found!',
  notFound: 'Repo contract not found',
} as const;

/** The default haircut of a repo instrument (banking.md §2 [ours], in the conventions table). */
export function defaultHaircut(): number {
  return BANKING_CONVENTIONS.repoHaircut;
}

/** The repo rate as a decimal from a quote in percent (5.10 → 0.051). */
export function repoRateFromQuote(percent: number): number {
  return percent / 100;
}

/** Whether a session instrument of this resourcetype can be given as repo collateral (any bond book). */
export function isRepoCollateral(resourcetype: string): boolean {
  return isBondLike(resourcetype);
}

/**
 * The tenor of a repo instrument: as kept with the session's copy (repo_tenor, repo_tenor_unit),
 * else read from its ticker as the market lists it ('USD REPO O/N', '1W', '1M', '14D').
 */
export function repoTenorOf(i: { ticker: string; name?: string; repo_tenor?: number | null; repo_tenor_unit?: number | null }): RepoTenor | null {
  if (typeof i.repo_tenor === 'number' && i.repo_tenor > 0 && (i.repo_tenor_unit === 0 || i.repo_tenor_unit === 1 || i.repo_tenor_unit === 2)) {
    return { tenor: i.repo_tenor, unit: i.repo_tenor_unit };
  }
  for (const text of [i.ticker, i.name ?? '']) {
    if (/\bO\/?N\b/i.test(text)) return { tenor: 1, unit: 0 };
    const m = /\b(\d+)\s*([DWM])\b/i.exec(text);
    if (m) return { tenor: Number(m[1]), unit: ({ D: 0, W: 1, M: 2 } as const)[m[2]!.toUpperCase() as 'D' | 'W' | 'M'] };
  }
  return null;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date on a Saturday or Sunday moves to the Monday after. */
export function rollToWeekday(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDay();
  const add = day === 6 ? 2 : day === 0 ? 1 : 0;
  return isoDay(d.getTime() + add * DAY_MS);
}

/** `isoDate` plus `months` calendar months, the day clamped to the month's length (31 Jan + 1M = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(year, month, Math.min(d, length)));
}

/** Maturity of a repo opened on `openDate` (ISO): + tenor days, weeks or months, weekend → Monday. */
export function repoMaturityDate(openDate: string, t: RepoTenor): string {
  const start = Date.parse(`${openDate}T00:00:00Z`);
  const raw = t.unit === 2 ? addMonths(openDate, t.tenor) : isoDay(start + t.tenor * (t.unit === 1 ? 7 : 1) * DAY_MS);
  return rollToWeekday(raw);
}

/** Actual calendar days from one ISO date to another (negative when `to` is earlier). */
export function actualDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** When a repo maturing on `isoDate` settles: that day's daily close (UTC). */
export function repoSettlementInstant(isoDate: string): number {
  return Date.parse(`${isoDate}T${BANKING_CONVENTIONS.repoSettlementTimeUtc}Z`);
}

/** Face (or units) of a long position that may still be repoed: never negative, 0 for shorts. */
export function availableRepoable(owned: number, repoed: number): number {
  return Math.max(0, owned - repoed);
}

/** quantity × (cleanBid + accrued) / 100, major units of the bond's currency (unrounded). */
export function collateralValue(quantity: number, cleanBid: number, accruedPer100: number): number {
  return (quantity * (cleanBid + accruedPer100)) / 100;
}

/** collateralValue × (1 − haircut), major units (unrounded: the booking rounds it once). */
export function repoCash(value: number, haircut: number): number {
  return value * (1 - haircut);
}

/** cash × rate × days / basis(ccy), major units (unrounded: the booking rounds it once). */
export function repoInterest(cash: number, rate: number, days: number, currency: string): number {
  return (cash * rate * days) / moneyMarketBasis(currency);
}

/** What a repo offers now, as the Repo modal shows it before entering (all major units, unrounded). */
export interface RepoQuote {
  collateral_value: number;
  haircut: number;
  cash: number;
  rate: number;
  days: number;
  interest: number;
  repurchase: number;
}

export function repoQuote(input: { quantity: number; cleanBid: number; accruedPer100: number; haircut: number; ratePercent: number; days: number; currency: string }): RepoQuote {
  const value = collateralValue(input.quantity, input.cleanBid, input.accruedPer100);
  const cash = repoCash(value, input.haircut);
  const rate = repoRateFromQuote(input.ratePercent);
  const interest = repoInterest(cash, rate, input.days, input.currency);
  return { collateral_value: value, haircut: input.haircut, cash, rate, days: input.days, interest, repurchase: cash + interest };
}
