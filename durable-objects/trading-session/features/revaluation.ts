/**
 * Revaluation at each step's prices: pending orders that can fill now (limits, on-open,
 * on-close), stop losses and take profits, every player's values, the prices to everyone and
 * each player's values (the staff get the totals).
 */
import type { Feature } from '../kernel/feature';
import { runMarketStep } from '../kernel/ticks';

/** Which markets were open at the last step: an on-open order fills when its market opens. */
const PREVIOUS_OPEN = 'revaluation.previous_open';

export const revaluation: Feature = {
  name: 'revaluation',
  step: [
    {
      phase: 'revaluation',
      run(k, step) {
        const previousOpen = k.remember(PREVIOUS_OPEN, () => new Map<string, boolean>());
        const out = runMarketStep(k.state(), step.market, previousOpen, step.kind);
        step.changes.push(...out.changes);
        step.events.push(...out.events);
        step.summaries = out.summaries;
      },
    },
  ],
};
