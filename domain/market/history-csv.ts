/**
 * Parsing of imported market history (admin uploads). Accepted headers, in any column order:
 *   timestamp,bid,ask                       bid and ask as given
 *   timestamp,close                         bid and ask derived from close with the class's spread
 *   timestamp,close,ric,delete_prev_data    the index-fund format (spec 002 §5), ric per row
 * Timestamps are ISO dates or date-times ('2022-06-28', '2022-06-28T14:30:00Z') or the US form
 * of the index-fund files ('06-28-2022', optionally followed by ' HH:mm'). A date alone is a
 * daily close, struck at 21:00 UTC like the simulated ones; a date-time is a minute point.
 * Every row is checked; any error rejects the whole file, with each bad line named, so nothing
 * is ever half-imported.
 */
import { CLOSE_HOUR_UTC } from './time-grid';

export interface ImportedRow {
  ric: string | null;
  frequency: 'daily' | 'minute';
  /** ISO 8601 UTC. */
  timestamp: string;
  bid: number;
  ask: number;
  close: number;
  delete_prev_data: boolean;
}

export interface LineError {
  line: number;
  message: string;
}

export type ParseResult = { ok: true; rows: ImportedRow[] } | { ok: false; errors: LineError[] };

/** Derives bid and ask from a close: the full spread as a fraction of the price. */
export type SpreadOfRic = (ric: string | null) => number;

const MAX_ROWS = 200_000;
const US_DATE = /^(\d{2})-(\d{2})-(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function splitLine(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function parseTimestamp(text: string): { iso: string; frequency: 'daily' | 'minute' } | null {
  const us = US_DATE.exec(text);
  if (us) {
    const [, mm, dd, yyyy, hh, mi, ss] = us;
    if (!validDate(+yyyy!, +mm!, +dd!)) return null;
    if (hh === undefined) return { iso: new Date(Date.UTC(+yyyy!, +mm! - 1, +dd!, CLOSE_HOUR_UTC)).toISOString(), frequency: 'daily' };
    if (+hh > 23 || +mi! > 59 || +(ss ?? 0) > 59) return null;
    return { iso: new Date(Date.UTC(+yyyy!, +mm! - 1, +dd!, +hh, +mi!, +(ss ?? 0))).toISOString(), frequency: 'minute' };
  }
  if (ISO_DATE.test(text)) {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    if (!validDate(y, m, d)) return null;
    return { iso: new Date(Date.UTC(y, m - 1, d, CLOSE_HOUR_UTC)).toISOString(), frequency: 'daily' };
  }
  if (ISO_DATE_TIME.test(text)) {
    const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
    if (!validDate(y, m, d)) return null;
    // Date-times without a zone are UTC, as everywhere in the product.
    const ms = Date.parse(/Z|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
    if (Number.isNaN(ms)) return null;
    return { iso: new Date(ms).toISOString(), frequency: 'minute' };
  }
  return null;
}

function parsePrice(text: string | undefined): number | null {
  if (text === undefined || !/^[+]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function parseFlag(text: string | undefined): boolean | null {
  const t = (text ?? '').toLowerCase();
  if (['true', '1', 'yes', 'y'].includes(t)) return true;
  if (['false', '0', 'no', 'n', ''].includes(t)) return false;
  return null;
}

export function parseHistoryCsv(text: string, spreadOf: SpreadOfRic): ParseResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const hasBidAsk = col('bid') >= 0 && col('ask') >= 0;
  const hasClose = col('close') >= 0;
  if (col('timestamp') < 0 || (!hasBidAsk && !hasClose)) {
    return {
      ok: false,
      errors: [{ line: 1, message: 'Header must be timestamp,bid,ask or timestamp,close (optionally with ric,delete_prev_data)' }],
    };
  }
  const errors: LineError[] = [];
  const rows: ImportedRow[] = [];
  const seen = new Set<string>();
  for (let n = 1; n < lines.length; n++) {
    const raw = lines[n]!;
    if (raw.trim() === '') continue;
    const line = n + 1;
    if (rows.length + errors.length >= MAX_ROWS) {
      errors.push({ line, message: `More than ${MAX_ROWS} rows: split the file` });
      break;
    }
    const cells = splitLine(raw);
    if (cells.length !== header.length) {
      errors.push({ line, message: `Expected ${header.length} values, found ${cells.length}` });
      continue;
    }
    const ts = parseTimestamp(cells[col('timestamp')]!);
    if (!ts) {
      errors.push({ line, message: `Invalid timestamp '${cells[col('timestamp')]}' (use YYYY-MM-DD, an ISO date-time or MM-DD-YYYY)` });
      continue;
    }
    const ric = col('ric') >= 0 ? cells[col('ric')]! || null : null;
    const deletePrev = parseFlag(col('delete_prev_data') >= 0 ? cells[col('delete_prev_data')] : undefined);
    if (deletePrev === null) {
      errors.push({ line, message: `delete_prev_data must be true or false` });
      continue;
    }
    let bid: number | null;
    let ask: number | null;
    let close: number | null;
    if (hasBidAsk) {
      bid = parsePrice(cells[col('bid')]);
      ask = parsePrice(cells[col('ask')]);
      if (bid === null || ask === null) {
        errors.push({ line, message: 'bid and ask must be positive numbers' });
        continue;
      }
      if (bid > ask) {
        errors.push({ line, message: `bid ${bid} is above ask ${ask}` });
        continue;
      }
      close = hasClose ? parsePrice(cells[col('close')]) : (bid + ask) / 2;
      if (close === null) {
        errors.push({ line, message: 'close must be a positive number' });
        continue;
      }
    } else {
      close = parsePrice(cells[col('close')]);
      if (close === null) {
        errors.push({ line, message: 'close must be a positive number' });
        continue;
      }
      const half = (close * spreadOf(ric)) / 2;
      bid = close - half;
      ask = close + half;
    }
    const key = `${ric ?? ''}|${ts.iso}`;
    if (seen.has(key)) {
      errors.push({ line, message: `Duplicate timestamp ${ts.iso}${ric ? ` for ${ric}` : ''}` });
      continue;
    }
    seen.add(key);
    rows.push({ ric, frequency: ts.frequency, timestamp: ts.iso, bid, ask, close, delete_prev_data: deletePrev });
  }
  if (rows.length === 0 && errors.length === 0) errors.push({ line: 2, message: 'The file has no data rows' });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
