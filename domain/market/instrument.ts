/**
 * Reference data of one instrument of the market universe: what the spec's underlying-asset
 * entity carries (spec 000 §3, 001 §3, 002 §3) plus the parameters the simulated market needs
 * (anchor price at the simulation epoch, volatility, factor loadings). Prices are ours; names
 * and tickers are real.
 */
import { ScenarioType, type Region, type Resourcetype } from '../enums';
import type { MarketModel } from './model-version';

export type Rating = 'AAA' | 'AA+' | 'AA' | 'AA-' | 'A+' | 'A' | 'A-' | 'BBB+' | 'BBB' | 'BBB-' | 'BB+' | 'BB' | 'BB-' | 'B+' | 'B' | 'B-';

export type Sector =
  | 'Technology'
  | 'Financials'
  | 'Health Care'
  | 'Consumer Discretionary'
  | 'Consumer Staples'
  | 'Energy'
  | 'Industrials'
  | 'Materials'
  | 'Utilities'
  | 'Real Estate'
  | 'Communication Services';

interface InstrumentBase {
  /** Unique key, Refinitiv-style where the instrument has one (e.g. 'AAPL.O', 'EUR=', 'US10YT=RR'). */
  ric: string;
  ticker: string;
  name: string;
  resourcetype: Resourcetype;
  region: Region;
  /** ISO 3166 alpha-2 country code, or 'XX' for global instruments (crypto, metals, FX). */
  geography: string;
  /** Currency of the asset (FX: the base currency of the pair). */
  base_currency: string;
  /** Currency it is paid in (FX: the quote currency). */
  variable_currency: string;
  /** Annualised volatility of returns at the epoch, e.g. 0.25. */
  volatility: number;
  /** Mid price at the simulation epoch (bonds: ignored, priced from the curve); for one listed later, its price on `listed_from`. */
  anchor_price: number;
  /**
   * The day it began trading (YYYY-MM-DD), for one that did not exist at the epoch (ETH, Saudi
   * Aramco…). From model 2 on it is not listed before: no quote, 'Not listed yet', orders refused.
   */
  listed_from?: string;
}

export interface EquityInstrument extends InstrumentBase {
  resourcetype: 'Equity';
  sector: Sector;
  industry: string;
  /** Loading on the global equity factor, the 5Y monthly beta the research tab shows. */
  beta: number;
  pe_ratio: number;
  /** Earnings per share, in the variable currency. */
  earnings: number;
  /** Annual dividend yield, e.g. 0.021; 0 for non-payers. */
  dividend_yield: number;
  /** Payments per year (1, 2 or 4) when dividend_yield > 0. */
  dividend_frequency: 0 | 1 | 2 | 4;
  /** Index fund ric this equity belongs to (benchmarks). */
  index_fund: string;
  /** Listed options exist on it (liquid large caps). */
  has_options: boolean;
}

export interface EtfInstrument extends InstrumentBase {
  resourcetype: 'ETF';
  /** 'equity' | 'bond' | 'commodity' — the asset class ids ETF Equities 5, ETF Bonds 6, ETF Commodities 7. */
  etf_class: 'equity' | 'bond' | 'commodity';
  beta: number;
  dividend_yield: number;
  investment_theme: string;
  objectives: string;
  /** Tab-separated 'SYMBOL\tHolding name' lines, as the spec's ETF details modal splits them. */
  top_holdings: string;
  /** Comma-separated links. */
  links: string;
  esg_score: number;
  /** The fund's yearly fee (expense ratio), e.g. 0.000945 for SPY's 0.0945 %: its price trails what it holds by it. */
  expense_ratio: number;
}

export interface BondInstrument extends InstrumentBase {
  resourcetype: 'GovtBond' | 'CorporateBond' | 'HTMBond' | 'AFSBond';
  issuer: string;
  /** 'GOV.' | 'AGN.' | 'CORP.' */
  issuer_type: 'GOV.' | 'AGN.' | 'CORP.';
  /** ISO 3166 alpha-3 domicile (HTM/AFS use BRA, CHN, DEU, GBR, IDN, IND, JPN, USA, ZAF). */
  domicile: string;
  rating: Rating;
  /** Annual coupon in percent, e.g. 4.25. */
  coupon_pct: number;
  /** Coupons per year: 1, 2 or 4. */
  coupon_frequency: 1 | 2 | 4;
  issue_date: string;
  maturity_date: string;
  day_count: '30U/360' | 'ACT/ACT-ICMA' | 'ACT/360' | 'ACT/365F';
  isin: string;
}

export interface FxInstrument extends InstrumentBase {
  resourcetype: 'FX';
}

export interface FxForwardInstrument extends InstrumentBase {
  resourcetype: 'FxForwards';
  /** Ric of the spot pair it is priced from. */
  corresponding_fx_asset: string;
  /** Tenor in months: 1, 3, 6, 12. */
  tenor_months: number;
  no_of_decimals: number;
}

export interface MetalInstrument extends InstrumentBase {
  resourcetype: 'Metal';
}

export interface CryptoInstrument extends InstrumentBase {
  resourcetype: 'Crypto';
}

export interface TBillInstrument extends InstrumentBase {
  resourcetype: 'TBill';
  /** Tenor code index into TENORS (0 = 4WK … 4 = 52WK). */
  tbill_tenor: number;
}

export interface RepoInstrument extends InstrumentBase {
  resourcetype: 'Repo';
  tenor: number;
  /** 0 days, 1 weeks, 2 months (spec 002 §3). */
  tenor_unit: 0 | 1 | 2;
}

export interface CdsInstrument extends InstrumentBase {
  resourcetype: 'CDS';
  /** Reference entity, e.g. 'Italy' or 'Ford Motor Co'. */
  reference_entity: string;
  rating: Rating;
  cds_maturity_years: number;
  /** 0 semi-annually, 1 yearly. */
  cds_frequency: 0 | 1;
}

export interface YieldInstrument extends InstrumentBase {
  resourcetype: 'Yields';
  /** Tenor code index into TENORS. */
  tenor: number;
}

export interface OptionUnderlying extends InstrumentBase {
  resourcetype: 'Option';
  /** Ric of the equity the options are written on. */
  non_derivate_asset: string;
}

export interface IndexFundInstrument extends InstrumentBase {
  resourcetype: 'IndexFund';
  issuer_name: string;
  description: string;
  beta: number;
}

export interface DepositInstrument extends InstrumentBase {
  resourcetype: 'Deposit';
  /** Annual overnight rate at the epoch (daily = annual / 360). */
  overnight_rate_annual: number;
}

export type Instrument =
  | EquityInstrument
  | EtfInstrument
  | BondInstrument
  | FxInstrument
  | FxForwardInstrument
  | MetalInstrument
  | CryptoInstrument
  | TBillInstrument
  | RepoInstrument
  | CdsInstrument
  | YieldInstrument
  | OptionUnderlying
  | IndexFundInstrument
  | DepositInstrument;

export interface CurrencyDef {
  symbol: string;
  name: string;
  /** ISO 4217 minor unit digits. */
  minor_units: number;
  /** Overnight policy-like rate at the epoch, annual decimal. */
  overnight_rate: number;
}

/** What a screen shows and an order on it is refused with before an instrument's `listed_from`. */
export const NOT_LISTED_YET = 'Not listed yet';

/**
 * Whether an instrument first trading on `listedFrom` (YYYY-MM-DD, under the session's model)
 * lists only after a historical session's last day: it cannot be selected into that session. The
 * server's refusal and the console's greyed checkbox.
 */
export function listedAfterLastDay(listedFrom: string | null | undefined, session: { scenario_type: number; end_date?: string | null }): boolean {
  return Boolean(listedFrom && session.scenario_type === ScenarioType.Historical && session.end_date && listedFrom > session.end_date);
}

/**
 * Milliseconds from which to which an instrument exists under a model version: bonds live from
 * issue to maturity; from model 2 on, one listed after the epoch from its `listed_from` (model 1
 * priced it from the epoch, and sessions given model 1 keep that).
 */
export function listingWindow(i: Instrument, model: MarketModel): { from: number; to: number } {
  if ('maturity_date' in i && 'issue_date' in i) return { from: Date.parse(i.issue_date), to: Date.parse(i.maturity_date) - 1 };
  if (model >= 2 && i.listed_from) return { from: Date.parse(`${i.listed_from}T00:00:00Z`), to: Infinity };
  return { from: -Infinity, to: Infinity };
}
