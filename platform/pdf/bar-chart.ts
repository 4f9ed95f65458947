/**
 * A horizontal bar chart drawn in vectors on a `PdfFlow` (Workers have no canvas): one bar per
 * row from a zero line, positive values green to the right and negative red to the left, the
 * row labels in a column on the left, each bar's value in a column on the right, and a value
 * axis under the plot with gridlines, tick labels and the axis' own label.
 */
import { PDF_COLORS, type PdfFlow } from './pdf-flow';

export interface Bar {
  label: string;
  value: number;
  /** The text at the end of the row; `formatValue(value)` when absent. */
  text?: string;
}

export interface BarChartSpec {
  bars: readonly Bar[];
  /** The value printed at the end of each row (e.g. 'USD +1,234.50'), unless the bar has its `text`. */
  formatValue: (value: number) => string;
  /** A tick's label on the value axis (default: compact, e.g. '-1.5k', '2M'). */
  formatTick?: (value: number) => string;
  /** The value axis' label, e.g. 'PnL (USD)'. */
  axisLabel: string;
  /** Text instead of the chart when there are no bars. */
  empty?: string;
  /** Bar thickness, points (default 11). */
  barHeight?: number;
}

/** A "nice" step (1, 2, 2.5 or 5 × 10^n) splitting `span` into about `count` intervals. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  const nice = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10;
  return nice * power;
}

/** Compact tick text: 1250 → '1.25k', -3000000 → '-3M', 0.5 → '0.5'. */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  const [scaled, suffix] = abs >= 1e9 ? [value / 1e9, 'B'] : abs >= 1e6 ? [value / 1e6, 'M'] : abs >= 1e3 ? [value / 1e3, 'k'] : [value, ''];
  const text = Number(scaled.toFixed(2)).toString();
  return `${text === '-0' ? '0' : text}${suffix}`;
}

/** Draws the chart at the cursor, kept on one page, and moves the cursor below it. */
export function barChart(pdf: PdfFlow, spec: BarChartSpec): void {
  const bars = spec.bars.filter((b) => Number.isFinite(b.value));
  if (!bars.length) {
    pdf.paragraph(spec.empty ?? 'No data.', { size: 9, color: PDF_COLORS.muted });
    return;
  }
  const size = 8;
  const barHeight = spec.barHeight ?? 11;
  const rowHeight = barHeight + 7;
  const formatTick = spec.formatTick ?? compactNumber;

  const labelWidth = Math.min(pdf.contentWidth * 0.3, Math.max(...bars.map((b) => pdf.width(b.label, size))) + 8);
  const valueWidth = Math.min(pdf.contentWidth * 0.3, Math.max(...bars.map((b) => pdf.width(b.text ?? spec.formatValue(b.value), size, true))) + 10);
  const plotLeft = pdf.left + labelWidth;
  const plotWidth = pdf.contentWidth - labelWidth - valueWidth;

  // The axis spans zero and every value, on nice steps.
  const lo = Math.min(0, ...bars.map((b) => b.value));
  const hi = Math.max(0, ...bars.map((b) => b.value));
  const step = niceStep(hi - lo || Math.abs(hi) || 1);
  const min = Math.floor(lo / step) * step;
  const max = Math.max(Math.ceil(hi / step) * step, min + step);
  const xOf = (v: number) => plotLeft + ((v - min) / (max - min)) * plotWidth;

  // A chart taller than a page continues on the next, on the same scale.
  const axisHeight = 30;
  const perPage = Math.max(1, Math.floor((pdf.pageHeight - 2 * pdf.margin - axisHeight - 4) / rowHeight));
  for (let first = 0; first < bars.length; first += perPage) {
    const chunk = bars.slice(first, first + perPage);
    const plotHeight = chunk.length * rowHeight + 4;
    const top = pdf.reserve(plotHeight + axisHeight);
    const page = pdf.page;
    const yOf = (fromTop: number) => pdf.pageHeight - fromTop;

    // Gridlines and tick labels.
    for (let v = min, n = 0; v <= max + step / 2 && n < 20; v += step, n++) {
      const x = xOf(v);
      page.drawLine({ start: { x, y: yOf(top) }, end: { x, y: yOf(top + plotHeight) }, thickness: 0.4, color: PDF_COLORS.grid });
      pdf.drawText(formatTick(Math.abs(v) < step / 1e6 ? 0 : v), x, top + plotHeight + 4, { size: 7, color: PDF_COLORS.muted, align: 'center' });
    }
    // The value axis and the zero line.
    page.drawLine({ start: { x: plotLeft, y: yOf(top + plotHeight) }, end: { x: plotLeft + plotWidth, y: yOf(top + plotHeight) }, thickness: 0.6, color: PDF_COLORS.rule });
    const zero = xOf(0);
    page.drawLine({ start: { x: zero, y: yOf(top) }, end: { x: zero, y: yOf(top + plotHeight) }, thickness: 0.8, color: PDF_COLORS.muted });

    chunk.forEach((b, k) => {
      const rowTop = top + 2 + k * rowHeight;
      const x0 = Math.min(zero, xOf(b.value));
      const width = Math.max(Math.abs(xOf(b.value) - zero), b.value === 0 ? 0 : 0.8);
      const color = b.value >= 0 ? PDF_COLORS.profit : PDF_COLORS.loss;
      page.drawRectangle({ x: x0, y: yOf(rowTop + (rowHeight - barHeight) / 2 + barHeight), width, height: barHeight, color });
      pdf.drawText(b.label, plotLeft - 6, rowTop + (rowHeight - size) / 2, { size, align: 'right', maxWidth: labelWidth - 8 });
      pdf.drawText(b.text ?? spec.formatValue(b.value), pdf.left + pdf.contentWidth, rowTop + (rowHeight - size) / 2, {
        size,
        bold: true,
        align: 'right',
        color: b.value > 0 ? PDF_COLORS.profit : b.value < 0 ? PDF_COLORS.loss : PDF_COLORS.text,
        maxWidth: valueWidth - 4,
      });
    });
    pdf.drawText(spec.axisLabel, plotLeft + plotWidth / 2, top + plotHeight + 16, { size: 7.5, color: PDF_COLORS.muted, align: 'center' });
  }
  pdf.space(6);
}
