import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../domain/market/universe/currencies';
import { UNIVERSE } from '../../domain/market/universe/universe';
import { SimulatedMarket } from '../../domain/market/simulation/market';

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
