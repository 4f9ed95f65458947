/**
 * The CSV the browser writes (the console's players table and a player's blotter): a header row
 * and data rows, comma-separated, one line each, ending with a line break. Cells are written as
 * given (the screens pass figures unformatted for spreadsheets, or formatted by domain/format);
 * null and undefined are empty, and a cell with a comma, quote or line break is quoted.
 */
import { saveBlob } from './download';

export type CsvRow = readonly unknown[];
export interface CsvTable {
  header: CsvRow;
  rows: readonly CsvRow[];
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText({ header, rows }: CsvTable): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

/** Saves the table as `fileName`. */
export function downloadCsv(fileName: string, table: CsvTable): void {
  saveBlob(new Blob([csvText(table)], { type: 'text/csv' }), fileName);
}
