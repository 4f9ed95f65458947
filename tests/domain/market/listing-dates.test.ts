/**
 * Instruments that did not exist yet are not listed before they did (issue 26): under model 2
 * ETH, Solana, Cardano, Saudi Aramco and MTN Nigeria have no quote and no history before their
 * first trading day, and their path starts there at their anchor level. Model 1, which sessions
 * already running were given, priced them from 2014 and still does.
 */
import { describe, expect, it } from 'vitest';
import { simulatedMarket, LOCAL_MARKET_SEED } from '../../../domain/market/default-market';
import { dailyBars } from '../../../domain/market/history';
import { UNIVERSE } from '../../../domain/market/universe/universe';

const two = simulatedMarket(LOCAL_MARKET_SEED, 2);
const one = simulatedMarket(LOCAL_MARKET_SEED, 1);
const at = (iso: string) => Date.parse(iso);

const LISTINGS: [ric: string, day: string, level: number][] = [
  ['ETH=', '2015-08-07', 1.0],
  ['ADA=', '2017-10-01', 0.02],
  ['MTNN.LG', '2019-05-16', 90],
  ['2222.SR', '2019-12-11', 32],
  ['SOL=', '2020-04-10', 0.5],
];

describe('listing dates under model 2', () => {
  it('every later listing named in the universe is one of these', () => {
    expect(UNIVERSE.filter((i) => i.listed_from).map((i) => i.ric).sort()).toEqual(LISTINGS.map(([ric]) => ric).sort());
  });

  it.each(LISTINGS)('%s is not listed before %s and trades from that day at its listing level', (ric, day, level) => {
    const dayBefore = at(`${day}T00:00:00Z`) - 1;
    expect(two.isListed(ric, dayBefore)).toBe(false);
    expect(two.notListedYet(ric, dayBefore)).toBe(true);
    expect(two.listedFrom(ric)).toBe(day);
    const close = at(`${day}T21:00:00Z`);
    expect(two.isListed(ric, close)).toBe(true);
    expect(two.notListedYet(ric, close)).toBe(false);
    // Its path starts at its anchor on its first day (a weekend listing: the close before it, which is not shown).
    expect(two.quoteAt(ric, close).mid / level).toBeCloseTo(1, 9);
  });

  it('history starts the day after the listing day: no bar of a day it did not trade', () => {
    const bars = dailyBars(two, 'SOL=', at('2020-03-01T00:00:00Z'), at('2020-05-01T00:00:00Z'));
    expect(bars[0]!.timestamp.slice(0, 10)).toBe('2020-04-11');
    expect(bars[0]!.open).toBeCloseTo(0.5, 9);
    expect(dailyBars(two, 'SOL=', at('2019-01-01T00:00:00Z'), at('2020-04-01T00:00:00Z'))).toEqual([]);
  });

  it('ETH meets its real 2015 year-end from its listing level', () => {
    const yearEnd = two.quoteAt('ETH=', at('2015-12-31T21:00:00Z')).mid;
    expect(yearEnd / 0.93).toBeGreaterThan(0.85);
    expect(yearEnd / 0.93).toBeLessThan(1.15);
  });
});

describe('model 1 keeps them listed from 2014', () => {
  it.each(LISTINGS)('%s has a quote and history in 2014', (ric) => {
    expect(one.isListed(ric, at('2014-06-02T12:00:00Z'))).toBe(true);
    expect(one.notListedYet(ric, at('2014-06-02T12:00:00Z'))).toBe(false);
    expect(one.listedFrom(ric)).toBeNull();
    expect(dailyBars(one, ric, at('2014-06-01T00:00:00Z'), at('2014-07-01T00:00:00Z')).length).toBeGreaterThan(15);
  });
});
