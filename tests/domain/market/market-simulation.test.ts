import { describe, expect, it } from 'vitest';
import type { CurrencyDef, EquityInstrument, FxInstrument, Instrument } from '../../../domain/market/instrument';
import { SimulatedMarket } from '../../../domain/market/simulation/market';
import { closeIndexAt, closeTimeOf } from '../../../domain/market/time-grid';

const equity = (ric: string, region: EquityInstrument['region'], sector: EquityInstrument['sector'], volatility = 0.25, extra: Partial<EquityInstrument> = {}): EquityInstrument => ({
  ric,
  ticker: ric,
  name: ric,
  resourcetype: 'Equity',
  region,
  geography: 'US',
  base_currency: 'USD',
  variable_currency: 'USD',
  volatility,
  anchor_price: 50,
  sector,
  industry: 'x',
  beta: 1,
  pe_ratio: 15,
  earnings: 3.33,
  dividend_yield: 0,
  dividend_frequency: 0,
  index_fund: '.SPX',
  has_options: false,
  ...extra,
});

const fx = (ric: string, base: string, quote: string, anchor: number, volatility: number): FxInstrument => ({
  ric,
  ticker: `${base}${quote}`,
  name: `${base}/${quote}`,
  resourcetype: 'FX',
  region: 'Global',
  geography: 'XX',
  base_currency: base,
  variable_currency: quote,
  volatility,
  anchor_price: anchor,
});

const INSTRUMENTS: Instrument[] = [
  equity('NA_TECH_1', 'North America', 'Technology'),
  equity('NA_TECH_2', 'North America', 'Technology'),
  equity('NA_BANK_1', 'North America', 'Financials'),
  equity('EU_TECH_1', 'Europe', 'Technology'),
  equity('APAC_UTIL', 'APAC', 'Utilities', 0.18),
  equity('DIVIDEND', 'Europe', 'Energy', 0.2, { dividend_yield: 0.04, dividend_frequency: 4 }),
  fx('EUR=', 'EUR', 'USD', 1.37, 0.08),
  fx('JPY=', 'USD', 'JPY', 105, 0.1),
  fx('EURJPY=', 'EUR', 'JPY', 143.85, 0.11),
  { ...fx('BTC=', 'BTC', 'USD', 800, 0.8), resourcetype: 'Crypto', ticker: 'BTCUSD' } as Instrument,
];
const CURRENCIES: CurrencyDef[] = [
  { symbol: 'USD', name: 'US dollar', minor_units: 2, overnight_rate: 0.001 },
  { symbol: 'EUR', name: 'Euro', minor_units: 2, overnight_rate: 0.0015 },
  { symbol: 'JPY', name: 'Yen', minor_units: 0, overnight_rate: 0.001 },
];

const market = new SimulatedMarket({ seed: 20140102, instruments: INSTRUMENTS, currencies: CURRENCIES });
const DAYS = 2520; // ten years of business days

function logReturns(ric: string, days = DAYS): number[] {
  const out: number[] = [];
  let prev = market.closeMid(ric, 0);
  for (let i = 1; i <= days; i++) {
    const p = market.closeMid(ric, i);
    out.push(Math.log(p / prev));
    prev = p;
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function sd(xs: number[]) {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}
function corr(a: number[], b: number[]) {
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  for (let i = 0; i < a.length; i++) num += (a[i]! - ma) * (b[i]! - mb);
  return num / (a.length - 1) / (sd(a) * sd(b));
}

describe('simulated market', () => {
  it('is deterministic for a seed and different for another', () => {
    const again = new SimulatedMarket({ seed: 20140102, instruments: INSTRUMENTS, currencies: CURRENCIES });
    const other = new SimulatedMarket({ seed: 7, instruments: INSTRUMENTS, currencies: CURRENCIES });
    const t = Date.UTC(2019, 5, 12, 15, 37, 5);
    expect(again.midAt('NA_TECH_1', t)).toBe(market.midAt('NA_TECH_1', t));
    expect(again.closeMid('EUR=', 1500)).toBe(market.closeMid('EUR=', 1500));
    expect(other.midAt('NA_TECH_1', t)).not.toBe(market.midAt('NA_TECH_1', t));
  });

  it('gives each class its annualised volatility within 8 % of target (10 years of daily closes)', () => {
    // Standard error of a sample volatility over 2,520 returns is about 1.4 % of it.
    for (const ric of ['NA_TECH_1', 'APAC_UTIL', 'EUR=', 'JPY=']) {
      const target = market.instrument(ric).volatility;
      const realised = sd(logReturns(ric)) * Math.sqrt(252);
      expect(Math.abs(realised / target - 1), ric).toBeLessThan(0.08);
    }
    const btc = sd(logReturns('BTC=', 3650)) * Math.sqrt(365);
    expect(Math.abs(btc / 0.8 - 1)).toBeLessThan(0.08);
  });

  it('correlates equities through their global, regional and sector factors', () => {
    const r = Object.fromEntries(['NA_TECH_1', 'NA_TECH_2', 'NA_BANK_1', 'EU_TECH_1', 'APAC_UTIL'].map((k) => [k, logReturns(k)]));
    const sameRegionSector = corr(r.NA_TECH_1!, r.NA_TECH_2!);
    const sameRegion = corr(r.NA_TECH_1!, r.NA_BANK_1!);
    const sameSector = corr(r.NA_TECH_1!, r.EU_TECH_1!);
    const nothingShared = corr(r.NA_BANK_1!, r.APAC_UTIL!);
    // Model values: 0.16 + 0.1225 + 0.09 = 0.3725; 0.2825; 0.25; 0.16.
    expect(sameRegionSector).toBeCloseTo(0.3725, 1);
    expect(sameRegion).toBeCloseTo(0.2825, 1);
    expect(sameSector).toBeCloseTo(0.25, 1);
    expect(nothingShared).toBeCloseTo(0.16, 1);
    expect(sameRegionSector).toBeGreaterThan(sameRegion);
    expect(sameRegion).toBeGreaterThan(nothingShared);
  });

  it('keeps FX crosses consistent with the dollar pairs', () => {
    for (const i of [1, 500, 2000]) {
      const cross = market.closeMid('EURJPY=', i);
      expect(cross / (market.closeMid('EUR=', i) * market.closeMid('JPY=', i))).toBeCloseTo(1, 12);
    }
  });

  it('drops an equity by exactly its dividend on the ex-date', () => {
    // The same equity without the dividend: identical noise, so the ratio isolates the drop.
    const plain = new SimulatedMarket({
      seed: 20140102,
      instruments: INSTRUMENTS.map((i) => (i.ric === 'DIVIDEND' ? { ...i, dividend_yield: 0, dividend_frequency: 0 } : i)) as Instrument[],
      currencies: CURRENCIES,
    });
    const ratio = (k: number) => market.closeMid('DIVIDEND', k) / plain.closeMid('DIVIDEND', k);
    const exIndex = [...Array(80).keys()].find((k) => new Date(closeTimeOf(k, 'weekday')).toISOString().startsWith('2014-03-17'))!;
    // 2014-03-15 was a Saturday: the ex-date is Monday the 17th; 4 % a year paid quarterly.
    expect(ratio(exIndex - 1)).toBeCloseTo(1, 12);
    expect(ratio(exIndex)).toBeCloseTo(0.99, 12);
    expect(ratio(exIndex + 40)).toBeCloseTo(0.99, 12);
  });

  it('quotes bid below ask and never a negative price', () => {
    for (let k = 0; k < 400; k++) {
      const t = Date.UTC(2014, 1, 1) + k * 9_876_543_21;
      for (const i of INSTRUMENTS) {
        const q = market.quoteAt(i.ric, t);
        expect(q.bid, i.ric).toBeGreaterThan(0);
        expect(q.bid, i.ric).toBeLessThan(q.ask);
      }
    }
  });

  it('stays flat over a weekend except for crypto, and joins closes continuously', () => {
    const saturday = Date.UTC(2026, 10, 21, 10);
    const sunday = Date.UTC(2026, 10, 22, 15);
    expect(market.midAt('NA_TECH_1', saturday)).toBe(market.midAt('NA_TECH_1', sunday));
    expect(market.midAt('BTC=', saturday)).not.toBe(market.midAt('BTC=', sunday));
    const closeIndex = 3000;
    const closeMs = closeTimeOf(closeIndex, 'weekday');
    expect(market.midAt('NA_TECH_1', closeMs)).toBeCloseTo(market.closeMid('NA_TECH_1', closeIndex), 10);
    const justBefore = market.midAt('NA_TECH_1', closeMs - 1000);
    expect(Math.abs(justBefore / market.closeMid('NA_TECH_1', closeIndex) - 1)).toBeLessThan(0.002);
  });

  it('moves rates as curves with an overnight rate near the anchor at the epoch', () => {
    const epoch = closeTimeOf(0, 'weekday');
    expect(market.overnightRateAt('USD', epoch)).toBeCloseTo(0.0005, 3);
    expect(market.yieldAt('USD', 10, epoch)).toBeGreaterThan(market.yieldAt('USD', 0.25, epoch));
    const later = closeTimeOf(2000, 'weekday');
    expect(market.yieldAt('EUR', 10, later)).not.toBe(market.yieldAt('EUR', 10, epoch));
  });
});

describe('rate regimes', () => {
  /** Mean 3-month yield in percent over the closes between two dates. */
  const meanThreeMonth = (ccy: string, from: string, to: string) => {
    const first = closeIndexAt(Date.parse(`${from}T22:00:00Z`), 'weekday');
    const last = closeIndexAt(Date.parse(`${to}T22:00:00Z`), 'weekday');
    let sum = 0;
    for (let i = first; i <= last; i++) sum += market.yieldAt(ccy, 0.25, closeTimeOf(i, 'weekday'));
    return (100 * sum) / (last - first + 1);
  };

  it('meets each year\'s rates: US bills near 5 % in late 2023, EUR below zero in 2016, JPY near zero in 2019', () => {
    expect(meanThreeMonth('USD', '2023-07-03', '2023-12-29')).toBeGreaterThan(4.3);
    expect(meanThreeMonth('USD', '2023-07-03', '2023-12-29')).toBeLessThan(6.3);
    expect(meanThreeMonth('USD', '2021-01-04', '2021-06-30')).toBeLessThan(1);
    expect(meanThreeMonth('EUR', '2016-01-04', '2016-12-30')).toBeLessThan(0.3);
    expect(meanThreeMonth('EUR', '2024-01-02', '2024-06-28')).toBeGreaterThan(2.7);
    expect(Math.abs(meanThreeMonth('JPY', '2019-01-02', '2019-12-31'))).toBeLessThan(0.8);
    expect(meanThreeMonth('GBP', '2024-01-02', '2024-06-28')).toBeGreaterThan(4.2);
  });
});

describe('FX conversion', () => {
  it('converts through USD consistently with the quoted pairs', () => {
    const t = Date.UTC(2020, 4, 5, 12);
    expect(market.fxRate('EUR', 'USD', t)).toBe(market.midAt('EUR=', t));
    expect(market.fxRate('USD', 'JPY', t)).toBeCloseTo(market.midAt('JPY=', t), 10);
    expect(market.fxRate('EUR', 'JPY', t)).toBeCloseTo(market.midAt('EURJPY=', t), 8);
    expect(market.fxRate('JPY', 'JPY', t)).toBe(1);
  });
});
