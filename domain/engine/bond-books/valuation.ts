/**
 * How the HTM and AFS books value their positions (banking.md §5, decision 7), and the books'
 * rate risk (spec 002 §9, decision 4):
 * - HTM: market value = amortised cost (AC, per lot at its y0); fair value and FV − AC shown
 *   as information.
 * - AFS: market value = fair value (bid + accrued); the OCI reserve FV − AC is equity, apart.
 * - Both: profit or loss = interest income. Accrued interest and coupons are income in the
 *   books' summary for every bond (engine/cash-accounts.ts), so a position's PnL here is the
 *   clean part: AC − accrued (the market's) − the lots' clean cost, the accretion; a sale
 *   realises proceeds − cost per lot FIFO (engine/bond-books/lots.ts).
 * AC and FV of a position are each rounded once, half-even, to the minor unit, so that
 * AC + reserve = FV to the cent.
 * - DV01 per book, reporting currency per basis point: Σ −face × DV01 per 100 / 100 (negative long).
 * - Duration per book: Σ wᵢ × modified durationᵢ, wᵢ = |faceᵢ| × bidᵢ / 100 (reporting), normalised.
 * - Duration breakdown: HTM by modified duration in 11 buckets 0–1 … 9–10, 10–100; AFS by years
 *   to maturity in the 000 §9 buckets 0–3, 4–7, 8–15, 16–30, 31+ (BANKING_CONVENTIONS).
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { fromMinor, toMinor } from '../../money';
import type { PositionState } from '../../trading/book';
import type { CarriedPosition, Mark, Valuation } from '../../trading/valuation';
import type { EngineState } from '../engine-state';
import type { MarketView, PlayerState } from '../types';
import { amortisedCost, isoDay, positionDv01, rateRisk } from './amortised-cost';
import { lotsFor, termsOf } from './lots';
import { bondBookOf, type BondBook } from './rules';

/** The carrying value of HTM/AFS positions, for `revalue` (null for every other position). */
export function bondBookCarry(state: EngineState, market: MarketView, player: PlayerState) {
  // Every valuation passes here, mostly for books without HTM/AFS bonds: the day only when needed.
  let day: string | null = null;
  return (p: PositionState, m: Mark, fx: number): CarriedPosition | null => {
    if (p.quantity <= 0) return null;
    const i = state.instruments.get(p.ric);
    if (!i) return null;
    const book = bondBookOf(i.resourcetype);
    const terms = book ? termsOf(i) : null;
    if (!book || !terms) return null;
    day ??= isoDay(market.now());
    const lots = lotsFor(terms, player, p, market.now());
    const ccy = i.variable_currency;
    let acAmount = 0;
    let pricePart = 0;
    let cost = 0;
    for (const lot of lots) {
      const ac = amortisedCost(terms, lot.y0, day);
      acAmount += (lot.quantity * ac) / 100;
      pricePart += (lot.quantity * (ac - m.accruedPer100 - lot.cleanPrice) * lot.fx) / 100;
      cost += (lot.quantity * lot.cleanPrice * lot.fx) / 100;
    }
    const acMinor = toMinor(acAmount, ccy);
    const fvMinor = toMinor((p.quantity * (m.bid + m.accruedPer100)) / 100, ccy);
    const amortised = fromMinor(acMinor, ccy) * fx;
    const fair = fromMinor(fvMinor, ccy) * fx;
    const accrued = ((p.quantity * m.accruedPer100) / 100) * fx;
    return {
      value: book === 'HTM' ? amortised : fair,
      unrealizedPrice: pricePart,
      // Interest income not yet realised: AC without the accrued interest, less what the lots cost.
      unrealizedTotal: amortised - accrued - cost,
      info: { book, amortised_cost: amortised, fair_value: fair, fv_minus_ac: fromMinor(fvMinor - acMinor, ccy) * fx },
    };
  };
}

/** Σ of the AFS book's FV − AC: the OCI reserve, reporting currency (0 without AFS bonds). */
export function ociReserve(v: Pick<Valuation, 'positions'>): number {
  let reserve = 0;
  for (const p of v.positions) if (p.carried?.book === 'AFS') reserve += p.carried.fv_minus_ac;
  return reserve;
}

export interface BookRisk {
  /** Reporting currency per basis point; negative for a long book. */
  dv01: number;
  /** Years, weighted by |face| × bid / 100 (reporting). */
  duration: number;
  /** Carrying value (HTM: AC, AFS: FV), reporting. */
  value: number;
  fair_value: number;
  amortised_cost: number;
  /** Σ FV − AC (AFS: the OCI reserve). */
  fv_minus_ac: number;
  /** Value per bucket, in the order of the book's buckets. */
  breakdown: { bucket: string; value: number }[];
}

export interface PositionRisk {
  ric: string;
  book: BondBook;
  dv01: number;
  modified_duration: number;
  htm_afs_years_to_maturity: number;
}

function bucketOf(book: BondBook, modifiedDuration: number, years: number): string {
  const table = book === 'HTM' ? BANKING_CONVENTIONS.htmDurationBuckets : BANKING_CONVENTIONS.afsMaturityBuckets;
  const x = book === 'HTM' ? modifiedDuration : Math.floor(years);
  for (const b of table) if (x < b.upTo) return b.label;
  return table[table.length - 1]!.label;
}

/** Each book's DV01, duration and breakdown, and each HTM/AFS position's risk figures. */
export function bondBooksRisk(state: EngineState, market: MarketView, v: Valuation): { htm: BookRisk; afs: BookRisk; positions: PositionRisk[] } {
  const empty = (book: BondBook): BookRisk => ({
    dv01: 0,
    duration: 0,
    value: 0,
    fair_value: 0,
    amortised_cost: 0,
    fv_minus_ac: 0,
    breakdown: (book === 'HTM' ? BANKING_CONVENTIONS.htmDurationBuckets : BANKING_CONVENTIONS.afsMaturityBuckets).map((b) => ({ bucket: b.label, value: 0 })),
  });
  const books = { HTM: empty('HTM'), AFS: empty('AFS') };
  const weights = { HTM: 0, AFS: 0 };
  const positions: PositionRisk[] = [];
  const day = isoDay(market.now());
  for (const p of v.positions) {
    if (!p.carried || p.quantity === 0) continue;
    const i = state.instruments.get(p.ric);
    const terms = i ? termsOf(i) : null;
    if (!i || !terms) continue;
    const b = books[p.carried.book];
    const fx = market.fxToReporting(i.variable_currency);
    const bid = p.markPrice;
    let risk: ReturnType<typeof rateRisk>;
    try {
      risk = rateRisk(terms, bid, day);
    } catch {
      continue; // no yield at this price (no quote): no risk figures
    }
    const dv01 = positionDv01(p.quantity, risk.dv01Per100) * fx;
    const w = ((Math.abs(p.quantity) * bid) / 100) * fx;
    b.dv01 += dv01;
    b.duration += w * risk.modifiedDuration;
    weights[p.carried.book] += w;
    b.value += p.value;
    b.fair_value += p.carried.fair_value;
    b.amortised_cost += p.carried.amortised_cost;
    b.fv_minus_ac += p.carried.fv_minus_ac;
    const label = bucketOf(p.carried.book, risk.modifiedDuration, risk.yearsToMaturity);
    const slot = b.breakdown.find((x) => x.bucket === label);
    if (slot) slot.value += Math.abs(p.value);
    positions.push({ ric: p.ric, book: p.carried.book, dv01, modified_duration: risk.modifiedDuration, htm_afs_years_to_maturity: risk.yearsToMaturity });
  }
  for (const book of ['HTM', 'AFS'] as const) books[book].duration = weights[book] > 0 ? books[book].duration / weights[book] : 0;
  return { htm: books.HTM, afs: books.AFS, positions };
}

/** Whether a session lists HTM or AFS bonds (VaR is hidden then, spec 000 §2 / 001 §6). */
export function hasBondBooks(instruments: Iterable<{ resourcetype: string }>): boolean {
  for (const i of instruments) if (bondBookOf(i.resourcetype)) return true;
  return false;
}

/** AC per 100 of a lot now, for the lists. */
export { amortisedCost };
