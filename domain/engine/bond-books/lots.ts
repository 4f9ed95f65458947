/**
 * HTM and AFS positions are kept in lots (issue 15 decisions): each purchase is a lot with its
 * own effective rate y0; a sale consumes lots first in, first out and realises, per lot,
 * proceeds − cost (clean, at the lot's FX rate for the price part), which is the gain on
 * disposal (proceeds − AC) plus the interest accreted while held. The position's average price
 * and FX rate are kept as the remaining lots' (value-weighted), so every other reader of the
 * position (redemption, the ticket, reports) sees the same figures. Pure.
 */
import { TransactionType } from '../../enums';
import { toMinor } from '../../money';
import { familyBook, familyBookOrInit, type PlayerBook, type PositionState } from '../../trading/book';
import { AFS_BONDS, HTM_BONDS } from '../../market/universe/bonds';
import type { PlayerState, SessionInstrument } from '../types';
import { BOND_MATURED, bondBookOf } from './rules';
import { effectiveRate, isoDay, isLive, type BondTerms } from './amortised-cost';

export interface BondLot {
  /** Face amount of this purchase still held. */
  quantity: number;
  /** Effective interest rate, decimal, in the bond's own convention. */
  y0: number;
  /** Clean price paid, percent of face. */
  cleanPrice: number;
  /** Accrued interest paid per 100 face. */
  accrued: number;
  /** Variable → reporting currency at the purchase. */
  fx: number;
  openedAt: number;
  orderId: number | null;
}

/** A player's HTM/AFS bond book: each bond's purchase lots by ric, oldest first, each with its effective rate. */
export type BondLotBook = Map<string, BondLot[]>;

declare module '../../trading/book' {
  interface FamilyBooks {
    bondLots: BondLotBook;
  }
}

declare module '../types' {
  interface FamilyChanges {
    /** The HTM/AFS lots of one bond after a fill, oldest first; empty when none is left. */
    bond_lots: { kind: 'bond_lots'; player_id: number; ric: string; lots: BondLot[] };
  }
}

/** The player's bond lots, made empty when they have none yet. */
export function bondLotBook(book: PlayerBook): BondLotBook {
  return familyBookOrInit(book, 'bondLots', () => new Map());
}


const UNIVERSE_TERMS = new Map([...HTM_BONDS, ...AFS_BONDS].map((b) => [b.ric, b]));

/** A bond's terms: kept on the session's copy of the instrument, else (sessions saved before) the universe's. */
export function termsOf(i: SessionInstrument): BondTerms | null {
  if (i.bond_terms) return i.bond_terms;
  const b = UNIVERSE_TERMS.get(i.ric);
  return b ? { couponPct: b.coupon_pct, frequency: b.coupon_frequency, maturity: b.maturity_date, dayCount: b.day_count } : null;
}

/** Why a purchase of an HTM/AFS bond is refused whatever its size (it has matured), or null. */
export function maturedRefusal(instrument: SessionInstrument, transaction: TransactionType, now: number): string | null {
  if (!bondBookOf(instrument.resourcetype) || transaction !== TransactionType.Buy) return null;
  const terms = termsOf(instrument);
  return terms && !isLive(terms, isoDay(now)) ? BOND_MATURED : null;
}

export interface LotFill {
  /** Signed face: positive buys. */
  quantity: number;
  /** Clean price, percent. */
  price: number;
  accrued: number;
  fx: number;
  at: number;
  orderId: number | null;
  reportingCurrency: string;
}

/**
 * Books a fill into the lots of `position` (the position as the fill left it, with the
 * average-price realisation of domain/trading/execution.ts): a buy adds a lot; a sale consumes
 * lots FIFO, and the position's realised PnL is replaced by the lots' (`realizedBefore`: the
 * position's realised figures before the fill). Returns the lots after the fill.
 */
export function bookLots(
  terms: BondTerms,
  lots: readonly BondLot[],
  position: PositionState,
  realizedBefore: { price: number; fx: number },
  fill: LotFill,
): BondLot[] {
  const next = lots.map((l) => ({ ...l }));
  if (fill.quantity > 0) {
    next.push({
      quantity: fill.quantity,
      y0: effectiveRate(terms, fill.price, isoDay(fill.at)),
      cleanPrice: fill.price,
      accrued: fill.accrued,
      fx: fill.fx,
      openedAt: fill.at,
      orderId: fill.orderId,
    });
  } else if (fill.quantity < 0) {
    let left = -fill.quantity;
    let pricePart = 0;
    let total = 0;
    while (left > 0 && next.length) {
      const lot = next[0]!;
      const closed = Math.min(left, lot.quantity);
      pricePart += (closed * (fill.price - lot.cleanPrice) * lot.fx) / 100;
      total += (closed * (fill.price * fill.fx - lot.cleanPrice * lot.fx)) / 100;
      lot.quantity -= closed;
      left -= closed;
      if (lot.quantity === 0) next.shift();
    }
    const realizedPrice = toMinor(pricePart, fill.reportingCurrency);
    position.realizedPrice = realizedBefore.price + realizedPrice;
    position.realizedFx = realizedBefore.fx + toMinor(total, fill.reportingCurrency) - realizedPrice;
  }
  averageFromLots(position, next);
  return next;
}

/** The position's average clean price and value-weighted FX rate, from its lots. */
export function averageFromLots(position: PositionState, lots: readonly BondLot[]): void {
  const quantity = lots.reduce((s, l) => s + l.quantity, 0);
  if (quantity === 0) return;
  const value = lots.reduce((s, l) => s + l.quantity * l.cleanPrice, 0);
  position.avgPrice = value / quantity;
  position.avgFx = value > 0 ? lots.reduce((s, l) => s + l.quantity * l.cleanPrice * l.fx, 0) / value : lots[0]!.fx;
}

/**
 * The lots matching a position's quantity: lots beyond it (a redemption at maturity, a close
 * outside an order) are consumed first in, first out; a position held before lots were kept
 * is one lot at its average price (y0 at that price on `at`).
 */
export function lotsFor(terms: BondTerms, player: PlayerState, position: PositionState, at: number): BondLot[] {
  const lots = familyBook(player.book, 'bondLots')?.get(position.ric) ?? [];
  const held = Math.max(0, position.quantity);
  let total = lots.reduce((s, l) => s + l.quantity, 0);
  if (total === held) return lots as BondLot[];
  if (total < held) {
    const missing = held - total;
    let y0 = 0;
    try {
      y0 = effectiveRate(terms, position.avgPrice, isoDay(at));
    } catch {
      y0 = terms.couponPct / 100;
    }
    return [{ quantity: missing, y0, cleanPrice: position.avgPrice, accrued: 0, fx: position.avgFx || 1, openedAt: at, orderId: null }, ...lots];
  }
  const out = lots.map((l) => ({ ...l }));
  while (total > held && out.length) {
    const first = out[0]!;
    const cut = Math.min(first.quantity, total - held);
    first.quantity -= cut;
    total -= cut;
    if (first.quantity === 0) out.shift();
  }
  return out;
}

/**
 * After `applyFill` on an HTM/AFS bond: the fill booked into the player's lots (the position's
 * realised PnL and averages taken from them), and the change that stores the lots. Null for
 * any other instrument.
 */
export function bookBondFill(
  state: { settings: { reporting_currency: string } },
  player: PlayerState,
  instrument: SessionInstrument,
  before: PositionState | undefined,
  after: PositionState,
  fill: Omit<LotFill, 'reportingCurrency'>,
): { kind: 'bond_lots'; player_id: number; ric: string; lots: BondLot[] } | null {
  if (!bondBookOf(instrument.resourcetype)) return null;
  const terms = termsOf(instrument);
  if (!terms || fill.quantity === 0) return null;
  // Shorts are not kept in lots (HTM is never short; an AFS short is valued at the market).
  if ((before?.quantity ?? 0) < 0 || after.quantity < 0) return null;
  const lots = before && before.quantity > 0 ? lotsFor(terms, player, before, fill.at) : [];
  const next = bookLots(terms, lots, after, { price: before?.realizedPrice ?? 0, fx: before?.realizedFx ?? 0 }, { ...fill, reportingCurrency: state.settings.reporting_currency });
  bondLotBook(player.book).set(instrument.ric, next);
  return { kind: 'bond_lots', player_id: player.id, ric: instrument.ric, lots: next };
}
