/**
 * The market model's versions (issue 26). A session records the version current when it was
 * created and is priced by it for its whole life (the session object, and the Worker's market
 * routes when a request names the session), so a new model never moves the positions, charts and
 * fills of sessions already running. New sessions get `CURRENT_MARKET_MODEL`. A version that
 * sessions have been given never changes; one above the current has been given to none yet.
 */
export type MarketModel = 1 | 2;

export const MARKET_MODELS: Readonly<Record<MarketModel, string>> = {
  1: 'every price a random walk from its 2014 level, with a fixed drift',
  2: 'one market on real levels: indices, FX, metals, oil and crypto conditioned on them, and what follows them (domain/market/anchors)',
};

export const CURRENT_MARKET_MODEL: MarketModel = 2;

/** A stored version, or 1 for what was stored before versions existed. */
export function marketModelOf(value: unknown): MarketModel {
  return value === 2 ? 2 : 1;
}
