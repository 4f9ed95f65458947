/**
 * The HTM and AFS books' trading rules (spec 001 §4, banking.md §5), light enough for the
 * order ticket: which book a bond is in, its asset class for limits and risk weights, and why
 * an order on it is refused whatever its size (HTM sold while the trainer has the book locked,
 * HTM sold short).
 */
import { AssetClass, TransactionType } from '../../enums';

export type BondBook = 'HTM' | 'AFS';

export function bondBookOf(resourcetype: string): BondBook | null {
  return resourcetype === 'HTMBond' ? 'HTM' : resourcetype === 'AFSBond' ? 'AFS' : null;
}

/** The asset class of an HTM/AFS bond for limits and risk weights: HTM Bonds 11, AFS uses Bonds 12. */
export function bondBookAssetClass(book: BondBook): AssetClass {
  return book === 'HTM' ? AssetClass.HtmBonds : AssetClass.Bonds;
}

export const BOND_BOOK_MESSAGES = {
  /** A sale of an HTM bond while the trainer has the book locked (spec 001 §4, the popover's 'Cannot sell'). */
  htmLocked: 'Cannot sell: HTM portfolio locked',
  /** HTM bonds are never sold short (spec 001 §4: Short Sell is not offered for HTM). */
  htmNoShort: 'Cannot short sell: HTM bonds are held to maturity',
  /** The status line and badge (spec 000 §2, 001 §2). */
  allowed: 'HTM rebalancing allowed',
  locked: 'HTM portfolio locked',
  notHtmSession: 'This session has no HTM bonds',
} as const;

export const BOND_MATURED = 'This bond has matured';

/** Why an order on an HTM bond is refused whatever its size, or null (any other instrument: null). */
export function bondBookRefusal(allowHtm: boolean, resourcetype: string, transaction: TransactionType): string | null {
  if (bondBookOf(resourcetype) !== 'HTM') return null;
  if (transaction === TransactionType.ShortSell) return BOND_BOOK_MESSAGES.htmNoShort;
  if (transaction === TransactionType.Sell && !allowHtm) return BOND_BOOK_MESSAGES.htmLocked;
  return null;
}
