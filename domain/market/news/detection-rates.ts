/**
 * Central-bank stories. The simulated short rate drifts (a Nelson-Siegel curve stepped daily),
 * so a "decision" is a change of the overnight rate of at least 20 bp over five business days.
 * After a story the bank stays quiet for COOLDOWN_DAYS (about the gap between two policy
 * meetings). The cooldown makes the events depend on history, so they are always scanned from
 * the epoch — once per market and currency, then extended — which keeps a story's date the
 * same whatever window is asked for.
 */
import type { SimulatedMarket } from '../simulation/market';
import { closeTimeOf } from '../time-grid';
import type { NewsContext } from './context';
import { centralBankOf } from './reference';
import type { Importance, RatesStory } from './types';

export const RATE_MOVE_THRESHOLD = 0.002;
export const RATE_LOOKBACK_DAYS = 5;
export const COOLDOWN_DAYS = 30;

interface Scan {
  scannedTo: number;
  lastEvent: number;
  events: number[];
}

const scans = new WeakMap<SimulatedMarket, Map<string, Scan>>();

function overnight(market: SimulatedMarket, currency: string, day: number): number {
  return market.overnightRateAt(currency, closeTimeOf(day, 'weekday'));
}

/** Business days (ascending) on which the currency's central bank makes the news, up to `last`. */
export function rateEventDays(market: SimulatedMarket, currency: string, last: number): readonly number[] {
  let byCurrency = scans.get(market);
  if (!byCurrency) scans.set(market, (byCurrency = new Map()));
  let scan = byCurrency.get(currency);
  if (!scan) byCurrency.set(currency, (scan = { scannedTo: RATE_LOOKBACK_DAYS - 1, lastEvent: -Infinity, events: [] }));
  for (let day = scan.scannedTo + 1; day <= last; day++) {
    if (day - scan.lastEvent <= COOLDOWN_DAYS) continue;
    const change = overnight(market, currency, day) - overnight(market, currency, day - RATE_LOOKBACK_DAYS);
    if (Math.abs(change) >= RATE_MOVE_THRESHOLD) {
      scan.events.push(day);
      scan.lastEvent = day;
    }
  }
  scan.scannedTo = Math.max(scan.scannedTo, last);
  return scan.events;
}

function importanceOf(currency: string, change: number): Importance {
  const big = Math.abs(change) >= 0.005;
  switch (centralBankOf(currency).tier) {
    case 1:
      return big ? 4 : 3;
    case 2:
      return big ? 3 : 2;
    default:
      return big ? 2 : 1;
  }
}

export function detectRates(ctx: NewsContext, first: number, last: number): RatesStory[] {
  const out: RatesStory[] = [];
  const { market } = ctx;
  for (const { symbol: currency } of ctx.currencies) {
    const tickers = ctx.instruments
      .filter(
        (i) =>
          i.base_currency === currency &&
          ((i.resourcetype === 'Deposit' && i.ric === `${currency}OND=`) || (i.resourcetype === 'Yields' && /(2|10)YR$/.test(i.ticker))),
      )
      .map((i) => i.ric);
    const pair = ctx.usdPairs.find((p) => p.base_currency === currency || p.variable_currency === currency);
    if (pair) tickers.push(pair.ric);
    for (const day of rateEventDays(market, currency, last)) {
      if (day < first) continue;
      const ms = closeTimeOf(day, 'weekday');
      const rate = overnight(market, currency, day);
      const change = rate - overnight(market, currency, day - RATE_LOOKBACK_DAYS);
      out.push({
        kind: 'rates',
        key: currency,
        day,
        calendar: 'weekday',
        importance: importanceOf(currency, change),
        currency,
        rate,
        change,
        twoYear: market.yieldAt(currency, 2, ms),
        tenYear: market.yieldAt(currency, 10, ms),
        tickers,
      });
    }
  }
  return out;
}
