/**
 * The deployment's market: the simulation under the `MARKET_SEED` secret. A missing or
 * malformed seed stops every market read (a 500 with the reason in the log) rather than
 * falling back to the local seed, whose future anyone can compute from the source.
 */
import { parseMarketSeed, simulatedMarket } from '../domain/market/default-market';
import type { SimulatedMarket } from '../domain/market/simulation/market';
import { CURRENT_MARKET_MODEL, type MarketModel } from '../domain/market/model-version';
import type { Env } from './env';

/** The deployment's market under a model version: a session's own, or the current one. */
export function marketOf(env: Pick<Env, 'MARKET_SEED'>, model: MarketModel = CURRENT_MARKET_MODEL): SimulatedMarket {
  const seed = parseMarketSeed(env.MARKET_SEED);
  if (seed === null) throw new Error('MARKET_SEED is not set (a positive integer below 2^31): run `npm run deploy`, or set it in .dev.vars');
  return simulatedMarket(seed, model);
}
