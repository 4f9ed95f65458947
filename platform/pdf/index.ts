/**
 * The platform's PDF kit (pdf-lib, vectors and standard fonts only, so it runs in a Worker):
 * `PdfFlow` lays blocks out down the pages (titles, headings, paragraphs, bullets, figure tiles,
 * label/value lists, tables with page breaks and error rows), `barChart` draws a horizontal
 * bar chart, and `winAnsiSafe` makes any Unicode text printable with the standard fonts.
 * See pdf-flow.ts for an example.
 */
export { A4, PDF_COLORS, PdfFlow, fitText, toneColor, toneOf } from './pdf-flow';
export type { FlowOptions, KeyValue, TableCell, TableColumn, TableOptions, TableRow, TextStyle, Tone } from './pdf-flow';
export { barChart, compactNumber, niceStep } from './bar-chart';
export type { Bar, BarChartSpec } from './bar-chart';
export { isWinAnsi, winAnsiSafe } from './win-ansi';

/** The headers of a PDF download named `filename` (ASCII; quotes and separators removed). */
export function pdfHeaders(filename: string): Record<string, string> {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${safe}"`, 'Cache-Control': 'no-store' };
}
