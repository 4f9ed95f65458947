/**
 * The one market every session trades against: the simulation of the universe under a fixed
 * seed. Memoised per isolate; every Worker and session object builds the same one, so the
 * same asset has the same price at the same moment everywhere.
 */
import { SimulatedMarket } from './simulation/market';
import { CURRENCIES } from './universe/currencies';
import { UNIVERSE } from './universe/universe';

export const MARKET_SEED = 20140102;

let market: SimulatedMarket | undefined;

export function defaultMarket(): SimulatedMarket {
  market ??= new SimulatedMarket({ seed: MARKET_SEED, instruments: UNIVERSE, currencies: CURRENCIES });
  return market;
}
