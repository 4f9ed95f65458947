/**
 * The simulated market: a pure, deterministic function of (instrument, time) from a seed,
 * anchored at the epoch (2014-01-02), so every session and every Worker computes the same
 * quote for the same moment without asking anyone, and past history never changes.
 *
 * Daily closes come from factor paths (equities, ETFs, index funds, metals, crypto), from
 * per-currency value paths (FX, so crosses are always consistent), and from yield curves
 * (bonds, bills, yields, repos, deposits, forwards by covered interest parity). Between two
 * closes the price follows a Brownian bridge at minute resolution; weekends stay flat except
 * for crypto.
 */
import { DAY_MS } from '../../constants';
import { forwardOutright, moneyMarketBasis } from '../../fx-forwards';
import { tbillPrice } from '../../tbills';
import { listingWindow, type CurrencyDef, type EquityInstrument, type Instrument } from '../instrument';
import { keptNormals, stream } from '../random';
import { CLOSE_OFFSET_MS, closeIndexAt, closeTimeOf, stepYears, type Calendar } from '../time-grid';
import { BondPricing, isBond } from './bond-pricing';
import { creditCycleStep } from './credit';
import { curveStep, overnightRate, regimeOf, yieldAt, type CurveState } from './curves';
import { dividendExFraction, isExDividendIndex } from './dividends';
import { factorSpecOf } from './factor-model';
import { GrowingPath, GrowingSeries } from './paths';
import { bidAsk, spreadOf } from './spreads';
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import type { AnchoredSeries } from '../anchors/anchored-series';
import { longEndShift } from '../anchors/model-two';
import { ModelTwoPaths } from '../anchors/model-two-paths';
import type { CurrencyPeg } from '../anchors/currency-pegs';
import type { MarketModel } from '../model-version';

export interface Quote {
  ric: string;
  /** Milliseconds since 1970 UTC. */
  timestamp: number;
  bid: number;
  ask: number;
  mid: number;
  /** Bonds: yield to maturity in percent at the mid. */
  yield_pct?: number;
  /** Bonds: accrued interest per 100 face and days accrued. */
  accrued_interest?: number;
  accrued_days?: number;
  /** Bonds: modified duration (years) and DV01 per 100 face. */
  duration?: number;
  dv01?: number;
}

export interface MarketConfig {
  seed: number;
  instruments: readonly Instrument[];
  currencies: readonly CurrencyDef[];
  /** The model version (model-version.ts); 1 when not given. */
  model?: MarketModel;
}

const MINUTES_PER_DAY = 1440;
const BRIDGE_CACHE_LIMIT = 256;
const TBILL_DAYS = [28, 56, 91, 182, 364];
const TENOR_YEARS = [4 / 52, 8 / 52, 13 / 52, 26 / 52, 1, 2, 3, 5, 7, 10, 30];

export class SimulatedMarket {
  private readonly byRic = new Map<string, Instrument>();
  private readonly currencyDefs = new Map<string, CurrencyDef>();
  private readonly paths = new Map<string, GrowingPath>();
  /** Per instrument, the level its path is relative to (`anchorOf`, built on first use). */
  private readonly levels = new Map<string, number>();
  /** The draws of factors many paths share (global, regional, sector, the dollar), kept once drawn. */
  private readonly factors = new Map<string, { normal: (index: number) => number }>();
  /** Model 2's paths (anchors/model-two-paths.ts), or null under model 1. */
  private readonly two: ModelTwoPaths | null;
  /** Each currency's curve by business day, as quoted (under model 2 the USD one with its long end lifted). */
  private readonly curves = new Map<string, GrowingSeries<CurveState>>();
  private readonly bridges = new Map<string, Float64Array>();
  private readonly creditCycle: GrowingSeries<number>;
  /** Per instrument, from which to which moment it exists (`listingWindow`, built on first use). */
  private readonly windows = new Map<string, { from: number; to: number }>();
  /** Bonds priced off the curves and the credit cycle. */
  private readonly bonds: BondPricing;
  /** Value of one unit of each currency in USD at the epoch. */
  private readonly fxAnchors = new Map<string, { usdValue: number; volatility: number }>();
  /** The pair quoting each currency against USD, and whether the currency is its base. */
  private readonly usdPairs = new Map<string, { ric: string; base: boolean }>();

  constructor(private readonly config: MarketConfig) {
    for (const i of config.instruments) this.byRic.set(i.ric, i);
    for (const c of config.currencies) this.currencyDefs.set(c.symbol, c);
    this.creditCycle = new GrowingSeries(0, creditCycleStep(config.seed));
    this.bonds = new BondPricing(
      (currency, tau, ms) => this.yieldAt(currency, tau, ms),
      (ms) => this.creditCycle.at(closeIndexAt(ms, 'weekday')),
    );
    this.two =
      (config.model ?? 1) >= 2
        ? new ModelTwoPaths({
            seed: config.seed,
            instrument: (ric) => this.instrument(ric),
            calendarOf: (i) => this.calendarOf(i),
            pathOf: (i) => this.logPath(i),
            currencyPathOf: (currency) => this.currencyPath(currency),
            yieldAt: (currency, tau, ms) => this.yieldAt(currency, tau, ms),
            usdPair: (currency) => this.usdPairs.get(currency),
          })
        : null;
    this.fxAnchors.set('USD', { usdValue: 1, volatility: 0 });
    for (const i of config.instruments) {
      if (i.resourcetype !== 'FX') continue;
      if (i.variable_currency === 'USD') {
        this.fxAnchors.set(i.base_currency, { usdValue: this.anchorOf(i), volatility: i.volatility });
        this.usdPairs.set(i.base_currency, { ric: i.ric, base: true });
      } else if (i.base_currency === 'USD') {
        this.fxAnchors.set(i.variable_currency, { usdValue: 1 / this.anchorOf(i), volatility: i.volatility });
        this.usdPairs.set(i.variable_currency, { ric: i.ric, base: false });
      }
    }
  }

  get seed(): number {
    return this.config.seed;
  }

  get model(): MarketModel {
    return this.config.model ?? 1;
  }

  instrument(ric: string): Instrument {
    const i = this.byRic.get(ric);
    if (!i) throw new Error(`Unknown instrument ${ric}`);
    return i;
  }

  calendarOf(i: Instrument): Calendar {
    return i.resourcetype === 'Crypto' ? 'daily' : 'weekday';
  }

  /** Whether the instrument exists at this moment (bonds between issue and maturity; model 2: one listed later from its `listed_from`). */
  isListed(ric: string, ms: number): boolean {
    const life = this.listingWindow(this.underlyingOf(this.instrument(ric)));
    return ms >= life.from && ms <= life.to;
  }

  /** Whether the instrument (an option: its underlying) begins trading after this moment: 'Not listed yet'. */
  notListedYet(ric: string, ms: number): boolean {
    return ms < this.listingWindow(this.underlyingOf(this.instrument(ric))).from;
  }

  /** The day one listed after the epoch began trading (YYYY-MM-DD) under this market's model, or null. */
  listedFrom(ric: string): string | null {
    const i = this.underlyingOf(this.instrument(ric));
    return this.model >= 2 ? (i.listed_from ?? null) : null;
  }

  /** From which to which moment an instrument exists under this market's model. */
  listingWindow(i: Instrument): { from: number; to: number } {
    // Kept per instrument: every tick asks it of every instrument, and a bond's means parsing its dates.
    let life = this.windows.get(i.ric);
    if (!life) {
      life = listingWindow(i, this.model);
      this.windows.set(i.ric, life);
    }
    return life;
  }

  // ----- Daily closes -----------------------------------------------------------------------

  /** Mid of the close with index `index` on the instrument's calendar. */
  closeMid(ric: string, index: number): number {
    const i = this.instrument(ric);
    return this.midFromState(i, index, closeTimeOf(index, this.calendarOf(i)));
  }

  /** Mid at any moment: closes joined by a minute-resolution Brownian bridge. */
  midAt(ric: string, ms: number): number {
    const i = this.instrument(ric);
    // A cross is the ratio of its dollar legs at every moment, not only at the closes.
    if (i.resourcetype === 'FX' && i.base_currency !== 'USD' && i.variable_currency !== 'USD') {
      return this.usdValueAt(i.base_currency, ms) / this.usdValueAt(i.variable_currency, ms);
    }
    const cal = this.calendarOf(i);
    const prev = closeIndexAt(ms, cal);
    const nextClose = closeTimeOf(prev + 1, cal);
    // A close's move happens over the 24 hours before it; weekends and holidays stay flat.
    const f = Math.min(1, Math.max(0, (ms - (nextClose - DAY_MS)) / DAY_MS));
    if (f === 0) return this.closeMid(ric, prev);
    if (!this.hasPath(i)) {
      const a = this.closeMid(ric, prev);
      const b = this.closeMid(ric, prev + 1);
      return a + (b - a) * f;
    }
    const x0 = this.logPath(i).at(prev);
    const x1 = this.logPath(i).at(prev + 1);
    const minute = f * MINUTES_PER_DAY;
    const m0 = Math.floor(minute);
    const w = this.bridge(i, prev + 1);
    const noiseAt = (m: number) => w[m]! - (m / MINUTES_PER_DAY) * w[MINUTES_PER_DAY]!;
    const noise = noiseAt(m0) + (m0 < MINUTES_PER_DAY ? (noiseAt(m0 + 1) - noiseAt(m0)) * (minute - m0) : 0);
    const sigmaDay = this.volatilityOn(i, prev + 1) * Math.sqrt(stepYears(cal));
    return this.levelOf(i) * Math.exp(x0 + (x1 - x0) * f + sigmaDay * noise);
  }

  quoteAt(ric: string, ms: number): Quote {
    const i = this.instrument(ric);
    if (isBond(i)) return this.bonds.quote(i, ms);
    const mid = this.midAt(ric, ms);
    const { bid, ask } = bidAsk(mid, spreadOf(i));
    return { ric, timestamp: ms, bid, ask, mid };
  }

  /** Mid rate converting one unit of `from` into `to`, through USD (crosses are consistent). */
  fxRate(from: string, to: string, ms: number): number {
    return from === to ? 1 : this.usdValueAt(from, ms) / this.usdValueAt(to, ms);
  }

  private usdValueAt(currency: string, ms: number): number {
    if (currency === 'USD') return 1;
    const pair = this.usdPairs.get(currency);
    if (!pair) throw new Error(`No USD pair for currency ${currency}`);
    const mid = this.midAt(pair.ric, ms);
    return pair.base ? mid : 1 / mid;
  }

  // ----- Rates ---------------------------------------------------------------------------------

  curveState(currency: string, businessIndex: number): CurveState {
    let series = this.curves.get(currency);
    if (!series) {
      const def = this.currencyDefs.get(currency);
      const regime = regimeOf(currency, def?.overnight_rate ?? 0.02);
      series = new GrowingSeries<CurveState>({ ...regime(0) }, curveStep(this.config.seed, currency, regime));
      if (this.model >= 2 && currency === 'USD') series = liftedLongEnd(series);
      this.curves.set(currency, series);
    }
    return series.at(businessIndex);
  }

  /** Zero yield (decimal) of a currency at a maturity in years, at a moment. */
  yieldAt(currency: string, tauYears: number, ms: number): number {
    return yieldAt(this.curveState(currency, closeIndexAt(ms, 'weekday')), tauYears);
  }

  /**
   * Lombard (overdraft) rate (banking.md §10): the policy rate plus our spread (1.00 pp, in the
   * conventions table), charged on a negative available balance at each period end or daily roll.
   */
  lombardRateAt(currency: string, ms: number): number {
    return this.policyRateAt(currency, ms) + BANKING_CONVENTIONS.lombardSpread;
  }

  /** A currency's policy rate (banking.md §10): its 4-week yield on that date (annual decimal). */
  policyRateAt(currency: string, ms: number): number {
    return this.yieldAt(currency, BANKING_CONVENTIONS.policyRateTenorDays / 365, ms);
  }

  /** Overnight deposit rate of a currency (annual decimal; daily accrual = annual / 360). */
  overnightRateAt(currency: string, ms: number): number {
    return overnightRate(this.curveState(currency, closeIndexAt(ms, 'weekday')));
  }

  // ----- Internals -----------------------------------------------------------------------------

  private hasPath(i: Instrument): boolean {
    return factorSpecOf(i) !== null || i.resourcetype === 'FX' || i.resourcetype === 'Option';
  }

  /** What moves an instrument's price: an option's underlying, else the instrument itself. */
  private underlyingOf(i: Instrument): Instrument {
    return i.resourcetype === 'Option' ? this.instrument((i as { non_derivate_asset: string }).non_derivate_asset) : i;
  }

  private logPath(i: Instrument): GrowingPath {
    const target = this.underlyingOf(i);
    const key = target.ric;
    let path = this.paths.get(key);
    if (path) return path;
    path = this.modelTwoPath(target) ?? (target.resourcetype === 'FX' ? this.fxPath(target) : this.factorPath(target));
    this.paths.set(key, path);
    return path;
  }

  private factorPath(i: Instrument): GrowingPath {
    const spec = factorSpecOf(i);
    if (!spec) throw new Error(`${i.ric} has no factor model`);
    const seed = this.config.seed;
    const factors = spec.loadings.map((l) => ({ weight: l.weight, z: this.factorDraws(l.factor) }));
    const own = stream(seed, `asset:${i.ric}`);
    const dt = stepYears(this.calendarOf(i));
    const sigma = i.volatility;
    const drift = (spec.drift - (sigma * sigma) / 2) * dt;
    const sd = sigma * Math.sqrt(dt);
    const equity = i.resourcetype === 'Equity' ? (i as EquityInstrument) : null;
    const exFraction = equity ? dividendExFraction(equity) : 0;
    return new GrowingPath((day) => {
      let z = spec.idiosyncratic * own.normal(day);
      for (const f of factors) z += f.weight * f.z.normal(day);
      // The price drops by the dividend on its ex-date: the path is a price, not a total return.
      const dividend = equity && exFraction > 0 && isExDividendIndex(equity, day) ? Math.log(1 - exFraction) : 0;
      return drift + sd * z + dividend;
    });
  }

  /** A shared factor's daily standard normals, drawn once for all the paths that load on it. */
  private factorDraws(name: string): { normal: (index: number) => number } {
    let draws = this.factors.get(name);
    if (!draws) {
      draws = keptNormals(this.config.seed, name);
      this.factors.set(name, draws);
    }
    return draws;
  }

  /** Log of the pair's price relative to its anchor, as the ratio of two USD values. */
  private fxPath(i: Instrument): GrowingPath {
    const base = this.currencyPath(i.base_currency);
    const quote = this.currencyPath(i.variable_currency);
    const anchorRatio = this.usdValueAtEpoch(i.base_currency) / this.usdValueAtEpoch(i.variable_currency);
    const offset = Math.log(anchorRatio / this.anchorOf(i));
    return new GrowingPath((day) => base.at(day) - base.at(day - 1) - (quote.at(day) - quote.at(day - 1)) + (day === 1 ? offset : 0));
  }

  private currencyPath(currency: string): GrowingPath {
    const key = `ccy:${currency}`;
    let path = this.paths.get(key);
    if (path) return path;
    const modelTwo = this.two?.currencyPath(currency);
    if (modelTwo) {
      this.paths.set(key, modelTwo);
      return modelTwo;
    }
    const anchor = this.fxAnchors.get(currency);
    if (!anchor) throw new Error(`No USD pair for currency ${currency}`);
    const dollar = this.factorDraws('fx:usd');
    const own = stream(this.config.seed, `fx:${currency}`);
    const sd = anchor.volatility * Math.sqrt(1 / 252);
    // Every currency's value in USD shares a dollar factor: the dollar rises against all.
    const rho = 0.5;
    path = new GrowingPath((day) => (currency === 'USD' ? 0 : sd * (rho * -dollar.normal(day) + Math.sqrt(1 - rho * rho) * own.normal(day))));
    this.paths.set(key, path);
    return path;
  }

  /** Model 2's paths, or null under model 1. */
  private modelTwoPath(i: Instrument): GrowingPath | null {
    return this.two?.path(i) ?? null;
  }

  private anchoredSeries(i: Instrument): AnchoredSeries | null {
    return this.two?.anchoredSeries(i) ?? null;
  }

  private pegOf(i: Instrument): CurrencyPeg | undefined {
    return this.two?.pegOf(i);
  }

  /**
   * The level a path is relative to: the epoch's anchor, or model 2's conditioned start (a peg's
   * middle), or for one listed after the epoch the level that puts it at its anchor on the day it
   * was listed (its path before that is never shown).
   */
  private anchorOf(i: Instrument): number {
    const series = this.anchoredSeries(i);
    if (series) return Math.exp(series.logAt(0));
    const peg = this.pegOf(i);
    if (peg) return peg.mid;
    if (this.model >= 2 && i.listed_from) return i.anchor_price * Math.exp(-this.logPath(i).at(this.listingCloseIndex(i)));
    return i.anchor_price;
  }

  /** `anchorOf`, kept per instrument: every close and intraday mid of a path reads it. */
  private levelOf(i: Instrument): number {
    let level = this.levels.get(i.ric);
    if (level === undefined) {
      level = this.anchorOf(i);
      this.levels.set(i.ric, level);
    }
    return level;
  }

  /** The close of the day an instrument was listed (or the last one before it, on a weekend). */
  private listingCloseIndex(i: Instrument): number {
    return closeIndexAt(Date.parse(`${i.listed_from}T00:00:00Z`) + CLOSE_OFFSET_MS, this.calendarOf(i));
  }

  /** The volatility of a day's moves: the instrument's, or model 2's regime for an anchored one. */
  private volatilityOn(i: Instrument, index: number): number {
    // A pegged rate moves straight between its closes: the band holds intraday too.
    if (this.pegOf(i)) return 0;
    return this.anchoredSeries(this.underlyingOf(i))?.volatilityAt(index) ?? i.volatility;
  }

  private usdValueAtEpoch(currency: string): number {
    const a = this.fxAnchors.get(currency);
    if (!a) throw new Error(`No USD pair for currency ${currency}`);
    return a.usdValue;
  }

  private midFromState(i: Instrument, index: number, closeMs: number): number {
    switch (i.resourcetype) {
      case 'GovtBond':
      case 'CorporateBond':
      case 'HTMBond':
      case 'AFSBond':
        return this.bonds.cleanPriceAt(i, closeMs);
      case 'TBill': {
        const days = TBILL_DAYS[i.tbill_tenor] ?? 91;
        const discountRate = Math.max(0, this.yieldAt(i.variable_currency, days / 365, closeMs));
        return tbillPrice({ discountRate, days });
      }
      case 'Yields':
        return 100 * this.yieldAt(i.variable_currency, TENOR_YEARS[i.tenor] ?? 1, closeMs);
      case 'Repo':
        return 100 * (this.yieldAt(i.variable_currency, repoYears(i.tenor, i.tenor_unit), closeMs) + 0.001);
      case 'Deposit':
        return 100 * this.overnightRateAt(i.variable_currency, closeMs);
      case 'CDS': {
        // The contract's own spread (its entity and tenor: a 10-year above a 5-year) moved by the credit cycle bonds share.
        const cycle = this.creditCycle.at(closeIndexAt(closeMs, 'weekday'));
        return i.anchor_price * Math.exp(cycle);
      }
      case 'FxForwards': {
        const spot = this.closeMid(i.corresponding_fx_asset, index);
        const days = Math.round(i.tenor_months * 30.4375);
        return forwardOutright({
          spot,
          days,
          baseRate: this.yieldAt(i.base_currency, days / 365, closeMs),
          quoteRate: this.yieldAt(i.variable_currency, days / 365, closeMs),
          baseBasis: moneyMarketBasis(i.base_currency),
          quoteBasis: moneyMarketBasis(i.variable_currency),
        });
      }
      default:
        return this.levelOf(i) * Math.exp(this.logPath(i).at(index));
    }
  }

  /** Cumulative standard-normal minute increments of one day's bridge, memoised (bounded). */
  private bridge(i: Instrument, closeIndex: number): Float64Array {
    const key = `${i.ric}#${closeIndex}`;
    const hit = this.bridges.get(key);
    if (hit) return hit;
    const z = stream(this.config.seed, `intraday:${i.ric}`);
    const w = new Float64Array(MINUTES_PER_DAY + 1);
    const scale = 1 / Math.sqrt(MINUTES_PER_DAY);
    const base = closeIndex * MINUTES_PER_DAY;
    for (let m = 1; m <= MINUTES_PER_DAY; m++) w[m] = w[m - 1]! + scale * z.normal(base + m);
    if (this.bridges.size >= BRIDGE_CACHE_LIMIT) this.bridges.delete(this.bridges.keys().next().value!);
    this.bridges.set(key, w);
    return w;
  }
}

/**
 * Model 2's USD curve: the long end lifted so each month's average 10-year yield is its anchor;
 * the short end (its regime) stays. Each day's lifted state is kept, as the curve's own are.
 */
function liftedLongEnd(curve: GrowingSeries<CurveState>): GrowingSeries<CurveState> {
  const shiftOf = longEndShift((i) => yieldAt(curve.at(i), 10));
  const lifted = (businessIndex: number): CurveState => {
    const state = curve.at(businessIndex);
    const shift = shiftOf(businessIndex);
    return { ...state, level: state.level + shift, slope: state.slope - shift };
  };
  return new GrowingSeries<CurveState>(lifted(0), (_, i) => lifted(i));
}

function repoYears(tenor: number, unit: 0 | 1 | 2): number {
  return unit === 0 ? tenor / 365 : unit === 1 ? (tenor * 7) / 365 : tenor / 12;
}
