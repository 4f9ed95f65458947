/** The session's benchmark (spec 000 §5 "Benchmark"): save, and preview before saving. */
import { z } from 'zod';
import type { SessionView } from '../session/session-record';
import { compositionList, numeric } from './fields';
import { sessionCall } from './session-call';

const compositionRows = compositionList(
  z
    .object({ ric: z.string().max(64).nullish(), fund_or_asset_ric: z.string().max(64).nullish(), weight: z.number().nullish() })
    .transform((r) => ({ ric: r.ric ?? r.fund_or_asset_ric ?? null, weight: r.weight ?? null })),
  'funds or assets in a benchmark',
);

/** A constant benchmark is a yearly return, as a fraction. */
const CONSTANT_RANGE = 'The constant return is a fraction between -1 and 1 (-100 % to 100 %)';

export type BenchmarkPoint = { timestamp: number; value: number };

/** Saves a constant benchmark or a fund/asset composition (weights as fractions). */
export const updateBenchmark = sessionCall<SessionView>()({
  name: 'benchmark.update',
  method: 'POST',
  path: '/api/sessions/:id/update_benchmark_composition',
  session: 'path',
  roles: ['staff'],
  input: z.object({ constant: z.number().min(-1, CONSTANT_RANGE).max(1, CONSTANT_RANGE).nullish(), composition: compositionRows.optional() }),
  example: { constant: 0.05 },
});

/** The value of a composition over the session so far, before saving it. */
export const previewIndexBenchmark = sessionCall<BenchmarkPoint[]>()({
  name: 'benchmark.preview_index',
  method: 'POST',
  path: '/api/sessions/:id/preview_index_benchmark',
  session: 'path',
  roles: ['player', 'staff'],
  input: z.object({ composition: compositionRows.optional() }),
  example: { composition: [{ ric: 'AAPL.O', weight: 1 }] },
});

/** The value of one instrument (by asset id) over the session so far. */
export const previewInstrumentPrice = sessionCall<BenchmarkPoint[]>()({
  name: 'benchmark.preview_instrument',
  method: 'POST',
  path: '/api/sessions/:id/preview_instrument_price',
  session: 'path',
  roles: ['player', 'staff'],
  input: z.object({ asset_id: numeric(z.number().int().positive()).optional() }),
});
