/**
 * The correlation matrix of equities research (issue 14; spec 001 §2, §7–9; 002 §7
 * `/correlation_matrices/`), for the players of real-time sessions containing equities. Save
 * and Generate stores the player's matrix (2 to 15 rows, each a row and a column equity of the
 * session) and queues its pairs, a cell and its mirror once; the alarm computes them in slices
 * (correlation-matrix/pair-compute.ts) from the returns up to the session's time at saving, and
 * each pair's state reaches the player as a `correlation_value` event. A player reads only
 * their own matrix.
 */
import { getCorrelationValues, getLastCorrelationMatrix, saveCorrelationMatrix, type EquityRef } from '../../../domain/contracts/correlation';
import type { SessionInstrument } from '../../../domain/engine/types';
import { ScenarioType } from '../../../domain/enums';
import { conflict, invalid } from '../../../domain/refusal';
import {
  RESEARCH_NO_EQUITIES,
  RESEARCH_REAL_TIME_ONLY,
  correlationValue,
  matrixAxes,
  matrixPairs,
  notAnEquityOfSession,
  type CorrelationEquity,
  type CorrelationMatrix,
  type CorrelationValue,
} from '../../../domain/research/correlation';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { MATRIX_MIGRATIONS, anyPending, insertMatrix, lastMatrix, pairsOf, type MatrixRow } from './correlation-matrix/matrix-store';
import { computePendingSlice } from './correlation-matrix/pair-compute';

/** The session's equities by ric; refuses where equities research is not offered. */
export function researchEquities(k: SessionKernel): Map<string, SessionInstrument> {
  if (k.settings().scenario_type !== ScenarioType.RealTime) throw conflict(RESEARCH_REAL_TIME_ONLY);
  const equities = new Map([...k.state().instruments].filter(([, i]) => i.resourcetype === 'Equity'));
  if (!equities.size) throw conflict(RESEARCH_NO_EQUITIES);
  return equities;
}

/** An equity named by asset id or ric, which must be one of the session's. */
function resolveEquity(equities: ReadonlyMap<string, SessionInstrument>, ref: EquityRef): SessionInstrument {
  const found = typeof ref === 'number' ? [...equities.values()].find((i) => i.asset_id === ref) : equities.get(ref);
  if (!found) throw invalid(notAnEquityOfSession(ref));
  return found;
}

function equityOf(equities: ReadonlyMap<string, SessionInstrument>, ric: string): CorrelationEquity {
  const i = equities.get(ric);
  return { ric, asset_id: i?.asset_id ?? 0, name: i?.name ?? ric, ticker: i?.ticker ?? ric };
}

function matrixView(k: SessionKernel, equities: ReadonlyMap<string, SessionInstrument>, m: MatrixRow): CorrelationMatrix {
  const { rows, columns } = matrixAxes(m.fields);
  return {
    id: m.id,
    created_at: new Date(m.created_at).toISOString(),
    as_of: new Date(m.as_of).toISOString(),
    correlation_fields: m.fields,
    rows: rows.map((r) => equityOf(equities, r)),
    columns: columns.map((c) => equityOf(equities, c)),
    values: pairsOf(k.sql, m.id).map((p) => correlationValue(m.id, p.pair, p.status, p.value)),
  };
}

function saveMatrix(k: SessionKernel, playerId: number, fields: { row: EquityRef; col: EquityRef }[]): CorrelationMatrix {
  const equities = researchEquities(k);
  const resolved = fields.map((f) => ({ row: resolveEquity(equities, f.row).ric, col: resolveEquity(equities, f.col).ric }));
  const { rows, columns } = matrixAxes(resolved);
  // The returns end at the session's time when saved: every pair of the matrix over the same days.
  const matrix = { player_id: playerId, created_at: Date.now(), as_of: k.sessionTime(), fields: resolved };
  const id = k.ctx.storage.transactionSync(() => insertMatrix(k.sql, matrix, matrixPairs(rows, columns)));
  return matrixView(k, equities, { id, ...matrix });
}

function valuesAmong(k: SessionKernel, playerId: number, rows: EquityRef[], columns: EquityRef[]): CorrelationValue[] {
  const equities = researchEquities(k);
  const m = lastMatrix(k.sql, playerId);
  if (!m) return [];
  const r = rows.map((x) => resolveEquity(equities, x).ric);
  const c = columns.map((x) => resolveEquity(equities, x).ric);
  const wanted = new Set(matrixPairs(r, c));
  return pairsOf(k.sql, m.id)
    .filter((p) => wanted.has(p.pair))
    .map((p) => correlationValue(m.id, p.pair, p.status, p.value));
}

export const correlationMatrix: Feature = {
  name: 'correlation matrix',
  migrations: MATRIX_MIGRATIONS,
  calls: [
    handle(
      saveCorrelationMatrix,
      (k, b, actor) => saveMatrix(k, playerIdOf(actor)!, b.correlation_fields),
      // Its pairs are computed by the alarm.
      (k) => k.scheduler.arm(),
    ),
    handle(getLastCorrelationMatrix, (k, _b, actor) => {
      const equities = researchEquities(k);
      const m = lastMatrix(k.sql, playerIdOf(actor)!);
      return m ? matrixView(k, equities, m) : null;
    }),
    handle(getCorrelationValues, (k, b, actor) => valuesAmong(k, playerIdOf(actor)!, b.rows, b.columns)),
  ],
  timers: [
    {
      name: 'correlation pairs',
      due: (k) => (anyPending(k.sql) ? k.now() : null),
      run: (k) => computePendingSlice(k),
    },
  ],
};
