/**
 * Model 2's paths (issue 26): the instruments that follow real levels (their conditioned series),
 * the pegged currencies, ETFs as what they hold, equities on their index, unanchored indices on
 * MSCI, coins on Bitcoin. The simulated market asks here first under model 2 and falls back to
 * model 1's factor paths where this answers null. Paths are relative to the epoch's level, as
 * every path of the market is.
 */
import { closeTimeOf, stepYears, type Calendar } from '../time-grid';
import type { EquityInstrument, Instrument } from '../instrument';
import { stream } from '../random';
import { dividendExFraction, isExDividendIndex } from '../simulation/dividends';
import { factorSpecOf } from '../simulation/factor-model';
import { GrowingPath } from '../simulation/paths';
import type { AnchorTable } from './anchor-levels';
import { ANCHOR_SOURCES, AnchoredSeries, SERIES_LEADERS } from './anchored-series';
import { CURRENCY_PEGS, peggedRate, type CurrencyPeg } from './currency-pegs';
import { ETF_HOLDINGS, type EtfHolding } from './etf-holdings';
import { CRYPTO_BETA, DEVELOPED_GEOGRAPHIES, MSCI_EM, MSCI_WORLD, OIL_VOLATILITY, relativeTo, residualVolatility } from './model-two';

/** What model 2's paths read of the market they belong to. */
export interface PathSource {
  readonly seed: number;
  instrument(ric: string): Instrument;
  calendarOf(i: Instrument): Calendar;
  /** An instrument's log path relative to its epoch level (this model's, else model 1's). */
  pathOf(i: Instrument): GrowingPath;
  /** A currency's log dollar value relative to the epoch. */
  currencyPathOf(currency: string): GrowingPath;
  yieldAt(currency: string, tauYears: number, ms: number): number;
  usdPair(currency: string): { ric: string; base: boolean } | undefined;
}

export class ModelTwoPaths {
  /** The instruments that follow real levels, their conditioned series (built on first use). */
  private readonly anchored = new Map<string, AnchoredSeries>();

  constructor(private readonly m: PathSource) {}

  /**
   * Model 2's path of a currency's dollar value: a pegged one stays in its band; one whose dollar
   * pair follows real levels is worth what the pair says. Null where model 1's applies.
   */
  currencyPath(currency: string): GrowingPath | null {
    const peg = CURRENCY_PEGS[currency];
    if (peg) {
      const draws = stream(this.m.seed, `peg:${currency}`);
      const rate = peggedRate(peg, (day) => draws.normal(day));
      return new GrowingPath((day) => -(Math.log(rate(day)) - Math.log(rate(day - 1))));
    }
    const pair = this.m.usdPair(currency);
    const series = pair ? this.anchoredSeries(this.m.instrument(pair.ric)) : null;
    if (!series) return null;
    const sign = pair!.base ? 1 : -1;
    return new GrowingPath((day) => sign * (series.logAt(day) - series.logAt(day - 1)));
  }

  /** An instrument's own path under model 2 (FX goes through its currencies), or null where model 1's applies. */
  path(i: Instrument): GrowingPath | null {
    if (i.resourcetype === 'FX') return null;
    const series = this.anchoredSeries(i);
    if (series) return relativeTo(series);
    switch (i.resourcetype) {
      case 'ETF': {
        const holding = ETF_HOLDINGS[i.ric];
        return holding ? this.heldPath(holding, i.expense_ratio) : null;
      }
      case 'Equity':
        return this.equityPath(i);
      case 'IndexFund': {
        // A bond index moves with the USD curve at an aggregate index's duration; an equity index with MSCI World or Emerging Markets.
        if (i.beta < 0.2) return this.heldPath({ kind: 'bonds', duration: 6 }, 0);
        const msci = this.m.instrument(DEVELOPED_GEOGRAPHIES.has(i.geography) ? MSCI_WORLD : MSCI_EM);
        const own = stream(this.m.seed, `asset:${i.ric}`);
        return this.followerPath(i, this.m.pathOf(msci), i.beta, residualVolatility(i.volatility, i.beta, msci.volatility), (day) => own.normal(day));
      }
      case 'Crypto': {
        const lead = CRYPTO_BETA[i.ric];
        if (!lead) return null;
        const btc = this.m.instrument('BTC=');
        const own = stream(this.m.seed, `asset:${i.ric}`);
        return this.followerPath(i, this.m.pathOf(btc), lead, residualVolatility(i.volatility, lead, btc.volatility), (day) => own.normal(day));
      }
      default:
        return null;
    }
  }

  /**
   * An equity's market factor is its own index's move times its beta; its sector and its
   * own noise stay, at the volatility its index does not explain; dividends drop it on ex-dates.
   */
  private equityPath(i: EquityInstrument): GrowingPath {
    const index = this.m.instrument(i.index_fund);
    const spec = factorSpecOf(i)!;
    const sectorWeight = spec.loadings.find((l) => l.factor.startsWith('sector:'))?.weight ?? 0;
    const norm = Math.hypot(sectorWeight, spec.idiosyncratic);
    const sector = stream(this.m.seed, `sector:${i.sector}`);
    const own = stream(this.m.seed, `asset:${i.ric}`);
    const exFraction = dividendExFraction(i);
    const path = this.followerPath(i, this.m.pathOf(index), i.beta, residualVolatility(i.volatility, i.beta, index.volatility), (day) => (sectorWeight * sector.normal(day) + spec.idiosyncratic * own.normal(day)) / norm);
    if (exFraction <= 0) return path;
    return new GrowingPath((day) => path.at(day) - path.at(day - 1) + (isExDividendIndex(i, day) ? Math.log(1 - exFraction) : 0));
  }

  /** β times a leader's daily move, plus the instrument's own unit-variance noise at `residualVol`. */
  private followerPath(i: Instrument, leader: GrowingPath, beta: number, residualVol: number, noise: (day: number) => number): GrowingPath {
    const sd = residualVol * Math.sqrt(stepYears(this.m.calendarOf(i)));
    return new GrowingPath((day) => beta * (leader.at(day) - leader.at(day - 1)) + sd * noise(day));
  }

  /** The conditioned series of an instrument that follows real levels, or null. */
  anchoredSeries(i: Instrument): AnchoredSeries | null {
    // One listed after the epoch starts from its anchor on the day it was listed (ETH: 1.00 in August 2015).
    const listing = i.listed_from ? { unit: 'listing level', rows: [[i.listed_from, i.anchor_price]] as [string, number][] } : null;
    return !ANCHOR_SOURCES[i.ric] ? null : this.anchoredByKey(i.ric, this.m.calendarOf(i), i.volatility, listing);
  }

  private anchoredByKey(key: string, calendar: Calendar, baseVolatility: number, listing: AnchorTable | null = null): AnchoredSeries {
    let series = this.anchored.get(key);
    if (!series) {
      const source = ANCHOR_SOURCES[key]!;
      const z = stream(this.m.seed, `anchored:${key}`);
      const lead = SERIES_LEADERS[key];
      const leaderSeries = lead ? this.anchoredSeries(this.m.instrument(lead.leader))! : null;
      const leader = lead && leaderSeries ? { ...lead, logAt: (day: number) => leaderSeries.logAt(day) } : undefined;
      series = new AnchoredSeries(listing ? { ...source, tables: [...source.tables, listing] } : source, calendar, baseVolatility, (day) => z.normal(day), leader);
      this.anchored.set(key, series);
    }
    return series;
  }

  /** A fund moves with what it holds, in dollars, less its yearly fee (anchors/etf-holdings.ts). */
  private heldPath(holding: EtfHolding, yearlyFee: number): GrowingPath {
    const level = this.holdingLevel(holding);
    const fee = yearlyFee * stepYears('weekday');
    return new GrowingPath((day) => level(day) - level(day - 1) - fee);
  }

  /** The log of a holding's dollar value against the epoch's, by weekday close. */
  private holdingLevel(h: EtfHolding): (day: number) => number {
    switch (h.kind) {
      case 'index':
      case 'metal': {
        const held = this.m.instrument(h.ric);
        const path = this.m.pathOf(held);
        const currency = held.variable_currency === 'USD' ? null : this.m.currencyPathOf(held.variable_currency);
        return (day) => path.at(day) + (currency ? currency.at(day) : 0);
      }
      case 'oil': {
        const series = this.anchoredByKey(h.series, 'weekday', OIL_VOLATILITY);
        return (day) => series.logAt(day) - series.logAt(0);
      }
      case 'bonds': {
        const y = (day: number) => this.m.yieldAt('USD', h.duration, closeTimeOf(day, 'weekday'));
        const start = y(0);
        return (day) => -h.duration * (y(day) - start);
      }
      case 'basket': {
        const parts = h.parts.map((p) => ({ level: this.holdingLevel(p.holding), weight: p.weight }));
        return (day) => parts.reduce((sum, p) => sum + p.weight * p.level(day), 0);
      }
    }
  }

  /** The peg of a dollar pair whose quote currency is pegged, or undefined. */
  pegOf(i: Instrument): CurrencyPeg | undefined {
    return i.resourcetype === 'FX' && i.base_currency === 'USD' ? CURRENCY_PEGS[i.variable_currency] : undefined;
  }
}
