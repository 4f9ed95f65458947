/**
 * The individual report as a PDF (issue #14): the same figures as the screen
 * (domain/reports/individual-report-figures.ts), laid out with the PDF kit (platform/pdf) in
 * vectors: the title with the player's name; the session, period, benchmark and currency; the
 * four widgets of figures; the three return breakdowns as bar charts; the positions and the
 * deals with their error texts; and the definitions as the footnote.
 */
import type { IndividualReportAnswer } from '../../domain/contracts/reports';
import { ScenarioType } from '../../domain/enums';
import { MISSING, formatDate, formatMoney, formatPercent, formatSignedMoney } from '../../domain/format';
import { BREAKDOWN_KEYS, BREAKDOWN_TITLES, formatReturnPercent, priceText, quantityText, reportWidgets, toneAsPrinted, transactionLabel } from '../../domain/reports/individual-report-figures';
import type { IndividualReport } from '../../domain/reports/individual-report';
import type { SessionView } from '../../domain/session/session-record';
import { PdfFlow, barChart, type TableCell, type TableColumn, type TableRow } from '../../platform/pdf';

/** What the PDF says about the session. */
export type ReportPdfSession = Pick<SessionView, 'id' | 'klass_name' | 'scenario_type' | 'start_date' | 'reporting_currency' | 'period' | 'total_periods' | 'benchmark'>;

/** The download's file name. */
export const individualReportFilename = (sessionId: number, playerId: number) => `individual_report_${sessionId}_${playerId}.pdf`;

/** The session's benchmark in words: a constant yearly return, or its composition. */
export function benchmarkText(b: ReportPdfSession['benchmark']): string {
  if (b.kind === 'constant') return `Constant return of ${formatPercent(b.constant, 2)} a year`;
  const parts = b.components.map((c) => `${c.ric} ${formatPercent(c.weight, 0)}`).join(', ');
  return b.kind === 'default' ? `${parts} (the reporting currency's default index)` : parts;
}

/** Start date to the report's date; in historical sessions with the period reached. */
export function periodText(s: ReportPdfSession, asOf: number): string {
  const range = `${s.start_date ? formatDate(`${s.start_date.slice(0, 10)}T00:00:00Z`) : MISSING} to ${formatDate(asOf)}`;
  if (s.scenario_type !== ScenarioType.Historical) return range;
  const period = s.total_periods ? Math.min(s.period + 1, s.total_periods) : s.period + 1;
  return `${range} (period ${period}${s.total_periods ? ` of ${s.total_periods}` : ''})`;
}

/** A signed amount in a table, green or red unless it prints as zero. */
function signedCell(value: number | null, currency: string, bold = false): TableCell {
  const text = formatSignedMoney(value, currency);
  return { text, tone: toneAsPrinted(value, text), bold };
}

function positionRows(r: IndividualReport): TableRow[] {
  const ccy = r.reporting_currency;
  return r.positions.map((p) => ({
    cells: [
      `${p.name} (${p.ric})`,
      p.asset_class,
      p.region,
      quantityText(p.quantity),
      formatMoney(p.value, ccy),
      signedCell(p.realized_pnl, ccy),
      signedCell(p.unrealized_pnl, ccy),
      signedCell(p.pnl, ccy, true),
    ],
    error: p.error,
  }));
}

function dealRows(r: IndividualReport): TableRow[] {
  const ccy = r.reporting_currency;
  return r.deals.map((d) => ({
    cells: [
      String(d.order_id),
      formatDate(d.executed_at, { time: true }),
      `${d.name} (${d.ric})`,
      transactionLabel(d.transaction),
      quantityText(d.quantity),
      priceText(d.price),
      d.reduces || d.realized_pnl === null ? signedCell(d.realized_pnl, ccy) : { text: 'Opening', tone: 'muted' },
      d.intraday ? 'Yes' : '',
    ],
    error: d.error,
  }));
}

const POSITION_COLUMNS: TableColumn[] = [
  { header: 'Instrument', width: 2.8 },
  { header: 'Asset class', width: 1.4 },
  { header: 'Region', width: 1.6 },
  { header: 'Quantity', width: 0.9, align: 'right' },
  { header: 'Value', width: 1.9, align: 'right' },
  { header: 'Realized', width: 1.5, align: 'right' },
  { header: 'Unrealized', width: 1.6, align: 'right' },
  { header: 'PnL', width: 1.5, align: 'right' },
];

const DEAL_COLUMNS: TableColumn[] = [
  { header: '#', width: 0.6 },
  { header: 'Executed', width: 1.9 },
  { header: 'Instrument', width: 3.2 },
  { header: 'Transaction', width: 1.3 },
  { header: 'Quantity', width: 1.2, align: 'right' },
  { header: 'Price', width: 1.2, align: 'right' },
  { header: 'Realized PnL', width: 1.8, align: 'right' },
  { header: 'Intraday', width: 1.1 },
];

/**
 * The PDF of a ready report (`answer.report` set), for the player named in `answer`, in the
 * session `session`. `generatedAt` is the real time printed in the footer.
 */
export async function individualReportPdf(answer: IndividualReportAnswer & { report: IndividualReport }, session: ReportPdfSession, generatedAt = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const r = answer.report;
  const ccy = r.reporting_currency;
  const sessionName = `Session ${session.id}: ${session.klass_name}`;
  const pdf = await PdfFlow.create({
    title: `Individual report: ${answer.player_name}`,
    subject: sessionName,
    createdAt: generatedAt,
    footer: (page, pages) => `Individual report of ${answer.player_name}, session ${session.id}. Generated ${formatDate(generatedAt, { time: true })} UTC. Page ${page} of ${pages}`,
  });

  pdf.title('Individual Report', answer.player_name);
  pdf.definitionList([
    { label: 'Session', value: `${sessionName} (id ${session.id})` },
    { label: 'Scenario', value: session.scenario_type === ScenarioType.Historical ? 'Historical' : 'Real-time' },
    { label: 'Period', value: periodText(session, r.as_of) },
    { label: 'Benchmark', value: benchmarkText(session.benchmark) },
    { label: 'Reporting currency', value: ccy },
    { label: 'Initial AUM', value: formatMoney(r.returns.initial_aum, ccy) },
    { label: 'Figures as of', value: `${formatDate(r.as_of, { time: true })} (session time)` },
  ]);

  for (const widget of reportWidgets(r)) {
    pdf.heading(widget.title);
    pdf.keyValues(
      widget.figures.map((f) => ({ label: f.label, value: f.value, tone: f.tone, detail: f.detail })),
      { columns: widget.figures.length === 6 ? 3 : 4 },
    );
  }

  pdf.heading('Return breakdown', 1, 120);
  for (const key of BREAKDOWN_KEYS) {
    const bars = r.returns_breakdown[key];
    pdf.heading(BREAKDOWN_TITLES[key], 2, Math.min(140, 30 + 18 * bars.length));
    barChart(pdf, {
      bars: bars.map((b) => ({ label: b.label, value: b.pnl, text: `${formatSignedMoney(b.pnl, ccy)} (${formatReturnPercent(b.return_percent)})` })),
      formatValue: (v) => formatSignedMoney(v, ccy),
      axisLabel: `PnL (${ccy})`,
      empty: 'No positions, so no breakdown.',
    });
  }

  pdf.heading('Positions', 1, 50);
  pdf.table(POSITION_COLUMNS, positionRows(r), { empty: 'No instrument traded or held.' });

  pdf.heading('Deals', 1, 50);
  pdf.table(DEAL_COLUMNS, dealRows(r), { empty: 'No executed orders.' });

  pdf.heading('Definitions', 1, 40);
  pdf.bullets(r.definitions, { size: 8, color: undefined });

  return pdf.save();
}
