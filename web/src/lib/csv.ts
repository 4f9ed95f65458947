/**
 * The CSV the browser writes (the console's players table and a player's blotter), with the
 * one CSV writer the server's downloads use too (domain/csv.ts: quoting, and text a
 * spreadsheet would run as a formula neutralised). The screens pass figures unformatted for
 * spreadsheets, or formatted by domain/format.
 */
import { csvText, type CsvTable } from '@domain/csv';
import { saveBlob } from './download';

export type { CsvRow, CsvTable } from '@domain/csv';

/** Saves the table as `fileName`. */
export function downloadCsv(fileName: string, table: CsvTable): void {
  saveBlob(new Blob([csvText(table)], { type: 'text/csv' }), fileName);
}
