import { describe, expect, it } from 'vitest';
import {
  OPTION_CHAIN_DEFAULTS,
  chainStrikes,
  generateOptionChain,
  quoteAroundMid,
  smileVolatility,
  standardExpirations,
  strikeStep,
  type OptionChainInput,
} from '../../domain/option-chain';
import { blackScholes } from '../../domain/options';
import { expectDomainError } from './expect-domain-error';


/** Independent calendar: the JavaScript Date API in UTC. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const daysBetween = (a: string, b: string) => (utc(b).getTime() - utc(a).getTime()) / 86_400_000;

describe('strikeStep', () => {
  it('follows the spot bands of the spec', () => {
    const cases: Array<[number | null | undefined, number]> = [
      [0.5, 1], [10, 1], [10.01, 5], [25, 5], [25.01, 10], [100, 10], [100.01, 25], [250, 25],
      [250.5, 50], [500, 50], [500.01, 100], [12_000, 100], [null, 10], [undefined, 10],
    ];
    for (const [spot, step] of cases) expect(strikeStep(spot)).toBe(step);
  });
  it('rejects a known but invalid spot', () => {
    expectDomainError(() => strikeStep(0), 'INVALID_INPUT');
    expectDomainError(() => strikeStep(-5), 'INVALID_INPUT');
    expectDomainError(() => strikeStep(Number.NaN), 'INVALID_INPUT');
  });
});

describe('chainStrikes', () => {
  it('centres whole multiples of the step on the spot, ±10 steps, positive only', () => {
    expect(chainStrikes(103.7)).toEqual([25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 275, 300, 325, 350]);
    expect(chainStrikes(57.2)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]);
    const big = chainStrikes(4321);
    expect(big).toHaveLength(21);
    expect(big[0]).toBe(3300);
    expect(big[20]).toBe(5300);
    expect(chainStrikes(57.2, 2)).toEqual([40, 50, 60, 70, 80]);
  });
});

describe('standardExpirations', () => {
  it('lists 4 weekly Fridays, then third Fridays out to one year', () => {
    expect(standardExpirations('2024-01-10')).toEqual([
      '2024-01-12', '2024-01-19', '2024-01-26', '2024-02-02',
      '2024-02-16', '2024-03-15', '2024-04-19', '2024-05-17', '2024-06-21', '2024-07-19',
      '2024-08-16', '2024-09-20', '2024-10-18', '2024-11-15', '2024-12-20',
    ]);
  });

  it('holds its rules for every quote date of two years (checked with the Date API)', () => {
    for (let offset = 0; offset < 731; offset += 1) {
      const quote = new Date(Date.UTC(2023, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
      const dates = standardExpirations(quote);
      expect(dates.length).toBeGreaterThanOrEqual(14); // 14 when the 4th weekly is itself a third Friday
      expect(dates.length).toBeLessThanOrEqual(16);
      dates.forEach((iso, index) => {
        const date = utc(iso);
        expect(date.getUTCDay()).toBe(5); // Friday
        expect(daysBetween(quote, iso)).toBeGreaterThan(0);
        expect(daysBetween(quote, iso)).toBeLessThanOrEqual(365);
        if (index > 0) expect(daysBetween(dates[index - 1]!, iso)).toBeGreaterThan(0);
        if (index < 4) expect(daysBetween(quote, iso)).toBe(daysBetween(quote, dates[0]!) + 7 * index);
        else expect(date.getUTCDate() >= 15 && date.getUTCDate() <= 21).toBe(true); // third Friday
      });
      expect(daysBetween(quote, dates[0]!)).toBeLessThanOrEqual(7);
    }
  });

  it('skips the quote date itself when it is a Friday', () => {
    expect(standardExpirations('2024-01-12')[0]).toBe('2024-01-19');
  });
});

describe('smileVolatility', () => {
  const params = { atmVolatility: 0.25, skew: -0.2, smile: 0.3, termSlope: 0.1, volFloor: 0.01 };
  it('is the ATM vol at the forward and one-month reference term', () => {
    expect(smileVolatility(params, 100, 100, 30 / 365)).toBeCloseTo(0.25, 15);
  });
  it('follows σ = atm(T)·(1 + skew·x + smile·x²) with x = ln(K/F)', () => {
    const x = Math.log(90 / 102);
    const atm = 0.25 * (1 + 0.1 * (Math.sqrt(0.5) - Math.sqrt(30 / 365)));
    expect(smileVolatility(params, 102, 90, 0.5)).toBeCloseTo(atm * (1 + -0.2 * x + 0.3 * x * x), 15);
    expect(smileVolatility(params, 100, 80, 0.5)).toBeGreaterThan(smileVolatility(params, 100, 120, 0.5)); // put skew
  });
  it('is floored', () => {
    expect(smileVolatility({ ...params, skew: 5, smile: 0 }, 100, 200, 0.5)).toBeGreaterThan(0);
    expect(smileVolatility({ ...params, atmVolatility: 0.001 }, 100, 100, 0.5)).toBe(0.01);
  });
});

describe('quoteAroundMid', () => {
  it('spreads proportionally, rounds outward to the cent, and never goes negative', () => {
    expect(quoteAroundMid(5, 0.05)).toEqual({ bid: 4.87, ask: 5.13 }); // 5 ∓ 0.125
    expect(quoteAroundMid(0, 0.05)).toEqual({ bid: 0, ask: 0.01 });
    expect(quoteAroundMid(0.003, 0.05)).toEqual({ bid: 0, ask: 0.01 });
    expect(quoteAroundMid(200, 0.05, 0.5)).toEqual({ bid: 199.75, ask: 200.25 }); // capped spread
  });
  it('rejects a negative mid', () => {
    expectDomainError(() => quoteAroundMid(-1), 'INVALID_INPUT');
  });
});

describe('generateOptionChain', () => {
  const input: OptionChainInput = { spot: 103.7, atmVolatility: 0.25, rate: 0.05, dividendYield: 0.01, quoteDate: '2024-01-10', seed: 7 };
  const chain = generateOptionChain(input);

  it('has every strike × expiration × type, sorted', () => {
    const strikes = chainStrikes(103.7);
    expect(chain.underlying_spot).toBe(103.7);
    expect(chain.expiration_dates).toEqual(standardExpirations('2024-01-10'));
    expect(chain.contracts).toHaveLength(strikes.length * chain.expiration_dates.length * 2);
    let index = 0;
    for (const expiration of chain.expiration_dates)
      for (const strike of strikes)
        for (const typeInt of [0, 1]) {
          const row = chain.contracts[index++]!;
          expect([row.expiration, row.strike, row.type_int]).toEqual([expiration, strike, typeInt]);
          expect(row.quote_date).toBe('2024-01-10');
        }
  });

  it('prices each row with blackScholes at the surface volatility', () => {
    for (const row of chain.contracts) {
      const timeYears = daysBetween('2024-01-10', row.expiration) / 365;
      const forward = 103.7 * Math.exp((0.05 - 0.01) * timeYears);
      const params = { atmVolatility: 0.25, skew: OPTION_CHAIN_DEFAULTS.skew, smile: OPTION_CHAIN_DEFAULTS.smile, termSlope: OPTION_CHAIN_DEFAULTS.termSlope, volFloor: OPTION_CHAIN_DEFAULTS.volFloor };
      expect(row.implied_volatility).toBe(smileVolatility(params, forward, row.strike, timeYears));
      const model = blackScholes({
        type: row.type_int === 0 ? 'call' : 'put',
        spot: 103.7,
        strike: row.strike,
        timeYears,
        rate: 0.05,
        dividendYield: 0.01,
        volatility: row.implied_volatility,
      });
      expect([row.delta, row.gamma, row.vega, row.theta]).toEqual([model.delta, model.gamma, model.vega, model.theta]);
      expect(row.bid).toBeGreaterThanOrEqual(0);
      expect(row.ask - row.bid).toBeGreaterThanOrEqual(0.01 - 1e-12);
      expect(row.bid).toBeLessThanOrEqual(model.price);
      expect(row.ask).toBeGreaterThanOrEqual(model.price);
      expect(Number.isInteger(row.volume) && row.volume >= 0).toBe(true);
      expect(Number.isInteger(row.open_interest) && row.open_interest >= 0).toBe(true);
    }
  });

  it('is deterministic, and the seed only moves volume and open interest', () => {
    expect(generateOptionChain(input)).toEqual(chain);
    const other = generateOptionChain({ ...input, seed: 8 });
    expect(other.contracts.map((row) => row.bid)).toEqual(chain.contracts.map((row) => row.bid));
    expect(other.contracts.map((row) => row.volume)).not.toEqual(chain.contracts.map((row) => row.volume));
  });

  it('concentrates liquidity near the money', () => {
    const first = chain.expiration_dates[5]!;
    const rows = chain.contracts.filter((row) => row.expiration === first && row.type_int === 0);
    const near = rows.find((row) => row.strike === 100)!;
    const far = rows.find((row) => row.strike === 350)!;
    expect(near.volume).toBeGreaterThan(far.volume);
    expect(near.open_interest).toBeGreaterThan(far.open_interest);
  });

  it('rejects invalid input with DomainError', () => {
    expectDomainError(() => generateOptionChain({ ...input, spot: 0 }), 'INVALID_INPUT');
    expectDomainError(() => generateOptionChain({ ...input, atmVolatility: -0.1 }), 'INVALID_INPUT');
    expectDomainError(() => generateOptionChain({ ...input, quoteDate: '2024-13-01' }), 'INVALID_DATES');
    expectDomainError(() => generateOptionChain({ ...input, seed: 1.5 }), 'INVALID_INPUT');
    expectDomainError(() => generateOptionChain({ ...input, strikesEachSide: -1 }), 'INVALID_INPUT');
    expectDomainError(() => generateOptionChain({ ...input, rate: Number.NaN }), 'INVALID_INPUT');
  });
});
