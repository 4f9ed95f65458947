/**
 * The one market every session trades against: the simulation of the universe under a seed.
 * Memoised per seed and isolate; every Worker and session object of a deployment builds the
 * same one, so the same asset has the same price at the same moment everywhere.
 *
 * The market is a pure function of time, so whoever knows the seed can compute its future: a
 * deployment's seed is a secret (`MARKET_SEED`, set once by `npm run deploy`, read through
 * `platform/market.ts`). Tests, benches and `npm start` use the fixed local seed below.
 */
import { CURRENT_MARKET_MODEL, type MarketModel } from './model-version';
import { SimulatedMarket } from './simulation/market';
import { CURRENCIES } from './universe/currencies';
import { UNIVERSE } from './universe/universe';

/** The local market's seed: tests, benches, `npm start` and `npm run dev`. Never a deployment's. */
export const LOCAL_MARKET_SEED = 20140102;

const markets = new Map<string, SimulatedMarket>();

/** The market of a seed under a model version (a session's, or the current one). */
export function simulatedMarket(seed: number, model: MarketModel = CURRENT_MARKET_MODEL): SimulatedMarket {
  const key = `${seed}/${model}`;
  let market = markets.get(key);
  if (!market) {
    market = new SimulatedMarket({ seed, instruments: UNIVERSE, currencies: CURRENCIES, model });
    markets.set(key, market);
  }
  return market;
}

/** The local market (LOCAL_MARKET_SEED): for tests, benches and tools; the Worker and objects use platform/market.ts. */
export function defaultMarket(model: MarketModel = CURRENT_MARKET_MODEL): SimulatedMarket {
  return simulatedMarket(LOCAL_MARKET_SEED, model);
}

/** Parses a seed as the environment carries it: a positive integer below 2^31. */
export function parseMarketSeed(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text.trim())) return null;
  const seed = Number(text.trim());
  return seed > 0 && seed < 2 ** 31 ? seed : null;
}
