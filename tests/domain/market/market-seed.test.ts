/**
 * The market's seed is a deployment secret (issue #12): the simulation is a pure function of
 * time under it, so a seed in the source would tell anyone a deployment's future prices.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_MARKET_SEED, defaultMarket, parseMarketSeed, simulatedMarket } from '../../../domain/market/default-market';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the market seed', () => {
  it('gives another market under another seed, and the same market under the same one', () => {
    const at = Date.parse('2025-03-12T15:00:00Z');
    const other = simulatedMarket(987_654_321);
    expect(other.quoteAt('AAPL.O', at).bid).not.toBe(defaultMarket().quoteAt('AAPL.O', at).bid);
    expect(simulatedMarket(987_654_321)).toBe(other);
    expect(simulatedMarket(LOCAL_MARKET_SEED).quoteAt('AAPL.O', at)).toEqual(defaultMarket().quoteAt('AAPL.O', at));
  });

  it('reads a seed as the environment carries it, and nothing else', () => {
    expect(parseMarketSeed('20140102')).toBe(20140102);
    expect(parseMarketSeed(' 42 ')).toBe(42);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'abc', '2147483648', '99999999999']) expect(parseMarketSeed(bad)).toBeNull();
  });

  it('is taken from the environment by the Worker and the session objects, never from the local seed', () => {
    const production = ['worker', 'durable-objects', 'platform'].flatMap(sourceFiles);
    expect(production.length).toBeGreaterThan(30);
    const offenders = production.filter((file) => /\bdefaultMarket\b|\bLOCAL_MARKET_SEED\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
