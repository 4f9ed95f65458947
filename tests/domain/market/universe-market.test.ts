import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../domain/market/universe/currencies';
import { UNIVERSE } from '../../../domain/market/universe/universe';
import { SimulatedMarket } from '../../../domain/market/simulation/market';

const market = new SimulatedMarket({ seed: 20140102, instruments: UNIVERSE, currencies: CURRENCIES });
const MOMENTS = ['2014-01-02T15:00:00Z', '2016-07-06T12:00:00Z', '2020-03-16T18:30:00Z', '2024-01-10T09:15:00Z', '2026-11-20T14:00:00Z'].map(Date.parse);
const RATE_TYPES = new Set(['Yields', 'Repo', 'Deposit', 'CDS']);

describe('the simulated market on the whole universe', () => {
  it('quotes every listed instrument with bid below ask, prices above zero', () => {
    let quoted = 0;
    for (const ms of MOMENTS) {
      for (const i of UNIVERSE) {
        if (!market.isListed(i.ric, ms)) continue;
        const q = market.quoteAt(i.ric, ms);
        expect(Number.isFinite(q.mid), i.ric).toBe(true);
        expect(q.bid, i.ric).toBeLessThan(q.ask);
        if (!RATE_TYPES.has(i.resourcetype)) expect(q.bid, `${i.ric} at ${new Date(ms).toISOString()}`).toBeGreaterThan(0);
        quoted++;
      }
    }
    expect(quoted).toBeGreaterThan(UNIVERSE.length * 4);
  });

  it('prices government bonds from their own curve and others with a credit spread', () => {
    const ms = MOMENTS[4]!;
    /** Yield of the first listed bond matching, minus its currency curve at its maturity (percent). */
    const spreadOf = (pred: (i: (typeof UNIVERSE)[number]) => boolean) => {
      const bond = UNIVERSE.find((i) => pred(i) && market.isListed(i.ric, ms));
      if (!bond || !('maturity_date' in bond)) return undefined;
      const years = (Date.parse(bond.maturity_date) - ms) / (365.25 * 86_400_000);
      return market.quoteAt(bond.ric, ms).yield_pct! - 100 * market.yieldAt(bond.variable_currency, years, ms);
    };
    const yieldOf = (pred: (i: (typeof UNIVERSE)[number]) => boolean) => {
      const bond = UNIVERSE.find((i) => pred(i) && market.isListed(i.ric, ms));
      return bond ? market.quoteAt(bond.ric, ms).yield_pct! : undefined;
    };
    const idr = yieldOf((i) => i.resourcetype === 'HTMBond' && i.geography === 'ID' && i.variable_currency === 'IDR');
    expect(idr).toBeDefined();
    // Flat to the IDR curve, which is anchored near 8.5 % at the long end.
    expect(idr!).toBeLessThan(100 * market.yieldAt('IDR', 30, ms) + 0.05);
    // Yields are quoted with the bond's own compounding, the curve as a zero rate: a few bp apart.
    expect(Math.abs(spreadOf((i) => i.resourcetype === 'GovtBond' && i.geography === 'DE')!)).toBeLessThan(0.15);
    // Italy (BBB) pays its rating's spread over the Bund curve, a corporate AA+ a smaller one.
    expect(spreadOf((i) => i.resourcetype === 'GovtBond' && i.geography === 'IT')!).toBeGreaterThan(0.5);
    const ba = spreadOf((i) => i.resourcetype === 'CorporateBond' && 'rating' in i && i.rating.startsWith('BB') && !i.rating.startsWith('BBB'));
    const aa = spreadOf((i) => i.resourcetype === 'CorporateBond' && 'rating' in i && i.rating.startsWith('AA'));
    expect(ba!).toBeGreaterThan(aa!);
  });

  it('gives every reporting currency an overnight rate and a curve', () => {
    for (const ccy of ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR']) {
      const on = market.overnightRateAt(ccy, MOMENTS[4]!);
      expect(on, ccy).toBeGreaterThan(-0.01);
      expect(on, ccy).toBeLessThan(0.2);
    }
  });
});

describe('statistical properties on the real universe', () => {
  const realisedVol = (ric: string, days: number, perYear: number) => {
    const r: number[] = [];
    for (let k = 1; k <= days; k++) r.push(Math.log(market.closeMid(ric, k) / market.closeMid(ric, k - 1)));
    const m = r.reduce((a, b) => a + b, 0) / r.length;
    return Math.sqrt((r.reduce((a, x) => a + (x - m) ** 2, 0) / (r.length - 1)) * perYear);
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  it('gives every equity, crypto and FX pair its stated volatility within 10 % over ten years', () => {
    const checked: string[] = [];
    for (const i of UNIVERSE) {
      if (i.resourcetype === 'Equity' && 'dividend_frequency' in i && i.dividend_frequency === 0) {
        expect(Math.abs(realisedVol(i.ric, 2520, 252) / i.volatility - 1), i.ric).toBeLessThan(0.1);
        checked.push(i.ric);
      }
      if (i.resourcetype === 'Crypto') {
        expect(Math.abs(realisedVol(i.ric, 3650, 365) / i.volatility - 1), i.ric).toBeLessThan(0.1);
        checked.push(i.ric);
      }
      if (i.resourcetype === 'FX' && (i.base_currency === 'USD' || i.variable_currency === 'USD')) {
        expect(Math.abs(realisedVol(i.ric, 2520, 252) / i.volatility - 1), i.ric).toBeLessThan(0.1);
        checked.push(i.ric);
      }
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('orders the classes by volatility: crypto far above equities, government bonds far below', () => {
    const byType = (t: string) => UNIVERSE.filter((i) => i.resourcetype === t && market.isListed(i.ric, Date.parse('2016-01-04')) && market.isListed(i.ric, Date.parse('2024-01-04')));
    const crypto = median(byType('Crypto').map((i) => realisedVol(i.ric, 3650, 365)));
    const equity = median(byType('Equity').map((i) => realisedVol(i.ric, 2520, 252)));
    // Bonds between 2016 and 2024: business-day indices 520 to 2600.
    const bondVol = (ric: string) => {
      const r: number[] = [];
      for (let k = 521; k <= 2600; k++) r.push(Math.log(market.closeMid(ric, k) / market.closeMid(ric, k - 1)));
      const m = r.reduce((a, b) => a + b, 0) / r.length;
      return Math.sqrt((r.reduce((a, x) => a + (x - m) ** 2, 0) / (r.length - 1)) * 252);
    };
    const govt = median(byType('GovtBond').map((i) => bondVol(i.ric)));
    expect(crypto).toBeGreaterThan(2.5 * equity);
    expect(equity).toBeGreaterThan(2.5 * govt);
    expect(govt).toBeGreaterThan(0.005);
  });

  it('prices FX forwards by covered interest parity from the two currencies’ rates', async () => {
    const { forwardOutright, moneyMarketBasis } = await import('../../../domain/fx-forwards');
    const { closeTimeOf } = await import('../../../domain/market/time-grid');
    const at = closeTimeOf(2600, 'weekday');
    for (const f of UNIVERSE.filter((i) => i.resourcetype === 'FxForwards')) {
      if (f.resourcetype !== 'FxForwards') continue;
      const days = Math.round(f.tenor_months * 30.4375);
      const expected = forwardOutright({
        spot: market.closeMid(f.corresponding_fx_asset, 2600),
        days,
        baseRate: market.yieldAt(f.base_currency, days / 365, at),
        quoteRate: market.yieldAt(f.variable_currency, days / 365, at),
        baseBasis: moneyMarketBasis(f.base_currency),
        quoteBasis: moneyMarketBasis(f.variable_currency),
      });
      expect(market.closeMid(f.ric, 2600) / expected, f.ric).toBeCloseTo(1, 12);
      // Higher-yielding quote currency: the forward sits above spot, and vice versa.
      const diff = market.yieldAt(f.variable_currency, days / 365, at) - market.yieldAt(f.base_currency, days / 365, at);
      expect(Math.sign(market.closeMid(f.ric, 2600) - market.closeMid(f.corresponding_fx_asset, 2600))).toBe(Math.sign(diff));
    }
  });

  it('keeps every price above zero over ten years', () => {
    for (const i of UNIVERSE) {
      if (RATE_TYPES.has(i.resourcetype) || !market.isListed(i.ric, Date.parse('2016-01-04')) || !market.isListed(i.ric, Date.parse('2026-11-20'))) continue;
      for (let k = 0; k <= 3300; k += 20) expect(market.closeMid(i.ric, k), i.ric).toBeGreaterThan(0);
    }
  });
});

describe('CDS spreads', () => {
  it("keeps each contract's term structure: an entity's 10-year protection costs more than its 5-year", () => {
    for (const ms of [Date.parse('2015-06-01T21:00:00Z'), Date.parse('2024-03-08T21:00:00Z')]) {
      const five = market.quoteAt('ITGV5YUSAC=R', ms);
      const ten = market.quoteAt('ITGV10YUSAC=R', ms);
      expect(ten.bid).toBeGreaterThan(five.ask);
      // Both in a credible range for a BBB sovereign (decimal spreads: 0.5 % to 10 %).
      for (const q of [five, ten]) expect(q.bid).toBeGreaterThan(0.005), expect(q.ask).toBeLessThan(0.1);
    }
  });
});
