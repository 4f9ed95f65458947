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

/** A fund or equity of a benchmark, with its name for the screens. */
export type BenchmarkComponentView = { ric: string; weight: number; name: string | null; resourcetype: string | null };

/**
 * The benchmark a player's metrics are measured against (spec 001 §2 Portfolio "benchmark
 * compositions"): their own when the session allows individual benchmarks and they saved one,
 * else the session's. `saved` is the player's own composition whether or not it is in effect.
 */
export type PlayerBenchmarkView = {
  player_id: number;
  /** The session allows individual benchmarks (the Benchmarks screen shows). */
  allowed: boolean;
  /** The benchmark in effect is the player's own. */
  individual: boolean;
  kind: 'constant' | 'composition' | 'default';
  constant: number | null;
  components: BenchmarkComponentView[];
  saved: BenchmarkComponentView[] | null;
  /** Session time the player's own composition was saved. */
  updated_at: number | null;
  /** The benchmark in effect had no price at the last metrics step: the errors, and since when. */
  missing_prices: { errors: string[]; since: number } | null;
};

/** The benchmark in effect for the caller (or the player the staff name). */
export const fetchPlayerBenchmark = sessionCall<PlayerBenchmarkView>()({
  name: 'benchmark.fetch_player',
  method: 'GET',
  path: '/api/sessions/:id/fetch_player_benchmark',
  session: 'path',
  roles: ['player', 'staff'],
  input: z.object({ player_id: numeric(z.number().int().positive()).optional() }),
  example: { player_id: 1 },
});

/**
 * A player's own benchmark (spec 001 §7 "update player benchmark composition", 002 §7
 * POST /players/{player_id}/update_benchmark_composition): funds or equities with weights as
 * fractions summing to 1; an empty list goes back to the session's benchmark. Only while the
 * session allows individual benchmarks; a player sets their own, the staff any player's.
 * Measured against from the next metrics step.
 */
export const updatePlayerBenchmark = sessionCall<PlayerBenchmarkView>()({
  name: 'benchmark.update_player',
  method: 'POST',
  path: '/api/players/:player_id/update_benchmark_composition',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({
    player_id: numeric(z.number({ error: 'player_id is required' }).int('player_id is required').positive('player_id is required')),
    composition: compositionRows,
  }),
  example: { player_id: 1, composition: [{ ric: '.SPX', weight: 0.6 }, { ric: 'AAPL.O', weight: 0.4 }] },
});
