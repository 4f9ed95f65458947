import { describe, expect, it } from 'vitest';
import { DOMICILES, REGIONS, REPORTING_CURRENCIES, RESOURCETYPES, TENORS } from '../../../domain/enums';
import type { BondInstrument, Instrument } from '../../../domain/market/instrument';
import {
  AFS_BONDS,
  CDS,
  CORPORATE_BONDS,
  CRYPTO,
  CURRENCIES,
  DEPOSITS,
  EQUITIES,
  ETFS,
  FX_FORWARDS,
  FX_PAIRS,
  GOVT_BONDS,
  HTM_BONDS,
  INDEX_FUNDS,
  METALS,
  OPTION_UNDERLYINGS,
  REPORTING_BENCHMARKS,
  REPOS,
  TBILLS,
  UNIVERSE,
  YIELD_SERIES,
  instrumentByRic,
  instrumentsOfType,
  universeCounts,
} from '../../../domain/market/universe/universe';

/** ISO 6166 check digit: letters expanded to two digits (A=10 … Z=35), then Luhn from the right. */
function isinCheckDigit(body11: string): number {
  const digits = [...body11].map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let v = Number(d);
    if (i % 2 === 0) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  });
  return (10 - (sum % 10)) % 10;
}

/** CUSIP check digit (9th character) of US/CA ISINs. */
function cusipCheckDigit(c8: string): number {
  let sum = 0;
  [...c8].forEach((c, i) => {
    let v = /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  });
  return (10 - (sum % 10)) % 10;
}

const DAY_MS = 86_400_000;
const yearsFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (365.25 * DAY_MS);

const BUCKETS = [
  { name: '0-3y', lo: 0, hi: 3 },
  { name: '3-7y', lo: 3, hi: 7 },
  { name: '7-15y', lo: 7, hi: 15 },
  { name: '15y+', lo: 15, hi: Infinity },
] as const;

/** Buckets (by remaining years) with no bond alive on `date` (issued on/before it, maturing after it). */
function missingBuckets(bonds: readonly BondInstrument[], date: string): string[] {
  const alive = bonds.filter((b) => b.issue_date <= date && b.maturity_date > date);
  return BUCKETS.filter((k) => !alive.some((b) => {
    const y = yearsFrom(date, b.maturity_date);
    return y >= k.lo && y < k.hi;
  })).map((k) => k.name);
}

const ALL_BONDS = [...GOVT_BONDS, ...CORPORATE_BONDS, ...HTM_BONDS, ...AFS_BONDS];
const EPOCH = '2014-01-02';
const NOW = '2026-11-22';

describe('market universe', () => {
  it('is large enough and has every instrument type', () => {
    expect(UNIVERSE.length).toBeGreaterThanOrEqual(150);
    const counts = universeCounts();
    for (const t of RESOURCETYPES) expect(counts[t], t).toBeGreaterThan(0);
    expect(EQUITIES.length).toBeGreaterThanOrEqual(60);
    expect(ETFS.length).toBeGreaterThanOrEqual(12);
    expect(GOVT_BONDS.length).toBeGreaterThanOrEqual(30);
    expect(CORPORATE_BONDS.length).toBeGreaterThanOrEqual(12);
    expect(HTM_BONDS.length).toBeGreaterThanOrEqual(6);
    expect(AFS_BONDS.length).toBeGreaterThanOrEqual(6);
    expect(FX_PAIRS.length).toBeGreaterThanOrEqual(20);
    expect(FX_FORWARDS.length).toBeGreaterThanOrEqual(12);
    expect(METALS.length).toBeGreaterThanOrEqual(4);
    expect(CRYPTO.length).toBeGreaterThanOrEqual(6);
    expect(TBILLS.length).toBeGreaterThanOrEqual(8);
    expect(REPOS.length).toBeGreaterThanOrEqual(6);
    expect(CDS.length).toBeGreaterThanOrEqual(6);
    expect(INDEX_FUNDS.length).toBeGreaterThanOrEqual(12);
  });

  it('has unique rics, and instrumentByRic finds each one', () => {
    const rics = UNIVERSE.map((i) => i.ric);
    const dupes = rics.filter((r, i) => rics.indexOf(r) !== i);
    expect(dupes).toEqual([]);
    for (const i of UNIVERSE) expect(instrumentByRic(i.ric)).toBe(i);
    expect(instrumentByRic('NOPE=')).toBeUndefined();
    expect(instrumentsOfType('GovtBond')).toHaveLength(GOVT_BONDS.length);
  });

  it('fills the base fields sensibly', () => {
    const regions = new Set<string>(REGIONS);
    for (const i of UNIVERSE) {
      expect(i.ric, i.name).not.toBe('');
      expect(i.ticker, i.ric).not.toBe('');
      expect(i.name, i.ric).not.toBe('');
      expect(regions.has(i.region), i.ric).toBe(true);
      expect(i.geography, i.ric).toMatch(/^[A-Z]{2}$/);
      expect(Number.isFinite(i.anchor_price), i.ric).toBe(true);
      expect(Number.isFinite(i.volatility) && i.volatility >= 0, i.ric).toBe(true);
      if (i.resourcetype !== 'Yields' && i.resourcetype !== 'Repo' && i.resourcetype !== 'Deposit') {
        expect(i.anchor_price, i.ric).toBeGreaterThan(0);
      }
    }
  });

  it('lists every currency it uses, with ISO minor units', () => {
    const known = new Set(CURRENCIES.map((c) => c.symbol));
    expect(known.size).toBe(CURRENCIES.length);
    for (const ccy of REPORTING_CURRENCIES) expect(known.has(ccy), ccy).toBe(true);
    for (const i of UNIVERSE) {
      expect(known.has(i.base_currency), `${i.ric} base ${i.base_currency}`).toBe(true);
      expect(known.has(i.variable_currency), `${i.ric} variable ${i.variable_currency}`).toBe(true);
    }
    const minor = Object.fromEntries(CURRENCIES.map((c) => [c.symbol, c.minor_units]));
    expect(minor).toMatchObject({ USD: 2, EUR: 2, JPY: 0, KRW: 0, IDR: 2 });
  });

  it('has an FX pair against USD for every non-USD currency in use', () => {
    const used = new Set(UNIVERSE.flatMap((i) => [i.base_currency, i.variable_currency]));
    for (const ccy of [...used, ...REPORTING_CURRENCIES]) {
      if (ccy === 'USD') continue;
      const pair = FX_PAIRS.find(
        (p) => (p.base_currency === ccy && p.variable_currency === 'USD') || (p.base_currency === 'USD' && p.variable_currency === ccy),
      );
      expect(pair, ccy).toBeDefined();
    }
  });

  it('orders FX from EURUSD, USDJPY, GBPUSD and keeps crosses consistent with their legs', () => {
    expect(FX_PAIRS.slice(0, 3).map((p) => p.ticker)).toEqual(['EURUSD', 'USDJPY', 'GBPUSD']);
    expect(FX_PAIRS.slice(0, 3).map((p) => p.ric)).toEqual(['EUR=', 'JPY=', 'GBP=']);
    const usdPer = (ccy: string): number => {
      if (ccy === 'USD') return 1;
      const p = FX_PAIRS.find((x) => (x.base_currency === ccy && x.variable_currency === 'USD') || (x.base_currency === 'USD' && x.variable_currency === ccy));
      if (!p) throw new Error(ccy);
      return p.base_currency === 'USD' ? 1 / p.anchor_price : p.anchor_price;
    };
    for (const p of FX_PAIRS) {
      expect(p.region).toBe('Global');
      expect(p.geography).toBe('XX');
      expect(p.ticker).toBe(`${p.base_currency}${p.variable_currency}`);
      const implied = usdPer(p.base_currency) / usdPer(p.variable_currency);
      expect(Math.abs(p.anchor_price / implied - 1), p.ticker).toBeLessThan(0.001);
    }
  });

  it('has forwards at 1M/3M/6M/12M on the four majors, tied to their spot', () => {
    for (const spot of ['EUR=', 'JPY=', 'GBP=', 'CHF=']) {
      const fwds = FX_FORWARDS.filter((f) => f.corresponding_fx_asset === spot);
      expect(fwds.map((f) => f.tenor_months), spot).toEqual([1, 3, 6, 12]);
      const s = instrumentByRic(spot);
      expect(s?.resourcetype).toBe('FX');
      for (const f of fwds) {
        expect(f.base_currency).toBe(s?.base_currency);
        expect(f.variable_currency).toBe(s?.variable_currency);
        expect(Math.abs(f.anchor_price / (s?.anchor_price ?? 1) - 1)).toBeLessThan(0.01);
        expect(f.no_of_decimals).toBe(spot === 'JPY=' ? 2 : 4);
      }
    }
    const jpy1m = instrumentByRic('JPY1M=');
    expect(jpy1m?.name).toBe('JPY 1M');
    expect(jpy1m?.ticker).toBe('USDJPY 1M');
    expect(instrumentByRic('EUR1M=')?.ticker).toBe('EURUSD 1M');
  });

  it('has at least 4 equities in every region except Global', () => {
    for (const region of REGIONS) {
      if (region === 'Global') continue;
      expect(EQUITIES.filter((e) => e.region === region).length, region).toBeGreaterThanOrEqual(4);
    }
    for (const region of ['North America', 'Europe', 'APAC'] as const) {
      expect(EQUITIES.filter((e) => e.region === region).length, region).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives equities consistent fundamentals and an existing index fund', () => {
    const funds = new Set(INDEX_FUNDS.map((f) => f.ric));
    for (const e of EQUITIES) {
      expect(funds.has(e.index_fund), `${e.ric} -> ${e.index_fund}`).toBe(true);
      expect(e.base_currency, e.ric).toBe(e.variable_currency);
      expect(e.beta, e.ric).toBeGreaterThanOrEqual(0.5);
      expect(e.beta, e.ric).toBeLessThanOrEqual(1.6);
      expect(e.pe_ratio, e.ric).toBeGreaterThan(0);
      expect(Math.abs((e.earnings * e.pe_ratio) / e.anchor_price - 1), e.ric).toBeLessThan(0.01);
      expect(e.dividend_yield, e.ric).toBeGreaterThanOrEqual(0);
      expect(e.dividend_yield, e.ric).toBeLessThan(0.15);
      if (e.dividend_yield > 0) expect([1, 2, 4], e.ric).toContain(e.dividend_frequency);
      else expect(e.dividend_frequency, e.ric).toBe(0);
    }
    expect(EQUITIES.some((e) => e.dividend_yield === 0)).toBe(true);
    const optionable = EQUITIES.filter((e) => e.has_options);
    expect(optionable.length).toBeGreaterThanOrEqual(8);
    expect(OPTION_UNDERLYINGS.map((o) => o.non_derivate_asset)).toEqual(optionable.map((e) => e.ric));
    for (const o of OPTION_UNDERLYINGS) expect(o.ric).toBe(`${o.non_derivate_asset}-OPT`);
    expect(instrumentByRic('AAPL.O-OPT')?.name).toBe('AAPL options');
  });

  it('has a benchmark, a deposit, T-bills and yields for every reporting currency', () => {
    for (const ccy of REPORTING_CURRENCIES) {
      const bench = instrumentByRic(REPORTING_BENCHMARKS[ccy]);
      expect(bench?.resourcetype, ccy).toBe('IndexFund');
      expect(bench?.base_currency, ccy).toBe(ccy);
      expect(DEPOSITS.filter((d) => d.base_currency === ccy && d.name === `${ccy} Overnight Deposit`), ccy).toHaveLength(1);
      expect(TBILLS.some((t) => t.base_currency === ccy), ccy).toBe(true);
      const tenors = YIELD_SERIES.filter((y) => y.base_currency === ccy).map((y) => TENORS[y.tenor]);
      expect(tenors, ccy).toEqual(expect.arrayContaining(['4WK', '13WK', '26WK', '52WK', '2YR', '5YR', '10YR', '30YR']));
    }
    const usd = YIELD_SERIES.filter((y) => y.base_currency === 'USD').map((y) => y.tenor);
    expect(usd).toEqual(TENORS.map((_, i) => i));
    expect(instrumentByRic('US10YT=RR')?.resourcetype).toBe('Yields');
    expect(instrumentByRic('US4WKT=RR')?.resourcetype).toBe('Yields');
    const usBills = TBILLS.filter((t) => t.base_currency === 'USD').map((t) => t.tbill_tenor);
    expect(usBills).toEqual([0, 1, 2, 3, 4]);
    for (const t of TBILLS) {
      expect(t.tbill_tenor).toBeGreaterThanOrEqual(0);
      expect(t.tbill_tenor).toBeLessThanOrEqual(4);
      expect(t.anchor_price, t.ric).toBeGreaterThan(90);
      expect(t.anchor_price, t.ric).toBeLessThanOrEqual(100.5);
    }
    for (const d of DEPOSITS) expect(d.anchor_price).toBeCloseTo(d.overnight_rate_annual * 100, 6);
  });

  it('has repos in USD, EUR and GBP at O/N, 1W and 1M, and CDS with spreads', () => {
    for (const ccy of ['USD', 'EUR', 'GBP']) {
      const units = REPOS.filter((r) => r.base_currency === ccy).map((r) => r.tenor_unit);
      expect(units, ccy).toEqual([0, 1, 2]);
    }
    const entities = CDS.map((c) => c.reference_entity);
    expect(entities).toEqual(expect.arrayContaining(['Italy', 'Brazil', 'Turkey', 'South Africa', 'Indonesia', 'Ford Motor Co', 'Deutsche Bank AG']));
    for (const c of CDS) {
      expect(c.anchor_price, c.ric).toBeGreaterThan(0.001);
      expect(c.anchor_price, c.ric).toBeLessThan(0.1);
      expect(c.cds_maturity_years).toBeGreaterThan(0);
    }
  });

  it('has valid bond data', () => {
    const isins = ALL_BONDS.map((b) => b.isin);
    expect(new Set(isins).size).toBe(isins.length);
    for (const b of ALL_BONDS) {
      expect(b.isin, b.name).toMatch(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/);
      expect(Number(b.isin[11]), `${b.name} ${b.isin}`).toBe(isinCheckDigit(b.isin.slice(0, 11)));
      if (b.isin.startsWith('US') || b.isin.startsWith('CA')) {
        expect(Number(b.isin[10]), `CUSIP of ${b.isin}`).toBe(cusipCheckDigit(b.isin.slice(2, 10)));
      }
      expect(b.issue_date, b.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(b.maturity_date, b.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(b.issue_date)), b.name).toBe(false);
      expect(b.issue_date < b.maturity_date, b.name).toBe(true);
      expect(b.issue_date >= '2004-01-01', b.name).toBe(true);
      expect(b.maturity_date >= '2016-01-01' && b.maturity_date <= '2056-12-31', b.name).toBe(true);
      expect(b.coupon_pct, b.name).toBeGreaterThanOrEqual(0);
      expect(b.coupon_pct, b.name).toBeLessThanOrEqual(15);
      expect([1, 2, 4]).toContain(b.coupon_frequency);
      expect(b.anchor_price).toBe(100);
      expect(b.volatility, b.name).toBeGreaterThan(0.02);
      expect(b.volatility, b.name).toBeLessThan(0.25);
      expect(b.base_currency).toBe(b.variable_currency);
      expect(b.domicile, b.name).toMatch(/^[A-Z]{3}$/);
    }
    for (const b of GOVT_BONDS) expect(b.issuer_type).toBe('GOV.');
    for (const b of CORPORATE_BONDS) expect(b.issuer_type).toBe('CORP.');
    const ratings = new Set(CORPORATE_BONDS.map((b) => b.rating));
    expect(ratings.has('AAA')).toBe(true);
    expect([...ratings].some((r) => r.startsWith('BB') && !r.startsWith('BBB'))).toBe(true);
    const countries = new Set(GOVT_BONDS.map((b) => b.ticker.slice(0, 2)));
    for (const cc of ['US', 'DE', 'FR', 'IT', 'UK', 'JP', 'AU', 'CA', 'CH', 'ES']) expect(countries.has(cc), cc).toBe(true);
    for (const cc of ['US', 'DE', 'UK', 'JP']) {
      const tenors = new Set(GOVT_BONDS.filter((b) => b.ticker.startsWith(cc)).map((b) => b.ticker.split('-')[0]?.slice(2)));
      for (const t of ['2Y', '5Y', '10Y', '30Y']) expect(tenors.has(t), `${cc} ${t}`).toBe(true);
    }
  });

  it('covers every domicile and issuer type in both the HTM and the AFS book', () => {
    for (const [name, book] of Object.entries({ HTM_BONDS, AFS_BONDS })) {
      for (const d of DOMICILES) expect(book.some((b) => b.domicile === d), `${name} ${d}`).toBe(true);
      for (const b of book) expect(DOMICILES as readonly string[]).toContain(b.domicile);
    }
    for (const t of ['GOV.', 'AGN.', 'CORP.'] as const) {
      expect(HTM_BONDS.some((b) => b.issuer_type === t), `HTM ${t}`).toBe(true);
      expect(AFS_BONDS.some((b) => b.issuer_type === t), `AFS ${t}`).toBe(true);
    }
  });

  it('has live bonds in every maturity bucket at the epoch and now, in each list', () => {
    const lists = { GOVT_BONDS, CORPORATE_BONDS, HTM_BONDS, AFS_BONDS };
    for (const [name, bonds] of Object.entries(lists)) {
      for (const date of [EPOCH, NOW]) expect(missingBuckets(bonds, date), `${name} on ${date}`).toEqual([]);
    }
    // Historical scenarios can start any day from 2015 to 2026: every list stays populated throughout.
    for (const [name, bonds] of Object.entries(lists)) {
      for (let year = 2014; year <= 2026; year++) {
        for (const md of ['01-02', '07-01']) {
          const date = `${year}-${md}`;
          expect(missingBuckets(bonds, date), `${name} on ${date}`).toEqual([]);
        }
      }
    }
  });

  it('has realistic volatility per class', () => {
    const max = (xs: readonly Instrument[]) => Math.max(...xs.map((x) => x.volatility));
    const min = (xs: readonly Instrument[]) => Math.min(...xs.map((x) => x.volatility));
    const majors = FX_PAIRS.filter((p) => ['EURUSD', 'USDJPY', 'GBPUSD', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD'].includes(p.ticker));
    expect(majors).toHaveLength(7);
    expect(min(CRYPTO)).toBeGreaterThan(0.5);
    expect(max(EQUITIES)).toBeLessThan(0.5);
    expect(min(EQUITIES)).toBeGreaterThan(max(majors));
    expect(min(majors)).toBeGreaterThanOrEqual(0.06);
    expect(max(majors)).toBeLessThanOrEqual(0.11);
    expect(min(FX_PAIRS)).toBeGreaterThan(0);
    expect(max(FX_PAIRS)).toBeLessThanOrEqual(0.18);
    for (const m of METALS) {
      expect(m.volatility).toBeGreaterThanOrEqual(0.1);
      expect(m.volatility).toBeLessThanOrEqual(0.3);
    }
    expect(instrumentByRic('XAU=')?.volatility).toBe(0.15);
    for (const e of ETFS) {
      const [lo, hi] = e.etf_class === 'bond' ? [0.03, 0.15] : [0.1, 0.35];
      expect(e.volatility, e.ric).toBeGreaterThanOrEqual(lo);
      expect(e.volatility, e.ric).toBeLessThanOrEqual(hi);
      expect(e.esg_score).toBeGreaterThanOrEqual(1);
      expect(e.esg_score).toBeLessThanOrEqual(10);
    }
  });

  it('gives ETFs the details the modal shows', () => {
    for (const cls of ['equity', 'bond', 'commodity'] as const) expect(ETFS.filter((e) => e.etf_class === cls).length, cls).toBeGreaterThanOrEqual(4);
    for (const e of ETFS) {
      const lines = e.top_holdings.split('\n');
      expect(lines.length, e.ric).toBeGreaterThanOrEqual(1);
      expect(lines.length, e.ric).toBeLessThanOrEqual(5);
      for (const line of lines) expect(line.split('\t'), `${e.ric}: ${line}`).toHaveLength(2);
      expect(e.objectives.length).toBeGreaterThan(20);
      for (const link of e.links.split(',')) expect(link, e.ric).toMatch(/^https:\/\//);
    }
  });
});
