/**
 * The mark of open CDS contracts (banking.md §3): the CDS market (spread quotes after the
 * session's spread widener, the discount rate of each currency), a contract's mark-to-market,
 * and what open contracts add to a player's market value and gross notional. Imported by the
 * books' valuation, which the web client shares: it stays small (pricing only, no universe).
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import type { EngineState } from '../engine-state';
import { widened } from '../spread-widener';
import type { MarketView, PlayerState } from '../types';
import { familyBook } from '../../trading/book';
import type { CdsContract } from './contract';
import { cdsMtm, closeSide, rpv01, yearsLeft, type Side } from './pricing';

/** Country code of each currency's government curve in the market's rics ('US52WKT=RR'). */
const CURVE_COUNTRY: Readonly<Record<string, string>> = { USD: 'US', EUR: 'DE', GBP: 'GB', JPY: 'JP', CHF: 'CH', IDR: 'ID' };

/** The ric of a currency's government yield at the CDS discount tenor, or null without a curve. */
export function discountYieldRic(currency: string): string | null {
  const cc = CURVE_COUNTRY[currency];
  return cc ? `${cc}${BANKING_CONVENTIONS.cdsDiscountTenor}T=RR` : null;
}

export class CdsMarket {
  constructor(
    readonly state: EngineState,
    readonly market: MarketView,
  ) {}

  now(): number {
    return this.market.now();
  }

  /** Bid and ask spreads (decimals) after the session's spread widener, or null without a quote. */
  quote(ric: string): Side | null {
    const q = this.market.quote(ric);
    return q && q.bid > 0 && q.ask > 0 ? widened(this.state.settings, q.bid, q.ask) : null;
  }

  /** r: the currency's government yield at the discount tenor as a decimal (its quote is in percent), else 0. */
  rate(currency: string): number {
    const ric = discountYieldRic(currency);
    const q = ric ? this.market.quote(ric) : null;
    if (!q) return 0;
    const mid = (q.bid + q.ask) / 2 / 100;
    return Number.isFinite(mid) ? mid : 0;
  }

  fxToReporting(currency: string): number {
    return this.market.fxToReporting(currency);
  }
}

export interface CdsMark {
  /** The close side spread (decimal). */
  spread: number;
  rpv01: number;
  /** In the contract's currency. */
  mtm: number;
  mtmReporting: number;
}

/** A contract's mark-to-market now (null without a quote); 0 once matured. */
export function markCds(cm: CdsMarket, c: CdsContract): CdsMark | null {
  const q = cm.quote(c.ric);
  if (!q) return null;
  const spread = closeSide(c.amount, q);
  const duration = rpv01(yearsLeft(cm.now(), c.maturity_date), spread, cm.rate(c.currency));
  const mtm = cdsMtm(c.amount, c.open_rate, spread, duration);
  return { spread, rpv01: duration, mtm, mtmReporting: mtm * cm.fxToReporting(c.currency) };
}

/** Σ MTM of the player's open contracts, reporting currency (what they add to market value). */
export function cdsValue(cm: CdsMarket, player: PlayerState): number {
  let total = 0;
  for (const c of familyBook(player.book, 'cds')?.open.values() ?? []) total += markCds(cm, c)?.mtmReporting ?? 0;
  return total;
}

/** Net notional per CDS instrument of the player's open contracts (+ bought protection). */
export function netByInstrument(player: PlayerState): Map<string, number> {
  const net = new Map<string, number>();
  for (const c of familyBook(player.book, 'cds')?.open.values() ?? []) net.set(c.ric, (net.get(c.ric) ?? 0) + c.amount);
  return net;
}

/** Σ over instruments of |net notional| in the reporting currency (opposite contracts on one instrument net). */
export function cdsGross(cm: CdsMarket, player: PlayerState): number {
  let gross = 0;
  for (const [ric, amount] of netByInstrument(player)) gross += Math.abs(amount) * cm.fxToReporting(cm.state.instruments.get(ric)?.variable_currency ?? cm.state.settings.reporting_currency);
  return gross;
}
