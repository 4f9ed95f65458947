/**
 * The correlation matrix of equities research (spec 001 §2 "Equities research", §7; 002 §7
 * `/correlation_matrices/`): the rows' equities form one axis and their column equities the
 * other; every cell is the Pearson correlation of the two equities' last 250 daily returns up
 * to the session's time. A cell and its mirror (A×B and B×A) are one pair, computed once.
 * Pure: the session object supplies the closes and keeps the states.
 */

/** How many daily returns a correlation is measured over (the most recent ones). */
export const CORRELATION_WINDOW = 250;
/** Calendar days of closes read to hold 251 weekday closes (a year has about 252), with room for holidays. */
export const CLOSES_LOOKBACK_DAYS = 400;

export const MIN_MATRIX_ROWS = 2;
export const MAX_MATRIX_ROWS = 15;
/** The spec's tooltips (001 §9), used as the refusals' texts. */
export const TOO_FEW_ROWS = 'A minimum of 2 rows must exist';
export const TOO_MANY_ROWS = 'You can only add up to 15 rows';
export const ROW_INCOMPLETE = 'Every row needs a row and a column equity';
/** Equities research is for real-time sessions containing equities (001 §1). */
export const RESEARCH_REAL_TIME_ONLY = 'Equities research is available in real-time sessions only';
export const RESEARCH_NO_EQUITIES = 'This session has no equities';
export const notAnEquityOfSession = (equity: string | number) => `${equity} is not an equity of this session`;

/** A calculation item's state (001 §8): pending 0, done 1, error −1. */
export const CorrelationStatus = { Pending: 0, Done: 1, Error: -1 } as const;
export type CorrelationStatus = (typeof CorrelationStatus)[keyof typeof CorrelationStatus];
/** The spec's text of a failed item; its value is −1 (002 §9 "Failed correlation computation marks the pair -1"). */
export const CORRELATION_ERROR = 'Computation error, try to regenerate.';
export const ERROR_VALUE = -1;

export interface DatedClose {
  /** ISO 8601 UTC of the close. */
  timestamp: string;
  close: number;
}

export interface DailyReturn {
  /** The close the return ends at. */
  timestamp: string;
  value: number;
}

/** Simple daily returns, close over the previous close minus one; a close that is not a positive number breaks the series. */
export function dailyReturns(closes: readonly DatedClose[]): DailyReturn[] {
  const out: DailyReturn[] = [];
  for (let k = 1; k < closes.length; k++) {
    const prev = closes[k - 1]!.close;
    const cur = closes[k]!;
    if (!(prev > 0) || !(cur.close > 0) || !Number.isFinite(prev) || !Number.isFinite(cur.close)) throw new Error(`No usable close at ${cur.timestamp}`);
    out.push({ timestamp: cur.timestamp, value: cur.close / prev - 1 });
  }
  return out;
}

/** Pearson's correlation of two equally long samples, or null when it is undefined (fewer than two points, or a series that never moves). */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n !== ys.length || n < 2) return null;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let k = 0; k < n; k++) {
    const dx = xs[k]! - mx;
    const dy = ys[k]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  // Rounding may step a perfect correlation just past ±1.
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/**
 * The correlation of two equities' returns over the last `window` days both have a return
 * for (markets with different holidays are compared on their common days), or null.
 */
export function correlationOf(a: readonly DailyReturn[], b: readonly DailyReturn[], window = CORRELATION_WINDOW): number | null {
  const byDate = new Map(b.map((r) => [r.timestamp, r.value]));
  const common = a.filter((r) => byDate.has(r.timestamp)).slice(-window);
  return pearson(
    common.map((r) => r.value),
    common.map((r) => byDate.get(r.timestamp)!),
  );
}

/** The one key of a cell and its mirror: the two equities in order. */
export function cellKey(row: string, column: string): string {
  return row <= column ? `${row}|${column}` : `${column}|${row}`;
}

export function pairOf(key: string): [string, string] {
  const [a, b] = key.split('|') as [string, string];
  return [a, b];
}

export interface CorrelationField {
  row: string;
  col: string;
}

/** The matrix's axes: the rows' equities and their column equities, each once, in the order picked. */
export function matrixAxes(fields: readonly CorrelationField[]): { rows: string[]; columns: string[] } {
  return { rows: [...new Set(fields.map((f) => f.row))], columns: [...new Set(fields.map((f) => f.col))] };
}

/** The pairs to compute for a matrix: one per cell of rows × columns, a cell and its mirror once. */
export function matrixPairs(rows: readonly string[], columns: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const c of columns) keys.add(cellKey(r, c));
  return [...keys];
}

/** An equity as the matrix names it. */
export interface CorrelationEquity {
  ric: string;
  asset_id: number;
  name: string;
  ticker: string;
}

/** A pair's state: pending with no value, done with its value, or error with −1 and the spec's text. */
export interface CorrelationValue {
  matrix_id: number;
  /** The two equities' rics in order (cellKey): the value of row×column and of column×row. */
  equities: [string, string];
  status: CorrelationStatus;
  value: number | null;
  error: string | null;
}

/** A player's saved matrix with its axes and every pair's state. */
export interface CorrelationMatrix {
  id: number;
  /** When it was saved (real time, ISO). */
  created_at: string;
  /** The session time its returns end at (never after it: the look-ahead rule). */
  as_of: string;
  correlation_fields: CorrelationField[];
  rows: CorrelationEquity[];
  columns: CorrelationEquity[];
  values: CorrelationValue[];
}

/** The state of a pair from its stored status and value. */
export function correlationValue(matrixId: number, key: string, status: CorrelationStatus, value: number | null): CorrelationValue {
  const equities = pairOf(key);
  if (status === CorrelationStatus.Error) return { matrix_id: matrixId, equities, status, value: ERROR_VALUE, error: CORRELATION_ERROR };
  return { matrix_id: matrixId, equities, status, value: status === CorrelationStatus.Done ? value : null, error: null };
}
