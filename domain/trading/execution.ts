/**
 * Applying a fill to a player's books: the cash movement (bonds at the dirty price, the
 * accrued part booked on its own), the position's new quantity and average price, and the
 * profit realised when a position shrinks, split into its price and FX parts. Pure: the
 * session object writes what this returns in one storage transaction.
 */
import { toMinor } from '../money';
import { emptyPosition, type LedgerEntry, type PositionState, type WalletState } from './book';

export interface Fill {
  orderId: number | null;
  ric: string;
  variableCurrency: string;
  reportingCurrency: string;
  /** Signed: positive buys, negative sells or sells short. */
  quantity: number;
  /** Execution price as quoted (bonds: clean percent of face). */
  price: number;
  /** Bonds: accrued interest per 100 face at settlement; 0 otherwise. */
  accruedPer100: number;
  /** Value of one unit of quantity per unit of price: 1, or 0.01 for bonds. */
  unitFactor: number;
  /** Variable → reporting currency at the mid, at the fill. */
  fx: number;
}

export interface FillOutcome {
  entries: LedgerEntry[];
  wallet: WalletState;
  position: PositionState;
  /** Realised by this fill, reporting minor units. */
  realizedPrice: number;
  realizedFx: number;
}

export function applyFill(wallet: WalletState, position: PositionState | undefined, fill: Fill): FillOutcome {
  const pos = position ? { ...position } : emptyPosition(fill.ric);
  const entries: LedgerEntry[] = [];
  const tradeAmount = toMinor(-fill.quantity * fill.price * fill.unitFactor, fill.variableCurrency);
  entries.push({ currency: fill.variableCurrency, amount: tradeAmount, reason: 'trade', orderId: fill.orderId });
  if (fill.accruedPer100 !== 0) {
    const accrued = toMinor((-fill.quantity * fill.accruedPer100) / 100, fill.variableCurrency);
    if (accrued !== 0) {
      entries.push({
        currency: fill.variableCurrency,
        amount: accrued,
        reason: accrued < 0 ? 'accrued_interest_paid' : 'accrued_interest_received',
        orderId: fill.orderId,
      });
    }
  }

  let realizedPrice = 0;
  let realizedFx = 0;
  const q = fill.quantity;
  if (pos.quantity === 0 || Math.sign(pos.quantity) === Math.sign(q)) {
    // Growing (or opening): the average price moves weighted by quantity, the average FX rate
    // by value, so that quantity × avgPrice × avgFx is exactly what the fills cost in the
    // reporting currency (a quantity-weighted FX rate would misstate it when price and rate both moved).
    const total = Math.abs(pos.quantity) + Math.abs(q);
    const heldValue = Math.abs(pos.quantity) * pos.avgPrice;
    const addedValue = Math.abs(q) * fill.price;
    pos.avgFx = heldValue + addedValue > 0 ? (heldValue * pos.avgFx + addedValue * fill.fx) / (heldValue + addedValue) : (Math.abs(pos.quantity) * pos.avgFx + Math.abs(q) * fill.fx) / total;
    pos.avgPrice = (heldValue + addedValue) / total;
    pos.quantity += q;
  } else {
    // Reducing: profit is realised on the closed part; no order crosses through zero.
    const closed = Math.min(Math.abs(q), Math.abs(pos.quantity));
    const side = Math.sign(pos.quantity);
    const pricePart = side * closed * fill.unitFactor * (fill.price - pos.avgPrice) * pos.avgFx;
    const total = side * closed * fill.unitFactor * (fill.price * fill.fx - pos.avgPrice * pos.avgFx);
    realizedPrice = toMinor(pricePart, fill.reportingCurrency);
    realizedFx = toMinor(total, fill.reportingCurrency) - realizedPrice;
    pos.quantity += q;
    if (pos.quantity === 0) {
      pos.avgPrice = 0;
      pos.avgFx = 0;
    }
  }
  pos.realizedPrice += realizedPrice;
  pos.realizedFx += realizedFx;
  const balance = entries.reduce((sum, e) => sum + e.amount, wallet.balance);
  return { entries, wallet: { ...wallet, balance }, position: pos, realizedPrice, realizedFx };
}

/** Cash value of a fill in the variable currency (major units), for limit checks and notices. */
export function fillValue(fill: Pick<Fill, 'quantity' | 'price' | 'accruedPer100' | 'unitFactor'>): number {
  return Math.abs(fill.quantity) * (fill.price * fill.unitFactor + fill.accruedPer100 / 100);
}

