/**
 * A player's books: wallets per currency and positions per instrument. Cash is held in
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

export interface PlayerBook {
  wallets: Map<string, WalletState>;
  positions: Map<string, PositionState>;
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
  | 'redemption';

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
