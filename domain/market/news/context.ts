/**
 * What detection needs from the market: the instruments it knows, moves from its closes, and
 * what drives them. Under model 1 that is the factor streams (the very streams of
 * factor-model.ts, so a story fires on the day the price actually moves); under model 2, whose
 * prices follow real levels and no longer move with those draws, each factor is read off the
 * tape: the z-score of the move of the instrument that stands for it (see `z`).
 */
import type { SimulatedMarket } from '../simulation/market';
import type { CurrencyDef, EquityInstrument, FxInstrument, Instrument } from '../instrument';
import { stream } from '../random';
import { CURRENCIES } from '../universe/currencies';
import { UNIVERSE } from '../universe/universe';
import { closeTimeOf, stepYears, type Calendar } from '../time-grid';
import { DOLLAR_BASKET, GLOBAL_INDEX, REGION_DESKS } from './reference';
import type { Move, NewsOptions } from './types';

export interface NewsContext {
  market: SimulatedMarket;
  seed: number;
  instruments: readonly Instrument[];
  byRic: ReadonlyMap<string, Instrument>;
  equities: readonly EquityInstrument[];
  /** Spot pairs against USD that actually float (annual vol ≥ 3%). */
  usdPairs: readonly FxInstrument[];
  currencies: readonly CurrencyDef[];
  /**
   * How far a factor moved into the close `index`, in sigmas. Model 1: the factor's normal draw
   * (memoised handles). Model 2: the z-score of the move standing for it (`tapeFactor`); streams
   * that still move model 2's paths (asset:*) answer with their draw.
   */
  z(name: string, index: number): number;
  has(ric: string): boolean;
  /** Close-to-close move of a known instrument on its calendar; null if unknown or unlisted. */
  move(ric: string, index: number): Move | null;
  /** Whether news may be written about the instrument at the close `index` (listing dates). */
  listed(ric: string, index: number, calendar: Calendar): boolean;
}

export function newsContext(market: SimulatedMarket, options: NewsOptions = {}): NewsContext {
  const known = (ric: string) => {
    try {
      market.instrument(ric);
      return true;
    } catch {
      return false;
    }
  };
  const instruments = (options.instruments ?? UNIVERSE).filter((i) => known(i.ric));
  const byRic = new Map(instruments.map((i) => [i.ric, i] as const));
  const visible = options.isVisible ?? (() => true);
  const streams = new Map<string, ReturnType<typeof stream>>();
  const seed = market.seed;
  // No news before an instrument existed (coin launches, late listings), under either model: model 1's prices before are nominal.
  const listedFrom = new Map(instruments.filter((i) => i.listed_from).map((i) => [i.ric, Date.parse(`${i.listed_from}T00:00:00Z`)] as const));

  const usdPairs = instruments.filter(
    (i): i is FxInstrument => i.resourcetype === 'FX' && (i.base_currency === 'USD') !== (i.variable_currency === 'USD') && i.volatility >= 0.03,
  );
  const draw = (name: string, index: number) => {
    let s = streams.get(name);
    if (!s) streams.set(name, (s = stream(seed, name)));
    return s.normal(index);
  };
  const fromTape = market.model >= 2 ? tapeFactor(market, byRic, usdPairs) : null;

  const listed = (ric: string, index: number, calendar: Calendar) => {
    const from = listedFrom.get(ric);
    return from === undefined || closeTimeOf(index - 1, calendar) >= from;
  };

  return {
    market,
    seed,
    instruments,
    byRic,
    equities: instruments.filter((i): i is EquityInstrument => i.resourcetype === 'Equity' && visible(i.ric)),
    usdPairs,
    currencies: options.currencies ?? CURRENCIES,
    z: fromTape ? (name, index) => fromTape(name, index) ?? draw(name, index) : draw,
    has: (ric) => byRic.has(ric),
    move(ric, index) {
      const instrument = byRic.get(ric);
      if (!instrument) return null;
      const calendar = market.calendarOf(instrument);
      if (!listed(ric, index, calendar)) return null;
      const close = market.closeMid(ric, index);
      const previous = market.closeMid(ric, index - 1);
      return { instrument, close, change: close / previous - 1 };
    },
    listed,
  };
}

/**
 * Model 2's reading of a factor from the closes: the log move into the close of the instrument
 * the factor stands for, over that instrument's daily σ (its volatility × √dt, the yardstick the
 * close-based detectors use). equity:global is the global index (else the S&P 500), region:X the
 * lead index of X's desk, fx:usd the dollar against its basket (DOLLAR_BASKET's weights; model 2
 * walks each pair on its own draws, so the basket's variance is the sum of its parts'),
 * crypto:global Bitcoin (0 when the context knows none of them). Null for any other name.
 *
 * The σ is the instrument's normal volatility, as for every close-based detector, not the
 * regime's σ model 2 walks an anchored series with: a regime is high because of the moves in it
 * (the S&P 500's −7 % days of March 2020 are under 2σ of its 59.5 %), so against it a crash would
 * not be news; against the normal σ it is, and a calm regime (σ at its base) reads as model 1 does.
 */
function tapeFactor(
  market: SimulatedMarket,
  byRic: ReadonlyMap<string, Instrument>,
  usdPairs: readonly FxInstrument[],
): (name: string, index: number) => number | null {
  const dailySd = (i: Instrument) => i.volatility * Math.sqrt(stepYears(market.calendarOf(i)));
  const logMove = (i: Instrument, index: number) => Math.log(market.closeMid(i.ric, index) / market.closeMid(i.ric, index - 1));
  const zOf = (rics: readonly string[], index: number) => {
    const i = rics.map((ric) => byRic.get(ric)).find((x) => x !== undefined);
    return i ? logMove(i, index) / dailySd(i) : 0;
  };
  const basket = usdPairs.flatMap((pair) => {
    const weight = DOLLAR_BASKET[foreignCurrency(pair)];
    // The dollar's log move against the pair's other currency: the pair's, or its inverse.
    return weight === undefined ? [] : [{ pair, weight: pair.base_currency === 'USD' ? weight : -weight }];
  });
  const basketSd = Math.sqrt(basket.reduce((sum, { pair, weight }) => sum + (weight * dailySd(pair)) ** 2, 0));
  return (name, index) => {
    if (name === 'equity:global') return zOf([GLOBAL_INDEX, '.SPX'], index);
    if (name === 'crypto:global') return zOf(['BTC='], index);
    if (name === 'fx:usd') return basketSd > 0 ? basket.reduce((sum, { pair, weight }) => sum + weight * logMove(pair, index), 0) / basketSd : 0;
    const desk = name.startsWith('region:') ? REGION_DESKS[name.slice('region:'.length)] : undefined;
    return desk ? zOf(desk.indices, index) : null;
  };
}

/** The currency of a USD pair that is not the dollar. */
export function foreignCurrency(pair: FxInstrument): string {
  return pair.base_currency === 'USD' ? pair.variable_currency : pair.base_currency;
}

/** Change of the dollar's value against the pair's other currency, from the pair's move. */
export function dollarChange(pair: FxInstrument, change: number): number {
  return pair.base_currency === 'USD' ? change : 1 / (1 + change) - 1;
}
