/**
 * Rates instruments: yield series, T-bills, repos, CDS and deposits.
 *
 * Units (rate-quoted instruments have no price in the equity sense, so read these carefully):
 * - Yields: `anchor_price` is the yield in percent (3.00 = 3 %); `volatility` is the NORMAL
 *   (absolute) annual volatility in percentage points (0.80 = 80 bp a year), because yields can sit
 *   at or below zero (JPY, CHF, EUR).
 * - T-bills: `anchor_price` is the price in percent of face (spec: value = bid / 100 x amount),
 *   derived from the same-tenor yield at the epoch: US bills on the discount basis
 *   100 x (1 - y x d/360); others on the money-market yield basis 100 / (1 + y x d/B) with B = 365
 *   (GBP, JPY, IDR) or 360 (EUR, CHF); d = 28, 56, 91, 182, 364 days. `volatility` is the price
 *   volatility implied by the yield's normal vol (tiny).
 * - Repos: `anchor_price` is the repo rate in percent; `volatility` normal, percentage points.
 * - CDS: `anchor_price` is the spread as a decimal (0.0170 = 170 bp; the spec shows it x 10000);
 *   `volatility` is the relative (lognormal) annual volatility of the spread.
 * - Deposits: `overnight_rate_annual` is a decimal (the currency's epoch overnight rate);
 *   `anchor_price` shows the same rate in percent; `volatility` normal, percentage points.
 * Yield and T-bill `tenor` / `tbill_tenor` index TENORS (0 = 4WK ... 10 = 30YR).
 */
import { TENORS, type Region, type Tenor } from '../../enums';
import type { CdsInstrument, DepositInstrument, Rating, RepoInstrument, TBillInstrument, YieldInstrument } from '../instrument';
import { CURRENCIES } from './currencies';

interface CurveHome {
  /** Country code used in rics and tickers ('US10YT=RR'). */
  cc: string;
  region: Region;
  geography: string;
  /** Name of the curve's issuer, for display. */
  label: string;
  /** Multiplier on the generic normal yield volatility by tenor. */
  volScale: number;
}

const CURVE_HOME: Record<string, CurveHome> = {
  USD: { cc: 'US', region: 'North America', geography: 'US', label: 'US Treasury', volScale: 1.0 },
  EUR: { cc: 'DE', region: 'Europe', geography: 'DE', label: 'German Bund', volScale: 0.8 },
  GBP: { cc: 'GB', region: 'Europe', geography: 'GB', label: 'UK Gilt', volScale: 0.9 },
  JPY: { cc: 'JP', region: 'APAC', geography: 'JP', label: 'JGB', volScale: 0.35 },
  CHF: { cc: 'CH', region: 'Europe', geography: 'CH', label: 'Swiss Confederation', volScale: 0.6 },
  IDR: { cc: 'ID', region: 'APAC', geography: 'ID', label: 'Indonesia Government', volScale: 2.0 },
};

/** Government yields in percent on 2014-01-02 (ballpark), per reporting currency. */
export const EPOCH_YIELDS_PCT: Record<string, Partial<Record<Tenor, number>>> = {
  USD: { '4WK': 0.03, '8WK': 0.04, '13WK': 0.07, '26WK': 0.09, '52WK': 0.12, '2YR': 0.39, '3YR': 0.78, '5YR': 1.73, '7YR': 2.45, '10YR': 3.0, '30YR': 3.93 },
  EUR: { '4WK': 0.08, '8WK': 0.09, '13WK': 0.1, '26WK': 0.15, '52WK': 0.2, '2YR': 0.21, '5YR': 0.93, '10YR': 1.94, '30YR': 2.72 },
  GBP: { '4WK': 0.35, '8WK': 0.36, '13WK': 0.37, '26WK': 0.42, '52WK': 0.5, '2YR': 0.6, '5YR': 1.88, '10YR': 3.02, '30YR': 3.67 },
  JPY: { '4WK': 0.04, '8WK': 0.04, '13WK': 0.05, '26WK': 0.06, '52WK': 0.07, '2YR': 0.09, '5YR': 0.24, '10YR': 0.74, '30YR': 1.7 },
  CHF: { '4WK': 0.0, '8WK': 0.0, '13WK': 0.0, '26WK': 0.02, '52WK': 0.05, '2YR': 0.1, '5YR': 0.58, '10YR': 1.24, '30YR': 1.88 },
  IDR: { '4WK': 5.8, '8WK': 5.9, '13WK': 6.0, '26WK': 6.3, '52WK': 6.6, '2YR': 7.6, '5YR': 8.4, '10YR': 8.6, '30YR': 9.0 },
};

/** Generic normal yield vol (percentage points a year) by tenor, before the currency scale. */
const BASE_YIELD_VOL: Record<Tenor, number> = {
  '4WK': 0.1, '8WK': 0.12, '13WK': 0.15, '26WK': 0.2, '52WK': 0.25,
  '2YR': 0.45, '3YR': 0.6, '5YR': 0.75, '7YR': 0.8, '10YR': 0.8, '30YR': 0.75,
};

const BILL_DAYS: Partial<Record<Tenor, number>> = { '4WK': 28, '8WK': 56, '13WK': 91, '26WK': 182, '52WK': 364 };

function home(ccy: string): CurveHome {
  const h = CURVE_HOME[ccy];
  if (!h) throw new Error(`no curve home for ${ccy}`);
  return h;
}

function round(x: number, decimals: number): number {
  return Number(x.toFixed(decimals));
}

/** 'US' + '10YR' -> 'US10YT=RR'; '4WK' stays '4WK' ('US4WKT=RR'). */
function yieldRic(cc: string, tenor: Tenor): string {
  return `${cc}${tenor.replace('YR', 'Y')}T=RR`;
}

function yieldVol(ccy: string, tenor: Tenor): number {
  return round(BASE_YIELD_VOL[tenor] * home(ccy).volScale, 3);
}

export const YIELD_SERIES: readonly YieldInstrument[] = Object.entries(EPOCH_YIELDS_PCT).flatMap(([ccy, curve]) => {
  const h = home(ccy);
  return TENORS.flatMap((tenor, index): YieldInstrument[] => {
    const y = curve[tenor];
    if (y === undefined) return [];
    return [
      {
        ric: yieldRic(h.cc, tenor),
        ticker: `${h.cc}${tenor}`,
        name: `${h.label} ${tenor} Yield`,
        resourcetype: 'Yields',
        region: h.region,
        geography: h.geography,
        base_currency: ccy,
        variable_currency: ccy,
        volatility: yieldVol(ccy, tenor),
        anchor_price: y,
        tenor: index,
      },
    ];
  });
});

// ---------------------------------------------------------------------------------------------
// T-bills
// ---------------------------------------------------------------------------------------------

interface BillProgram {
  ccy: string;
  name: string;
  tenors: readonly Tenor[];
  /** 'discount' = US bank-discount basis; otherwise money-market yield basis with this day base. */
  basis: 'discount' | 360 | 365;
}

const BILL_PROGRAMS: readonly BillProgram[] = [
  { ccy: 'USD', name: 'US T-Bill', tenors: ['4WK', '8WK', '13WK', '26WK', '52WK'], basis: 'discount' },
  { ccy: 'GBP', name: 'UK T-Bill', tenors: ['4WK', '13WK', '26WK'], basis: 365 },
  { ccy: 'EUR', name: 'DE Bubill', tenors: ['26WK', '52WK'], basis: 360 },
  { ccy: 'JPY', name: 'JP T-Bill', tenors: ['13WK', '26WK', '52WK'], basis: 365 },
  { ccy: 'CHF', name: 'CH Money Market Bill', tenors: ['13WK', '26WK'], basis: 360 },
  { ccy: 'IDR', name: 'ID SPN', tenors: ['13WK', '52WK'], basis: 365 },
];

function billPrice(yieldPct: number, days: number, basis: BillProgram['basis']): number {
  const y = yieldPct / 100;
  return basis === 'discount' ? 100 * (1 - (y * days) / 360) : 100 / (1 + (y * days) / basis);
}

export const TBILLS: readonly TBillInstrument[] = BILL_PROGRAMS.flatMap((p) => {
  const h = home(p.ccy);
  return p.tenors.map((tenor): TBillInstrument => {
    const days = BILL_DAYS[tenor];
    const y = EPOCH_YIELDS_PCT[p.ccy]?.[tenor];
    if (days === undefined || y === undefined) throw new Error(`no bill data ${p.ccy} ${tenor}`);
    return {
      ric: `${h.cc}TB${tenor}=`,
      ticker: `${h.cc}TB${tenor}`,
      name: `${p.name} ${tenor}`,
      resourcetype: 'TBill',
      region: h.region,
      geography: h.geography,
      base_currency: p.ccy,
      variable_currency: p.ccy,
      volatility: Math.max(0.0001, round(((yieldVol(p.ccy, tenor) / 100) * days) / 365, 5)),
      anchor_price: round(billPrice(y, days, p.basis), 4),
      tbill_tenor: TENORS.indexOf(tenor),
    };
  });
});

// ---------------------------------------------------------------------------------------------
// Repos (general-collateral, government paper)
// ---------------------------------------------------------------------------------------------

interface MoneyMarketHome {
  region: Region;
  geography: string;
}

/** Home of a currency's money market; 'EU' is the euro area (exceptionally reserved ISO code). */
const MONEY_MARKET_HOME: Record<string, MoneyMarketHome> = {
  USD: { region: 'North America', geography: 'US' },
  EUR: { region: 'Europe', geography: 'EU' },
  GBP: { region: 'Europe', geography: 'GB' },
  JPY: { region: 'APAC', geography: 'JP' },
  CHF: { region: 'Europe', geography: 'CH' },
  IDR: { region: 'APAC', geography: 'ID' },
  AUD: { region: 'APAC', geography: 'AU' },
  CAD: { region: 'North America', geography: 'CA' },
  SGD: { region: 'APAC', geography: 'SG' },
  CNY: { region: 'APAC', geography: 'CN' },
};

function mmHome(ccy: string): MoneyMarketHome {
  const h = MONEY_MARKET_HOME[ccy];
  if (!h) throw new Error(`no money-market home for ${ccy}`);
  return h;
}

const REPO_TENORS = [
  { code: 'ON', label: 'O/N', tenor: 1, unit: 0, volFactor: 1.0 },
  { code: '1W', label: '1W', tenor: 1, unit: 1, volFactor: 1.1 },
  { code: '1M', label: '1M', tenor: 1, unit: 2, volFactor: 1.3 },
] as const;

/** GC repo rates in percent at the epoch, O/N, 1W, 1M. */
const REPO_RATES_PCT: Record<string, readonly [number, number, number]> = {
  USD: [0.05, 0.06, 0.08],
  EUR: [0.1, 0.12, 0.15],
  GBP: [0.4, 0.42, 0.45],
  JPY: [0.07, 0.08, 0.09],
};

const REPO_VOL_PCT: Record<string, number> = { USD: 0.1, EUR: 0.08, GBP: 0.1, JPY: 0.04 };

export const REPOS: readonly RepoInstrument[] = Object.entries(REPO_RATES_PCT).flatMap(([ccy, rates]) =>
  REPO_TENORS.map((t, i): RepoInstrument => ({
    ric: `${ccy}${t.code}RP=`,
    ticker: `${ccy} REPO ${t.label}`,
    name: `${ccy} GC Repo ${t.label}`,
    resourcetype: 'Repo',
    region: mmHome(ccy).region,
    geography: mmHome(ccy).geography,
    base_currency: ccy,
    variable_currency: ccy,
    volatility: round((REPO_VOL_PCT[ccy] ?? 0.1) * t.volFactor, 3),
    anchor_price: rates[i] ?? 0,
    tenor: t.tenor,
    tenor_unit: t.unit,
  })),
);

// ---------------------------------------------------------------------------------------------
// Credit default swaps
// ---------------------------------------------------------------------------------------------

interface CdsRow {
  ric: string;
  ticker: string;
  entity: string;
  region: Region;
  geography: string;
  currency: string;
  rating: Rating;
  years: number;
  frequency: 0 | 1;
  spread: number;
  vol: number;
}

function cds(r: CdsRow): CdsInstrument {
  return {
    ric: r.ric,
    ticker: r.ticker,
    name: `${r.entity} ${r.years}Y CDS`,
    resourcetype: 'CDS',
    region: r.region,
    geography: r.geography,
    base_currency: r.currency,
    variable_currency: r.currency,
    volatility: r.vol,
    anchor_price: r.spread,
    reference_entity: r.entity,
    rating: r.rating,
    cds_maturity_years: r.years,
    cds_frequency: r.frequency,
  };
}

export const CDS: readonly CdsInstrument[] = [
  // Sovereigns (USD-denominated contracts).
  cds({ ric: 'ITGV5YUSAC=R', ticker: 'ITALY 5Y', entity: 'Italy', region: 'Europe', geography: 'IT', currency: 'USD', rating: 'BBB', years: 5, frequency: 0, spread: 0.017, vol: 0.45 }),
  cds({ ric: 'ITGV10YUSAC=R', ticker: 'ITALY 10Y', entity: 'Italy', region: 'Europe', geography: 'IT', currency: 'USD', rating: 'BBB', years: 10, frequency: 1, spread: 0.0235, vol: 0.4 }),
  cds({ ric: 'ESGV5YUSAC=R', ticker: 'SPAIN 5Y', entity: 'Spain', region: 'Europe', geography: 'ES', currency: 'USD', rating: 'BBB-', years: 5, frequency: 0, spread: 0.0155, vol: 0.45 }),
  cds({ ric: 'TRGV5YUSAC=R', ticker: 'TURKEY 5Y', entity: 'Turkey', region: 'Europe', geography: 'TR', currency: 'USD', rating: 'BB+', years: 5, frequency: 0, spread: 0.0245, vol: 0.5 }),
  cds({ ric: 'BRGV5YUSAC=R', ticker: 'BRAZIL 5Y', entity: 'Brazil', region: 'Latin America', geography: 'BR', currency: 'USD', rating: 'BBB-', years: 5, frequency: 0, spread: 0.019, vol: 0.45 }),
  cds({ ric: 'MXGV5YUSAC=R', ticker: 'MEXICO 5Y', entity: 'Mexico', region: 'Latin America', geography: 'MX', currency: 'USD', rating: 'BBB+', years: 5, frequency: 0, spread: 0.0095, vol: 0.4 }),
  cds({ ric: 'ZAGV5YUSAC=R', ticker: 'S AFRICA 5Y', entity: 'South Africa', region: 'Africa', geography: 'ZA', currency: 'USD', rating: 'BBB', years: 5, frequency: 0, spread: 0.0215, vol: 0.45 }),
  cds({ ric: 'IDGV5YUSAC=R', ticker: 'INDONESIA 5Y', entity: 'Indonesia', region: 'APAC', geography: 'ID', currency: 'USD', rating: 'BB+', years: 5, frequency: 0, spread: 0.023, vol: 0.45 }),
  // Corporates.
  cds({ ric: 'F5YUSAX=R', ticker: 'FORD 5Y', entity: 'Ford Motor Co', region: 'North America', geography: 'US', currency: 'USD', rating: 'BBB-', years: 5, frequency: 0, spread: 0.013, vol: 0.4 }),
  cds({ ric: 'PETBRA5YUSAX=R', ticker: 'PETROBRAS 5Y', entity: 'Petrobras', region: 'Latin America', geography: 'BR', currency: 'USD', rating: 'BB', years: 5, frequency: 0, spread: 0.027, vol: 0.55 }),
  cds({ ric: 'DBK5YEUAM=R', ticker: 'DEUTSCHE BK 5Y', entity: 'Deutsche Bank AG', region: 'Europe', geography: 'DE', currency: 'EUR', rating: 'A', years: 5, frequency: 1, spread: 0.01, vol: 0.5 }),
  cds({ ric: 'VOW5YEUAM=R', ticker: 'VOLKSWAGEN 5Y', entity: 'Volkswagen AG', region: 'Europe', geography: 'DE', currency: 'EUR', rating: 'A-', years: 5, frequency: 1, spread: 0.0065, vol: 0.45 }),
  cds({ ric: 'VOD3YEUAM=R', ticker: 'VODAFONE 3Y', entity: 'Vodafone Group plc', region: 'Europe', geography: 'GB', currency: 'EUR', rating: 'BBB+', years: 3, frequency: 1, spread: 0.0055, vol: 0.4 }),
];

// ---------------------------------------------------------------------------------------------
// Overnight deposits
// ---------------------------------------------------------------------------------------------

const DEPOSIT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR', 'AUD', 'CAD', 'SGD', 'CNY'] as const;

const DEPOSIT_VOL_PCT: Record<string, number> = { USD: 0.1, EUR: 0.08, GBP: 0.1, JPY: 0.03, CHF: 0.06, IDR: 0.5, AUD: 0.25, CAD: 0.15, SGD: 0.1, CNY: 0.4 };

export const DEPOSITS: readonly DepositInstrument[] = DEPOSIT_CURRENCIES.map((ccy): DepositInstrument => {
  const c = CURRENCIES.find((x) => x.symbol === ccy);
  if (!c) throw new Error(`no currency ${ccy}`);
  return {
    ric: `${ccy}OND=`,
    ticker: `${ccy} O/N DEP`,
    name: `${ccy} Overnight Deposit`,
    resourcetype: 'Deposit',
    region: mmHome(ccy).region,
    geography: mmHome(ccy).geography,
    base_currency: ccy,
    variable_currency: ccy,
    volatility: DEPOSIT_VOL_PCT[ccy] ?? 0.1,
    anchor_price: round(c.overnight_rate * 100, 4),
    overnight_rate_annual: c.overnight_rate,
  };
});
