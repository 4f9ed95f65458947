/**
 * Individual benchmarks (issue 14, spec 001 §2 "Benchmarks", §7; 002 §7
 * POST /players/{player_id}/update_benchmark_composition): while the trainer allows them, a
 * player saves their own composition of funds or equities (weights as fractions); from the next
 * metrics step that player's alpha, beta, Treynor and index return are measured against it
 * (features/metrics). A player sets only their own; the staff may set any player's (a trainer
 * helping a team). When the trainer switches individual benchmarks off, the saved compositions
 * stay but the session's benchmark is in effect again.
 *
 * Also the record of missing benchmark prices (spec 002 §8 'Missing benchmark prices'): the
 * metrics step reports, per benchmark (the session's, scope 0, or a player's own), the errors
 * at that step; a change of the errors is stored and broadcast, so screens warn until priced.
 */
import { fetchPlayerBenchmark, updatePlayerBenchmark, type BenchmarkComponentView, type PlayerBenchmarkView } from '../../../domain/contracts/benchmark';
import { benchmarkValueChecked, describeBenchmark, individualCompositionProblem, type BenchmarkComposition, type BenchmarkSettings } from '../../../domain/engine/benchmark';
import type { EngineEvent } from '../../../domain/engine/types';
import { SessionStatus } from '../../../domain/enums';
import type { SimulatedMarket } from '../../../domain/market/simulation/market';
import { conflict, forbidden, invalid, notFound } from '../../../domain/refusal';
import type { StoredSettings } from '../../../domain/session/session-record';
import type { Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';

export const INDIVIDUAL_NOT_ALLOWED = 'Individual benchmarks are not allowed in this session: the trainer decides';
export const OWN_BENCHMARK_ONLY = 'You can only change your own benchmark';
const FINISHED = 'The session is finished: benchmarks can no longer change';

/** The scope of the session's benchmark in `benchmark_problems` (players' own use their id). */
export const SESSION_SCOPE = 0;

const CACHE_KEY = 'benchmarks.individual';

/** Every saved composition, by player (in effect or not), read once after each wake or drop. */
function savedCompositions(k: SessionKernel): Map<number, { composition: BenchmarkComposition[]; updated_at: number }> {
  return k.derivedCache(CACHE_KEY, () => {
    const rows = k.sql.exec<{ player_id: number; json: string; updated_at: number }>('SELECT player_id, json, updated_at FROM player_benchmarks').toArray();
    return new Map(rows.map((r) => [r.player_id, { composition: JSON.parse(r.json) as BenchmarkComposition[], updated_at: r.updated_at }]));
  });
}

/** The players' own compositions in effect now (none while the session does not allow them). */
export function individualBenchmarks(k: SessionKernel, s: Pick<StoredSettings, 'allow_individual_benchmark'> = k.settings()): ReadonlyMap<number, BenchmarkComposition[]> {
  if (!s.allow_individual_benchmark) return new Map();
  return new Map([...savedCompositions(k)].map(([id, v]) => [id, v.composition]));
}

/** The benchmark settings a player is measured against: their own composition, or the session's. */
export function benchmarkSettingsFor(s: StoredSettings, own: BenchmarkComposition[] | undefined): BenchmarkSettings {
  if (own?.length) return { reporting_currency: s.reporting_currency, benchmark_constant: null, benchmark_compositions: own };
  return { reporting_currency: s.reporting_currency, benchmark_constant: s.benchmark_constant ?? null, benchmark_compositions: s.benchmark_compositions ?? [] };
}

export const sessionStartMs = (s: Pick<StoredSettings, 'start_date'>) => Date.parse(`${s.start_date}T21:00:00Z`);

/**
 * Records the errors of one benchmark at a metrics step and returns the event to send when they
 * changed (new, different, or gone: errors []). Runs inside the step's transaction.
 */
export function noteBenchmarkProblems(sql: SqlStorage, scope: number, step: number, at: number, errors: readonly string[]): EngineEvent | null {
  const stored = sql.exec<{ errors: string }>('SELECT errors FROM benchmark_problems WHERE scope = ?', scope).toArray()[0];
  const text = JSON.stringify([...new Set(errors)].sort());
  if ((stored?.errors ?? '[]') === text) return null;
  if (text === '[]') sql.exec('DELETE FROM benchmark_problems WHERE scope = ?', scope);
  else sql.exec('INSERT OR REPLACE INTO benchmark_problems (scope, step, at, errors) VALUES (?, ?, ?, ?)', scope, step, at, text);
  const list = JSON.parse(text) as string[];
  return {
    audience: scope === SESSION_SCOPE ? 'all' : { player_id: scope },
    type: 'benchmark_prices_missing',
    data: { player_id: scope === SESSION_SCOPE ? null : scope, step, timestamp: at, errors: list },
  };
}

function problemsOf(k: SessionKernel, scope: number): { errors: string[]; since: number } | null {
  const row = k.sql.exec<{ errors: string; at: number }>('SELECT errors, at FROM benchmark_problems WHERE scope = ?', scope).toArray()[0];
  return row ? { errors: JSON.parse(row.errors) as string[], since: row.at } : null;
}

function componentViews(market: SimulatedMarket, rows: readonly BenchmarkComposition[]): BenchmarkComponentView[] {
  return rows.map((r) => {
    try {
      const i = market.instrument(r.ric);
      return { ric: r.ric, weight: r.weight, name: i.name, resourcetype: i.resourcetype };
    } catch {
      return { ric: r.ric, weight: r.weight, name: null, resourcetype: null };
    }
  });
}

/** What the Portfolio and the Benchmarks screen show of a player's benchmark. */
export function playerBenchmarkView(k: SessionKernel, playerId: number): PlayerBenchmarkView {
  const s = k.settings();
  const saved = savedCompositions(k).get(playerId);
  const own = individualBenchmarks(k, s).get(playerId);
  const b = describeBenchmark(benchmarkSettingsFor(s, own));
  const market = k.market();
  return {
    player_id: playerId,
    allowed: s.allow_individual_benchmark,
    individual: own !== undefined,
    kind: b.kind,
    constant: b.constant,
    components: componentViews(market, b.components),
    saved: saved ? componentViews(market, saved.composition) : null,
    updated_at: saved?.updated_at ?? null,
    missing_prices: problemsOf(k, own ? playerId : SESSION_SCOPE),
  };
}

/**
 * A player's benchmark over the session, for the charts: the session's history when they have
 * no benchmark of their own in effect, else their composition valued at each metrics step
 * (`steps`: every metrics step's time), leaving out a step it has no price for.
 */
export function playerBenchmarkHistory(
  k: SessionKernel,
  playerId: number,
  sessionHistory: () => { step: number; at: number; value: number }[],
  steps: () => { step: number; at: number }[],
): { step: number; at: number; value: number }[] {
  const s = k.settings();
  const own = individualBenchmarks(k, s).get(playerId);
  if (!own) return sessionHistory();
  const settings = benchmarkSettingsFor(s, own);
  const market = k.market();
  const start = sessionStartMs(s);
  return steps().flatMap(({ step, at }) => {
    const { value } = benchmarkValueChecked(settings, start, at, (ric, ms) => market.midAt(ric, ms));
    return value === null ? [] : [{ step, at, value }];
  });
}

function typeOf(market: SimulatedMarket, ric: string): string | null {
  try {
    return market.instrument(ric).resourcetype;
  } catch {
    return null;
  }
}

/** The player a call acts on: a player only their own; the staff any player of the session. */
function targetPlayer(k: SessionKernel, actor: Actor, named: number): number {
  if (actor.kind === 'player' && actor.player_id !== named) throw forbidden(OWN_BENCHMARK_ONLY);
  if (!k.state().players.has(named)) throw notFound('Player not found');
  return named;
}

export const individualBenchmarksFeature: Feature = {
  name: 'individual-benchmarks',
  migrations: [
    {
      id: 85,
      // A player's own benchmark: the composition (ric, weight as a fraction) as JSON; `updated_at` in session time.
      sql: `CREATE TABLE player_benchmarks (
        player_id INTEGER PRIMARY KEY, json TEXT NOT NULL, updated_at INTEGER NOT NULL, updated_by INTEGER NOT NULL
      );
      CREATE TABLE benchmark_problems (
        scope INTEGER PRIMARY KEY, step INTEGER NOT NULL, at INTEGER NOT NULL, errors TEXT NOT NULL
      );`,
    },
  ],
  calls: [
    handle(fetchPlayerBenchmark, (k, input, actor) => {
      const id = actor.kind === 'player' ? actor.player_id : input.player_id;
      if (!id) throw invalid('player_id is required');
      if (!k.state().players.has(id)) throw notFound('Player not found');
      return playerBenchmarkView(k, id);
    }),
    handle(updatePlayerBenchmark, (k, input, actor) => {
      const playerId = targetPlayer(k, actor, input.player_id);
      if (k.clock().status === SessionStatus.Finished) throw conflict(FINISHED);
      if (!k.settings().allow_individual_benchmark) throw forbidden(INDIVIDUAL_NOT_ALLOWED);
      const market = k.market();
      const problem = individualCompositionProblem(input.composition, (ric) => typeOf(market, ric));
      if (problem) throw invalid(problem.error, { row: problem.row, ...(problem.reason ? { reason: problem.reason } : {}) });
      const rows = input.composition.map((r) => ({ ric: r.ric!, weight: r.weight! }));
      const at = k.sessionTime();
      k.ctx.storage.transactionSync(() => {
        if (rows.length) {
          k.sql.exec('INSERT OR REPLACE INTO player_benchmarks (player_id, json, updated_at, updated_by) VALUES (?, ?, ?, ?)', playerId, JSON.stringify(rows), at, actor.caller.user_id);
        } else {
          k.sql.exec('DELETE FROM player_benchmarks WHERE player_id = ?', playerId);
          // Back on the session's benchmark: the player's own missing prices no longer apply.
          k.sql.exec('DELETE FROM benchmark_problems WHERE scope = ?', playerId);
        }
      });
      // The metrics series and this cache are read again with the new composition.
      k.dropBooks();
      k.send({ audience: { player_id: playerId }, type: 'benchmark_updated', data: { player_id: playerId, individual: rows.length > 0 } });
      return playerBenchmarkView(k, playerId);
    }),
  ],
};
