/** The session's benchmark (spec 000 §5 "Benchmark"): a constant or a composition, and previews before saving. */
import { previewIndexBenchmark, previewInstrumentPrice, updateBenchmark } from '../../../domain/contracts/benchmark';
import { benchmarkValue, compositionProblem } from '../../../domain/engine/benchmark';
import { invalid, notFound } from '../../../domain/refusal';
import type { SimulatedMarket } from '../../../domain/market/simulation/market';
import type { StoredSettings } from '../../../domain/session/session-record';
import type { Actor } from '../kernel/actor';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { ScenarioType } from '../../../domain/enums';
import { updateSettings } from './settings';

/** Whether the market knows an instrument (a composition may name any fund or asset, in the session or not). */
function knownRic(market: SimulatedMarket, ric: string): boolean {
  try {
    market.instrument(ric);
    return true;
  } catch {
    return false;
  }
}

/** A composition's value from the session's start date to `until`, at most about 200 points. */
function benchmarkPreview(market: SimulatedMarket, s: StoredSettings, until: number, composition: { ric: string; weight: number }[]) {
  const problem = compositionProblem(composition, (ric) => knownRic(market, ric));
  if (problem) throw invalid(problem);
  const start = Date.parse(`${s.start_date}T21:00:00Z`);
  const end = Math.max(start, until);
  const step = Math.max(86_400_000, Math.ceil((end - start) / 200 / 86_400_000) * 86_400_000);
  const points: { timestamp: number; value: number }[] = [];
  for (let t = start; t <= end; t += step) {
    points.push({ timestamp: t, value: benchmarkValue({ reporting_currency: s.reporting_currency, benchmark_constant: null, benchmark_compositions: composition }, start, t, (r, ms) => market.midAt(r, ms)) });
  }
  return points;
}

/**
 * How far a preview runs: a player's to the session's time; the staff's, setting a historical
 * session up, over its whole period (in the past, so never after now).
 */
function previewUntil(k: SessionKernel, actor: Actor): number {
  const s = k.settings();
  if (actor.kind === 'player' || s.scenario_type !== ScenarioType.Historical || !s.end_date) return k.sessionTime();
  return Math.min(k.now(), Date.parse(`${s.end_date}T21:00:00Z`));
}

/** The settings patch of a benchmark save, or the reason it is refused (spec texts). */
function benchmarkPatch(market: SimulatedMarket, input: { constant?: number | null; composition?: { ric?: string | null; weight?: number | null }[] }):
  | { benchmark_constant: number | null; benchmark_compositions: { ric: string; weight: number }[] }
  | { error: string } {
  if (input.constant !== undefined && input.constant !== null) {
    if (!Number.isFinite(input.constant) || input.constant === 0) return { error: 'Enter a constant return other than 0' };
    return { benchmark_constant: input.constant, benchmark_compositions: [] };
  }
  const rows = input.composition ?? [];
  const problem = compositionProblem(rows, (ric) => knownRic(market, ric));
  if (problem) return { error: problem };
  return { benchmark_constant: null, benchmark_compositions: rows.map((r) => ({ ric: r.ric!, weight: r.weight! })) };
}

export const benchmark: Feature = {
  name: 'benchmark',
  calls: [
    handle(updateBenchmark, (k, input) => {
      const patch = benchmarkPatch(k.market(), input);
      if ('error' in patch) throw invalid(patch.error);
      return updateSettings(k, patch);
    }),
    handle(previewIndexBenchmark, (k, input, actor) => {
      const rows = (input.composition ?? []).map((r) => ({ ric: r.ric ?? '', weight: r.weight ?? 0 }));
      return benchmarkPreview(k.market(), k.settings(), previewUntil(k, actor), rows);
    }),
    handleLoaded(
      previewInstrumentPrice,
      async (k, input) => {
        const row = input.asset_id ? await k.env.DB.prepare('SELECT ric FROM underlying_assets WHERE id = ?').bind(input.asset_id).first<{ ric: string }>() : null;
        if (!row) throw notFound('Underlying asset not found');
        return row.ric;
      },
      // The session's time read after the D1 read.
      (k, _input, actor, ric) => benchmarkPreview(k.market(), k.settings(), previewUntil(k, actor), [{ ric, weight: 1 }]),
    ),
  ],
};
