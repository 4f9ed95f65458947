/**
 * A player's books: wallets per currency, positions per instrument, and each contract family's
 * book (`FamilyBooks`, which the families declare themselves). Cash is held in
 * integer minor units (money.md): every booking rounds once, half to even, when made.
 * Realised profit is kept in minor units of the reporting currency, split into its price
 * part (at the opening FX rate) and its FX part.
 */
export interface WalletState {
  currency: string;
  /** Balance in minor units; the sum of the wallet's ledger entries. */
  balance: number;
  /** Collateral reserved by open limit orders, minor units. */
  reserved: number;
  /**
   * A foreign currency's holding (this wallet and an open deposit in its currency): the average
   * rate, in reporting currency per unit, at which it was acquired, moved like a position's
   * average open price (engine/cash-accounts.ts). Absent for the reporting currency, and null
   * where it was never recorded (books kept before it existed).
   */
  avgRate?: number | null;
  /** FX profit realised on the holding when it shrank, reporting currency (major units). */
  realizedFx?: number;
}

export interface PositionState {
  ric: string;
  /** Signed: negative is a short. Shares, units of base currency, or face amount of a bond. */
  quantity: number;
  /** Average open price (bonds: clean, percent of face), moved only when the position grows. */
  avgPrice: number;
  /** Average variable→reporting FX rate at which the position was opened. */
  avgFx: number;
  /** Realised PnL in reporting minor units: price part and FX part. */
  realizedPrice: number;
  realizedFx: number;
}

/**
 * The contract families' books, one entry per family under its name (a family's open contracts,
 * its realised sums). Empty here on purpose: each family declares its entry from its own folder,
 * by declaration merging, and book.ts names none of them:
 *
 *   export interface ForwardBook { open: Map<number, ForwardContract>; realized: number }
 *   declare module '../../trading/book' {
 *     interface FamilyBooks { forwards: ForwardBook }
 *   }
 *
 * Only what is open, and the sums of what closed, live here: closed contracts live only in
 * storage, and the books are rebuilt from it when the session loads (each feature's `storage`).
 */
export interface FamilyBooks {}

/** A family's name in `PlayerBook.families`. */
export type FamilyBookName = keyof FamilyBooks;

export interface PlayerBook {
  wallets: Map<string, WalletState>;
  positions: Map<string, PositionState>;
  /** Each family's book, absent until the family first books something for the player. */
  families: Partial<FamilyBooks>;
}

/** A family's book in a player's books, or undefined when the family never booked anything there. */
export function familyBook<F extends FamilyBookName>(book: PlayerBook, family: F): FamilyBooks[F] | undefined {
  return book.families[family];
}

/** A family's book, made by `init` (an empty book) when the player has none yet: for what writes to it. */
export function familyBookOrInit<F extends FamilyBookName>(book: PlayerBook, family: F, init: () => FamilyBooks[F]): FamilyBooks[F] {
  return (book.families[family] ??= init());
}

export type LedgerReason =
  | 'initial_capital'
  | 'trade'
  | 'accrued_interest_paid'
  | 'accrued_interest_received'
  | 'fee'
  | 'coupon'
  | 'dividend'
  | 'deposit'
  | 'deposit_interest'
  | 'interest'
  | 'lombard_interest'
  | 'exchange'
  | 'redemption'
  /** A forced fill's (mid − forced price) × quantity (engine/forced-orders.ts): with its 'trade' line at the mid, what the fill cost. */
  | 'forced_price_adjustment'
  /** An FX forward's cash settlement in its variable currency, at offset or maturity (banking.md §1). */
  | 'forward_settlement'
  /** A CDS premium (banking.md §3): the protection buyer pays (−), the seller receives (+), each rounded once. */
  | 'cds_premium'
  /** A CDS bought back by the house at its mark-to-market when the session finishes (banking-conventions.ts cdsFinish). */
  | 'cds_settlement'
  /** A repo's cash lent to the player at opening, its repayment and its interest at maturity (banking.md §2). */
  | 'repo_cash'
  | 'repo_repayment'
  | 'repo_interest'
  /** An interbank deal (banking.md §9): the lender's principal out and the borrower's in at the hit, both back at maturity with the interest (the two banks' entries sum to zero). */
  | 'interbank_lend'
  | 'interbank_borrow'
  | 'interbank_repayment'
  | 'interbank_interest'
  /** A T-bill bought at the ask (−), sold before term at the bid (+), redeemed at par at maturity (+) (banking.md §4). */
  /** Client dealing (banking.md §8): a loan's principal out at the award and back at maturity, a deposit's in and back out, and their interest every step. */
  | 'client_loan_drawdown'
  | 'client_loan_repayment'
  | 'client_loan_interest'
  | 'client_deposit_received'
  | 'client_deposit_withdrawal'
  | 'client_deposit_interest'
  | 'tbill_purchase'
  | 'tbill_sale'
  | 'tbill_redemption'
  /** What a central-bank auction's winner pays for its allotment, allot × initial_ask / 100 (banking.md §7). */
  | 'auction_allotment'
  /** An option's premium (banking.md §6): paid (−) when bought or bought back, received (+) when written or sold back. */
  | 'option_premium'
  /** An option's cash settlement at exercise or expiry, ±intrinsic × 100 × contracts (banking.md §6). */
  | 'option_settlement';

export interface LedgerEntry {
  currency: string;
  /** Signed minor units. */
  amount: number;
  reason: LedgerReason;
  orderId: number | null;
}

export function emptyPosition(ric: string): PositionState {
  return { ric, quantity: 0, avgPrice: 0, avgFx: 0, realizedPrice: 0, realizedFx: 0 };
}

/** Free cash of a wallet in minor units: the balance less what open limit orders reserve. */
export function freeCashMinor(w: WalletState | undefined): number {
  return w ? w.balance - w.reserved : 0;
}
