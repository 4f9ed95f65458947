/** The session's benchmark (spec 000 §5 "Benchmark"): a constant or a composition, and previews before saving. */
import { previewIndexBenchmark, previewInstrumentPrice, updateBenchmark } from '../../../domain/contracts/benchmark';
import { invalid, notFound } from '../../../domain/refusal';
import { handle, type Feature } from '../kernel/feature';
import { benchmarkPatch, benchmarkPreview } from './session-reports';
import { updateSettings } from './settings';

export const benchmark: Feature = {
  name: 'benchmark',
  calls: [
    handle(updateBenchmark, (k, input) => {
      const patch = benchmarkPatch(input);
      if ('error' in patch) throw invalid(patch.error);
      return updateSettings(k, patch);
    }),
    handle(previewIndexBenchmark, (k, input) => {
      const rows = (input.composition ?? []).map((r) => ({ ric: r.ric ?? '', weight: r.weight ?? 0 }));
      return benchmarkPreview(k.settings(), k.sessionTime(), rows);
    }),
    handle(previewInstrumentPrice, async (k, input) => {
      const row = input.asset_id ? await k.env.DB.prepare('SELECT ric FROM underlying_assets WHERE id = ?').bind(input.asset_id).first<{ ric: string }>() : null;
      if (!row) throw notFound('Underlying asset not found');
      return benchmarkPreview(k.settings(), k.sessionTime(), [{ ric: row.ric, weight: 1 }]);
    }),
  ],
};
