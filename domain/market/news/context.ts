/**
 * What detection needs from the market: the instruments it knows, moves from its closes, and
 * the factor streams that drive them (the very streams of factor-model.ts, so a story fires on
 * the day the price actually moves).
 */
import type { SimulatedMarket } from '../simulation/market';
import type { CurrencyDef, EquityInstrument, FxInstrument, Instrument } from '../instrument';
import { stream } from '../random';
import { CURRENCIES } from '../universe/currencies';
import { UNIVERSE } from '../universe/universe';
import { closeTimeOf, type Calendar } from '../time-grid';
import { LISTED_FROM } from './reference';
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
  /** Normal draw of a named stream at an index (memoised handles). */
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
  const listedFrom = new Map(Object.entries(LISTED_FROM).map(([ric, date]) => [ric, Date.parse(date)] as const));

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
    usdPairs: instruments.filter(
      (i): i is FxInstrument => i.resourcetype === 'FX' && (i.base_currency === 'USD') !== (i.variable_currency === 'USD') && i.volatility >= 0.03,
    ),
    currencies: options.currencies ?? CURRENCIES,
    z(name, index) {
      let s = streams.get(name);
      if (!s) streams.set(name, (s = stream(seed, name)));
      return s.normal(index);
    },
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

/** The currency of a USD pair that is not the dollar. */
export function foreignCurrency(pair: FxInstrument): string {
  return pair.base_currency === 'USD' ? pair.variable_currency : pair.base_currency;
}

/** Change of the dollar's value against the pair's other currency, from the pair's move. */
export function dollarChange(pair: FxInstrument, change: number): number {
  return pair.base_currency === 'USD' ? change : 1 / (1 + change) - 1;
}
