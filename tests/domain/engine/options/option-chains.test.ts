import { describe, expect, it } from 'vitest';
import {
  activityKey,
  atmVolatilityOneMonth,
  daysBetween,
  intrinsicValue,
  quoteOption,
  quoteWidth,
  rateAt,
  realisedVolatility,
  sessionChain,
  surfaceOf,
  type OptionSurface,
  type SessionChain,
} from '../../../../domain/engine/options/chain';
import { standardExpirations, strikeStep } from '../../../../domain/option-chain';
import type { OptionChainRow } from '../../../../domain/contracts/options';

// ------------------------------------------------------------------------------------------------
// A year of quote dates: every weekday of 2024, with a simulated spot path per strike-step band.

/** Deterministic uniform numbers (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    const dow = new Date(t).getUTCDay();
    if (dow !== 0 && dow !== 6) out.push(iso(t));
  }
  return out;
}

const HISTORY = weekdays('2023-09-01', '2023-12-31');
const YEAR = weekdays('2024-01-01', '2024-12-31');

interface Path {
  label: string;
  start: number;
  vol: number;
  dividendYield: number;
  rates: { days: number; rate: number }[];
  seed: number;
  closes: { date: string; close: number }[];
}

/** Daily closes of a driftless lognormal path over the history and the year (Box–Muller normals). */
function path(label: string, start: number, vol: number, dividendYield: number, rates: Path['rates'], seed: number): Path {
  const u = prng(seed);
  const closes: Path['closes'] = [];
  let s = start;
  for (const date of [...HISTORY, ...YEAR]) {
    closes.push({ date, close: Math.round(s * 100) / 100 });
    const z = Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
    s *= Math.exp(-0.5 * vol * vol * (1 / 252) + vol * Math.sqrt(1 / 252) * z);
  }
  return { label, start, vol, dividendYield, rates, seed, closes };
}

// One path per strike-step band (spot <= 10 → 1, <= 25 → 5, <= 100 → 10, <= 250 → 25, <= 500 → 50, above → 100),
// each with its own dividend yield and session curve (continuously compounded, days → rate).
const PATHS: Path[] = [
  path('5 (step 1)', 5, 0.45, 0, [{ days: 7, rate: 0.05 }, { days: 91, rate: 0.052 }, { days: 365, rate: 0.048 }], 11),
  path('20 (step 5)', 20, 0.35, 0.01, [{ days: 30, rate: 0.02 }, { days: 365, rate: 0.03 }], 12),
  path('60 (step 10)', 60, 0.25, 0.04, [{ days: 7, rate: 0.08 }, { days: 365, rate: 0.075 }], 13),
  path('180 (step 25)', 180, 0.3, 0.02, [{ days: 30, rate: 0 }, { days: 365, rate: 0.01 }], 14),
  path('400 (step 50)', 400, 0.2, 0.03, [{ days: 30, rate: 0.04 }, { days: 182, rate: 0.045 }, { days: 365, rate: 0.05 }], 15),
  path('900 (step 100)', 900, 0.15, 0.015, [{ days: 30, rate: 0.035 }], 16),
];

function surfaceAt(p: Path, quoteDate: string): OptionSurface {
  return surfaceOf({ quoteDate, closes: p.closes, dividendYield: p.dividendYield, rates: p.rates, seed: p.seed });
}
const closeOn = (p: Path, date: string) => p.closes.find((c) => c.date === date)!.close;

const cents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const EPS = 1e-9;

/** Call and put rows of one expiration and strike. */
function pairs(chain: SessionChain): { call: OptionChainRow; put: OptionChainRow }[] {
  const out: { call: OptionChainRow; put: OptionChainRow }[] = [];
  for (let i = 0; i < chain.rows.length; i += 2) out.push({ call: chain.rows[i]!, put: chain.rows[i + 1]! });
  return out;
}

/**
 * Everything a trainee relies on in one day's chain. Broken rules are collected as text (one
 * `expect` per row would dominate the run time of a year of chains); returns the quotes checked.
 */
function checkChain(surface: OptionSurface, spot: number, chain: SessionChain, broken: string[]): number {
  const at = `${surface.quoteDate} S=${spot}`;
  const fail = (what: string) => broken.length < 20 && broken.push(`${at}: ${what}`);
  const step = strikeStep(spot);
  if (chain.strike_step !== step) fail(`strike step ${chain.strike_step}`);
  // Strikes: whole multiples of the step, ±10 steps around the spot, positive only.
  const strikes = [...new Set(chain.rows.map((r) => r.strike))];
  const centre = Math.round(spot / step);
  const expected = Array.from({ length: 21 }, (_, i) => (centre - 10 + i) * step).filter((k) => k > 0);
  if (strikes.join() !== expected.join()) fail(`strikes ${strikes.join()}`);
  for (const k of strikes) if (!Number.isInteger(k / step) || k <= 0) fail(`strike ${k} not a whole multiple of ${step}`);
  // ATM: the strike nearest the spot.
  for (const k of strikes) if (Math.abs(chain.atm_strike - spot) > Math.abs(k - spot)) fail(`ATM ${chain.atm_strike}, ${k} nearer`);
  const expirations = standardExpirations(surface.quoteDate);
  if (chain.expiration_dates.join() !== expirations.join()) fail('expirations');
  if (chain.expiration_days.join() !== expirations.map((e) => daysBetween(surface.quoteDate, e)).join()) fail('expiration days');
  if (chain.rows.length !== expirations.length * strikes.length * 2) fail(`${chain.rows.length} rows`);

  for (const { call, put } of pairs(chain)) {
    if (call.type_int !== 0 || put.type_int !== 1 || call.strike !== put.strike || call.expiration !== put.expiration) fail('row order');
    const k = call.strike;
    const days = daysBetween(surface.quoteDate, call.expiration);
    const t = days / 365;
    const r = rateAt(surface, days);
    const q = surface.dividendYield;
    const where = `${call.expiration} K=${k}`;
    for (const row of [call, put]) {
      const side = `${where} ${row.type_int ? 'put' : 'call'}`;
      const intrinsic = intrinsicValue(row.type_int === 0 ? 'call' : 'put', k, spot);
      // Quotes in cents, bid >= 0, bid < ask; never an ask below intrinsic: buying and exercising at once never gains.
      if (!cents(row.bid) || !cents(row.ask)) fail(`${side}: ${row.bid}/${row.ask} not in cents`);
      if (!(row.bid >= 0) || !(row.ask >= row.bid + 0.01 - EPS)) fail(`${side}: bid ${row.bid} ask ${row.ask}`);
      if (!(intrinsic - row.ask <= EPS)) fail(`${side}: ask ${row.ask} below intrinsic ${intrinsic}`);
      // An implied volatility on both sides (the same σ(K, T)), the quote date, volume and open interest.
      if (!(row.implied_volatility > 0) || row.implied_volatility !== call.implied_volatility) fail(`${side}: iv ${row.implied_volatility}`);
      if (row.quote_date !== surface.quoteDate) fail(`${side}: quote date ${row.quote_date}`);
      if (!Number.isInteger(row.volume) || row.volume < 0 || !Number.isInteger(row.open_interest) || row.open_interest < 0) fail(`${side}: volume/OI`);
      for (const g of [row.delta, row.gamma, row.vega, row.theta]) if (!Number.isFinite(g)) fail(`${side}: greek ${g}`);
    }
    // American put-call bounds with the session's dividend yield and curve rate, within the spread:
    //   S e^{−qT} − K <= C − P <= S − K e^{−rT}, so C_bid − P_ask <= S − K e^{−rT} and C_ask − P_bid >= S e^{−qT} − K.
    if (!(call.bid - put.ask <= spot - k * Math.exp(-r * t) + EPS)) fail(`${where}: C_bid − P_ask ${call.bid - put.ask} > S − K e^{−rT}`);
    if (!(call.ask - put.bid >= spot * Math.exp(-q * t) - k - EPS)) fail(`${where}: C_ask − P_bid ${call.ask - put.bid} < S e^{−qT} − K`);
  }
  return chain.rows.length;
}

describe('a year of chains, one simulated spot path per strike-step band', () => {
  const bandsSeen = new Set<number>();

  for (const p of PATHS) {
    it(`quotes every weekday of 2024 for a spot starting at ${p.label}`, () => {
      let quotes = 0;
      const broken: string[] = [];
      for (const date of YEAR) {
        const spot = closeOn(p, date);
        bandsSeen.add(strikeStep(spot));
        const surface = surfaceAt(p, date);
        quotes += checkChain(surface, spot, sessionChain(surface, spot), broken);
      }
      expect(broken).toEqual([]);
      expect(quotes).toBeGreaterThan(262 * 14 * 11 * 2);
    }, 120_000);
  }

  it('visited every band: steps 1, 5, 10, 25, 50 and 100', () => {
    expect([...bandsSeen].sort((a, b) => a - b)).toEqual(expect.arrayContaining([1, 5, 10, 25, 50, 100]));
  });
});

describe('put-call parity where American = European (r = q = 0)', () => {
  it('C − P = S − K at the mids, and C_bid − P_ask <= S − K <= C_ask − P_bid, every fifth weekday of the year', () => {
    const broken: string[] = [];
    for (const p of PATHS) {
      for (const date of YEAR.filter((_, i) => i % 5 === 0)) {
        const spot = closeOn(p, date);
        const surface = surfaceOf({ quoteDate: date, closes: p.closes, dividendYield: 0, rates: [], seed: p.seed });
        const chain = sessionChain(surface, spot);
        for (const { call, put } of pairs(chain)) {
          const k = call.strike;
          const c = quoteOption(surface, spot, { type: 'call', strike: k, expiration: call.expiration });
          const q = quoteOption(surface, spot, { type: 'put', strike: k, expiration: call.expiration });
          const where = `${date} S=${spot} ${call.expiration} K=${k}`;
          if (Math.abs(c.mid - q.mid - (spot - k)) > 1e-9) broken.push(`${where}: C − P = ${c.mid - q.mid}`);
          if (!(call.bid - put.ask <= spot - k + EPS) || !(call.ask - put.bid >= spot - k - EPS)) broken.push(`${where}: outside the spread`);
        }
      }
    }
    expect(broken.slice(0, 20)).toEqual([]);
  }, 120_000);
});

describe('quotes', () => {
  const surface: OptionSurface = { quoteDate: '2024-03-06', atmVolatility: 0.3, dividendYield: 0.02, rates: [{ days: 30, rate: 0.05 }, { days: 365, rate: 0.045 }], seed: 42 };
  const spot = 103.4;

  it('widen away from the money: relative to the mid out of the money, in cents in the money', () => {
    const chain = sessionChain(surface, spot);
    const strikes = [...new Set(chain.rows.map((r) => r.strike))];
    const low = strikes[0]!;
    const high = strikes[strikes.length - 1]!;
    for (const expiration of chain.expiration_dates) {
      for (const type of ['call', 'put'] as const) {
        const at = quoteOption(surface, spot, { type, strike: chain.atm_strike, expiration });
        const otm = quoteOption(surface, spot, { type, strike: type === 'call' ? high : low, expiration });
        const itm = quoteOption(surface, spot, { type, strike: type === 'call' ? low : high, expiration });
        const width = (x: typeof at) => x.ask - x.bid;
        expect(width(otm) / Math.max(otm.mid, 0.005)).toBeGreaterThan(width(at) / at.mid);
        expect(width(itm)).toBeGreaterThan(width(at));
      }
    }
    // Before rounding to the cent: the width grows with the distance from the money, up to 4 standard deviations.
    expect(quoteWidth(4, 100, 0)).toBeCloseTo(0.2, 12); // 5 % of the mid at the money
    expect(quoteWidth(4, 100, 1)).toBeCloseTo(0.3, 12);
    expect(quoteWidth(4, 100, 4)).toBeCloseTo(0.6, 12);
    expect(quoteWidth(4, 100, 9)).toBeCloseTo(0.6, 12);
    expect(quoteWidth(40, 100, 2)).toBeCloseTo(1, 12); // capped at 0.5 % of the spot, widened
    expect(quoteWidth(0.05, 100, 2)).toBe(0.01); // one cent at least
  });

  it('never ask below intrinsic for deep in-the-money American puts whose European value is below it', () => {
    const rich: OptionSurface = { ...surface, dividendYield: 0, rates: [{ days: 1, rate: 0.08 }] };
    const expiration = standardExpirations(rich.quoteDate).at(-1)!;
    const q = quoteOption(rich, 50, { type: 'put', strike: 100, expiration });
    expect(q.intrinsic).toBe(50);
    expect(q.mid).toBe(50);
    expect(q.ask).toBeGreaterThan(50);
    expect(q.bid).toBeLessThan(50);
    expect(q.delta).toBe(-1);
  });

  it('are the intrinsic value at and past expiry', () => {
    const q = quoteOption(surface, 103.456, { type: 'call', strike: 100, expiration: '2024-03-06' });
    expect(q).toMatchObject({ bid: 3.45, ask: 3.46, iv: 0, delta: 1, gamma: 0, vega: 0, theta: 0 });
    expect(q.mid).toBeCloseTo(3.456, 12);
    expect(quoteOption(surface, 103.456, { type: 'put', strike: 100, expiration: '2024-03-01' })).toMatchObject({ bid: 0, ask: 0, delta: 0 });
  });

  it('are deterministic, and the chain adds the session’s activity to its volume and open interest', () => {
    const a = sessionChain(surface, spot);
    const b = sessionChain({ ...surface, rates: surface.rates.map((p) => ({ ...p })) }, spot);
    expect(b).toEqual(a);
    const row = a.rows[40]!;
    const key = { type: row.type_int === 0 ? ('call' as const) : ('put' as const), strike: row.strike, expiration: row.expiration };
    const withActivity = sessionChain(surface, spot, new Map([[activityKey(key), { volume: 7, open_interest: 5 }]]));
    expect(withActivity.rows[40]).toEqual({ ...row, volume: row.volume + 7, open_interest: row.open_interest + 5 });
    expect(withActivity.rows.filter((r, i) => i !== 40)).toEqual(a.rows.filter((r, i) => i !== 40));
    // Another asset's seed draws other volumes; another quote date other volumes but the same open interest profile.
    expect(sessionChain({ ...surface, seed: 43 }, spot).rows.map((r) => r.open_interest)).not.toEqual(a.rows.map((r) => r.open_interest));
  });

  it('list the expirations with their days and the one-month ATM volatility', () => {
    const chain = sessionChain(surface, spot);
    expect(chain.expiration_dates[0]).toBe('2024-03-08');
    expect(chain.expiration_days.slice(0, 5)).toEqual([2, 9, 16, 23, 44]);
    expect(chain.atm_iv).toBeCloseTo(0.3, 12);
    expect(atmVolatilityOneMonth(surface, spot)).toBe(chain.atm_iv);
    expect(chain.atm_strike).toBe(100);
    expect(chain.strike_step).toBe(25);
  });
});

describe('surfaceOf', () => {
  const p = PATHS[3]!;

  it('reads nothing after the quote date', () => {
    const date = '2024-06-14';
    const cut = p.closes.filter((c) => c.date <= date);
    const later = p.closes.map((c) => (c.date > date ? { ...c, close: c.close * 3 } : c));
    const a = surfaceOf({ quoteDate: date, closes: p.closes, dividendYield: 0.02, rates: p.rates, seed: 1 });
    expect(surfaceOf({ quoteDate: date, closes: cut, dividendYield: 0.02, rates: p.rates, seed: 1 })).toEqual(a);
    expect(surfaceOf({ quoteDate: date, closes: later, dividendYield: 0.02, rates: p.rates, seed: 1 })).toEqual(a);
    expect(surfaceOf({ quoteDate: date, closes: cut.map((c) => c.close), dividendYield: 0.02, rates: p.rates, seed: 1 })).toEqual(a);
  });

  it('takes the realised volatility of the last 60 daily returns, clamped to [5 %, 150 %]', () => {
    const closes = p.closes.filter((c) => c.date <= '2024-06-14').map((c) => c.close);
    const s = surfaceOf({ quoteDate: '2024-06-14', closes, dividendYield: 0, rates: [], seed: 1 });
    expect(s.atmVolatility).toBe(realisedVolatility(closes.slice(-61)));
    expect(s.atmVolatility).toBeGreaterThan(0.2);
    expect(s.atmVolatility).toBeLessThan(0.4);
    // A close older than the window changes nothing.
    const older = [...closes];
    older[closes.length - 62] = older[closes.length - 62]! * 2;
    expect(surfaceOf({ quoteDate: '2024-06-14', closes: older, dividendYield: 0, rates: [], seed: 1 }).atmVolatility).toBe(s.atmVolatility);
    // Clamped.
    const calm = Array.from({ length: 70 }, (_, i) => 100 + (i % 2) * 0.01);
    expect(surfaceOf({ quoteDate: '2024-06-14', closes: calm, dividendYield: 0, rates: [], seed: 1 }).atmVolatility).toBe(0.05);
    const wild = Array.from({ length: 70 }, (_, i) => (i % 2 ? 100 : 200));
    expect(surfaceOf({ quoteDate: '2024-06-14', closes: wild, dividendYield: 0, rates: [], seed: 1 }).atmVolatility).toBe(1.5);
  });

  it('falls back to the given default (else 25 %) with fewer than three closes, and sorts the curve', () => {
    expect(surfaceOf({ quoteDate: '2024-01-02', closes: [100, 101], dividendYield: 0, rates: [], seed: 1, defaultVolatility: 0.42 }).atmVolatility).toBe(0.42);
    expect(surfaceOf({ quoteDate: '2024-01-02', closes: [], dividendYield: 0, rates: [], seed: 1 }).atmVolatility).toBe(0.25);
    expect(surfaceOf({ quoteDate: '2024-01-02', closes: [], dividendYield: 0, rates: [], seed: 1, defaultVolatility: 3 }).atmVolatility).toBe(1.5);
    const s = surfaceOf({ quoteDate: '2024-01-02', closes: [], dividendYield: 0.01, rates: [{ days: 365, rate: 0.05 }, { days: 30, rate: 0.03 }], seed: 1 });
    expect(s.rates).toEqual([{ days: 30, rate: 0.03 }, { days: 365, rate: 0.05 }]);
    expect(rateAt(s, 10)).toBe(0.03);
    expect(rateAt(s, 197.5)).toBeCloseTo(0.04, 12);
    expect(rateAt(s, 900)).toBe(0.05);
  });
});
