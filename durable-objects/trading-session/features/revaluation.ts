/**
 * Revaluation at each step's prices: pending orders that can fill now (limits, on-open,
 * on-close), stop losses and take profits, every player's values, the prices to everyone and
 * each player's values (the staff get the totals).
 */
import type { Feature } from '../kernel/feature';
import { runMarketStep } from '../kernel/ticks';

export const revaluation: Feature = {
  name: 'revaluation',
  step: [
    {
      phase: 'revaluation',
      run(k, step) {
        const out = runMarketStep(k.state(), step.market, step.kind);
        step.changes.push(...out.changes);
        step.events.push(...out.events);
        step.summaries = out.summaries;
        step.valuations = out.valuations;
      },
    },
  ],
};
