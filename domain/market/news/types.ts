/**
 * Types of the simulated news feed. Detection (./detection*.ts) turns the market's factor
 * streams and closes into structured stories; templates (./templates*.ts) write them up; the
 * generator (./news-generator.ts) dates them and assembles NewsItem rows.
 *
 * Importance scale (sessions deliver importances 1 and 2 by default, so those are the everyday
 * kind; 4 and 5 are rare). σ is the instrument's daily volatility, z a factor's normal draw (under
 * model 2 the z-score of the move standing for the factor, against its instrument's σ: context.ts):
 * 1 — routine: the daily market wrap, the weekend crypto wrap, small company news (a share
 *     moving 2.6–3.2σ), emerging-market central-bank drift (20–50 bp in a week).
 * 2 — notable: company moves ≥ 3.2σ, a global equity shock (|z| 2–2.5), a regional shock
 *     (region |z| > 2.3 with its lead index moving 1.5–2.5σ), a broad dollar move (|z| 2.2–3),
 *     a single currency ≥ 3.3σ, a metal or oil ≥ 2.8σ, a crypto-market move (|z| > 2.3 with Bitcoin
 *     moving 1.5–2.5σ) or a coin ≥ 3.2σ, a developed-market central bank moving 20–50 bp (emerging ≥ 50 bp).
 * 3 — large: company ≥ 4σ, global |z| 2.5–3, regional index ≥ 2.5σ, dollar |z| ≥ 3, currency
 *     ≥ 4σ, commodity ≥ 3.5σ, Bitcoin ≥ 2.5σ on a crypto-market day, a major central bank (Fed, ECB, BoE, BoJ)
 *     moving 20–50 bp, another developed one ≥ 50 bp.
 * 4 — very large: global |z| 3–3.5, regional index ≥ 3.5σ, company ≥ 5σ, commodity ≥ 4.5σ, a
 *     major central bank moving ≥ 50 bp in a week.
 * 5 — crisis: the global equity factor beyond 3.5 sigmas (MSCI World moving ~3% or more).
 */
import type { CurrencyDef, EquityInstrument, Instrument } from '../instrument';
import type { Calendar } from '../time-grid';

export type Importance = 1 | 2 | 3 | 4 | 5;

export type NewsKind = 'market' | 'company' | 'rates' | 'fx' | 'commodity' | 'crypto' | 'wrap';

export interface NewsItem {
  /** Stable: `news-<trading date>-<kind>-<key>`, e.g. 'news-2016-06-24-company-AAPL.O'. */
  id: string;
  headline: string;
  body: string;
  /** ISO 8601 UTC with milliseconds, e.g. '2016-06-24T13:47:00.000Z'. */
  timestamp: string;
  importance: Importance;
  /** Rics the story is about (instruments of the universe). */
  tickers: string[];
  kind: NewsKind;
}

export interface NewsOptions {
  /** Instruments to consider; default the whole universe. Only those the market knows are used. */
  instruments?: readonly Instrument[];
  /** Currencies whose central banks are followed; default the universe's currencies. */
  currencies?: readonly CurrencyDef[];
  /** Which equities may make company news (e.g. the rics whose reference data is visible). Default: all. */
  isVisible?: (ric: string) => boolean;
}

/** A close-to-close move of one instrument. */
export interface Move {
  instrument: Instrument;
  /** Close of the day (mid). */
  close: number;
  /** close / previous close − 1. */
  change: number;
}

interface StoryBase {
  key: string;
  /** Index of the close the story belongs to, on `calendar`. */
  day: number;
  calendar: Calendar;
  importance: Importance;
}

export interface MarketStory extends StoryBase {
  kind: 'market';
  /** 'Global' for the world factor, otherwise a region. */
  region: string;
  /** The factor draw that caused it (model 2: the z-score of the lead index's move). */
  z: number;
  lead: Move;
  others: Move[];
}

export interface CompanyStory extends StoryBase {
  kind: 'company';
  equity: EquityInstrument;
  move: Move;
  /** Dividend-adjusted return in daily sigmas. */
  sigmas: number;
  /** True when the asset's own noise, not its factors, made most of the move. */
  companySpecific: boolean;
  /** Dividend per share going ex on the day (0 if none). */
  dividend: number;
  benchmark: Move | null;
}

export interface RatesStory extends StoryBase {
  kind: 'rates';
  currency: string;
  /** Overnight rate at the close (annual decimal) and its change over five business days. */
  rate: number;
  change: number;
  twoYear: number;
  tenYear: number;
  tickers: string[];
}

export interface FxStory extends StoryBase {
  kind: 'fx';
  /** 'USD' for a broad dollar story, otherwise the currency that moved. */
  currency: string;
  /** Dollar story: the dollar's weighted move against the majors (fraction). */
  basket: number;
  moves: Move[];
}

export interface CommodityStory extends StoryBase {
  kind: 'commodity';
  move: Move;
  sigmas: number;
}

export interface CryptoStory extends StoryBase {
  kind: 'crypto';
  scope: 'market' | 'coin' | 'weekend';
  moves: Move[];
}

export interface WrapStory extends StoryBase {
  kind: 'wrap';
  moves: Move[];
  /** US 10-year zero yield at the close and its daily change (decimals). */
  tenYear: { level: number; change: number } | null;
}

export type Story = MarketStory | CompanyStory | RatesStory | FxStory | CommodityStory | CryptoStory | WrapStory;

export interface Rendered {
  headline: string;
  body: string;
  tickers: string[];
}
