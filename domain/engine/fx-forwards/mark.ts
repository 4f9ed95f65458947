/**
 * The mark of open FX forwards (banking.md §1): the forwards' market (spot and outright quotes
 * after the session's spread widener), a contract's close side and unrealised PnL, and what the
 * open contracts add to a player's market value and to the FX limit. Imported by the books'
 * valuation, which the web client shares: it stays small (pricing only, no rules, no universe).
 */
import type { EngineState } from '../engine-state';
import { widened } from '../spread-widener';
import type { MarketView, PlayerState } from '../types';
import { familyBook } from '../../trading/book';
import type { ForwardContract } from './contract';
import { closeSide, daysLeft, outrightAt, pnlVar, swapPoints, type Side } from './pricing';

/** What a contract's outright is priced from. */
export type ForwardTerms = Pick<ForwardContract, 'ric' | 'spot_ric' | 'decimals' | 'tenor_days' | 'maturity_date' | 'base_currency' | 'variable_currency'>;

/** The outright when the forward asset has no quote (covered interest parity, engine/fx-forwards/rules.ts), or null. */
export type OutrightFallback = (c: ForwardTerms, spot: Side, daysLeft: number) => Side | null;

/** The market of forwards: spot and outright quotes after the session's spread widener. */
export class ForwardMarket {
  constructor(
    readonly state: EngineState,
    readonly market: MarketView,
    private readonly fallback: OutrightFallback | null = null,
  ) {}

  now(): number {
    return this.market.now();
  }

  private side(ric: string): Side | null {
    const q = this.market.quote(ric);
    return q && q.bid > 0 && q.ask > 0 ? widened(this.state.settings, q.bid, q.ask) : null;
  }

  spot(spotRic: string): Side | null {
    return this.side(spotRic);
  }

  spotMid(spotRic: string): number | null {
    const s = this.side(spotRic);
    return s ? (s.bid + s.ask) / 2 : null;
  }

  /**
   * Outright bid and ask for a contract on `ric` maturing on `maturity`: the quoted points of
   * the standard tenor scaled to the days left, or the fallback when the asset has no quote.
   * Null without a spot price.
   */
  outright(c: ForwardTerms): Side | null {
    const spot = this.spot(c.spot_ric);
    if (!spot) return null;
    const left = daysLeft(this.now(), c.maturity_date);
    const quoted = this.side(c.ric);
    if (quoted) return outrightAt({ spot, points: swapPoints(spot, quoted, c.decimals), decimals: c.decimals, daysLeft: left, tenorDays: c.tenor_days });
    return this.fallback ? this.fallback(c, spot, left) : null;
  }

  fxToReporting(currency: string): number {
    return this.market.fxToReporting(currency);
  }
}

/** A contract's close side now and its unrealised PnL in VAR and the reporting currency (null without a price). */
export function markForward(fm: ForwardMarket, c: ForwardContract): { price: number; unrealizedVar: number; unrealizedReporting: number } | null {
  const outright = fm.outright(c);
  if (!outright) return null;
  const price = closeSide(c.amount, outright);
  const unrealizedVar = pnlVar(c.amount, c.open_price, price);
  return { price, unrealizedVar, unrealizedReporting: unrealizedVar * fm.fxToReporting(c.variable_currency) };
}

/** Σ unrealised PnL of the player's open forwards, reporting currency (what they add to market value). */
export function forwardsValue(fm: ForwardMarket, player: PlayerState): number {
  let total = 0;
  for (const c of familyBook(player.book, 'forwards')?.open.values() ?? []) total += markForward(fm, c)?.unrealizedReporting ?? 0;
  return total;
}

/** Gross notional of open forwards in the reporting currency (base amount at the spot mid). */
export function forwardGross(fm: ForwardMarket, player: PlayerState): number {
  let gross = 0;
  for (const c of familyBook(player.book, 'forwards')?.open.values() ?? []) gross += Math.abs(c.amount) * fm.fxToReporting(c.base_currency);
  return gross;
}

