/** Reports the session object answers: the open-orders CSV, benchmark saves and previews, the leaderboard. */
import { invalid } from '../../../domain/refusal';
import { benchmarkValue, compositionProblem } from '../../../domain/engine/benchmark';
import type { EngineState } from '../../../domain/engine/engine-state';
import { defaultMarket } from '../../../domain/market/default-market';
import type { StoredSettings } from '../../../domain/session/session-record';
import type { PlayerSummary } from '../kernel/ticks';

/** A CSV cell: quoted when it holds a comma, quote or line break. */
function csvCell(value: unknown): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function openOrdersCsv(sessionId: number, state: EngineState, usernames: ReadonlyMap<number, string>): string {
  const rows = [...state.openOrders.values()].sort((a, b) => a.id - b.id).map((o) => {
    const i = state.instruments.get(o.ric)!;
    return [sessionId, usernames.get(o.player_id) ?? '', o.ric, i.resourcetype, ['Buy', 'Sell', 'Short Sell'][o.transaction], i.variable_currency, o.limit_price ?? '', o.quantity, new Date(o.timestamp).toISOString()];
  });
  const header = 'session,user,underlying_asset_ric,resourcetype,transaction,currency,limit_price,quantity,timestamp';
  return [header, ...rows.map((r) => r.map(csvCell).join(','))].join('\n') + '\n';
}

/** A composition's value from the session's start date to `until`, at most about 200 points. */
export function benchmarkPreview(s: StoredSettings, until: number, composition: { ric: string; weight: number }[]) {
  const market = defaultMarket();
  const problem = compositionProblem(composition, (ric) => {
    try {
      market.instrument(ric);
      return true;
    } catch {
      return false;
    }
  });
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

/** The settings patch of a benchmark save, or the reason it is refused (spec texts). */
export function benchmarkPatch(input: { constant?: number | null; composition?: { ric?: string | null; weight?: number | null }[] }):
  | { benchmark_constant: number | null; benchmark_compositions: { ric: string; weight: number }[] }
  | { error: string } {
  if (input.constant !== undefined && input.constant !== null) {
    if (!Number.isFinite(input.constant) || input.constant === 0) return { error: 'Enter a constant return other than 0' };
    return { benchmark_constant: input.constant, benchmark_compositions: [] };
  }
  const rows = input.composition ?? [];
  const market = defaultMarket();
  const problem = compositionProblem(rows, (ric) => {
    try {
      market.instrument(ric);
      return true;
    } catch {
      return false;
    }
  });
  if (problem) return { error: problem };
  return { benchmark_constant: null, benchmark_compositions: rows.map((r) => ({ ric: r.ric!, weight: r.weight! })) };
}

/** Players ranked by portfolio return, best first. */
export function leaderboard(rows: readonly PlayerSummary[]) {
  return [...rows]
    .sort((x, y) => y.last_portfolio_return - x.last_portfolio_return)
    .map((r, k) => ({ rank: k + 1, player_id: r.id, name: r.name, portfolio_return: r.last_portfolio_return, market_value: r.last_market_value, deals: r.deals }));
}
