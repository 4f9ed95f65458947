/**
 * A model version, once sessions have been given it, never changes (issue 26, items 4 and 5):
 * sessions created under it keep their positions, charts and fills whatever the code does
 * later. The mids below were recorded from each model as it was when sessions were first given
 * it; any edit that moves one (a universe parameter, an anchor, a path's draw order, a speed-up
 * that reorders arithmetic beyond rounding) fails here and belongs in a new model version.
 */
import { describe, expect, it } from 'vitest';
import { simulatedMarket } from '../../../domain/market/default-market';
import type { MarketModel } from '../../../domain/market/model-version';
import modelOne from './fixtures/market-model-1.json';
import modelTwo from './fixtures/market-model-2.json';

type Recorded = { seed: number; moments: string[]; mids: Record<string, (number | null)[]> };
const RECORDED: [MarketModel, Recorded][] = [
  [1, modelOne],
  [2, modelTwo],
];

describe.each(RECORDED)('model %i is frozen', (model, recorded) => {
  const market = simulatedMarket(recorded.seed, model);
  const rics = Object.keys(recorded.mids);

  it('still has every instrument it priced', () => {
    expect(rics.length).toBeGreaterThan(150);
    for (const ric of rics) expect(() => market.instrument(ric)).not.toThrow();
  });

  it('gives every instrument the mid it gave at each recorded moment, or none where it was not listed (closes and intraday, to 10 significant digits)', () => {
    const moved: string[] = [];
    for (const [ric, mids] of Object.entries(recorded.mids)) {
      recorded.moments.forEach((moment, k) => {
        const ms = Date.parse(moment);
        const was = mids[k] ?? null;
        const now = market.isListed(ric, ms) ? market.quoteAt(ric, ms).mid : null;
        if (was === null || now === null ? was !== now : Math.abs(now / was - 1) > 1e-9) moved.push(`${ric} at ${moment}: ${was} → ${now}`);
      });
    }
    expect(moved).toEqual([]);
  });
});
