/**
 * Period steps: the market moves 1 to 40 business days. The harness applies them (the market
 * value moves with the prices only, then each family settles what fell due, income is paid, stops
 * and pending orders fill); the families' step hooks hold their part and its bounds.
 */
import fc from 'fast-check';
import { family, STEP, type StepCommand } from '../harness';

export const steps = family({
  name: 'steps',
  base: [{ weight: 2, arbitrary: fc.record({ kind: fc.constant(STEP), days: fc.integer({ min: 1, max: 40 }) }) as fc.Arbitrary<StepCommand> }],
  kinds: [STEP],
  counters: () => ({}),
  start: () => ({}),
});
