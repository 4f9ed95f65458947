/**
 * The one CSV writer of every download: the server's open-orders CSV and the browser's players
 * table and blotter. A header row and data rows, comma-separated, one line each, ending with a
 * line break. null and undefined are empty cells; a cell holding a comma, quote or line break
 * is quoted, its quotes doubled.
 *
 * Cells are written as given, except text a spreadsheet would run as a formula (OWASP "CSV
 * injection"): text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * single quote, so a rationale or a name like `=HYPERLINK(...)` opens as text. A plain number
 * ("-12.5", "+3.2%", "-1,234.50", "1e-7") is left alone: it is what a spreadsheet should read as
 * a number, and it runs nothing.
 */

export type CsvRow = readonly unknown[];
export interface CsvTable {
  header: CsvRow;
  rows: readonly CsvRow[];
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed decimal, optionally with thousands separators, an exponent or a percent sign. */
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+|(?=\.\d))(?:\.\d*)?(?:e[+-]?\d+)?%?$/i;

/** The text of a cell a spreadsheet will show, never run. */
export function safeCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number' || !FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

export function csvCell(value: unknown): string {
  const text = safeCellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText({ header, rows }: CsvTable): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}
