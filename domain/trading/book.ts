/**
 * A player's books: wallets per currency and positions per instrument. Cash is held in
 * integer minor units (money.md): every booking rounds once, half to even, when made.
 * Realised profit is kept in minor units of the reporting currency, split into its price
 * part (at the opening FX rate) and its FX part.
 */
import type { ForwardContract } from '../engine/fx-forwards/contract';
import type { RepoContract } from '../engine/repos/contract';
import type { CdsContract } from '../engine/cds/contract';
import type { BondLot } from '../engine/bond-books/lots';
import type { ClientDeal } from '../client-dealing/book';
import type { InterbankDeal } from '../interbank/value';
import type { TBillContract } from '../engine/tbills/contract';
import type { OptionContract } from '../engine/options/mark';

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
 * An overnight deposit (real-time cash-approach sessions): cash moved out of a wallet that
 * earns the overnight rate plus a term premium, compounded daily on ACT/360 until it is broken
 * (engine/deposits.ts).
 */
export interface DepositState {
  id: number;
  currency: string;
  name: string;
  /** 0 active, 1 broken. */
  status: 0 | 1;
  /** Minor units. */
  principal: number;
  /** Interest accrued so far, minor units: each day's accrual is rounded once when booked. */
  interest: number;
  /** Σ annual rate × days accrued, for the average annualized rate. */
  rateDays: number;
  days: number;
  openedAt: number;
  closedAt: number | null;
  /** Person who made it, when the player named one. */
  openedBy: number | null;
  /** Who broke it: the player, or the session's end. */
  closedBy: 'player' | 'session_end' | null;
}

export interface PlayerBook {
  wallets: Map<string, WalletState>;
  positions: Map<string, PositionState>;
  /** Active deposits by currency (one per currency); broken ones live only in storage. */
  deposits?: Map<string, DepositState>;
  /** Open FX forward contracts by id (engine/fx-forwards); closed and matured ones live only in storage. */
  forwards?: Map<number, ForwardContract>;
  /** Σ settled FX forwards' realised PnL, reporting currency at each settlement's rate (in the valuation's realised PnL). */
  forwardsRealized?: number;
  /** Open repos by id (engine/repos); settled ones live only in storage. */
  repos?: Map<number, RepoContract>;
  /** Settled repos: Σ realised PnL (−interest, and the FX move of a foreign loan) and Σ cash borrowed, reporting currency. */
  reposSettled?: { realized: number; cash: number };
  /** Open CDS contracts by id (engine/cds); matured and bought-back ones live only in storage. */
  cds?: Map<number, CdsContract>;
  /** Σ of every CDS booking (premiums, buy-backs), reporting currency at each booking's rate (in the valuation's realised PnL). */
  cdsRealized?: number;
  /** Open T-bill contracts by id (engine/tbills); sold and redeemed ones live only in storage. */
  tbills?: Map<number, TBillContract>;
  /** Σ closed T-bills' realised PnL (sale or redemption against the cost), reporting currency at each close's rate. */
  tbillsRealized?: number;
  /** Open option contracts by id (engine/options); closed ones live only in storage. */
  options?: Map<number, OptionContract>;
  /** Σ of every option booking (premiums, settlements), reporting currency at each booking's rate (in the valuation's realised PnL). */
  optionsRealized?: number;
  /** HTM/AFS bonds' purchase lots by ric, oldest first (engine/bond-books), each with its effective rate. */
  bondLots?: Map<string, BondLot[]>;
  /** Open client loans and deposits by id (domain/client-dealing, banking.md §8); matured ones live only in storage. */
  clientDeals?: Map<number, ClientDeal>;
  /** Open interbank deals by id (domain/interbank), in both the lender's and the borrower's books; repaid ones live only in storage. */
  interbank?: Map<number, InterbankDeal>;
  /** Σ interest of repaid interbank deals, + received, − paid, reporting currency (interbank_interest; the valuation's realised PnL). */
  interbankInterest?: number;
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
