/**
 * The mark of T-bill contracts (banking.md §4): the session's bill market (each currency's curve
 * from the market's yields wk4 … wk52 on the session's day, in percent), a bill's bid and ask with
 * the days it has left, and what open contracts add to a player's market value and PnL. Imported
 * by the books' valuation, which the web client shares: it stays small.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import type { EngineState } from '../engine-state';
import type { MarketView, PlayerState } from '../types';
import { familyBook } from '../../trading/book';
import { billQuote, curveRate, daysLeft, type BillSide, type CurvePoint } from './pricing';

/** Country code of each currency's government curve in the market's rics ('US13WKT=RR'). */
export const CURVE_COUNTRY: Readonly<Record<string, string>> = { USD: 'US', EUR: 'DE', GBP: 'GB', JPY: 'JP', CHF: 'CH', IDR: 'ID' };

/** The ric of a currency's government yield at a bill tenor ('US13WKT=RR'), or null without a curve. */
export function billYieldRic(currency: string, tenor: string): string | null {
  const cc = CURVE_COUNTRY[currency];
  return cc ? `${cc}${tenor}T=RR` : null;
}

/** The yield (percent, the quote's mid) of a currency's tenor at the market's moment, or null without one. */
export function billYield(market: MarketView, currency: string, tenor: string): number | null {
  const ric = billYieldRic(currency, tenor);
  const q = ric ? market.quote(ric) : null;
  if (!q) return null;
  const mid = (q.bid + q.ask) / 2;
  return Number.isFinite(mid) ? mid : null;
}

/** What a bill's mark needs of its contract. */
export interface BillMarked {
  currency: string;
  amount: number;
  open_price: number;
  maturity_date: string;
}

export class TBillMarket {
  private readonly curves = new Map<string, CurvePoint[]>();

  constructor(
    readonly state: EngineState,
    readonly market: MarketView,
  ) {}

  now(): number {
    return this.market.now();
  }

  /** The yield (percent, the quote's mid) of a currency's tenor on the session's day, or null. */
  yieldOf(currency: string, tenor: string): number | null {
    return billYield(this.market, currency, tenor);
  }

  /** The currency's curve: its yields at the bill tenors, read as discount rates (percent). */
  curve(currency: string): CurvePoint[] {
    let points = this.curves.get(currency);
    if (!points) {
      points = [];
      for (const t of BANKING_CONVENTIONS.tbillCurveTenors) {
        const rate = this.yieldOf(currency, t.tenor);
        if (rate !== null) points.push({ days: t.days, rate });
      }
      this.curves.set(currency, points);
    }
    return points;
  }

  /** A bill of `currency` maturing on `maturity`: bid and ask now, the days left and the curve's rate; null without a curve. */
  quote(currency: string, maturity: string): (BillSide & { days: number; rate: number }) | null {
    const days = daysLeft(this.now(), maturity);
    if (days <= 0) return { bid: 100, ask: 100, days: Math.max(0, days), rate: 0 };
    const rate = curveRate(this.curve(currency), days);
    if (rate === null) return null;
    return { ...billQuote(rate, days), days, rate };
  }

  fxToReporting(currency: string): number {
    return this.market.fxToReporting(currency);
  }
}

export interface BillMark {
  bid: number;
  /** amount × bid / 100, the contract's currency. */
  value: number;
  /** amount × (bid − open) / 100, the contract's currency. */
  unrealized: number;
  valueReporting: number;
  unrealizedReporting: number;
}

/** An open bill's mark now. */
export function markTBill(tm: TBillMarket, c: BillMarked): BillMark {
  // Without a curve (no yields that day) the bill stays at its open price rather than vanish from the value.
  const bid = tm.quote(c.currency, c.maturity_date)?.bid ?? c.open_price;
  const fx = tm.fxToReporting(c.currency);
  const value = (c.amount * bid) / 100;
  const unrealized = (c.amount * (bid - c.open_price)) / 100;
  return { bid, value, unrealized, valueReporting: value * fx, unrealizedReporting: unrealized * fx };
}

/** Σ value and Σ unrealised PnL of the player's open bills, reporting currency. */
export function tbillsValue(tm: TBillMarket, player: PlayerState): { value: number; unrealized: number } {
  let value = 0;
  let unrealized = 0;
  for (const c of familyBook(player.book, 'tbills')?.open.values() ?? []) {
    const m = markTBill(tm, c);
    value += m.valueReporting;
    unrealized += m.unrealizedReporting;
  }
  return { value, unrealized };
}
