/**
 * The books' audit behind the admin's "players with differences" (issue 13): a player's market
 * value recomputed from scratch, with the cash of each currency summed from the ledger's
 * entries rather than read from the wallets' cached balances, the positions and deposits valued
 * at the same market, against the market value the session has cached for the player (its last
 * summary, and the wallets as stored). A difference over one minor unit of the reporting
 * currency is a finding; the admin's threshold filters findings when they are listed.
 */
import type { PlayerBook, WalletState } from '../trading/book';

export interface BooksAuditInput {
  /** The player's books as the session holds them (what its last summary valued). */
  cached: PlayerBook;
  /** Each wallet's balance as stored, minor units by currency. */
  storedBalances: ReadonlyMap<string, number>;
  /** Σ of the ledger's entries, minor units by currency. */
  ledger: ReadonlyMap<string, number>;
  /** The market value the session last computed for the player; absent: the cached books valued now. */
  lastMarketValue?: number;
  /** Values a book in the reporting currency at the market of the audit (valuation.ts). */
  value: (book: PlayerBook) => number;
  /** One minor unit of the reporting currency in major units (0.01 for USD, 1 for JPY). */
  minorUnit: number;
}

export interface BooksFinding {
  /** The cached market value furthest from the fresh one. */
  last_market_value: number;
  fresh_market_value: number;
  /** |last_market_value − fresh_market_value|, reporting currency. */
  difference: number;
}

/** The book with each wallet's balance replaced (a currency only `balances` knows gets a wallet). */
export function withBalances(book: PlayerBook, balances: ReadonlyMap<string, number>): PlayerBook {
  const wallets = new Map<string, WalletState>();
  for (const [currency, w] of book.wallets) wallets.set(currency, { ...w, balance: balances.get(currency) ?? 0 });
  for (const [currency, balance] of balances) if (!wallets.has(currency)) wallets.set(currency, { currency, balance, reserved: 0 });
  return { ...book, wallets };
}

function balancesOf(book: PlayerBook): Map<string, number> {
  return new Map([...book.wallets].map(([currency, w]) => [currency, w.balance]));
}

function sameBalances(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  for (const currency of new Set([...a.keys(), ...b.keys()])) if ((a.get(currency) ?? 0) !== (b.get(currency) ?? 0)) return false;
  return true;
}

/**
 * The player's finding, or null when the cached books agree with the fresh ones within one
 * minor unit. When every cached balance equals its ledger sum the fresh valuation has the very
 * inputs of the cached one, so it is not computed again.
 */
export function auditBooks(input: BooksAuditInput): BooksFinding | null {
  const inMemory = balancesOf(input.cached);
  const storedDiffers = !sameBalances(input.storedBalances, inMemory);
  if (!storedDiffers && sameBalances(input.ledger, inMemory)) return null;
  const fresh = input.value(withBalances(input.cached, input.ledger));
  const cachedValues = [input.lastMarketValue ?? input.value(input.cached)];
  if (storedDiffers) cachedValues.push(input.value(withBalances(input.cached, input.storedBalances)));
  const furthest = cachedValues.reduce((a, b) => (Math.abs(b - fresh) > Math.abs(a - fresh) ? b : a));
  const difference = Math.abs(furthest - fresh);
  // Counted in whole minor units: the floating-point sums must not turn one cent into "over one".
  return Math.round(difference / input.minorUnit) > 1 ? { last_market_value: furthest, fresh_market_value: fresh, difference } : null;
}

/** Whether a finding moved enough since the last one reported to be reported again. */
export function findingChanged(before: BooksFinding | null, after: BooksFinding | null, minorUnit: number): boolean {
  if (!before || !after) return before !== after;
  return Math.abs(before.difference - after.difference) > minorUnit || Math.abs(before.last_market_value - after.last_market_value) > minorUnit;
}
